import type { MagicWallOrder, LocatedOrder, TearDownOrder } from '../../orders/ast.js';
import { t } from '../../reports/text.js';
import { parseDirection, sideKey } from '../../world/places.js';
import type { MagicWall } from '../../world/schema.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { hostile } from '../movement/geography.js';
import { castingWizard, paySpell, spellTargets } from './spells.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

function sideOf(context: MonthContext, wall: MagicWall): number {
  const index = context.state.place(wall.at);
  const direction = parseDirection(wall.side);
  return index < 0 || direction === undefined ? -1 : sideKey(index, direction);
}

/** The side index holds one wall of a side for the movement planner; it follows the walls that stand. */
function reindex(context: MonthContext, key: number): void {
  const index = context.state.loaded.magicWalls as Map<number, MagicWall>;
  const standing = context.state.world.magicWalls.find((wall) => sideOf(context, wall) === key);
  if (standing === undefined) index.delete(key);
  else index.set(key, standing);
}

function removeWall(context: MonthContext, wall: MagicWall): void {
  const walls = context.state.world.magicWalls;
  walls.splice(walls.indexOf(wall), 1);
  reindex(context, sideOf(context, wall));
}

/**
 * Magic walls that have reached the start of their realm's next turn fall (R §1.4.2: "zerfällt
 * … mit Beginn des nächsten Spielzuges des errichtenden Zauberers"); only that realm learns it (P-153).
 */
function fall(context: MonthContext, which: (wall: MagicWall) => boolean): void {
  const { state } = context;
  for (const wall of state.world.magicWalls.filter((w) => w.expires <= state.world.calendar.turn && which(w))) {
    removeWall(context, wall);
    state.emit({ code: 'magicWallFalls', rule: 'R §1.4.2', audience: realmsOnly(wall.realm), data: { at: wall.at, side: wall.side, realm: wall.realm } });
  }
}

/** End of the month: walls of a realm that had no turn this month fall with it (P-152). */
export function fallUnreached(context: MonthContext): void {
  fall(context, () => true);
}

/** B1: the realm's magic walls of last month fall as its turn begins (R §1.4.2; P-152). */
export const B1_MAGIC_WALLS_FALL: RealmStep = {
  id: 'B1',
  rule: 'R §1.4.2',
  title: t('Magische Wände des Reiches zerfallen', 'The realm’s magic walls fall'),
  run(context, turn) {
    fall(context, (wall) => wall.realm === turn.realm);
  },
};

/** MAGISCHEWAND: the wizard raises one wall, from class D two, each on a side 0–2 hexes away, never beside a teleport field (R §1.4.2, §6.6.3). */
function raise(context: MonthContext, turn: RealmTurn, order: Located<MagicWallOrder>): void {
  const { state, rules } = context;
  const wizard = castingWizard(context, turn, order, order.wizard);
  if (wizard === undefined) return;
  const allowed = rules.tables.magicWalls.wallsPerSpell[wizard.class];
  if (order.sides.length > allowed) {
    return refuse(context, turn, order, 'spell-count', t(`${wizard.name} (Klasse ${wizard.class}) errichtet ${allowed === 1 ? 'eine magische Wand' : `${allowed} magische Wände`} zur gleichen Zeit, nicht ${order.sides.length} (R §1.4.2).`, `${wizard.name} (class ${wizard.class}) raises ${allowed} magic wall(s) at a time, not ${order.sides.length} (R §1.4.2)`));
  }
  const targets = spellTargets(context, turn, order, wizard, order.sides, 'R §1.4.2');
  if (targets === undefined) return;
  for (const [i, target] of targets.entries()) {
    const { at, side } = order.sides[i] as MagicWallOrder['sides'][number];
    if (state.loaded.terrain[target.here] === 'teleportField' || state.loaded.terrain[target.there] === 'teleportField') {
      return refuse(context, turn, order, 'magic-wall-teleport-field', t(`${at} ${side}: Teleportfelder können nicht mit magischen Wänden umgeben werden (R §6.6.3).`, `${at} ${side}: teleport fields cannot be walled in by magic walls (R §6.6.3)`));
    }
    if (state.world.magicWalls.some((wall) => wall.realm === turn.realm && sideOf(context, wall) === target.key)) {
      return refuse(context, turn, order, 'magic-wall-exists', t(`Auf ${at} ${side} steht schon eine magische Wand von ${turn.realm}.`, `a magic wall of ${turn.realm} already stands on ${at} ${side}`));
    }
  }
  const zkp = targets.reduce((sum, target) => sum + (rules.tables.magicWalls.raiseZkp[target.distance] as number), 0);
  if (!paySpell(context, turn, order, wizard, zkp)) return;
  const walls = order.sides.map(({ at, side }) => ({ at, side, caster: wizard.id, realm: turn.realm, expires: state.world.calendar.turn + 1 }));
  for (const [i, wall] of walls.entries()) {
    state.world.magicWalls.push(wall);
    reindex(context, (targets[i] as (typeof targets)[number]).key);
  }
  state.emit({ code: 'magicWallRaised', rule: 'R §1.4, §1.4.2', audience: realmsOnly(turn.realm), data: { wizard: wizard.id, name: wizard.name, from: wizard.at, walls: walls.map(({ at, side }) => ({ at, side })), zkp, zkpLeft: wizard.zkp, expires: state.world.calendar.turn + 1 } });
}

