import { STRONGHOLDS, type StrongholdLevel } from '../../data/structures.js';
import type { BonusStrongholdOrder, LocatedOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import { isArmamentMonth, monthText } from '../month/calendar.js';
import { ordersOf, refuse, type MonthContext, type MonthStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { isWater } from '../movement/geography.js';
import { BONUS_STRONGHOLDS } from '../special-realms/invaders.js';
import { realmStart } from '../month/start.js';

type Located<T> = T & { loc: LocatedOrder['loc'] };

/** The stronghold R §2 gives each noble after the second armament round. */
const NOBLE_BONUS: Readonly<Record<string, StrongholdLevel>> = { fortressLord: 'FST', townLord: 'STD', castleLord: 'BUR' };
/** The level an invader's step needs there before it (R §6.5): none for the castle. */
const STEP_FROM: Readonly<Record<string, StrongholdLevel | undefined>> = { BUR: undefined, STD: 'BUR', FST: 'STD', HST: 'FST' };

const levelName = (level: StrongholdLevel) => t(STRONGHOLDS[level].de, STRONGHOLDS[level].en);

/** A new hex for a free stronghold: own land since the month began, without a stronghold. */
function freeSite(context: MonthContext, realm: string, at: string): [string, Text] | undefined {
  const { state } = context;
  const index = state.place(at);
  if (index < 0 || isWater(state, index) || state.ownerAtStart[index] !== realm) return ['bonus-place', t(`${at} ist nicht seit Monatsbeginn Land eures Reiches (R §2, §6.5).`, `${at} is not land of your realm since the start of the month (R §2, §6.5)`)];
  if (state.loaded.strongholds.has(index)) return ['bonus-place', t(`In ${at} steht schon ein Rüstort; der Bonusrüstort braucht ein freies Gemark (R §2).`, `a stronghold stands at ${at} already; the bonus stronghold needs a free hex (R §2)`)];
  return undefined;
}

/** R §2: at the end of the second armament round a new realm's fortress lord, town lord and castle lord (present in person) each get their stronghold (P-271). */
function nobleBonus(context: MonthContext, turn: RealmTurn, order: Located<BonusStrongholdOrder>, given: Set<string>): [string, Text] | undefined {
  const { state } = context;
  const start = realmStart(context, turn.realm);
  const now = state.world.calendar.turn;
  if (start === undefined) return ['bonus-month', t('Euer Reich ist kein neues Reich: Bonusrüstorte des Spielbeginns gibt es nur für neue Reiche (R §2).', 'your realm is no new realm: the bonus strongholds of the start are for new realms only (R §2)')];
  if (start[1] !== now) {
    const when = monthText(start[1], context.rules);
    return ['bonus-month', t(`Die Bonusrüstorte des Spielbeginns gibt es am Ende eurer zweiten Rüstrunde, in ${when.de}, nicht jetzt (R §2).`, `the bonus strongholds of the start come at the end of your second armament round, in ${when.en}, not now (R §2)`)];
  }
  const figure = state.loaded.characters.get(order.figure as string);
  const level = figure === undefined ? undefined : NOBLE_BONUS[figure.rank];
  if (figure === undefined || figure.realm !== turn.realm || level === undefined) return ['bonus-rank', t(`${order.figure} ist kein Festungsherr, Stadthalter oder Burgherr eures Reiches; nur sie erhalten einen Bonusrüstort (R §2).`, `${order.figure} is no fortress lord, town lord or castle lord of your realm; only they get a bonus stronghold (R §2)`)];
  if (figure.absence !== undefined) return ['bonus-absent', t(`${figure.name} ist nicht in Gewandung anwesend; Bonusrüstorte gibt es nur für anwesende Charaktere (R §2).`, `${figure.name} is not present in costume; bonus strongholds are only for characters present (R §2)`)];
  if (given.has(figure.id)) return ['bonus-twice', t(`${figure.name} hat seinen Bonusrüstort schon erhalten (R §2).`, `${figure.name} has had its bonus stronghold already (R §2)`)];
  const site = freeSite(context, turn.realm, order.at);
  if (site !== undefined) return site;
  given.add(figure.id);
  state.addStronghold({ at: order.at, level, bp: context.rules.tables.strongholds[level].bp, owner: turn.realm });
  figure.seat = order.at;
  state.emit({ code: 'bonusStronghold', rule: 'R §2', audience: realmsOnly(turn.realm), data: { at: order.at, level, figure: figure.id, name: figure.name, rank: figure.rank } });
  return undefined;
}

/** R §6.5: an invader places its next earned free step, under the building rules: in an armament month, on own land, one level at a time, one capital (P-274). */
function invaderBonus(context: MonthContext, turn: RealmTurn, order: Located<BonusStrongholdOrder>): [string, Text] | undefined {
  const { state, rules } = context;
  const realm = state.loaded.realms.get(turn.realm);
  const placed = realm?.bonusPlaced ?? 0;
  const earned = realm?.bonusStrongholds ?? 0;
  if (realm === undefined || realm.kind === 'original' || placed >= earned) return ['bonus-none', t(`Euer Reich hat keinen Bonusrüstort gut (verdient ${earned}, gesetzt ${placed}; R §6.5).`, `your realm has no bonus stronghold to place (earned ${earned}, placed ${placed}; R §6.5)`)];
  if (!isArmamentMonth(state.world.calendar.turn, rules)) return ['not-armament-month', t('Rüstorte werden nur in Hawar und Hel errichtet oder ausgebaut, auch Bonusrüstorte (R §1.5, §6.5).', 'strongholds, bonus ones too, are built or extended only in Hawar and Hel (R §1.5, §6.5)')];
  const step = (BONUS_STRONGHOLDS[placed] as (typeof BONUS_STRONGHOLDS)[number]).step;
  const from = STEP_FROM[step];
  if (from === undefined) {
    const site = freeSite(context, turn.realm, order.at);
    if (site !== undefined) return site;
    state.addStronghold({ at: order.at, level: step, bp: rules.tables.strongholds[step].bp, owner: turn.realm });
  } else {
    const index = state.place(order.at);
    const stronghold = index < 0 ? undefined : state.loaded.strongholds.get(index);
    const fits = stronghold !== undefined && stronghold.owner === turn.realm && state.ownerAtStart[index] === turn.realm && stronghold.level === from && stronghold.building !== true && stronghold.repairTo === undefined && stronghold.bp >= rules.tables.strongholds[from].bp;
    if (!fits) return ['bonus-place', t(`Die nächste Bonusstufe baut eine unbeschädigte ${levelName(from).de} eures Reiches zur ${levelName(step).de} aus; in ${order.at} steht keine (R §6.5).`, `the next bonus step extends an undamaged ${levelName(from).en} of your realm to a ${levelName(step).en}; there is none at ${order.at} (R §6.5)`)];
    if (step === 'HST' && realm.capital !== undefined) return ['one-capital', t(`Euer Reich hat schon eine Hauptstadt (R §1.5.8).`, 'your realm already has a capital (R §1.5.8)')];
    stronghold.level = step;
    stronghold.bp = rules.tables.strongholds[step].bp;
    if (step === 'HST') realm.capital = order.at;
  }
  realm.bonusPlaced = placed + 1;
  state.emit({ code: 'bonusStronghold', rule: 'R §6.5', audience: realmsOnly(turn.realm), data: { at: order.at, level: step, step: placed + 1 } });
  return undefined;
}

/**
 * A2, after the armament: free strongholds the realms place themselves — a new realm's for its
 * nobles at the end of its second armament round (R §2), an invader's earned steps (R §6.5).
 */
export const A2_BONUS_STRONGHOLDS: MonthStep = {
  id: 'A2',
  rule: 'R §2, §6.5',
  title: t('Bonusrüstorte', 'Bonus strongholds'),
  run(context) {
    for (const turn of context.turns.values()) {
      const given = new Set<string>();
      for (const order of ordersOf(turn, 'bonusStronghold')) {
        const refusal = order.figure === undefined ? invaderBonus(context, turn, order) : nobleBonus(context, turn, order, given);
        if (refusal !== undefined) refuse(context, turn, order, refusal[0], refusal[1]);
      }
    }
  },
};
