import { formatHex, type Direction } from '../map/coords.js';
import { HEX_COUNT, hexAtIndex } from '../map/neighbours.js';
import { STRONGHOLD_LEVELS, STRONGHOLDS, STRUCTURES } from '../data/structures.js';
import { TERRAIN } from '../data/terrain.js';
import type { CheckContext } from './check-context.js';
import { isWaterTerrain, linkKey } from './loaded.js';
import { PLACE_COUNT, directionBetween, parseDirection, placeNeighbour, sideKey } from './places.js';

/** Hexes, sides, roads, bridges and strongholds (docs/phoenix/world-files.md, "Map checks"). */
export function checkMap(context: CheckContext): void {
  checkHexes(context);
  checkSides(context);
  checkLinks(context);
  checkStrongholds(context);
}

function checkHexes({ world, loaded, place, report }: CheckContext): void {
  const seen = new Uint8Array(PLACE_COUNT);
  world.hexes.forEach((hex, i) => {
    const where = `hexes[${i}]`;
    const index = place(hex.at, `${where}.at`);
    if (index < 0) return;
    if (seen[index]) report(`${where}.at`, 'duplicate-hex', `${hex.at} is listed twice`);
    seen[index] = 1;
    const water = TERRAIN[hex.terrain].water;
    if (hex.elevation !== undefined && water !== (hex.elevation === 0)) {
      report(`${where}.elevation`, 'elevation', water ? `${hex.terrain} lies at elevation 0, not ${hex.elevation}` : `land lies at elevation 1–4, not ${hex.elevation}`);
    }
    if (hex.owner !== undefined) {
      if (!loaded.realms.has(hex.owner)) report(`${where}.owner`, 'unknown-realm', `no realm has the id "${hex.owner}"`);
      if (water) report(`${where}.owner`, 'water-owned', `${hex.terrain} cannot be conquered or owned (R §0.3.2, §0.3.3)`);
      if (hex.marks?.includes('audvacar') === true) report(`${where}.owner`, 'audvacar-owned', 'Audvacar is neutral ground and belongs to nobody (R §6.4)');
    }
  });
  const missing: string[] = [];
  for (let index = 0; index < HEX_COUNT; index++) if (!seen[index]) missing.push(formatHex(hexAtIndex(index)));
  if (missing.length > 0) {
    report('hexes', 'missing-hexes', `lacks ${missing.length} hex(es) of the 135 provinces: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  }
  let nest = 0;
  for (let index = HEX_COUNT; index < PLACE_COUNT; index++) nest += seen[index] as number;
  if (nest > 0 && nest < PLACE_COUNT - HEX_COUNT) report('hexes', 'incomplete-nest', `holds ${nest} of the 48 hexes of the pirate nest 2001: give all or none`);
}

/** The dense index of both hexes of a side, after reporting unknown places and sides off the map. */
function sideHexes(context: CheckContext, at: string, side: string, where: string): [number, number, Direction] | undefined {
  const index = context.place(at, `${where}.at`);
  const direction = parseDirection(side) as Direction;
  if (index < 0) return undefined;
  const other = placeNeighbour(index, direction);
  if (other < 0) {
    context.report(`${where}.side`, 'off-map-side', `${at} has no neighbour to the ${side}: the side is the edge of the map`);
    return undefined;
  }
  return [index, other, direction];
}

function checkDuplicateSide(seen: Set<number>, key: number, context: CheckContext, where: string, what: string): void {
  if (seen.has(key)) context.report(where, 'duplicate-side', `a second ${what} on the same side`);
  seen.add(key);
}

/** A structure that has lost half its BP or more is destroyed (R §1.2, §1.5.11; P-37); a site is below full. */
function checkBp(context: CheckContext, bp: number, full: number, building: boolean | undefined, where: string): void {
  if (building && bp >= full) context.report(`${where}.bp`, 'structure-bp', `a site under construction has fewer than ${full} BP, not ${bp}; finished, drop "building"`);
  if (!building && (bp > full || bp * 2 <= full)) context.report(`${where}.bp`, 'structure-bp', `a finished structure has more than ${full / 2} and at most ${full} BP (at half it is destroyed, P-37), not ${bp}`);
}

function checkSides(context: CheckContext): void {
  const { world, loaded, report } = context;
  const terrainAt = (index: number) => loaded.terrain[index];
  const land = (index: number) => terrainAt(index) !== undefined && !isWaterTerrain(terrainAt(index));
  let seen = new Set<number>();
  world.rivers.forEach((river, i) => {
    const where = `rivers[${i}]`;
    const hexes = sideHexes(context, river.at, river.side, where);
    if (hexes === undefined) return;
    checkDuplicateSide(seen, sideKey(hexes[0], hexes[2]), context, where, 'river');
    if (!land(hexes[0]) && !land(hexes[1])) report(where, 'river-on-water', 'a river runs along a side of land, not between two water hexes');
  });
  seen = new Set();
  world.quays.forEach((quay, i) => {
    const where = `quays[${i}]`;
    const hexes = sideHexes(context, quay.at, quay.side, where);
    if (hexes === undefined) return;
    checkDuplicateSide(seen, sideKey(hexes[0], hexes[2]), context, where, 'quay');
    if (!land(hexes[0]) || loaded.elevation[hexes[0]] !== 1 || !isWaterTerrain(terrainAt(hexes[1]))) {
      report(where, 'quay-not-coast', `a quay stands in a hex of elevation 1 on a side facing water (R §1.5.2); ${quay.at} ${quay.side} is not such a side`);
    }
    checkBp(context, quay.bp, STRUCTURES.quay.bp, quay.building, where);
  });
  seen = new Set();
  world.walls.forEach((wall, i) => {
    const where = `walls[${i}]`;
    const hexes = sideHexes(context, wall.at, wall.side, where);
    if (hexes === undefined) return;
    checkDuplicateSide(seen, sideKey(hexes[0], hexes[2]), context, where, 'wall');
    if (!land(hexes[0])) report(`${where}.at`, 'wall-on-water', 'a wall protects a land hex (R §1.5.4)');
    else if (loaded.owner[hexes[0]] === undefined) report(`${where}.at`, 'wall-without-owner', `${wall.at} belongs to no realm: a wall and its crew belong to the hex's owner`);
    const { crewK, crewHF } = STRUCTURES.wall;
    if (wall.crewK > crewK || wall.crewHF > crewHF) report(where, 'wall-crew', `a wall's crew is at most ${crewK} K and ${crewHF} HF (R §1.5.4), not ${wall.crewK} K and ${wall.crewHF} HF`);
    checkBp(context, wall.bp, STRUCTURES.wall.bp, wall.building, where);
  });
  // Several realms may wall one side, each once (R §1.4.4: "alle gegnerischen magischen Wände einer Gemarkseite").
  const byRealm = new Map<string, Set<number>>();
  world.magicWalls.forEach((wall, i) => {
    const where = `magicWalls[${i}]`;
    const hexes = sideHexes(context, wall.at, wall.side, where);
    if (hexes !== undefined) {
      if (!byRealm.has(wall.realm)) byRealm.set(wall.realm, new Set());
      checkDuplicateSide(byRealm.get(wall.realm) as Set<number>, sideKey(hexes[0], hexes[2]), context, where, 'magic wall of the same realm');
      if (terrainAt(hexes[0]) === 'teleportField' || terrainAt(hexes[1]) === 'teleportField') {
        report(where, 'magic-wall-at-teleport-field', 'teleport fields cannot be walled in by magic walls (R §6.6.3)');
      }
    }
    if (!loaded.realms.has(wall.realm)) report(`${where}.realm`, 'unknown-realm', `no realm has the id "${wall.realm}"`);
    // The wall outlives its caster (errata 49): a caster no longer listed has died.
    const caster = loaded.wizards.get(wall.caster);
    if (caster !== undefined && caster.realm !== wall.realm) report(`${where}.caster`, 'caster-realm', `wizard "${wall.caster}" belongs to ${caster.realm}, not to ${wall.realm}`);
    if (wall.expires < world.calendar.turn) report(`${where}.expires`, 'expired', `expired in month ${wall.expires}, before this month ${world.calendar.turn}`);
  });
}

