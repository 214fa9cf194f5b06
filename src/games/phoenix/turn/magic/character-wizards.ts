import { STRONGHOLD_LEVELS } from '../../data/structures.js';
import type { ArmWizardOrder, ConvertOrder, LocatedOrder } from '../../orders/ast.js';
import { num, t, type Text } from '../../reports/text.js';
import type { Stronghold, Wizard } from '../../world/schema.js';
import { isArmamentMonth } from '../month/calendar.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { armamentLevel, besiegingHexes } from '../economy/strongholds.js';
import { classOfGp, settleWizard } from './wizards.js';
import { identityRefusal } from '../careers/careers.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };
const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The realm's "largest" stronghold (R §1.9.2), where its character wizards are armed: the highest
 * level it arms as, then the most BP, then the first place; owned since the month began (P-181).
 */
export function largestStronghold(context: MonthContext, realm: string): Stronghold | undefined {
  const { state, rules } = context;
  const own = state.world.strongholds.filter((s) => s.owner === realm && s.building !== true && state.ownerAtStart[state.place(s.at)] === realm && armamentLevel(s, rules) !== null);
  const rank = (s: Stronghold) => STRONGHOLD_LEVELS.indexOf(armamentLevel(s, rules) ?? 'BUR');
  own.sort((a, b) => rank(b) - rank(a) || b.bp - a.bp || state.place(a.at) - state.place(b.at));
  return own[0];
}

/** Whether a stronghold's wizard alternatives (R §3.3, errata 56) hold `za` ZA/CZA and `czb` CZB, after the siege's cut (P-181). */
function fits(alternatives: readonly Readonly<Record<string, number>>[], za: number, czb: number, keep: number): boolean {
  return alternatives.some((a) => Math.floor(((a.ZA ?? 0) * keep) / 100) >= za && Math.floor(((a.CZB ?? 0) * keep) / 100) >= czb);
}

/** The stronghold a ZA is armed in: one of the realm's own, held since the month began, that arms (R §1.3, §3.3). */
function namedStronghold(context: MonthContext, realm: string, at: string | undefined): Stronghold | undefined {
  const { state, rules } = context;
  const stronghold = at === undefined ? undefined : state.loaded.strongholds.get(state.place(at));
  if (stronghold === undefined || stronghold.owner !== realm || stronghold.building === true || state.ownerAtStart[state.place(stronghold.at)] !== realm || armamentLevel(stronghold, rules) === null) return undefined;
  return stronghold;
}

/** One RUESTE CZA/CZB or RUESTE <place> ZA; returns why it is refused, or undefined when the wizard stands on the map. */
function armWizard(context: MonthContext, turn: RealmTurn, order: ArmWizardOrder, used: Map<string, { za: number; czb: number }>): [string, Text] | undefined {
  const { state, rules } = context;
  const now = state.world.calendar.turn;
  if (!isArmamentMonth(now, rules)) return ['not-armament-month', t('Zauberer werden aus dem Reichsschatz in Hawar und Hel gerüstet (R §1.9.2, §3.3).', 'wizards are armed from the treasury in Hawar and Hel (R §1.9.2, §3.3)')];
  if (!SLUG.test(order.wizard) || state.loaded.wizards.has(order.wizard) || state.loaded.characters.has(order.wizard) || state.offBoard.some((f) => f.id === order.wizard)) {
    return ['wizard-id', t(`„${order.wizard}“ taugt nicht als Kennung: klein geschrieben, Buchstaben, Ziffern und „-“, noch von keinem Charakter oder Zauberer geführt.`, `"${order.wizard}" is no usable id: lower case letters, digits and "-", not yet held by a character or wizard`)];
  }
  if (order.player !== undefined) {
    const locked = identityRefusal(context, order.player);
    if (locked !== undefined) return locked;
  }
  const noname = order.as === 'ZA';
  const stronghold = noname ? namedStronghold(context, turn.realm, order.at) : largestStronghold(context, turn.realm);
  if (stronghold === undefined && noname) return ['no-stronghold', t(`In ${order.at ?? '–'} steht kein Rüstort eures Reiches, den ihr seit Monatsbeginn haltet und der rüstet (R §3.3).`, `${order.at ?? '–'} holds no stronghold of your realm, held since the month began, that arms (R §3.3)`)];
  if (stronghold === undefined) return ['no-stronghold', t('Euer Reich hat seit Monatsbeginn keinen Rüstort, der rüstet (R §1.9.2, §3.3).', 'your realm has held no stronghold that arms since the month began (R §1.9.2, §3.3)')];
  const level = armamentLevel(stronghold, rules) as keyof typeof rules.tables.armamentCapacity;
  const sofar = used.get(stronghold.at) ?? { za: 0, czb: 0 };
  const next = { za: sofar.za + (order.as === 'CZB' ? 0 : 1), czb: sofar.czb + (order.as === 'CZB' ? 1 : 0) };
  const perHex = Math.round(rules.tables.armament.siegeReductionPerHex * 100);
  const keep = Math.max(0, 100 - besiegingHexes(state, stronghold, rules) * perHex);
  if (!fits(rules.tables.armamentCapacity[level].wizards as readonly Readonly<Record<string, number>>[], next.za, next.czb, keep)) {
    return ['wizard-capacity', t(`${stronghold.at} (${level})${noname ? '' : ', euer größter Rüstort,'} rüstet in diesem Monat keinen weiteren ${order.as} (R §3.3, errata 56; P-181).`, `${stronghold.at} (${level})${noname ? '' : ', your largest stronghold,'} arms no further ${order.as} this month (R §3.3, errata 56; P-181)`)];
  }
  const price = rules.tables.wizardArmament[order.as].price;
  const held = state.loaded.realms.get(turn.realm)?.treasury ?? 0;
  if (price > held) return ['money', t(`${num(price, 'de')} GS nötig, ${num(held, 'de')} GS im Reichsschatz (R §1.3, §1.9.2).`, `${num(price, 'en')} GS needed, ${num(held, 'en')} GS in the treasury (R §1.3, §1.9.2)`)];
  used.set(stronghold.at, next);
  state.treasury(turn.realm, -price);
  const gp = rules.tables.wizardArmament[order.as].gp;
  const wizard: Wizard = { id: order.wizard, name: order.wizard, realm: turn.realm, at: stronghold.at, class: classOfGp(gp, rules), gp, zkp: gp, ...(noname ? {} : { character: true, armedAs: order.as as 'CZA' | 'CZB' }), ...(order.player === undefined ? {} : { player: order.player }) };
  state.world.wizards.push(wizard);
  (state.loaded.wizards as Map<string, Wizard>).set(wizard.id, wizard);
  state.emit({ code: 'wizardArmed', rule: 'R §1.9.2', audience: realmsOnly(turn.realm), data: { id: wizard.id, name: wizard.name, as: order.as, at: stronghold.at, gp, class: wizard.class, cost: price } });
  return undefined;
}

