import { CREATURE_NUMBERS } from './creatures.js';
import { CHARACTER_RANKS } from '../data/figures.js';
import { ARMY_KINDS, ARMY_THRESHOLDS, FIGURE_RP_PER_GP, UNIT_CODES, UNITS, type UnitCode } from '../data/units.js';
import { formatHex } from '../map/coords.js';
import type { CheckContext } from './check-context.js';
import { placeAtIndex } from './places.js';
import { armyKey, isWaterTerrain } from './loaded.js';
import type { Army, Character, Wizard } from './schema.js';

/** Units whose RP a guard triples: "Landgardeheer Anzahl K x 3 oder Anzahl R x 2 x 3; Seegardeheer Anzahl S x 100 x 3" (R §6.8; P-132). */
const GUARD_TRIPLED: ReadonlySet<UnitCode> = new Set(['K', 'R', 'S']);

/** RP of one unit of `code` in `army` (R §0.2): three times as many in a guard for its warriors, riders and ships (R §6.8). */
export function unitRp(army: Pick<Army, 'guard'>, code: UnitCode): number {
  return UNITS[code].rp * (army.guard === true && GUARD_TRIPLED.has(code) ? 3 : 1);
}

/** Each unit's RP, and whether a guard triples it, in one list: `armyRp` runs for every army in every realm's turn (speed). */
const UNIT_RP: readonly (readonly [UnitCode, number, boolean])[] = UNIT_CODES.map((code) => [code, UNITS[code].rp, GUARD_TRIPLED.has(code)] as const);

/** RP of an army's units (R §0.2, §6.8); `withoutCommanders` leaves out the HF. */
export function armyRp(army: Army, withoutCommanders = false): number {
  const guard = army.guard === true;
  let rp = 0;
  for (const [code, each, tripled] of UNIT_RP) {
    const n = army[code];
    if (n === undefined || (withoutCommanders && code === 'HF')) continue;
    rp += n * (guard && tripled ? each * 3 : each);
  }
  return rp;
}

/** Ranks held once a realm (R §1.9.1). */
const UNIQUE_RANKS = new Set(['castleLord', 'townLord', 'fortressLord', 'ruler']);

/** Armies, characters and wizards (docs/phoenix/world-files.md, "Figure checks"). */
export function checkFigures(context: CheckContext): void {
  const leaders = checkPeople(context);
  checkArmies(context, leaders);
  checkCapacity(context);
}