/**
 * EINREISSEN: all hostile magic walls on each named side go (R §1.4.4, errata 80). The caster's
 * realm learns only that the spell was spoken — the walls are invisible, also to wizards; each
 * wall's realm learns that it fell (P-153, P-155).
 */
function tearDown(context: MonthContext, turn: RealmTurn, order: Located<TearDownOrder>): void {
  const { state, rules } = context;
  const wizard = castingWizard(context, turn, order, order.wizard);
  if (wizard === undefined) return;
  const allowed = rules.tables.magicWalls.sidesPerTearDown[wizard.class];
  if (order.sides.length > allowed) {
    return refuse(context, turn, order, 'spell-count', t(`${wizard.name} (Klasse ${wizard.class}) reißt magische Wände auf ${allowed === 1 ? 'einer Gemarkseite' : `${allowed} Gemarkseiten`} zur gleichen Zeit ein, nicht auf ${order.sides.length} (R §1.4.4).`, `${wizard.name} (class ${wizard.class}) tears down magic walls on ${allowed} side(s) at a time, not ${order.sides.length} (R §1.4.4)`));
  }
  const targets = spellTargets(context, turn, order, wizard, order.sides, 'R §1.4.4');
  if (targets === undefined) return;
  const zkp = targets.reduce((sum, target) => sum + (rules.tables.magicWalls.tearDownZkp[target.distance] as number), 0);
  if (!paySpell(context, turn, order, wizard, zkp)) return;
  state.emit({ code: 'tearDownSpoken', rule: 'R §1.4, §1.4.4', audience: realmsOnly(turn.realm), data: { wizard: wizard.id, name: wizard.name, from: wizard.at, sides: order.sides.map(({ at, side }) => ({ at, side })), zkp, zkpLeft: wizard.zkp } });
  for (const target of targets) {
    const fallen = state.world.magicWalls.filter((wall) => sideOf(context, wall) === target.key && hostile(state, wall.realm, turn.realm, target.here));
    for (const wall of fallen) {
      removeWall(context, wall);
      state.emit({ code: 'magicWallTornDown', rule: 'R §1.4.4', audience: realmsOnly(wall.realm), data: { at: wall.at, side: wall.side, realm: wall.realm } });
    }
  }
}

/** B6 Spells I: tearing down written VOR (before the movement) (R §1.4.4, §3; P-154). */
export const B6_SPELLS_I: RealmStep = {
  id: 'B6',
  rule: 'R §1.4.4, §3',
  title: t('Zaubersprüche I (magische Wände einreißen)', 'Spells I (tearing down magic walls)'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'tearDown')) if (order.when === 'before') tearDown(context, turn, order);
  },
};

/** B10 Spells II: tearing down written NACH (after the movement) (R §1.4.4, §3; P-154). */
export const B10_SPELLS_II: RealmStep = {
  id: 'B10',
  rule: 'R §1.4.4, §3',
  title: t('Zaubersprüche II (magische Wände einreißen)', 'Spells II (tearing down magic walls)'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'tearDown')) if (order.when === 'after') tearDown(context, turn, order);
  },
};

/** B16 Spells III: magic walls are raised; they stand until the realm's next turn begins (R §1.4.2, §3). */
export const B16_SPELLS_III: RealmStep = {
  id: 'B16',
  rule: 'R §1.4.2, §3',
  title: t('Zaubersprüche III (magische Wand errichten)', 'Spells III (raising magic walls)'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'magicWall')) raise(context, turn, order);
  },
};