function checkLinks(context: CheckContext): void {
  const { world, loaded, report } = context;
  for (const [list, what] of [[world.roads, 'road'], [world.bridges, 'bridge']] as const) {
    const seen = new Set<number>();
    list.forEach((link, i) => {
      const where = `${what === 'road' ? 'roads' : 'bridges'}[${i}]`;
      const from = context.place(link.from, `${where}.from`);
      const to = context.place(link.to, `${where}.to`);
      if (from < 0 || to < 0) return;
      const direction = directionBetween(from, to);
      if (direction === undefined) return report(where, 'not-adjacent', `${link.from} and ${link.to} are not neighbours`);
      checkDuplicateSide(seen, linkKey(context.resolve, link), context, where, what);
      const [a, b] = [loaded.terrain[from], loaded.terrain[to]];
      if (a === undefined || b === undefined || isWaterTerrain(a) || isWaterTerrain(b)) return report(where, `${what}-on-water`, `a ${what} joins two land hexes`);
      const step = Math.abs((loaded.elevation[from] as number) - (loaded.elevation[to] as number));
      if (what === 'road' && step > 1) report(where, 'road-too-steep', `a road climbs at most one elevation step (R §1.5.1), not ${step}`);
      if (what === 'bridge') {
        if (!loaded.rivers.has(sideKey(from, direction))) report(where, 'bridge-without-river', `no river runs between ${link.from} and ${link.to}`);
        if (step !== 0) report(where, 'bridge-elevation', 'a bridge joins two hexes of the same elevation (R §1.5.3)');
      }
      checkBp(context, link.bp, STRUCTURES[what].bp, link.building, where);
    });
  }
}

