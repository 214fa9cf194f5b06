import { z } from 'zod';
import type { Tables } from './data/tables.js';
import type { CombatFile, SideName } from './combat-file.js';
import type { SideRoll } from './combat.js';
import type { CombatUnit } from './forces.js';

/** Setup options of a match: the combat file's situation, the tables, and the rules options of the register. */
export const rulesOptionsSchema = z.strictObject({
  /** "two": seats attacker and defender; "one": one person plays both sides from seat "both". */
  seating: z.enum(['two', 'one']).default('two'),
  /** CCC-3: which reading of the reaction-card sentence holds; "both" applies the English and the German one. */
  reactionCards: z.enum(['both', 'en', 'de']).default('both'),
  /** CCC-5: how native armies merge before a land combat. */
  nativesMerge: z.enum(['all', 'strongest']).default('all'),
});

export type RulesOptions = z.output<typeof rulesOptionsSchema>;

export interface CccOptions extends Partial<RulesOptions> {
  /** The combat file (JSON), checked at setup. */
  readonly combat: unknown;
  /** Tables replacing the sample ones (JSON), checked at setup. */
  readonly tables?: unknown;
}

export type SlotKind = 'declare' | 'cards' | 'free' | 'charge' | 'siege' | 'roll' | 'retreat' | 'end' | 'over';

/** One moment of the sequence of play: a step, what happens in it, and which side acts. */
export interface Slot {
  readonly step: number;
  readonly kind: SlotKind;
  readonly side: SideName | null;
}

export interface Played {
  readonly step: number;
  readonly side: SideName;
  readonly nation: string;
  readonly cards: readonly string[];
}

export interface Retreat {
  readonly side: SideName;
  /** An adjacent land area, "fleet:<id>", or null when the side could not retreat and was eliminated. */
  readonly to: string | null;
  readonly units: readonly string[];
  readonly avatars: readonly string[];
  /** What the eliminated leaders carried, taken by the winner. */
  readonly captured: readonly string[];
  readonly roll?: number;
}

export interface EndResult {
  readonly extraHits: Record<SideName, number>;
  readonly eliminated: Record<SideName, readonly string[]>;
  readonly glory: readonly { readonly nation: string; readonly change: number; readonly reason: string }[];
  readonly reembarked: readonly { readonly fleet: string; readonly units: readonly string[] }[];
  /** The losing side's fleets that took part (attacked, landed units or bombarded): they lose no ships and no loaded leader (6.6.3 notes). */
  readonly fleetsKept: readonly string[];
  readonly natives: { readonly destroyed: readonly string[]; readonly firearms: boolean; readonly cavalry: boolean } | null;
  readonly action: { readonly name: string; readonly nation: string; readonly succeeded: boolean; readonly awardsGiveGlory: boolean } | null;
}

export interface LcdrResult {
  readonly attacker: SideRoll;
  readonly defender: SideRoll;
  readonly difference: number;
  readonly winner: SideName;
  readonly hits: Record<SideName, number>;
  readonly reduced: Record<SideName, number>;
  readonly eliminated: Record<SideName, readonly string[]>;
}

export interface CccState {
  readonly file: CombatFile;
  readonly tables: Tables;
  readonly rules: RulesOptions;
  /** Index into `slots(state)`; `awaiting` when a seat must decide there. */
  readonly cursor: number;
  readonly awaiting: boolean;
  readonly declared: boolean;
  readonly commander: string | null;
  readonly alliedCommander: boolean;
  readonly landed: readonly { readonly fleet: string; readonly unit: string }[];
  readonly bombard: readonly string[];
  readonly overrun: boolean;
  readonly units: Record<SideName, readonly CombatUnit[]>;
  readonly eliminated: readonly string[];
  /** Cards in hand per nation: hidden from the other seats. */
  readonly hands: Readonly<Record<string, readonly string[]>>;
  readonly played: readonly Played[];
  readonly freeActions: readonly string[];
  readonly charge: Record<SideName, boolean | null>;
  readonly siege: boolean | null;
  readonly lcdr: LcdrResult | null;
  readonly winner: SideName | null;
  readonly retreats: readonly Retreat[];
  readonly end: EndResult | null;
  readonly glory: Readonly<Record<string, number>>;
}

export type CccEvent =
  | { readonly type: 'cursor'; readonly cursor: number; readonly awaiting: boolean }
  | {
      readonly type: 'declared';
      readonly commander: string | null;
      readonly allied: boolean;
      readonly landed: readonly { readonly fleet: string; readonly unit: string }[];
      readonly bombard: readonly string[];
      readonly units: Record<SideName, readonly CombatUnit[]>;
    }
  | { readonly type: 'overrun'; readonly loser: string }
  | { readonly type: 'cards'; readonly step: number; readonly side: SideName; readonly nation: string; readonly cards: readonly string[] }
  | { readonly type: 'free-action'; readonly action: string }
  | { readonly type: 'charge'; readonly side: SideName; readonly announce: boolean }
  | { readonly type: 'siege'; readonly announce: boolean }
  | ({ readonly type: 'lcdr' } & LcdrResult)
  | ({ readonly type: 'retreat' } & Retreat)
  | ({ readonly type: 'end' } & EndResult);

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('declare'),
    commander: z.string().nullable().optional(),
    allyConsents: z.boolean().optional(),
    land: z.record(z.string(), z.array(z.string())).optional(),
    bombard: z.array(z.string()).optional(),
  }),
  z.strictObject({ type: z.literal('cards'), cards: z.array(z.string()) }),
  z.strictObject({ type: z.literal('free-action'), action: z.string() }),
  z.strictObject({ type: z.literal('end-free-actions') }),
  z.strictObject({ type: z.literal('charge'), announce: z.boolean() }),
  z.strictObject({ type: z.literal('siege'), announce: z.boolean() }),
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('retreat'), to: z.string() }),
]);

export type CccCommand = z.output<typeof commandSchema>;
