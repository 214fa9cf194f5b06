import type { Problem } from '../../../kernel/problems.js';
import { EVENT_TEXT, type EventId } from '../data/cards.js';
import { ACTION_TYPES, COMMAND_TYPES } from '../commands.js';
import { invasionRate, type FrState } from '../state.js';
import { ally, buildFort, consult, enlist, exchange, freeEnlist, levy, recruit, reinforce } from './actions.js';
import { Args, refusal, unknownSeat, type Ctx, type Said } from './args.js';
import { battle, chooseRemovals } from './battle.js';
import type { Emitter } from './emitter.js';
import { CHOOSING_EVENTS, checkTargets, EFFECTS, FINAL_EVENTS, reorder } from './event-cards.js';
import { checkWin } from './board.js';
import { drawPhase, invadePhase, settle } from './flow.js';
import { march, sail, transfer } from './movement.js';
import { CHOICE, OUTCOME, PHASE, cardName, ofSeatFr, seatName } from './words.js';

type Handler = (x: Ctx) => void;

const ACTIONS: Readonly<Record<string, Handler>> = {
  march,
  sail,
  'build-fort': buildFort,
  recruit,
  battle,
  conspire: (x) => exchange(x, false),
  trade: (x) => exchange(x, true),
  ally,
  enlist,
  reinforce,
  levy,
  transfer,
  consult,
};

/** Commands that roll, draw or reveal: an undo cannot reach back past them (FR-14). */
const FINAL_ACTIONS = new Set(['battle', 'consult']);

function problem(code: string, said: Said): Problem[] {
  return [refusal(code, said)];
}

/** Whether the Regina Foederata's free enlistment of this turn covers the command. */
function freeEnlistCovers(s: FrState, seat: number, type: string): boolean {
  return type === 'enlist' && freeEnlist(s, seat);
}

/** FR-21: by default the Vestalis's draw from her deck is no action; she may take it whenever an event could be played. */
function freeConsult(s: FrState, type: string): boolean {
  return type === 'consult' && s.rules.vestalisConsult === 'free';
}

/** The game waits for `seat`'s answer to an open choice first. */
function choiceOpen(s: FrState, pending: NonNullable<FrState['pending']>): Problem[] {
  const { kind, seat } = pending;
  return problem('choice-open', {
    en: `the game waits for ${seatName(s, seat, 'en')} to answer a choice first (${CHOICE.en[kind]})`,
    de: `das Spiel wartet zuerst darauf, dass ${seatName(s, seat, 'de')} wählt (${CHOICE.de[kind]})`,
    nl: `het spel wacht eerst op de keuze van ${seatName(s, seat, 'nl')} (${CHOICE.nl[kind]})`,
    fr: `la partie attend d’abord le choix ${ofSeatFr(s, seat)} (${CHOICE.fr[kind]})`,
  });
}

