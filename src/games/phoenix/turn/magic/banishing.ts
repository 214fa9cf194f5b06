import { banishFactorOf } from '../../world/creatures.js';
import type { UnitCode } from '../../data/units.js';
import { banishableRp, chooseBanished } from '../../magic/banishing.js';
import { parseHex } from '../../map/coords.js';
import { distance } from '../../map/grid.js';
import type { BanishOrder, LocatedOrder } from '../../orders/ast.js';
import { t } from '../../reports/text.js';
import { armyKey } from '../../world/loaded.js';
import type { Army } from '../../world/schema.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { hostile } from '../movement/geography.js';
import { startsFurtherConflict } from './spell-casts.js';
import { castingWizard, paySpell } from './spells.js';
import type { MonthState } from '../month/state.js';

type Units = Partial<Record<UnitCode, number>>;

/** Units banished in this realm turn, by army (armyKey), and the realm that banished them (P-161). */
interface Banishment {
  readonly by: string;
  readonly units: Units;
}

const banishedIn = new WeakMap<MonthState, Map<string, Banishment>>();

/**
 * The units of an army banished in this realm turn (at most what it still has), or undefined: they
 * cannot fight until Spells III (R §1.4.3, errata 28; §3 "Ein Spruch gewirkt in Phase Zaubersprüche II
 * wirkt bis Phase Zaubersprüche III").
 */
export function bannedUnits(state: MonthState, army: Army): Units | undefined {
  const banishment = banishedIn.get(state)?.get(armyKey(army.realm, army.number));
  if (banishment === undefined) return undefined;
  const units: Units = {};
  for (const [unit, n] of Object.entries(banishment.units) as [UnitCode, number][]) {
    const held = Math.min(n, army[unit] ?? 0);
    if (held > 0) units[unit] = held;
  }
  return Object.keys(units).length > 0 ? units : undefined;
}

/** An army as it fights while banished: its banished units left out (a copy; the army itself is untouched). */
export function unbanished(state: MonthState, army: Army): Army {
  const banned = bannedUnits(state, army);
  if (banned === undefined) return army;
  const copy: Army = { ...army };
  for (const [unit, n] of Object.entries(banned) as [UnitCode, number][]) copy[unit] = (army[unit] ?? 0) - n;
  return copy;
}

/** Banishes up to `rp` RP of the troops of hostile armies in the hex now, in the rules' order; each banished realm learns how many (R §1.4.3). */
function banishAt(context: MonthContext, realm: string, target: number, rp: number): void {
  const { state } = context;
  let banished = banishedIn.get(state);
  if (banished === undefined) banishedIn.set(state, (banished = new Map()));
  const armies = state.armiesIn(target).filter((army) => army.aboard === undefined && hostile(state, army.realm, realm, target));
  // Units a spell of this turn banished already are not banished twice.
  const free = armies.map((army) => unbanished(state, army));
  const chosen = chooseBanished(free, rp);
  const byRealm = new Map<string, { army: number; units: Units }[]>();
  for (const [i, army] of armies.entries()) {
    const units = chosen.get(free[i] as Army);
    if (units === undefined) continue;
    const key = armyKey(army.realm, army.number);
    const before = banished.get(key)?.units ?? {};
    const all: Units = { ...before };
    for (const [unit, n] of Object.entries(units) as [UnitCode, number][]) all[unit] = (all[unit] ?? 0) + n;
    banished.set(key, { by: realm, units: all });
    const list = byRealm.get(army.realm) ?? [];
    list.push({ army: army.number, units });
    byRealm.set(army.realm, list);
  }
  const at = state.hexAt(target)?.at;
  // "Der Gebannte erfährt wie viele Truppen gebannt wurden": how many, per army — not by whom (P-164).
  for (const [victim, list] of [...byRealm].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const troops = list.reduce((sum, entry) => sum + Object.values(entry.units).reduce((n, units) => n + (units ?? 0), 0), 0);
    state.emit({ code: 'banished', rule: 'R §1.4.3, errata 28', audience: realmsOnly(victim), data: { at, troops, armies: list } });
  }
}

