import type { CheckContext } from './check-context.js';
import { invaderWithoutBase, isArmamentTurn } from './start.js';
import { isInvaderKind } from './check-special-realms.js';
import { isWaterTerrain } from './loaded.js';
import { placeNeighbour } from './places.js';
import type { Direction } from '../map/coords.js';

/** How many commander characters an invader without capital or six strongholds has without stronghold proof (R §6.5). */
const INVADER_FREE_COMMANDERS = 5;

/**
 * New realms, invaders' arrival and players (docs/phoenix/world-files.md, "Start checks"):
 * invaders arrive in armament months at an emergence point, an invader without a base has at most
 * five commander characters, one character a player and none while the player's lock runs.
 */
export function checkStart(context: CheckContext): void {
  const { world, loaded, report } = context;
  const turn = world.calendar.turn;
  const points = new Set<number>();
  world.hexes.forEach((hex) => {
    if (hex.marks?.includes('invader-point') === true) points.add(context.resolve(hex.at));
  });
  world.realms.forEach((realm, i) => {
    const where = `realms[${i}]`;
    if (realm.founded === undefined || !isInvaderKind(realm.kind) || realm.coupFrom !== undefined) return;
    if (!isArmamentTurn(realm.founded)) report(`${where}.founded`, 'invader-arrival', `invaders arrive only in armament months, Hawar and Hel (R §6.5); month ${realm.founded} is none`);
    if (realm.kind === 'pirate' || turn > realm.founded || points.size === 0) return;
    // Before its first month the invader stands at an emergence point: its armies there, fleets on water beside one (R §6.5; P-271).
    world.armies.forEach((army, j) => {
      if (army.realm !== realm.id) return;
      const at = context.resolve(army.at);
      const beside = [0, 1, 2, 3, 4, 5].map((d) => placeNeighbour(at, d as Direction));
      const near = points.has(at) || (isWaterTerrain(loaded.terrain[at]) && beside.some((n) => points.has(n)));
      if (!near) report(`armies[${j}].at`, 'invader-emergence', `${realm.id} arrives at an emergence point (a hex marked invader-point, R §6.5); ${army.at} is none`);
    });
  });
  for (const realm of world.realms) {
    if (!invaderWithoutBase(world, realm)) continue;
    const commanders = world.characters.filter((c) => c.realm === realm.id && c.rank === 'commander');
    if (commanders.length > INVADER_FREE_COMMANDERS) {
      report(`realms[${world.realms.indexOf(realm)}]`, 'invader-commanders', `an invader without capital or six strongholds has at most ${INVADER_FREE_COMMANDERS} commander characters (R §6.5); ${realm.id} has ${commanders.length}`);
    }
  }
  checkPlayers(context);
}

/** One character a player at a time, and none while the lock after the death of the player's last one runs (R §1.9, errata 54; P-277). */
function checkPlayers(context: CheckContext): void {
  const { world, report } = context;
  const turn = world.calendar.turn;
  const locks = new Map<string, { name: string; from: number }>();
  for (const realm of world.realms) for (const lock of realm.identityLocks ?? []) if (lock.player !== undefined && lock.from > turn) locks.set(lock.player, lock);
  const playing = new Map<string, string>();
  const figures = [...world.characters.map((c, i) => ({ figure: c, where: `characters[${i}]` })), ...world.wizards.map((w, i) => ({ figure: w, where: `wizards[${i}]` }))];
  for (const { figure, where } of figures) {
    if (figure.player === undefined) continue;
    const other = playing.get(figure.player);
    if (other !== undefined) report(`${where}.player`, 'player-twice', `${figure.player} plays ${other} already: one character a player at a time (R §1.9)`);
    playing.set(figure.player, figure.id);
    const lock = locks.get(figure.player);
    if (lock !== undefined) report(`${where}.player`, 'identity-locked', `${figure.player} lost ${lock.name}: a new identity from month ${lock.from} (R §1.9, errata 54)`);
  }
}