/** Characters and wizards; returns the armies that a noble or character wizard leads. */
function checkPeople(context: CheckContext): Set<string> {
  const { world, loaded, report } = context;
  const ids = new Set<string>();
  const ranks = new Map<string, string>();
  const leaders = new Set<string>();
  const check = (figure: Character | Wizard, where: string, noble: boolean) => {
    if (ids.has(figure.id)) report(`${where}.id`, 'duplicate-id', `a second character or wizard with the id "${figure.id}"`);
    ids.add(figure.id);
    if (!loaded.realms.has(figure.realm)) report(`${where}.realm`, 'unknown-realm', `no realm has the id "${figure.realm}"`);
    if (figure.prisonerOf !== undefined) {
      if (!loaded.realms.has(figure.prisonerOf)) report(`${where}.prisonerOf`, 'unknown-realm', `no realm has the id "${figure.prisonerOf}"`);
      else if (figure.prisonerOf === figure.realm) report(`${where}.prisonerOf`, 'own-prisoner', 'cannot be a prisoner of its own realm');
    }
    const at = context.place(figure.at, `${where}.at`);
    if (figure.army === undefined) return;
    const armyRealm = figure.prisonerOf ?? figure.realm;
    const army = loaded.army(armyRealm, figure.army);
    if (army === undefined) report(`${where}.army`, 'unknown-army', `${armyRealm} has no army ${figure.army}`);
    else if (at >= 0 && context.resolve(army.at) !== at) report(`${where}.army`, 'not-with-army', `army ${figure.army} stands at ${army.at}, not ${figure.at}`);
    else if (noble && figure.prisonerOf === undefined) leaders.add(armyKey(armyRealm, figure.army));
  };
  world.characters.forEach((character, i) => {
    const where = `characters[${i}]`;
    check(character, where, character.rank !== 'civilian');
    if (character.gp > character.maxGp) report(`${where}.gp`, 'gp-above-max', `${character.gp} GP is above the maximum ${character.maxGp}`);
    if (UNIQUE_RANKS.has(character.rank)) {
      const key = `${character.realm}/${character.rank}`;
      if (ranks.has(key)) report(`${where}.rank`, 'rank-taken', `${character.realm} already has a ${CHARACTER_RANKS[character.rank].de} (${ranks.get(key)}): one a realm (R §1.9.1)`);
      ranks.set(key, character.id);
    }
    if (character.seat !== undefined) {
      const seat = context.place(character.seat, `${where}.seat`);
      const stronghold = seat < 0 ? undefined : loaded.strongholds.get(seat);
      if (seat >= 0 && stronghold === undefined) report(`${where}.seat`, 'no-stronghold', `no stronghold stands at ${character.seat}`);
      else if (stronghold !== undefined && stronghold.owner !== character.realm) report(`${where}.seat`, 'seat-not-own', `the stronghold at ${character.seat} is not ${character.realm}'s: a noble's seat is a stronghold of its realm (R §1.9.1; P-300)`);
      else if (!['castleLord', 'townLord', 'fortressLord'].includes(character.rank)) report(`${where}.seat`, 'seat-of-rank', `only a Burgherr, Stadthalter or Festungsherr has a seat of its own; a ${CHARACTER_RANKS[character.rank].de} has none (R §1.9.1; P-177)`);
    }
  });
  world.wizards.forEach((wizard, i) => {
    const where = `wizards[${i}]`;
    check(wizard, where, wizard.character === true);
    if (wizard.zkp > wizard.gp) report(`${where}.zkp`, 'zkp-above-gp', `${wizard.zkp} ZKP is more than the wizard's ${wizard.gp} GP`);
    // A class that lags its GP is allowed: GP gained off the board (role play, races) settle it in B2 (P-140).
    if (wizard.gp < 1) report(`${where}.gp`, 'wizard-below-1-gp', `a wizard with less than 1 GP is dead (R §1.9.3, errata 24), not ${wizard.gp} GP`);
    if (wizard.armedAs !== undefined && wizard.character !== true) report(`${where}.armedAs`, 'not-character-wizard', 'only a character wizard was armed as CZA or CZB (R §1.9.2)');
    if (wizard.rulerBonus !== undefined) {
      const key = `${wizard.realm}/ruler`;
      if (wizard.character !== true) report(`${where}.rulerBonus`, 'not-character-wizard', 'only a character wizard is named ruler in the course of the game (R §1.9.3)');
      else if (ranks.has(key)) report(`${where}.rulerBonus`, 'rank-taken', `${wizard.realm} already has a Herrscher (${ranks.get(key)}): one a realm (R §1.9.1)`);
      ranks.set(key, wizard.id);
    }
  });
  return leaders;
}