/**
 * BANNE: 1 or 2 hexes away, with the ZKP the wizard chooses (at most the table's last row), paid
 * before the spell; it takes effect after the duels of B11 (R §1.4, §1.4.3; P-160).
 */
function banish(context: MonthContext, turn: RealmTurn, order: BanishOrder & LocatedOrder): void {
  const { state, rules } = context;
  const wizard = castingWizard(context, turn, order, order.wizard);
  if (wizard === undefined) return;
  const target = state.place(order.at);
  const from = parseHex(wizard.at);
  const to = parseHex(order.at);
  const hexes = target < 0 || state.hexAt(target) === undefined || from === undefined || to === undefined ? undefined : distance(from, to);
  if (hexes === undefined) return refuse(context, turn, order, 'unknown-place', t(`${order.at} liegt nicht auf der Karte.`, `${order.at} is not on the map`));
  if (hexes === 0) {
    return refuse(context, turn, order, 'banish-distance', t(`${wizard.name} bannt nur in ein oder zwei Gemarken Entfernung, nicht auf die eigene Gemark ${order.at} (R §1.4.3).`, `${wizard.name} banishes only 1 or 2 hexes away, not in its own hex ${order.at} (R §1.4.3)`));
  }
  if (hexes > 2) {
    return refuse(context, turn, order, 'spell-distance', t(`${order.at} liegt ${hexes} Gemarken von ${wizard.name} (${wizard.at}) entfernt; gebannt wird in ein oder zwei Gemarken Entfernung (R §1.4.3).`, `${order.at} lies ${hexes} hexes from ${wizard.name} (${wizard.at}); banishing reaches 1 or 2 hexes (R §1.4.3)`));
  }
  const table = rules.tables.banishing;
  if (order.zkp < 1 || order.zkp > table.maxZkp) {
    return refuse(context, turn, order, 'banish-zkp', t(`Ein Bann kostet 1 bis ${table.maxZkp} ZKP (Tabelle in R §1.4.3), nicht ${order.zkp}.`, `a banishment takes 1 to ${table.maxZkp} ZKP (table in R §1.4.3), not ${order.zkp}`));
  }
  if (startsFurtherConflict(context, wizard, [target])) {
    return refuse(context, turn, order, 'duel-conflict', t(`${wizard.name} steht nach der Teleportation schon in einem Zauberduellkonflikt; ein Bann auf ${order.at}, wo ein fremder Zauberer steht, löste einen weiteren aus (R §3 Phase 10, §1.4.3).`, `${wizard.name} is already in a wizard duel conflict after the teleports; a banishment on ${order.at}, where a foreign wizard stands, would start another (R §3 phase 10, §1.4.3)`));
  }
  if (!paySpell(context, turn, order, wizard, order.zkp)) return;
  // A creature may banish more than a wizard of its class (the Banshee: twice the RP, R §6.3.2; P-235).
  const rp = banishableRp(table, hexes as 1 | 2, order.zkp) * banishFactorOf(wizard);
  state.emit({ code: 'banishSpoken', rule: 'R §1.4, §1.4.3', audience: realmsOnly(turn.realm), data: { wizard: wizard.id, name: wizard.name, from: wizard.at, at: order.at, zkp: order.zkp, zkpLeft: wizard.zkp, rp } });
  state.pendingSpells.push({ wizard: wizard.id, name: wizard.name, realm: turn.realm, at: target, spell: 'banish', apply: () => banishAt(context, turn.realm, target, rp) });
}

/** B10 Spells II: banishments are spoken and paid; they take effect after B11 (R §1.4.3, §3). */
export const B10_BANISH: RealmStep = {
  id: 'B10',
  rule: 'R §1.4.3, §3',
  title: t('Zaubersprüche II (Bannen)', 'Spells II (banishing)'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'banish')) banish(context, turn, order);
  },
};

/** B16: the banishments of this turn end with Spells III (R §3: "Ein Spruch gewirkt in Phase Zaubersprüche II wirkt bis Phase Zaubersprüche III"). */
export const B16_BANISHMENT_ENDS: RealmStep = {
  id: 'B16',
  rule: 'R §1.4.3, §3',
  title: t('Gebannte Truppen sind wieder frei', 'Banished troops are free again'),
  run(context) {
    banishedIn.delete(context.state);
  },
};