/** A2 for wizards: each realm's RUESTE CZA/CZB, in its largest stronghold (R §1.9.2, §3.3; P-181), and RUESTE <place> ZA, there (R §1.3). */
export function armCharacterWizards(context: MonthContext): void {
  for (const turn of context.turns.values()) {
    const used = new Map<string, { za: number; czb: number }>();
    for (const order of ordersOf(turn, 'armWizard')) {
      const refusal = armWizard(context, turn, order, used);
      if (refusal !== undefined) refuse(context, turn, order, refusal[0], refusal[1]);
    }
  }
}

/**
 * UMRUESTEN: a character wizard no longer played by a character becomes a Noname wizard for good: it
 * loses 2 ZKP, one armed as CZB 4 more, each of those 4 paid back with 3,750 GS of ordinary income
 * to the treasury; its personal GP stay (R §1.9.2, errata 1; P-182).
 */
function convert(context: MonthContext, turn: RealmTurn, order: Located<ConvertOrder>): void {
  const { state, rules } = context;
  const wizard = state.loaded.wizards.get(order.wizard);
  if (wizard === undefined || wizard.realm !== turn.realm) return refuse(context, turn, order, 'unknown-wizard', t(`Euer Reich hat keinen Zauberer „${order.wizard}“.`, `your realm has no wizard "${order.wizard}"`));
  if (wizard.character !== true) return refuse(context, turn, order, 'not-character', t(`${wizard.name} ist schon ein Noname-Zauberer; das Umrüsten ist eine Einbahnstraße (R §1.9.2).`, `${wizard.name} is a Noname wizard already; converting is one-way (R §1.9.2)`));
  if (wizard.prisonerOf !== undefined) return refuse(context, turn, order, 'prisoner', t(`${wizard.name} ist Gefangener von ${wizard.prisonerOf}.`, `${wizard.name} is a prisoner of ${wizard.prisonerOf}`));
  if (wizard.rulerBonus !== undefined) return refuse(context, turn, order, 'ruler', t(`${wizard.name} ist Herrscher; zuerst absetzen (DEGRADIERE ${wizard.id}).`, `${wizard.name} is ruler; depose first (DEMOTE ${wizard.id})`));
  const table = rules.tables.wizardConversion;
  const asCzb = wizard.armedAs === 'CZB';
  const lost = table.zkpLost + (asCzb ? table.zkpLostMoreAsCzb : 0);
  const gold = asCzb ? table.zkpLostMoreAsCzb * table.goldPerZkpAsCzb : 0;
  const before = { gp: wizard.gp, zkp: wizard.zkp };
  // "Verliert dauerhaft ... ZKP": the maximum (GP) and the current ZKP both fall (P-182).
  wizard.gp = Math.round((wizard.gp - lost) * 10) / 10;
  wizard.zkp = Math.max(0, Math.round((wizard.zkp - lost) * 10) / 10);
  delete wizard.character;
  delete wizard.armedAs;
  if (gold > 0) state.treasury(turn.realm, gold);
  state.emit({ code: 'wizardConverted', rule: 'R §1.9.2, errata 1', audience: realmsOnly(turn.realm), data: { id: wizard.id, name: wizard.name, lost, gpBefore: before.gp, zkpBefore: before.zkp, gp: wizard.gp, zkp: wizard.zkp, gold } });
  settleWizard(context, wizard);
}

/** B3, with the dismissals: character wizards converted to Noname wizards (R §1.9.2). */
export const B3_CONVERSION: RealmStep = {
  id: 'B3',
  rule: 'R §1.9.2, errata 1',
  title: t('Umrüsten von Charakterzauberern', 'Character wizards converted'),
  run(context, turn) {
    for (const order of ordersOf(turn, 'convert')) convert(context, turn, order);
  },
};
