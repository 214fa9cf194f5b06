import type { CheckContext } from './check-context.js';
import { invaderWithoutBase } from './start.js';
import { isWaterTerrain } from './loaded.js';
import { placeAtIndex, placeNeighbour } from './places.js';
import { formatHex, type Direction } from '../map/coords.js';

/** "Auf der Welt sind 4 bis 8 Gemarken als Auftauchpunkte für Invasoren vorgesehen" (R §6.5; P-276). */
const MAX_INVADER_POINTS = 8;

/**
 * A new original realm's start land, the emergence points' number and an invader's free leader
 * (docs/phoenix/world-files.md, "Start checks"; P-270, P-272, P-276).
 */
export function checkStartLand(context: CheckContext): void {
  const { world } = context;
  const points = world.hexes.filter((hex) => hex.marks?.includes('invader-point') === true).length;
  if (points > MAX_INVADER_POINTS) context.report('hexes', 'invader-points', `the world has 4 to 8 emergence points for invaders (R §6.5); it has ${points} hexes marked invader-point`);
  world.realms.forEach((realm, i) => {
    if (realm.kind === 'original' && realm.founded === world.calendar.turn) checkStartHexes(context, i);
    // A coup's realm brings its rebels, whatever their rank or class (R §6.2).
    if (invaderWithoutBase(world, realm) && realm.coupFrom === undefined) checkFreeLeader(context, i);
  });
}

/** An original realm in its founding month holds its capital and the six hexes around it (R §2; P-270); water is no one's. */
function checkStartHexes(context: CheckContext, i: number): void {
  const { loaded } = context;
  const realm = context.world.realms[i];
  if (realm === undefined) return;
  if (realm.capital === undefined) {
    context.report(`realms[${i}].capital`, 'start-capital', `an original realm starts with a capital (R §2); ${realm.id} has none in its founding month ${realm.founded}`);
    return;
  }
  const capital = context.resolve(realm.capital);
  if (capital < 0) return;
  const missing = [capital, ...[0, 1, 2, 3, 4, 5].map((d) => placeNeighbour(capital, d as Direction))]
    .filter((n) => n >= 0 && loaded.terrain[n] !== undefined && !isWaterTerrain(loaded.terrain[n]) && loaded.owner[n] !== realm.id)
    .map((n) => formatHex(placeAtIndex(n)));
  if (missing.length > 0) context.report(`realms[${i}].capital`, 'start-land', `an original realm starts with its capital and the 6 hexes around it (R §2); in its founding month ${realm.id} does not hold ${missing.join(', ')}`);
}

/**
 * "Als Anführer 1 Festungsherren oder 1 ZB ohne Rüstornachweis kostenlos" (R §6.5; P-272): an invader
 * without a finished stronghold can arm no character wizard by the ordinary rule ("im größten
 * Rüstort", R §1.9.2), so a ZB there is its free leader, and a Festungsherr beside it would be a second.
 */
function checkFreeLeader(context: CheckContext, i: number): void {
  const { world } = context;
  const realm = world.realms[i];
  if (realm === undefined || world.strongholds.some((s) => s.owner === realm.id && s.building !== true)) return;
  const lord = world.characters.find((c) => c.realm === realm.id && c.rank === 'fortressLord');
  const zb = world.wizards.find((w) => w.realm === realm.id && w.character === true && (w.class === 'B' || w.armedAs === 'CZB'));
  if (lord !== undefined && zb !== undefined) {
    context.report(`realms[${i}]`, 'invader-leader', `an invader without stronghold has as its free leader 1 Festungsherr or 1 ZB, not both (R §6.5); ${realm.id} has ${lord.id} and ${zb.id}`);
  }
}
