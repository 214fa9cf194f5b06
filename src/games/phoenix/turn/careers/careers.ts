import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../../data/structures.js';
import type { CharacterRank } from '../../data/figures.js';
import type { LocatedOrder, RankOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import type { Character, Stronghold, Wizard } from '../../world/schema.js';
import { ordersOf, refuse, type MonthContext, type RealmStep, type RealmTurn } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { commanderRoom, effectiveLevel } from '../economy/strongholds.js';
import { settleWizard } from '../magic/wizards.js';
import { inStart } from '../month/start.js';
import { invaderWithoutBase } from '../../world/start.js';
import { isArmamentMonth, monthText } from '../month/calendar.js';
import { num } from '../../reports/text.js';

/**
 * Careers of characters (R §1.9.1, §1.9.3): promotions and demotions of nobles, a character wizard
 * named ruler or deposed, a noble's GP when fire lowers its seat.
 */

const tenths = (gp: number) => Math.round(gp * 10) / 10;
const NOBLES: readonly CharacterRank[] = ['castleLord', 'townLord', 'fortressLord', 'ruler'];
const SEATED: readonly CharacterRank[] = ['castleLord', 'townLord', 'fortressLord'];

type Located<T> = T & { loc: LocatedOrder['loc'] };

/** What one rank order would do, before the orders of the turn are checked together. */
interface Change {
  readonly order: Located<RankOrder>;
  readonly figure: Character | Wizard;
  /** The rank the figure holds after the change (`ruler` for an appointed wizard, undefined for a deposed one). */
  readonly rank: CharacterRank | undefined;
  readonly seat: string | undefined;
  /** A civilian armed as commander character: where, and the HF price paid (R §1.9). */
  readonly armedAt?: string;
  readonly price?: number;
}

const levelIndex = (level: StrongholdLevel | null) => (level === null ? -1 : STRONGHOLD_LEVELS.indexOf(level));

function rankText(context: MonthContext, rank: CharacterRank): Text {
  const r = context.rules.tables.characterRanks[rank];
  return t(`${r.de} (${r.code})`, `${r.en} (${r.code})`);
}

/** The rank a figure holds now: a character's rank, `ruler` for a wizard ruler, none for other wizards. */
function rankOf(figure: Character | Wizard): CharacterRank | undefined {
  if ('rank' in figure) return figure.rank;
  return figure.rulerBonus === undefined ? undefined : 'ruler';
}

/** The seat a noble rank needs, checked against the realm's strongholds (P-177); a refusal or the seat. */
function seatFor(context: MonthContext, realm: string, rank: CharacterRank, named: string | undefined, figure: Character | Wizard): [string, Text] | { seat: string | undefined } {
  const { state, rules } = context;
  if (!NOBLES.includes(rank)) return { seat: undefined };
  const needed = rules.tables.nobleSeats[rank as 'castleLord'] as StrongholdLevel;
  const neededText = needed;
  if (rank === 'ruler') {
    const capital = state.loaded.realms.get(realm)?.capital;
    const stronghold = capital === undefined ? undefined : state.loaded.strongholds.get(state.place(capital));
    if (stronghold === undefined || stronghold.owner !== realm || levelIndex(effectiveLevel(stronghold, rules)) < levelIndex('HST')) {
      return ['no-seat', t('Ein Herrscher braucht die Hauptstadt des Reiches als Sitz; das Reich hat keine (R §1.9.1; P-177).', 'a ruler needs the realm’s capital as its seat; the realm has none (R §1.9.1; P-177)')];
    }
    return { seat: undefined };
  }
  const at = named ?? ('seat' in figure ? figure.seat : undefined);
  // An invader's leader needs no stronghold until it has a capital or six strongholds (R §6.5; P-272).
  const own = state.loaded.realms.get(realm);
  if (at === undefined && rank === 'fortressLord' && own !== undefined && invaderWithoutBase(state.world, own)) return { seat: undefined };
  if (at === undefined) return ['no-seat', t(`Ein ${rules.tables.characterRanks[rank].de} braucht einen eigenen Rüstort (mindestens ${neededText}): Nennt ihn mit IN <Ort> (R §1.9.1; P-177).`, `a ${rules.tables.characterRanks[rank].en} needs a stronghold of its own (at least ${neededText}): name it with IN <place> (R §1.9.1; P-177)`)];
  const index = state.place(at);
  const stronghold = index < 0 ? undefined : state.loaded.strongholds.get(index);
  if (stronghold === undefined || stronghold.owner !== realm || stronghold.building === true) return ['no-seat', t(`In ${at} steht kein fertiger Rüstort eures Reiches (R §1.9.1).`, `${at} holds no finished stronghold of your realm (R §1.9.1)`)];
  const level = effectiveLevel(stronghold, rules);
  if (levelIndex(level) < levelIndex(needed)) return ['seat-too-small', t(`${at} ist ${level ?? 'kein Rüstort'}; ein ${rules.tables.characterRanks[rank].de} braucht mindestens ${neededText} (R §1.9.1; P-177).`, `${at} is ${level ?? 'no stronghold'}; a ${rules.tables.characterRanks[rank].en} needs at least ${neededText} (R §1.9.1; P-177)`)];
  if (state.loaded.realms.get(realm)?.capital === at) return ['seat-taken', t(`${at} ist die Hauptstadt, der Sitz des Herrschers (R §1.9.1; P-177).`, `${at} is the capital, the ruler’s seat (R §1.9.1; P-177)`)];
  return { seat: at };
}

/**
 * A civilian armed as commander character: "Ein Zivilist kann im späteren Spiel weiter befördert werden,
 * ein Reich kann diesen dann als HF … nachrüsten. Erworbene Gutpunkte und der Charakter bleiben dann
 * erhalten" (R §1.9, errata 55). Armament: in an armament month, for an HF's price from the treasury,
 * standing in an own stronghold held since the month began, as one of its HF (R §1.9 "muß regulär in
 * einem Rüstort gerüstet … werden", §1.1.5, §3.3; P-176).
 */
function armedCommander(context: MonthContext, turn: RealmTurn, order: Located<RankOrder>, figure: Character): Change | [string, Text] {
  const { state, rules } = context;
  if (!isArmamentMonth(state.world.calendar.turn, rules)) return ['not-armament-month', t('Ein Heerführercharakter wird aus dem Reichsschatz in Hawar und Hel gerüstet (R §1.9, §3.3).', 'a commander character is armed from the treasury in Hawar and Hel (R §1.9, §3.3)')];
  const at = state.place(figure.at);
  const stronghold = state.loaded.strongholds.get(at);
  if (stronghold === undefined || stronghold.owner !== turn.realm || stronghold.building === true || state.ownerAtStart[at] !== turn.realm || (state.hexAt(at)?.plunderedUntil ?? 0) >= state.world.calendar.turn) {
    return ['not-in-stronghold', t(`${figure.name} steht in keinem Rüstort eures Reiches, der rüstet: ein Heerführercharakter wird in einem Rüstort gerüstet (R §1.9).`, `${figure.name} stands in no stronghold of your realm that arms: a commander character is armed in a stronghold (R §1.9)`)];
  }
  if (commanderRoom(state, rules, stronghold) < 1) return ['capacity', t(`${stronghold.at} rüstet in diesem Monat keinen weiteren HF (R §3.3).`, `${stronghold.at} arms no further HF this month (R §3.3)`)];
  const price = rules.tables.units.HF.price;
  const held = state.loaded.realms.get(turn.realm)?.treasury ?? 0;
  if (price > held) return ['money', t(`${num(price, 'de')} GS nötig, ${num(held, 'de')} GS im Reichsschatz (R §1.1.5).`, `${num(price, 'en')} GS needed, ${num(held, 'en')} GS in the treasury (R §1.1.5)`)];
  return { order, figure, rank: 'commander', seat: undefined, armedAt: stronghold.at, price };
}

/** One order checked alone: the figure, the direction, the ruler lock, the seat. */
function change(context: MonthContext, turn: RealmTurn, order: Located<RankOrder>): Change | [string, Text] {
  const { state, rules } = context;
  const now = state.world.calendar.turn;
  const figure = state.loaded.characters.get(order.figure) ?? state.loaded.wizards.get(order.figure);
  if (figure === undefined || figure.realm !== turn.realm) return ['unknown-figure', t(`Euer Reich hat keinen Charakter „${order.figure}“.`, `your realm has no character "${order.figure}"`)];
  if (figure.prisonerOf !== undefined && order.direction === 'promote') return ['prisoner', t(`${figure.name} ist Gefangener von ${figure.prisonerOf} und tritt kein Amt an (P-176).`, `${figure.name} is a prisoner of ${figure.prisonerOf} and takes no office (P-176)`)];
  const locked = (state.loaded.realms.get(turn.realm)?.rulerChangeFrom ?? 0) > now;
  const until = monthText(state.loaded.realms.get(turn.realm)?.rulerChangeFrom ?? now, rules);
  const lockText = t(`Sperrfrist des Herrscherzauberers (${rules.tables.characterRules.rulerWizardLockMonths} Monate): kein Herrscherwechsel vor ${until.de} (R §1.9.1, §1.9.3).`, `lock after a wizard ruler’s appointment (${rules.tables.characterRules.rulerWizardLockMonths} months): no change of ruler before ${until.en} (R §1.9.1, §1.9.3)`);
  const from = rankOf(figure);
  if (!('rank' in figure)) {
    if (figure.character !== true) return ['not-character', t(`${figure.name} ist kein Charakterzauberer; nur ein Charakterzauberer wird Herrscher (R §1.9.3).`, `${figure.name} is no character wizard; only a character wizard becomes ruler (R §1.9.3)`)];
    if (order.direction === 'promote' && order.rank !== 'ruler') return ['wizard-rank', t(`Ein Zauberer wird nur zum Herrscher ernannt (R §1.9.3).`, 'a wizard is only named ruler (R §1.9.3)')];
    if (order.direction === 'demote' && order.rank !== undefined) return ['wizard-rank', t(`Ein Herrscherzauberer wird abgesetzt, nicht zu einem Rang degradiert: DEGRADIERE ${figure.id} (R §1.9.3).`, `a wizard ruler is deposed, not demoted to a rank: DEMOTE ${figure.id} (R §1.9.3)`)];
    if (order.direction === 'promote' && from === 'ruler') return ['same-rank', t(`${figure.name} ist schon Herrscher.`, `${figure.name} is ruler already`)];
    if (order.direction === 'demote' && from === undefined) return ['same-rank', t(`${figure.name} ist kein Herrscher.`, `${figure.name} is no ruler`)];
    if (locked) return ['ruler-locked', lockText];
    if (order.direction === 'promote') {
      const seat = seatFor(context, turn.realm, 'ruler', undefined, figure);
      if (Array.isArray(seat)) return seat;
    }
    return { order, figure, rank: order.direction === 'promote' ? 'ruler' : undefined, seat: undefined };
  }
  const to = order.rank as CharacterRank;
  const [fromLevel, toLevel] = [rules.tables.characterRanks[figure.rank].level, rules.tables.characterRanks[to].level];
  if (order.direction === 'promote' && toLevel <= fromLevel) return ['not-higher', t(`${rankText(context, to).de} ist kein höherer Rang als ${rankText(context, figure.rank).de}; dafür DEGRADIERE.`, `${rankText(context, to).en} is no higher rank than ${rankText(context, figure.rank).en}; use DEMOTE`)];
  if (order.direction === 'demote' && toLevel >= fromLevel) return ['not-lower', t(`${rankText(context, to).de} ist kein niedrigerer Rang als ${rankText(context, figure.rank).de}; dafür BEFOERDERE.`, `${rankText(context, to).en} is no lower rank than ${rankText(context, figure.rank).en}; use PROMOTE`)];
  if (to === 'commander' && figure.rank === 'civilian' && order.direction === 'promote') return armedCommander(context, turn, order, figure);
  if (!NOBLES.includes(to) && order.direction === 'promote') return ['not-noble', t('Befördert wird zu einem Adelsrang (BUH, STH, FEH, HER); Heerführercharaktere werden gerüstet (R §1.9, §1.9.1).', 'promotions are to a noble rank (BUH, STH, FEH, HER); commander characters are armed (R §1.9, §1.9.1)')];
  if (locked && (to === 'ruler' || figure.rank === 'ruler')) return ['ruler-locked', lockText];
  const seat = seatFor(context, turn.realm, to, order.seat, figure);
  if (Array.isArray(seat)) return seat;
  return { order, figure, rank: to, seat: seat.seat };
}

/** The orders of a turn taken together: each rank once, each seat once, after all changes (R §1.9.1; P-176). */
function together(context: MonthContext, turn: RealmTurn, changes: Change[]): Change[] {
  const { state } = context;
  let accepted = [...changes];
  for (;;) {
    const after = new Map<Character | Wizard, { rank: CharacterRank | undefined; seat: string | undefined }>();
    for (const c of [...state.world.characters, ...state.world.wizards]) if (c.realm === turn.realm) after.set(c, { rank: rankOf(c), seat: 'seat' in c ? c.seat : undefined });
    for (const c of accepted) after.set(c.figure, { rank: c.rank, seat: c.seat });
    const holders = new Map<string, number>();
    for (const { rank, seat } of after.values()) {
      if (rank !== undefined && NOBLES.includes(rank)) holders.set(`rank:${rank}`, (holders.get(`rank:${rank}`) ?? 0) + 1);
      if (seat !== undefined) holders.set(`seat:${seat}`, (holders.get(`seat:${seat}`) ?? 0) + 1);
    }
    const clash = accepted.filter((c) => (c.rank !== undefined && (holders.get(`rank:${c.rank}`) ?? 0) > 1) || (c.seat !== undefined && (holders.get(`seat:${c.seat}`) ?? 0) > 1));
    if (clash.length === 0) return accepted;
    for (const c of clash) {
      const byRank = c.rank !== undefined && (holders.get(`rank:${c.rank}`) ?? 0) > 1;
      const message = byRank
        ? t(`Den Rang ${rankText(context, c.rank as CharacterRank).de} gibt es in jedem Reich nur einmal; nach den Befehlen dieses Zuges hätten ihn zwei (R §1.9.1).`, `each realm has one ${rankText(context, c.rank as CharacterRank).en}; after this turn’s orders two would hold it (R §1.9.1)`)
        : t(`${c.seat} wäre nach den Befehlen dieses Zuges Sitz zweier Adliger (R §1.9.1; P-177).`, `${c.seat} would be the seat of two nobles after this turn’s orders (R §1.9.1; P-177)`);
      refuse(context, turn, c.order, byRank ? 'rank-taken' : 'seat-taken', message);
    }
    accepted = accepted.filter((c) => !clash.includes(c));
  }
}

/** A character's new rank: promotion raises the maximum only, demotion lowers the maximum and caps the current GP (R §1.9.1; P-178). */
function applyCharacter(context: MonthContext, character: Character, to: CharacterRank, seat: string | undefined, direction: RankOrder['direction']): void {
  const { rules, state } = context;
  const ranks = rules.tables.characterRanks;
  const before = { rank: character.rank, gp: character.gp, maxGp: character.maxGp };
  character.maxGp = Math.max(0, tenths(character.maxGp + ranks[to].maxGp - ranks[character.rank].maxGp));
  if (direction === 'demote') character.gp = Math.min(character.gp, character.maxGp);
  // A new realm fills its noble ranks once without locks: the promotion is in force at once, GP and all (R §1.9.1 "Ausnahme", §2; P-273).
  const start = direction === 'promote' && inStart(context, character.realm);
  if (start) character.gp = character.maxGp;
  character.rank = to;
  if (seat === undefined) delete character.seat;
  else character.seat = seat;
  state.emit({ code: 'rankChanged', rule: 'R §1.9.1', audience: realmsOnly(character.realm), data: { id: character.id, name: character.name, direction, from: before.rank, to, gp: character.gp, maxGp: character.maxGp, gpBefore: before.gp, maxGpBefore: before.maxGp, ...(seat === undefined ? {} : { seat }), ...(start ? { start: true } : {}) } });
}

/** A character wizard named ruler gains 12 GP as a ZA, 8 as a ZB, none from ZC; deposed it loses them, and below 1 GP it dies (R §1.9.3). */
function applyWizard(context: MonthContext, wizard: Wizard, direction: RankOrder['direction']): void {
  const { rules, state } = context;
  const before = wizard.gp;
  if (direction === 'promote') {
    const bonus = wizard.class === 'A' ? rules.tables.wizardArmament.rulerBonusAsA.gp : wizard.class === 'B' ? rules.tables.wizardArmament.rulerBonusAsB.gp : 0;
    wizard.gp = tenths(wizard.gp + bonus);
    wizard.rulerBonus = bonus;
    const realm = state.loaded.realms.get(wizard.realm);
    // No lock when a new realm names its first ruler (R §1.9.1 "Ausnahme"; P-273).
    if (realm !== undefined && !inStart(context, wizard.realm)) realm.rulerChangeFrom = state.world.calendar.turn + rules.tables.characterRules.rulerWizardLockMonths;
    state.emit({ code: 'rulerWizard', rule: 'R §1.9.3', audience: realmsOnly(wizard.realm), data: { id: wizard.id, name: wizard.name, direction, bonus, gpBefore: before, gp: wizard.gp, lockedUntil: realm?.rulerChangeFrom ?? null } });
  } else {
    const bonus = wizard.rulerBonus ?? 0;
    wizard.gp = tenths(wizard.gp - bonus);
    delete wizard.rulerBonus;
    state.emit({ code: 'rulerWizard', rule: 'R §1.9.3', audience: realmsOnly(wizard.realm), data: { id: wizard.id, name: wizard.name, direction, bonus, gpBefore: before, gp: wizard.gp, lockedUntil: null } });
  }
  settleWizard(context, wizard);
}

/**
 * B2, after regeneration: BEFOERDERE / DEGRADIERE take effect at once (R §1.9.1, §1.9.3; P-176). The
 * first regeneration after a promotion is the next month's, as in the §1.9.1 table.
 */
export const B2_RANKS: RealmStep = {
  id: 'B2',
  rule: 'R §1.9.1, §1.9.3',
  title: t('Beförderungen und Degradierungen', 'Promotions and demotions'),
  run(context, turn) {
    const changes: Change[] = [];
    const seen = new Set<string>();
    for (const order of ordersOf(turn, 'rank')) {
      if (seen.has(order.figure)) {
        refuse(context, turn, order, 'twice', t(`${order.figure} hat in diesem Zug schon einen Rangbefehl.`, `${order.figure} has a rank order this turn already`));
        continue;
      }
      seen.add(order.figure);
      const result = change(context, turn, order);
      if (Array.isArray(result)) refuse(context, turn, order, result[0], result[1]);
      else changes.push(result);
    }
    for (const c of together(context, turn, changes)) {
      if (c.armedAt !== undefined && c.price !== undefined) {
        context.state.treasury(turn.realm, -c.price);
        context.state.commandersArmed.set(c.armedAt, (context.state.commandersArmed.get(c.armedAt) ?? 0) + 1);
      }
      if ('rank' in c.figure) applyCharacter(context, c.figure, c.rank as CharacterRank, c.seat, c.order.direction);
      else applyWizard(context, c.figure, c.order.direction);
    }
  },
};

/**
 * Fire lowered a stronghold's level: the noble seated there (the ruler, for the capital) keeps its
 * rank, but its current GP fall to those of the rank the new level matches, with its own GP above
 * its rank's kept (R §1.9.1; P-178).
 */
export function seatLowered(context: MonthContext, stronghold: Stronghold): void {
  const { state, rules } = context;
  const level = effectiveLevel(stronghold, rules);
  if (level === null || stronghold.owner === undefined) return;
  const ranks = rules.tables.characterRanks;
  const matched = rules.tables.rankOfSeatLevel[level] as CharacterRank;
  const capital = state.loaded.realms.get(stronghold.owner)?.capital === stronghold.at;
  for (const character of state.world.characters) {
    if (character.realm !== stronghold.owner) continue;
    const seated = SEATED.includes(character.rank) ? character.seat === stronghold.at : character.rank === 'ruler' && capital;
    if (!seated || ranks[matched].level >= ranks[character.rank].level) continue;
    const cap = tenths(ranks[matched].maxGp + Math.max(0, character.maxGp - ranks[character.rank].maxGp));
    if (character.gp <= cap) continue;
    const from = character.gp;
    character.gp = cap;
    state.emit({ code: 'seatLowered', rule: 'R §1.9.1', audience: realmsOnly(character.realm), data: { id: character.id, name: character.name, at: stronghold.at, level, from, to: cap } });
  }
}

/** Why a noble's seat is gone: fire destroyed it, it was conquered, its realm destroyed or gave it away, or it fell with an absent realm. */
export type SeatLoss = 'fire' | 'conquest' | 'own' | 'gift' | 'absence';

/**
 * The stronghold `stronghold` is about to be destroyed or to change hands: the noble seated there
 * (the ruler, for the capital) keeps its rank but has no seat any more. Only fire lowers the class
 * ("durch äußere Einwirkungen in der Rüstortklasse erniedrigt"): then its current GP fall, as in
 * P-178, to those of a noble below the castle lord, a commander without a stronghold, with its own
 * GP above its rank's kept (R §1.9.1; P-300).
 */
export function seatsLost(context: MonthContext, stronghold: Stronghold, cause: SeatLoss): void {
  const { state, rules } = context;
  if (stronghold.owner === undefined || stronghold.building === true) return;
  const ranks = rules.tables.characterRanks;
  const below = rules.tables.rankOfSeatLevel.none as CharacterRank;
  const capital = state.loaded.realms.get(stronghold.owner)?.capital === stronghold.at;
  for (const character of state.world.characters) {
    if (character.realm !== stronghold.owner) continue;
    const seated = SEATED.includes(character.rank) ? character.seat === stronghold.at : character.rank === 'ruler' && capital;
    if (!seated) continue;
    const from = character.gp;
    if (cause === 'fire') character.gp = Math.min(from, tenths(ranks[below].maxGp + Math.max(0, character.maxGp - ranks[character.rank].maxGp)));
    delete character.seat;
    state.emit({ code: 'seatLost', rule: 'R §1.9.1; P-300', audience: realmsOnly(character.realm), data: { id: character.id, name: character.name, rank: character.rank, at: stronghold.at, cause, from, to: character.gp } });
  }
}

/** Ruler locks and identity locks that have run out by the month `turn` leave the world file. */
export function expireLocks(context: MonthContext, turn: number): void {
  for (const realm of context.state.world.realms) {
    if (realm.rulerChangeFrom !== undefined && realm.rulerChangeFrom <= turn) delete realm.rulerChangeFrom;
    if (realm.identityLocks !== undefined) {
      realm.identityLocks = realm.identityLocks.filter((lock) => lock.from > turn);
      if (realm.identityLocks.length === 0) delete realm.identityLocks;
    }
  }
}

/**
 * Whether a player may take a new identity now (R §1.9 with errata 54; P-277): not while it plays
 * another character (a prisoner included: "Gefangene Charaktere können diese Möglichkeit nicht
 * wahrnehmen"), nor before the lock after its last character's death has run out.
 */
export function identityRefusal(context: MonthContext, player: string): [string, Text] | undefined {
  const { state, rules } = context;
  const now = state.world.calendar.turn;
  const playing = [...state.world.characters, ...state.world.wizards, ...state.offBoard].find((f) => f.player === player);
  if (playing?.prisonerOf !== undefined) return ['player-prisoner', t(`${player} spielt ${playing.name}, gefangen bei ${state.loaded.realms.get(playing.prisonerOf)?.name ?? playing.prisonerOf}; ein gefangener Charakter kann keine neue Identität annehmen (R §1.9).`, `${player} plays ${playing.name}, a prisoner of ${state.loaded.realms.get(playing.prisonerOf)?.name ?? playing.prisonerOf}; a captured character cannot take a new identity (R §1.9)`)];
  if (playing !== undefined) return ['player-has-character', t(`${player} spielt schon ${playing.name}; jeder Spieler spielt zur selben Zeit nur einen Charakter (R §1.9).`, `${player} plays ${playing.name} already; each player plays one character at a time (R §1.9)`)];
  const lock = state.world.realms.flatMap((r) => r.identityLocks ?? []).find((l) => l.player === player && l.from > now);
  if (lock !== undefined) {
    const from = monthText(lock.from, rules);
    return ['identity-locked', t(`Sperrfrist nach dem Tod von ${lock.name} (${rules.tables.characterRules.identityLockMonths} Monate): ${player} nimmt frühestens ab ${from.de} eine neue Identität an (R §1.9, Errata 54).`, `lock after the death of ${lock.name} (${rules.tables.characterRules.identityLockMonths} months): ${player} takes a new identity from ${from.en} at the earliest (R §1.9, errata 54)`)];
  }
  return undefined;
}
