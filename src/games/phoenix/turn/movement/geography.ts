import type { Direction } from '../../map/coords.js';
import { alliedAt, alliancesOf, type Alliances } from '../../world/alliance.js';
import { armyRp } from '../../world/check-figures.js';
import { isWaterTerrain } from '../../world/loaded.js';
import { armyMover } from '../../movement/mover.js';
import { evaluateStep, type StepWorld } from '../../movement/step.js';
import { directionBetween, placeNeighbour } from '../../world/places.js';
import type { PhoenixRules } from '../../rules.js';
import type { LoadedWorld } from '../../world/loaded.js';
import type { Army } from '../../world/schema.js';

/**
 * What the geography reads: the month's live state (MonthState), or the world at the month's
 * start as the checker sees it (`viewOf`).
 */
export interface WorldView {
  readonly loaded: LoadedWorld;
  /** P-70: how allies are told from enemies. */
  readonly alliances: Alliances;
  armiesIn(index: number): readonly Army[];
  place(text: string): number;
  /** Whether the army has stood where it stands since the month began (the checker's view: always). */
  stoodSinceStart?(army: Army): boolean;
}

/** A LoadedWorld as a WorldView (the checker's, before the month). */
export function viewOf(loaded: LoadedWorld, rules: PhoenixRules): WorldView {
  return {
    loaded,
    alliances: alliancesOf(rules),
    armiesIn: (index) => loaded.armiesAt.get(index) ?? [],
    place: (text) => loaded.placeOf.get(text) ?? -1,
  };
}

/** Whether two places (dense indices) are the same or neighbours: the reach of a wizard duel (R §5.3). */
export function withinOne(a: number, b: number): boolean {
  return a === b || directionBetween(a, b) !== undefined;
}

/** The neighbours of a place (dense indices), off-map sides left out. */
export function neighboursOf(index: number): number[] {
  const result: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = placeNeighbour(index, d as Direction);
    if (n >= 0) result.push(n);
  }
  return result;
}

/** Whether realms `a` and `b` are enemies where their units meet, at `place` (R §5, §4.1, §4.2; P-70). */
export function hostile(state: WorldView, a: string, b: string, place: number): boolean {
  return !alliedAt(state.loaded, state.alliances, a, b, place);
}

/** A land army of 1,000 RP besides its commanders with a commander conquers (R §1.8); armies aboard do not. */
export function conquestCapable(army: Army, rules: PhoenixRules): boolean {
  return army.aboard === undefined && couldConquer(army, rules);
}

/** A land army of 1,000 RP besides its commanders with a commander, wherever it stands (aboard, it would be once it lands). */
function couldConquer(army: Army, rules: PhoenixRules): boolean {
  return army.kind !== 'fleet' && (army.HF ?? 0) > 0 && armyRp(army, true) >= rules.tables.armyThresholds.conquestRp;
}

export function isWater(state: WorldView, index: number): boolean {
  return isWaterTerrain(state.loaded.terrain[index]);
}

/**
 * Whether `army` could step from `from` straight into its neighbour `to` as the month stands now
 * (R §1.5 "ungehindert betreten", §1.7.1 "aus denen heraus sie auch betreten werden können", §5.5.1
 * "direkt betreten könnte"): the movement's own step with a whole month's points — terrain the army
 * can enter, elevation steps its 2 points pay (a road or quay eases them), no side closed to armies
 * (a magic wall) — and not across a river without bridge nor over a hostile wall, which take a month
 * of their own (P-71). An army aboard steps as it would land.
 */
export function couldEnter(state: WorldView, rules: PhoenixRules, army: Army, from: number, to: number): boolean {
  const mover = { ...armyMover(army, rules), domain: 'land' as const };
  const world: StepWorld = { loaded: state.loaded, mover, rules, lang: 'en', coastal: new Map(), loneFigures: new Map(), enemies: new Map() };
  const step = evaluateStep(world, { place: from, bwp: mover.bwp, elevation: rules.tables.movement.elevationPoints, first: true }, to);
  return step.ok && step.end?.code !== 'river-crossed' && step.end?.code !== 'wall-crossed';
}

/**
 * Hexes next to `index` from which hostile conquest-capable armies threaten it (R §1.5, §1.7); for a
 * `siege`, only armies that stood there since the month began (R §1.7). Where
 * fleets count (a stronghold at elevation 1, which armies land on), a hostile fleet threatens
 * when it carries a conquest-capable army (P-73). Allies are told at `index`, the hex threatened.
 */
export function threateningHexes(state: WorldView, index: number, owner: string, rules: PhoenixRules, fleetsCount: boolean, siege = false): number {
  let count = 0;
  for (const n of neighboursOf(index)) {
    const threat = state.armiesIn(n).some((army) => {
      if (!hostile(state, army.realm, owner, index)) return false;
      // "Eine Belagerung dauert einen ganzen Monat, so dass man im vorhergehenden Monat schon … herangezogen sein muss" (R §1.7).
      if (siege && state.stoodSinceStart?.(army) === false) return false;
      if (army.kind === 'fleet') return fleetsCount && state.armiesIn(n).some((p) => p.realm === army.realm && p.aboard === army.number && couldConquer(p, rules) && couldEnter(state, rules, p, n, index));
      return conquestCapable(army, rules) && couldEnter(state, rules, army, n, index);
    });
    if (threat) count += 1;
  }
  return count;
}
