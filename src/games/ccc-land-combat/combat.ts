import type { Card, ResultRow, Tables } from './data/tables.js';
import { NATIVES, type CombatFile, type SideName } from './combat-file.js';
import { attackingFleets, other, unitFactor, type CombatUnit } from './forces.js';

/** One term of a side's LC DR: a chart modifier, a card or the bombardment. */
export interface Term {
  readonly id: string;
  readonly value: number;
}

export interface SideRoll {
  readonly factor: number;
  readonly leader: number;
  readonly dice: readonly [number, number];
  readonly terms: readonly Term[];
  readonly total: number;
}

/** What decides the LC DR apart from the dice. */
export interface RollInputs {
  readonly units: Record<SideName, readonly CombatUnit[]>;
  readonly leader: Record<SideName, number>;
  readonly terms: Record<SideName, readonly Term[]>;
}

/** A fleet's bombardment: its ships' AF (attacking) or DF (defending) times the percentage, rounded down (CCC-8). */
export function fleetBombardment(tables: Tables, ships: readonly string[], side: SideName, percent: number): number {
  const sum = ships.reduce((s, type) => s + (side === 'attacker' ? (tables.ships[type]?.af ?? 0) : (tables.ships[type]?.df ?? 0)), 0);
  return Math.floor((sum * percent) / 100);
}

/**
 * Shore bombardment of both sides (notes, 2.3.7.3.a): each fleet adds its share, 10 % instead of 20 %
 * against a hostile port or naval base, capped at the number of own combat units; when both sides
 * bombard only the stronger counts, reduced by the weaker's (CCC-8: cap first, then compare).
 */
export function bombardment(
  file: CombatFile,
  tables: Tables,
  defenderFleets: readonly string[],
  units: Record<SideName, readonly CombatUnit[]>,
): Record<SideName, number> {
  const colony = file.landArea.colony;
  const port = colony !== null && (colony.port || colony.navalBase);
  const raw = (side: SideName, ids: readonly string[]): number => {
    const percent = side === 'attacker' && port ? tables.bombardment.percentAgainstPort : tables.bombardment.percent;
    const sum = ids.reduce((s, id) => s + fleetBombardment(tables, file.fleets.find((f) => f.id === id)?.ships ?? [], side, percent), 0);
    return Math.min(sum, units[side].length);
  };
  const a = raw('attacker', attackingFleets(file));
  const d = raw('defender', defenderFleets);
  return { attacker: a > d ? a - d : 0, defender: d > a ? d - a : 0 };
}

export function combatFactor(tables: Tables, units: readonly CombatUnit[], side: SideName, firearms: boolean): number {
  return units.reduce((s, u) => s + unitFactor(tables, u.type, side, firearms), 0);
}

export function resultRow(tables: Tables, difference: number): ResultRow {
  const row = tables.results.find((r) => (r.from === null || difference >= r.from) && (r.to === null || difference <= r.to));
  if (row === undefined) throw new Error(`the results table has no row for ${difference}`);
  return row;
}

/** Both sides' totals: combat factor + leader + 2d6 + modifiers (modifiers do not add to the combat factor). */
export function rollTotals(tables: Tables, inputs: RollInputs, firearms: Record<SideName, boolean>, dice: Record<SideName, readonly [number, number]>): Record<SideName, SideRoll> {
  const side = (s: SideName): SideRoll => {
    const factor = combatFactor(tables, inputs.units[s], s, firearms[s]);
    const terms = inputs.terms[s];
    const d = dice[s];
    const total = factor + inputs.leader[s] + d[0] + d[1] + terms.reduce((sum, t) => sum + t.value, 0);
    return { factor, leader: inputs.leader[s], dice: d, terms, total };
  };
  return { attacker: side('attacker'), defender: side('defender') };
}

/** Units eliminated by `hits`, one unit per hit, in the tables' loss order (CCC-9). */
export function takeHits(tables: Tables, units: readonly CombatUnit[], hits: number): string[] {
  const rank = (type: string): number => {
    const i = tables.lossOrder.indexOf(type);
    return i < 0 ? tables.lossOrder.length : i;
  };
  const ordered = units.map((u, i) => ({ u, i })).sort((a, b) => rank(a.u.type) - rank(b.u.type) || a.i - b.i);
  return ordered.slice(0, Math.max(0, hits)).map((x) => x.u.id);
}

/** Step 6: the side with fewer cavalry takes +1 hit, with fewer artillery +2; a medic advisor reduces a side's extra hits by 1. */
export function extraHits(tables: Tables, units: Record<SideName, readonly CombatUnit[]>, medic: Record<SideName, boolean>): Record<SideName, number> {
  const count = (s: SideName, key: 'cavalry' | 'artillery'): number => units[s].filter((u) => tables.units[u.type]?.[key] === true).length;
  const hits = (s: SideName): number => {
    const o = other(s);
    let n = 0;
    if (count(s, 'cavalry') < count(o, 'cavalry')) n += tables.extraHits.fewerCavalry;
    if (count(s, 'artillery') < count(o, 'artillery')) n += tables.extraHits.fewerArtillery;
    if (medic[s]) n -= tables.extraHits.medicReduces;
    return Math.max(0, n);
  };
  return { attacker: hits('attacker'), defender: hits('defender') };
}

/** Why a card may not be played now by `side` (or null when it may): 6.6.3's card rules and CCC-3. */
export function cardRefusal(card: Card, side: SideName, step: number, file: CombatFile, reactionRule: 'both' | 'en' | 'de', rolled: boolean): string | null {
  if (card.colour === 'red') return 'red-card';
  // CCC-3: EN "reaction cards only after step 3"; DE "after step 3 only reaction cards".
  if (card.reaction && step <= 3 && reactionRule !== 'de') return 'reaction-too-early';
  if (!card.reaction && step > 3 && reactionRule !== 'en') return 'only-reactions';
  const e = card.effect;
  if (e.kind === 'none') return 'no-impact';
  if (card.only === 'attacker' && side !== 'attacker') return 'no-impact';
  if (card.only === 'defender' && side !== 'defender') return 'no-impact';
  if (card.only === 'against-natives' && (side === 'attacker' ? file.defender : file.attacker.side) !== NATIVES) return 'no-impact';
  // A modifier after the roll has nothing left to change.
  if ((e.kind === 'modifier' || e.kind === 'opponent-modifier') && rolled) return 'no-impact';
  return null;
}