function checkArmies(context: CheckContext, leaders: ReadonlySet<string>): void {
  const { world, loaded, report } = context;
  const seen = new Set<string>();
  const guards = new Map<string, number>();
  world.armies.forEach((army, i) => {
    const where = `armies[${i}]`;
    if (!loaded.realms.has(army.realm)) report(`${where}.realm`, 'unknown-realm', `no realm has the id "${army.realm}"`);
    const kind = ARMY_KINDS[army.kind];
    const [low, high] = kind.range;
    // A martial creature is numbered 4xx whatever its kind (R §6.3.2; P-235).
    if (army.creature !== undefined) {
      if (army.number < CREATURE_NUMBERS[0] || army.number > CREATURE_NUMBERS[1]) report(`${where}.number`, 'number-range', `creatures are numbered ${CREATURE_NUMBERS[0]}–${CREATURE_NUMBERS[1]} (R §6.3.2), not ${army.number}`);
    } else if (army.number < low || army.number > high) report(`${where}.number`, 'number-range', `${kind.en} numbers run ${low}–${high} (R §1.8), not ${army.number}`);
    const key = armyKey(army.realm, army.number);
    if (seen.has(key)) report(`${where}.number`, 'duplicate-army', `${army.realm} already has an army ${army.number}`);
    seen.add(key);
    for (const code of UNIT_CODES) {
      if ((army[code] ?? 0) > 0 && !(kind.units as readonly UnitCode[]).includes(code)) report(`${where}.${code}`, 'unit-not-in-kind', `a ${kind.en} holds no ${code} (R §1.8)`);
    }
    if ((army.HF ?? 0) === 0 && !leaders.has(key)) report(where, 'no-commander', 'an army needs an HF or a noble to lead it (R §1.8)');
    const troops = armyRp(army, true);
    if (troops < ARMY_THRESHOLDS.minimumRp) report(where, 'too-small', `an army needs ${ARMY_THRESHOLDS.minimumRp} RP besides its commanders (R §1.8; interpretation P-54), not ${troops}`);
    if (army.guard) {
      const guardKey = `${army.realm}/${army.kind === 'fleet' ? 'sea' : 'land'}`;
      if (guards.has(guardKey)) report(`${where}.guard`, 'two-guards', `${army.realm} already has a ${army.kind === 'fleet' ? 'guard fleet' : 'land guard'} (armies[${guards.get(guardKey)}]) (R §6.8)`);
      guards.set(guardKey, i);
      if ((army.LKP ?? 0) + (army.SKP ?? 0) + (army.LKS ?? 0) + (army.SKS ?? 0) > 0) report(`${where}.guard`, 'guard-ranged', 'guard armies carry no ranged weapons (R §6.8)');
    }
    const at = context.place(army.at, `${where}.at`);
    if (at < 0) return;
    const water = isWaterTerrain(loaded.terrain[at]);
    if (army.kind === 'fleet') {
      if (!water) report(`${where}.at`, 'fleet-on-land', `a fleet sails on water; ${army.at} is ${loaded.terrain[at] ?? 'missing'}`);
      if (army.aboard !== undefined) report(`${where}.aboard`, 'fleet-aboard', 'a fleet does not embark on another fleet');
      return;
    }
    if (army.aboard === undefined) {
      if (water) report(`${where}.at`, 'army-on-water', `${army.at} is ${loaded.terrain[at]}: a land army there must be aboard a fleet (R §0.3.2)`);
      return;
    }
    const fleet = loaded.army(army.realm, army.aboard);
    if (fleet === undefined || fleet.kind !== 'fleet') report(`${where}.aboard`, 'unknown-fleet', `${army.realm} has no fleet ${army.aboard}`);
    else if (fleet.at !== army.at) report(`${where}.aboard`, 'not-with-fleet', `fleet ${army.aboard} is at ${fleet.at}, not ${army.at}`);
  });
}

/** Ships carry 100 RP each (R §1.1.4); a hex holds 100,000 RP (R §0.2, §1.8; interpretation P-55). */
function checkCapacity(context: CheckContext): void {
  const { world, loaded, report } = context;
  const carried = new Map<string, number>();
  for (const army of world.armies) {
    if (army.aboard !== undefined && army.kind !== 'fleet') carried.set(armyKey(army.realm, army.aboard), (carried.get(armyKey(army.realm, army.aboard)) ?? 0) + armyRp(army));
  }
  world.armies.forEach((army, i) => {
    const load = carried.get(armyKey(army.realm, army.number));
    const capacity = (army.S ?? 0) * UNITS.S.transport;
    if (army.kind === 'fleet' && load !== undefined && load > capacity) {
      report(`armies[${i}]`, 'overloaded', `carries ${load} RP of armies but its ${army.S ?? 0} ships hold ${capacity} RP (R §0.3.2)`);
    }
  });
  const perHex = new Map<number, number>();
  const add = (at: string, rp: number) => {
    const index = context.resolve(at);
    if (index >= 0) perHex.set(index, (perHex.get(index) ?? 0) + rp);
  };
  for (const army of world.armies) if (army.aboard === undefined) add(army.at, armyRp(army));
  // A figure with an army aboard rides the ships, not the hex (R §0.2; P-55).
  const aboard = (figure: Character | Wizard) => figure.army !== undefined && loaded.army(figure.realm, figure.army)?.aboard !== undefined;
  for (const figure of [...world.characters, ...world.wizards]) if (figure.prisonerOf === undefined && !aboard(figure)) add(figure.at, Math.floor(figure.gp) * FIGURE_RP_PER_GP.value);
  for (const [index, rp] of perHex) {
    if (rp > ARMY_THRESHOLDS.hexCapacityRp) {
      report('armies', 'hex-overfull', `${formatHex(placeAtIndex(index))} holds ${rp} RP, more than ${ARMY_THRESHOLDS.hexCapacityRp} (R §0.2, §1.8)`);
    }
  }
}