/** Who may give which command now: turn, phase, open choice. Empty when the timing is right. */
function timing(s: FrState, seat: number, type: string): Problem[] {
  if (s.result !== null) {
    const outcome = s.result.outcome;
    return problem('game-over', { en: `the game is over: the players have ${OUTCOME.en[outcome]}`, de: `das Spiel ist vorbei: die Spieler haben ${OUTCOME.de[outcome]}`, nl: `het spel is voorbij: de spelers hebben ${OUTCOME.nl[outcome]}`, fr: `la partie est finie : les joueurs ont ${OUTCOME.fr[outcome]}` });
  }
  const pending = s.pending;
  const name = (lang: 'en' | 'de' | 'nl' | 'fr') => seatName(s, seat, lang);
  if (type === 'event' || freeConsult(s, type)) {
    if (pending === null || pending.kind === 'second-revolt' || (pending.kind === 'discard' && pending.seat === seat)) return [];
    return choiceOpen(s, pending);
  }
  if (type === 'remove' || type === 'discard' || type === 'put-back' || type === 'reorder' || type === 'continue') {
    const kind = type === 'continue' ? 'second-revolt' : type;
    if (pending === null || pending.kind !== kind) return problem('nothing-to-answer', { en: `no choice is open (${CHOICE.en[kind]})`, de: `es ist keine Wahl offen (${CHOICE.de[kind]})`, nl: `er staat geen keuze open (${CHOICE.nl[kind]})`, fr: `aucun choix n’est en attente (${CHOICE.fr[kind]})` });
    const chooser = pending.seat;
    if (chooser !== seat) return problem('not-your-choice', { en: `the choice (${CHOICE.en[kind]}) belongs to ${seatName(s, chooser, 'en')}`, de: `diese Wahl (${CHOICE.de[kind]}) trifft ${seatName(s, chooser, 'de')}`, nl: `de keuze (${CHOICE.nl[kind]}) is aan ${seatName(s, chooser, 'nl')}`, fr: `c’est ${seatName(s, chooser, 'fr')} qui fait ce choix (${CHOICE.fr[kind]})` });
    return [];
  }
  if (pending !== null) return choiceOpen(s, pending);
  if (type === 'undo') {
    if (s.previous === null || s.undoBy !== seat) return problem('nothing-to-undo', { en: `${name('en')} has nothing to undo (a die was rolled, a card drawn, or the phase changed since)`, de: `${name('de')} hat nichts zurückzunehmen (seitdem wurde gewürfelt, eine Karte gezogen oder die Phase gewechselt)`, nl: `${name('nl')} heeft niets terug te draaien (sindsdien is er gedobbeld, een kaart getrokken of de fase gewisseld)`, fr: `${name('fr')} n’a rien à annuler (depuis, un dé a été lancé, une carte piochée ou la phase a changé)` });
    return [];
  }
  if (seat !== s.active) return problem('not-your-turn', { en: `it is ${seatName(s, s.active, 'en')}'s turn, not ${name('en')}'s`, de: `${seatName(s, s.active, 'de')} ist am Zug, nicht ${name('de')}`, nl: `${seatName(s, s.active, 'nl')} is aan de beurt, niet ${name('nl')}`, fr: `c’est au tour ${ofSeatFr(s, s.active)}, pas ${ofSeatFr(s, seat)}` });
  const phase = s.phase;
  if (type === 'draw') return phase === 'actions' ? [] : problem('wrong-phase', { en: `cards are drawn after the actions, not in the ${PHASE.en[phase]}`, de: `Karten werden nach den Aktionen gezogen, nicht in der ${PHASE.de[phase]}`, nl: `kaarten worden na de acties getrokken, niet in de ${PHASE.nl[phase]}`, fr: `les cartes se piochent après les actions, pas pendant la ${PHASE.fr[phase]}` });
  if (type === 'invade') return phase === 'invade' ? [] : problem('wrong-phase', { en: `the invasion follows the drawing of cards, not the ${PHASE.en[phase]}`, de: `die Invasion kommt nach dem Ziehen der Karten, nicht in der ${PHASE.de[phase]}`, nl: `steden worden binnengevallen na het trekken van de kaarten, niet in de ${PHASE.nl[phase]}`, fr: `l’invasion vient après la pioche des cartes, pas pendant la ${PHASE.fr[phase]}` });
  if (phase !== 'actions') return problem('wrong-phase', { en: `actions are taken in the action phase, not the ${PHASE.en[phase]}`, de: `Aktionen werden in der Aktionsphase ausgeführt, nicht in der ${PHASE.de[phase]}`, nl: `acties worden in de actiefase uitgevoerd, niet in de ${PHASE.nl[phase]}`, fr: `les actions se font pendant la phase des actions, pas pendant la ${PHASE.fr[phase]}` });
  if (s.actionsLeft <= 0 && !freeEnlistCovers(s, seat, type)) return problem('no-actions-left', { en: `${name('en')} has no actions left: draw cards`, de: `${name('de')} hat keine Aktionen mehr: zieh Karten`, nl: `${name('nl')} heeft geen acties meer over: trek kaarten`, fr: `${name('fr')} n’a plus d’action : pioche des cartes` });
  return [];
}

function playEvent(x: Ctx): void {
  const { s, seat, a } = x;
  const card = a.event('card');
  if (card === '') return;
  if (!(s.hands[seat] as readonly string[]).includes(card)) {
    const title = EVENT_TEXT[card as EventId].title;
    return a.fail('card-not-in-hand', { en: `${seatName(s, seat, 'en')} holds no ${title}`, de: `${seatName(s, seat, 'de')} hält die Karte ${title} nicht`, nl: `${seatName(s, seat, 'nl')} heeft de kaart ${title} niet`, fr: `${seatName(s, seat, 'fr')} n’a pas la carte ${title}` }, 'card');
  }
  const corrupt = a.c.corrupt === true;
  checkTargets(x, card as EventId, corrupt);
  if (!a.ok) return;
  if (x.em) {
    // An event may replace the hand-limit discard, and one that asks a choice takes the pause between two revolts; settle asks again after it.
    if (s.pending?.kind === 'discard' || (s.pending?.kind === 'second-revolt' && CHOOSING_EVENTS.has(card))) x.em.emit({ t: 'pending', pending: null });
    x.em.emit({ t: 'event', seat, card, corrupt });
    if (corrupt) {
      x.em.emit({ t: 'decline', value: x.em.now.decline + 1 });
      if (x.em.now.decline >= s.rules.declineLimit) return x.em.lose('decline');
    }
  }
  EFFECTS[card as EventId](x, corrupt);
}

