/**
 * What a step of the month tells, and whom (errata 86, "who learns what"). Every change of
 * troops, ships, weapons or gold is listed in `changes`, so the month can be audited: the world
 * after is the world before plus the changes of all events (test/phoenix/turn/accounting).
 */

/** Who may learn an event: every realm, some realms, or only the game masters. */
export type Audience =
  | { readonly to: 'all' }
  | { readonly to: 'realms'; readonly realms: readonly string[] }
  | { readonly to: 'gm' };

export const EVERYONE: Audience = { to: 'all' };
export const GM_ONLY: Audience = { to: 'gm' };

export function realmsOnly(...realms: string[]): Audience {
  return { to: 'realms', realms: [...new Set(realms)].sort() };
}

/** What can be counted: a unit of an army, gold in the treasury, special income (funds and cargo), prisoners, the crews of walls (R §1.5.4). */
export type Counted = 'K' | 'R' | 'P' | 'S' | 'HF' | 'LKP' | 'SKP' | 'LKS' | 'SKS' | 'treasury' | 'special' | 'prisoners' | 'crewK' | 'crewHF';

export interface Change {
  readonly realm: string;
  readonly item: Counted;
  readonly delta: number;
}

export interface MonthEvent {
  /** The step that emitted it: "A2", "B14", "C", "D", "end" … */
  readonly step: string;
  /** The realm whose turn it is, where the event belongs to one. */
  readonly turnOf?: string;
  /** What happened, e.g. "melee", "conquest", "income"; reports render each code. */
  readonly code: string;
  /** The rule sections behind it. */
  readonly rule: string;
  readonly audience: Audience;
  readonly data: Readonly<Record<string, unknown>>;
  readonly changes?: readonly Change[];
}

export function mayLearn(audience: Audience, realm: string): boolean {
  return audience.to === 'all' || (audience.to === 'realms' && audience.realms.includes(realm));
}
