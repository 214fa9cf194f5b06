import type { JdaCommand } from '../commands.js';
import type { GameIndex } from '../data/board-index.js';
import type { JdaEvent } from '../events.js';
import { isPower, POWER_NAMES } from '../powers.js';
import type { Pending } from '../state.js';
import { powerCard } from '../texts/flow.js';
import type { JdaView } from '../view.js';
import { EVENT_NAMES_FR, fill, num, REASONS, WORDS, type PlayLang, type Words } from './words.js';

export type { PlayLang } from './words.js';

const PHASE_KEYS: Readonly<Record<string, keyof Words>> = {
  income: 'phaseIncome',
  'political-status': 'phaseStatus',
  'combat-cards': 'phaseCards',
  buying: 'phaseBuying',
  'player-order': 'phaseOrder',
  events: 'phaseEvents',
  'player-phase': 'phasePlayer',
  scoring: 'phaseScoring',
  over: 'phaseOver',
};

/** A power, a foreign power or a city's militia as players name them. */
export function who(id: string, lang: PlayLang = 'en'): string {
  if (isPower(id)) return POWER_NAMES[id][lang];
  return id === 'foreign' || id === 'militia' ? WORDS[lang][id] : id;
}

/** A reason or kind an event carries as an id, in the language. */
function word(id: string, lang: PlayLang): string {
  return REASONS[id]?.[lang] ?? id;
}

export function cityText(index: GameIndex, id: string): string {
  return index.cities.get(id)?.name ?? id;
}

/** A power card's kind as players name it. */
export function powerCardText(power: string, lang: PlayLang = 'en'): string {
  return powerCard(power, lang);
}

/** A combat card as players name it: "siege card 4", "Traitor". */
export function cardText(index: GameIndex, id: string, lang: PlayLang = 'en'): string {
  const card = index.cards.get(id);
  if (card === undefined) return id;
  return card.kind === 'siege' ? fill(WORDS[lang].siegeCard, { value: num(card.value, lang) }) : powerCardText(card.power, lang);
}

/** "1 card", "3 cards". */
export function cardCount(n: number, lang: PlayLang = 'en'): string {
  return fill(n === 1 ? WORDS[lang].cardOne : WORDS[lang].cardMany, { n: num(n, lang) });
}

/** An event's name in the language (French from the terminal's own list, the others from the data file). */
export function eventName(index: GameIndex, id: string, lang: PlayLang = 'en'): string {
  const names = index.data.events.events.find((e) => e.id === id)?.names;
  if (lang === 'fr') return EVENT_NAMES_FR[id] ?? names?.en ?? id;
  return (names as Readonly<Record<string, string>> | undefined)?.[lang] ?? names?.en ?? id;
}

const defenceText = (defence: string, lang: PlayLang) => (defence === 'garrison' || defence === 'castle' || defence === 'fortress' ? WORDS[lang][defence] : defence);

const provinceText = (index: GameIndex, id: string) => index.provinces.get(id)?.name ?? id;