function runChoice(x: Ctx, type: string): void {
  const { s, seat, a } = x;
  switch (type) {
    case 'remove':
      return chooseRemovals(x);
    case 'reorder':
      return reorder(x);
    case 'continue':
      if (x.em) x.em.emit({ t: 'pending', pending: null });
      return;
    case 'discard': {
      const card = a.handCard(s, seat, 'card');
      if (!a.ok || !x.em) return;
      x.em.emit({ t: 'pending', pending: null });
      x.em.emit({ t: 'discard', seat, card });
      return;
    }
    case 'put-back': {
      const card = a.handCard(s, seat, 'card');
      if (card !== '' && s.pending?.kind === 'put-back' && !s.pending.cards.includes(card)) a.fail('not-drawn', { en: `${cardName(card, 'en')} was not among the cards just drawn`, de: `${cardName(card, 'de')} war nicht unter den eben gezogenen Karten`, nl: `${cardName(card, 'nl')} zat niet bij de net getrokken kaarten`, fr: `${cardName(card, 'fr')} ne fait pas partie des cartes tout juste piochées` }, 'card');
      if (!a.ok || !x.em) return;
      x.em.emit({ t: 'pending', pending: null });
      x.em.emit({ t: 'put-back', seat, card, secret: !s.rules.openHands });
      return;
    }
  }
}

function run(x: Ctx, type: string): void {
  const { s, seat, a } = x;
  if (ACTION_TYPES.has(type)) {
    (ACTIONS[type] as Handler)(x);
    if (!a.ok || !x.em) return;
    if (freeEnlistCovers(s, seat, type)) x.em.emit({ t: 'flags', flags: { ...x.em.now.flags, reginaEnlisted: true } });
    else if (!freeConsult(s, type)) x.em.emit({ t: 'actions', left: x.em.now.actionsLeft - 1 });
    return;
  }
  switch (type) {
    case 'event':
      return playEvent(x);
    case 'draw': {
      const three = a.c.three === true;
      if (three && s.roles[seat] !== 'vestalis') a.fail('wrong-role', { en: 'only the Vestalis draws 3 cards', de: 'nur die Vestalis zieht 3 Karten', nl: 'alleen de Vestalis trekt 3 kaarten', fr: 'seule la Vestalis pioche 3 cartes' });
      if (three && s.playerDeck.length < 3) a.fail('deck-short', { en: 'fewer than 3 cards are left to draw', de: 'zum Ziehen sind weniger als 3 Karten übrig', nl: 'er zijn minder dan 3 kaarten over om te trekken', fr: 'il reste moins de 3 cartes à piocher' });
      if (a.ok && x.em) drawPhase(x.em, three);
      return;
    }
    case 'invade':
      if (x.em) invadePhase(x.em, invasionRate(s));
      return;
    default:
      return runChoice(x, type);
  }
}

function undoable(type: string, c: Readonly<Record<string, unknown>>): boolean {
  if (ACTION_TYPES.has(type)) return !FINAL_ACTIONS.has(type);
  return type === 'event' && typeof c.card === 'string' && !FINAL_EVENTS.has(c.card);
}

/** The seat's index, the command's type and fields, and what is wrong with them or their timing. */
function readCommand(s: FrState, seat: string, command: unknown, withTiming: boolean): { problems: Problem[]; seat: number; type: string; c: Record<string, unknown> } {
  const index = s.seats.indexOf(seat);
  if (index < 0) return { problems: problem('unknown-seat', unknownSeat(s, seat)), seat: -1, type: '', c: {} };
  if (command === null || typeof command !== 'object' || Array.isArray(command)) return { problems: problem('bad-command', { en: 'a command is an object with a "type"', de: 'ein Befehl ist ein Objekt mit „type“', nl: 'een opdracht is een object met een "type"', fr: 'une commande est un objet avec un « type »' }), seat: index, type: '', c: {} };
  const c = command as Record<string, unknown>;
  const type = typeof c.type === 'string' ? c.type : '';
  if (!COMMAND_TYPES.has(type)) {
    // The list stays the JSON words of the commands in every language: it tells a JSON user what to type.
    const types = [...COMMAND_TYPES].join(', ');
    const given = String(c.type);
    return { problems: problem('unknown-command', { en: `"${given}" is not a command (${types})`, de: `„${given}“ ist kein Befehl (${types})`, nl: `"${given}" is geen opdracht (${types})`, fr: `« ${given} » n’est pas une commande (${types})` }), seat: index, type, c };
  }
  return { problems: withTiming ? timing(s, index, type) : [], seat: index, type, c };
}

export function checkCommand(s: FrState, seat: string, command: unknown): readonly Problem[] {
  const read = readCommand(s, seat, command, true);
  if (read.problems.length > 0) return read.problems;
  const a = new Args(read.c);
  run({ s, seat: read.seat, a }, read.type);
  return a.problems;
}

/** The events of a command that `checkCommand` accepted (so its timing is not checked again). */
export function resolveCommand(em: Emitter, seat: string, command: unknown): void {
  const read = readCommand(em.s, seat, command, false);
  if (read.type === 'undo') {
    em.emit({ t: 'undone', seat: read.seat });
    return;
  }
  // The handlers read the state as it was before the begin, which changes only what undo reads.
  const s = em.s;
  em.emit({ t: 'begin', seat: read.seat, undoable: undoable(read.type, read.c) });
  run({ s, seat: read.seat, a: new Args(read.c), em }, read.type);
  settle(em, read.type === 'continue');
  checkWin(em);
}
