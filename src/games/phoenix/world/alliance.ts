import type { Direction } from '../map/coords.js';
import type { PhoenixRules } from '../rules.js';
import { isWaterTerrain, type LoadedWorld } from './loaded.js';
import { placeNeighbour } from './places.js';

/** How the month and the movement planner tell allies from enemies (P-70, switch `alliances`). */
export interface Alliances {
  readonly mode: PhoenixRules['interpretations']['alliances'];
  /** Hexes of coastal waters around a realm's land (R §4.1). */
  readonly coastalRange: number;
}

export function alliancesOf(rules: PhoenixRules): Alliances {
  return { mode: rules.interpretations.alliances, coastalRange: rules.tables.movement.coastalRange };
}

/** Whether `place` lies within `range` hexes of land of one of `realms` (their coastal waters, R §4.1). */
export function nearLandOf(loaded: LoadedWorld, realms: ReadonlySet<string>, place: number, range: number): boolean {
  let frontier = [place];
  const seen = new Set(frontier);
  for (let ring = 0; ring < range; ring++) {
    const next: number[] = [];
    for (const at of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = placeNeighbour(at, d as Direction);
        if (n < 0 || seen.has(n)) continue;
        const owner = loaded.owner[n];
        if (owner !== undefined && realms.has(owner) && !isWaterTerrain(loaded.terrain[n])) return true;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return false;
}

/** Whether `granter` gave `holder` the right that covers `place`: Wegerecht on the granter's land, Küstenrecht in its coastal waters (R §4.1, §4.2, §5). */
function covered(loaded: LoadedWorld, alliances: Alliances, granter: string, holder: string, place: number): boolean {
  const record = loaded.realms.get(holder);
  if (isWaterTerrain(loaded.terrain[place])) return (record?.kuestenrechtFrom ?? []).includes(granter) && nearLandOf(loaded, new Set([granter]), place, alliances.coastalRange);
  return (record?.wegerechtFrom ?? []).includes(granter) && loaded.owner[place] === granter;
}

/**
 * Whether realms `a` and `b` are allies where their units meet (`place`). R §5: "Es gibt nur
 * „Gegner“ oder „Alliierte“ … Ein Gegner wird zum Alliierten wenn die Küstengewässerregel, bzw.
 * Wegerecht ausgesprochen wurde, in Abhängigkeit des jeweiligen Geländes": a grant makes the two
 * allies on the granter's land (Wegerecht) or in its coastal waters (Küstenrecht), in either
 * direction; everywhere else they are enemies (P-70). `mutual-wegerecht`: allies everywhere when
 * each granted the other Wegerecht; `none`: always enemies.
 */
export function alliedAt(loaded: LoadedWorld, alliances: Alliances, a: string, b: string, place: number): boolean {
  if (a === b) return true;
  if (alliances.mode === 'none') return false;
  if (alliances.mode === 'mutual-wegerecht') {
    return (loaded.realms.get(a)?.wegerechtFrom ?? []).includes(b) && (loaded.realms.get(b)?.wegerechtFrom ?? []).includes(a);
  }
  return covered(loaded, alliances, a, b, place) || covered(loaded, alliances, b, a, place);
}

/** Audvacar, the merchants' city (mark `audvacar`): neutral ground, entered but never conquered, plundered, besieged, destroyed or taxed (R §6.4; P-131). */
export function isNeutralGround(loaded: LoadedWorld, place: number): boolean {
  return loaded.hexes[place]?.marks?.includes('audvacar') ?? false;
}