/** The board as one seat sees it: round and phase, the players, every province's cities, the events and the question. */
export function boardText(v: JdaView, index: GameIndex, lang: PlayLang = 'en'): string {
  const w = WORDS[lang];
  const n = (x: number) => num(x, lang);
  const lines: string[] = [];
  const status = v.status === null ? w.undecided : v.status === 'war' ? w.war : w.peace;
  const phase = PHASE_KEYS[v.phase];
  lines.push(fill(w.boardHead, { round: n(v.round), phase: phase === undefined ? v.phase : w[phase], status, order: v.turnOrder.map((p) => who(p, lang)).join(', ') }));
  lines.push(w.players);
  for (const p of v.players) {
    const you = p.power === v.you ? w.you : '';
    const hand = p.power === v.you ? fill(w.yourCards, { list: p.hand.length === 0 ? w.none : p.hand.map((c) => cardText(index, c, lang)).join(', ') }) : cardCount(p.handSize, lang);
    lines.push(`  ${`${who(p.power, lang)}${you}`.padEnd(16)} ${fill(w.playerLine, { throne: n(p.throne), money: n(p.money), influence: n(p.influence), hero: p.heroActive ? w.heroActive : '', hand })}`);
  }
  lines.push(w.provinces);
  for (const province of index.provinces.values()) {
    const cities = province.cities.map((id) => {
      const holding = v.cities[id];
      const marks = [index.cities.get(id)?.terrain === 'mountains' ? w.mountains : '', index.cities.get(id)?.port === true ? w.port : '', v.plundered.includes(id) ? w.plundered : ''].filter((m) => m !== '');
      const held = holding === undefined ? (v.legion.includes(id) ? w.legion : w.free) : `${who(holding.owner, lang)} ${defenceText(holding.defence, lang)}`;
      return `${cityText(index, id)} ${held}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
    });
    lines.push(`  ${province.name}${province.ileDeFrance ? w.ileDeFrance : ''}${lang === 'fr' ? ' :' : ':'} ${cities.join(' · ')}`);
  }
  const notes = [
    v.eventsDrawn.length > 0 ? fill(w.eventsToResolve, { list: v.eventsDrawn.map((e) => (e === '?' ? w.hidden : eventName(index, e, lang))).join(', ') }) : '',
    v.eventsDone.length > 0 ? fill(w.eventsResolved, { list: v.eventsDone.map((e) => eventName(index, e, lang)).join(', ') }) : '',
    v.papal === null ? '' : fill(w.papalNote, { place: 'city' in v.papal ? cityText(index, v.papal.city) : provinceText(index, v.papal.province) }),
    v.seaLord === null ? '' : fill(w.seaLordNote, { who: who(v.seaLord, lang) }),
    v.peaceNextRound ? w.truceNext : '',
    v.halfIncomeNextRound ? w.halfIncomeNext : '',
  ].filter((note) => note !== '');
  if (notes.length > 0) lines.push(notes.join(' · '));
  lines.push(fill(w.piles, { deck: n(v.deckSize), discard: n(v.discard.length) }));
  if (v.pending !== null) lines.push(fill(w.waitingFor, { what: pendingText(v.pending, v, index, lang) }));
  return `${lines.join('\n')}\n`;
}

/** The question the game waits on, as a sentence. */
export function pendingText(p: Pending, v: Pick<JdaView, 'battle' | 'duel'>, index: GameIndex, lang: PlayLang = 'en'): string {
  const w = WORDS[lang];
  const seats = (list: readonly string[]) => list.map((s) => who(s, lang)).join(', ');
  switch (p.kind) {
    case 'status':
      return fill(w.qStatus, { who: seats(p.waiting) });
    case 'buy':
      return fill(w.qBuy, { who: who(p.power, lang) });
    case 'order-events':
      return fill(w.qOrder, { who: who(p.power, lang) });
    case 'choose-city':
      return fill(w.qCity, { who: who(p.power, lang), reason: word(p.reason, lang), left: num(p.left, lang) });
    case 'choose-player':
      return fill(w.qPlayer, { who: who(p.power, lang) });
    case 'papal':
      return fill(w.qPapal, { who: who(p.power, lang) });
    case 'long-range-attack':
      return fill(w.qLongRange, { who: who(p.power, lang) });
    case 'duel':
      return fill(w.qDuel, { who: seats(p.waiting), fight: v.duel?.kind === 'naval' ? w.navalBattle : w.fieldBattle });
    case 'veto':
      return fill(w.qVeto, { who: who(p.power, lang), city: v.battle === null ? '?' : cityText(index, v.battle.to) });
    case 'defend':
      return fill(w.qDefend, {
        who: who(p.power, lang),
        city: v.battle === null ? '?' : cityText(index, v.battle.to),
        attacker: v.battle === null ? '?' : who(v.battle.attacker, lang),
        influence: v.battle !== null && v.battle.influence > 0 ? fill(w.qDefendInfluence, { n: num(v.battle.influence, lang) }) : '',
      });
    case 'expand':
      return fill(w.qExpand, { who: who(p.power, lang) });
    case 'attack':
      return fill(w.qAttack, { who: who(p.power, lang) });
  }
}

const withPowers = (powers: readonly string[] | undefined, lang: PlayLang) => (powers === undefined || powers.length === 0 ? '' : ` + ${powers.map((p) => powerCardText(p, lang)).join(', ')}`);

/**
 * A command as a person reads it. With `secret` false it leaves out what the other seats may not
 * learn from it: a War/Peace or duel choice, an event order, an attack's cards.
 */
export function commandText(c: JdaCommand, index: GameIndex, secret = true, lang: PlayLang = 'en'): string {
  const w = WORDS[lang];
  const card = (id: string | null) => (id === null ? w.noCard : cardText(index, id, lang));
  switch (c.type) {
    case 'status':
      return secret ? (c.choice === 'war' ? w.chooseWar : w.choosePeace) : w.statusHidden;
    case 'buy':
      return c.purchase.type === 'card' ? w.buyCard : fill(c.purchase.type === 'castle' ? w.buildCastle : w.buildFortress, { city: cityText(index, c.purchase.city) });
    case 'end-buying':
      return fill(w.endBuying, { discards: c.discards !== undefined && c.discards.length > 0 ? fill(w.endBuyingDiscards, { list: c.discards.map((d) => card(d)).join(', ') }) : '' });
    case 'order-events':
      return secret ? fill(w.orderEvents, { list: c.order.map((e) => eventName(index, e, lang)).join(', ') }) : w.orderHidden;
    case 'choose-city':
      return fill(w.chooseCity, { city: cityText(index, c.city) });
    case 'choose-player':
      return fill(w.choosePlayer, { who: who(c.power, lang) });
    case 'papal':
      return fill(w.protect, { place: c.province !== undefined ? provinceText(index, c.province) : cityText(index, c.city ?? '?') });
    case 'duel':
      return secret ? fill(w.duel, { card: card(c.card), n: num(c.influence, lang) }) : w.duelHidden;
    case 'expand':
      if (c.cities.length === 0) return w.takeNone;
      return fill(w.take, { cities: c.cities.map((city) => cityText(index, city)).join(w.and), sea: c.bySea === true ? fill(w.bySea, { city: cityText(index, c.from ?? '?') }) : '' });
    case 'attack':
      return fill(w.attack, {
        to: cityText(index, c.to),
        from: cityText(index, c.from),
        cards: secret ? fill(w.attackCards, { cards: c.cards.map((d) => card(d)).join(w.and), powers: withPowers(c.powers, lang) }) : '',
        influence: c.influence > 0 ? fill(w.attackInfluence, { n: num(c.influence, lang) }) : '',
      });
    case 'defend':
      if (c.powers?.includes('retreat') === true) return w.retreat;
      return fill(w.defend, { card: card(c.card), powers: withPowers(c.powers, lang) });
    case 'veto':
      return c.forbid ? w.forbid : w.allow;
    case 'provoke':
      return fill(w.provoke, { city: cityText(index, c.city) });
    case 'pass':
      return w.pass;
  }
}

function sideText(side: { power: string; total: number; parts: Readonly<Record<string, number>> }, lang: PlayLang): string {
  const parts = Object.entries(side.parts)
    .map(([name, n]) => `${word(name, lang)} ${num(n, lang)}`)
    .join(' + ');
  return `${who(side.power, lang)} ${num(side.total, lang)} (${parts})`;
}

/** The events worth a line in the terminal's log (as the seat sees them), or undefined. */
export function eventText(e: JdaEvent, index: GameIndex, lang: PlayLang = 'en'): string | undefined {
  const w = WORDS[lang];
  const n = (x: number) => num(x, lang);
  const them = (list: readonly string[]) => list.map((p) => who(p, lang)).join(', ');
  switch (e.t) {
    case 'round':
      return fill(w.eRound, { round: n(e.round) });
    case 'money':
      return fill(w.eMoney, { who: who(e.power, lang), n: n(e.delta) });
    case 'status':
      if (e.plague === true) return w.ePlagueRound;
      return e.truce ? w.eTruce : fill(w.eStatus, { status: e.status === 'war' ? w.war : w.peace, war: them(e.war) || w.nobody, peace: them(e.peace) || w.nobody });
    case 'draw':
      return fill(w.eDraw, { who: who(e.power, lang), cards: e.cards.includes('?') ? cardCount(e.cards.length, lang) : e.cards.map((c) => cardText(index, c, lang)).join(', ') });
    case 'purchase': {
      const price = n(e.price);
      if (e.purchase.type === 'card') return fill(w.eBuyCard, { who: who(e.power, lang), price });
      return fill(e.purchase.type === 'castle' ? w.eBuildCastle : w.eBuildFortress, { who: who(e.power, lang), city: cityText(index, e.purchase.city), price });
    }
    case 'discard':
      return fill(w.eDiscard, { who: who(e.power, lang), cards: e.cards.map((c) => (c === '?' ? w.aCard : cardText(index, c, lang))).join(', '), why: word(e.why, lang) });
    case 'order':
      return fill(w.eOrder, { order: them(e.order) });
    case 'events-drawn':
      return fill(w.eEventsDrawn, { who: who(e.power, lang), events: e.events.includes('?') ? fill(e.events.length === 1 ? w.eventOne : w.eventMany, { n: n(e.events.length) }) : e.events.map((id) => eventName(index, id, lang)).join(', ') });
    case 'event':
      return fill(w.eEvent, { name: eventName(index, e.event, lang) });
    case 'papal':
      return e.papal === null ? undefined : fill(w.ePapal, { place: 'city' in e.papal ? cityText(index, e.papal.city) : provinceText(index, e.papal.province) });
    case 'interventions':
      return e.left > 0 ? fill(w.eInterventions, { n: n(e.left) }) : undefined;
    case 'fight':
      return fill(w.eFight, {
        kind: word(e.kind, lang),
        at: e.city === null ? '' : fill(w.eFightAt, { city: cityText(index, e.city) }),
        attacker: sideText(e.attacker, lang),
        defender: sideText(e.defender, lang),
        outcome: e.winner === 'none' ? w.nobodyWins : fill(w.wins, { who: who(e.winner === 'attacker' ? e.attacker.power : e.defender.power, lang) }),
      });
    case 'called-off':
      return fill(w.eCalledOff, { city: cityText(index, e.city), why: word(e.why, lang), who: who(e.by, lang) });
    case 'city':
      if (e.holding === null) return fill(e.legion ? w.eCityLegion : w.eCityFree, { city: cityText(index, e.city) });
      return fill(w.eCityHeld, { city: cityText(index, e.city), who: who(e.holding.owner, lang), defence: defenceText(e.holding.defence, lang) });
    case 'throne':
      return fill(e.delta === 1 ? w.eThroneOne : w.eThroneMany, { who: who(e.power, lang), n: n(e.delta), why: word(e.why, lang) });
    case 'sea-lord':
      return e.power === null ? undefined : fill(w.eSeaLord, { who: who(e.power, lang) });
    case 'hero':
      return e.active ? fill(w.eHero, { who: who(e.power, lang) }) : undefined;
    case 'plague':
      return w.ePlague;
    case 'end-roll':
      return fill(w.eEndRoll, { round: n(e.round), roll: n(e.roll), needed: n(e.needed) });
    case 'end':
      return fill(e.result.winners.length === 1 ? w.eEndOne : w.eEndMany, { list: them(e.result.winners) });
    default:
      return undefined;
  }
}