function checkStrongholds(context: CheckContext): void {
  const { world, loaded, report } = context;
  const seen = new Set<number>();
  const moves = new Map<string, number>();
  world.strongholds.forEach((stronghold, i) => {
    const where = `strongholds[${i}]`;
    const index = context.place(stronghold.at, `${where}.at`);
    if (stronghold.owner !== undefined && !loaded.realms.has(stronghold.owner)) report(`${where}.owner`, 'unknown-realm', `no realm has the id "${stronghold.owner}"`);
    if (index >= 0) {
      if (seen.has(index)) report(`${where}.at`, 'duplicate-stronghold', `${stronghold.at} already has a stronghold: one a hex`);
      seen.add(index);
      const terrain = loaded.terrain[index];
      if (terrain === undefined || isWaterTerrain(terrain)) report(`${where}.at`, 'stronghold-on-water', `${stronghold.at} is ${terrain ?? 'missing'}: strongholds stand on land`);
      else if (stronghold.owner !== loaded.owner[index]) {
        // A stronghold changes hands with its hex (P-57).
        report(`${where}.owner`, 'stronghold-owner', `the stronghold belongs to the hex's owner (${loaded.owner[index] ?? 'nobody'}), not ${stronghold.owner ?? 'nobody'}`);
      }
    }
    const level = STRONGHOLDS[stronghold.level];
    if (stronghold.building && stronghold.bp >= level.bp) report(`${where}.bp`, 'stronghold-bp', `a ${stronghold.level} site has fewer than ${level.bp} BP, not ${stronghold.bp}`);
    // A stronghold under repair to a higher level may hold BP up to the next level's threshold (P-92).
    const next = stronghold.repairTo === undefined ? undefined : STRONGHOLD_LEVELS[STRONGHOLD_LEVELS.indexOf(stronghold.level) + 1];
    const most = next === undefined ? level.bp : Math.max(level.bp, STRONGHOLDS[next].keepsLevelFrom - 1);
    if (!stronghold.building && (stronghold.bp > most || stronghold.bp < level.keepsLevelFrom)) {
      report(`${where}.bp`, 'stronghold-bp', `a ${stronghold.level} has ${level.keepsLevelFrom}–${most} BP (R §1.5, errata 93), not ${stronghold.bp}`);
    }
    if (stronghold.repairTo !== undefined && (stronghold.building || STRONGHOLD_LEVELS.indexOf(stronghold.repairTo) <= STRONGHOLD_LEVELS.indexOf(stronghold.level))) {
      report(`${where}.repairTo`, 'stronghold-repair-to', `repairTo names the higher level a finished ${stronghold.level} was built to before fire damaged it (R §1.5.12; P-92), not ${stronghold.repairTo}`);
    }
    if (stronghold.capitalMove !== undefined) {
      if (stronghold.level !== 'FST' || stronghold.building || stronghold.owner === undefined) {
        report(`${where}.capitalMove`, 'capital-move', 'a capital moves into an existing fortress of its realm (R §1.5.13)');
      } else if (moves.has(stronghold.owner)) report(`${where}.capitalMove`, 'capital-move', `${stronghold.owner} already moves its capital to strongholds[${moves.get(stronghold.owner)}]`);
      else moves.set(stronghold.owner, i);
    }
  });
}
