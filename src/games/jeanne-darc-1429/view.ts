import type { Roll } from '../../kernel/dice.js';
import type { JdaEvent } from './events.js';
import { isPower, type Power } from './powers.js';
import type { Battle, Duel, DuelChoice, Holding, JdaState, Pending, Phase, Result, Status } from './state.js';

/** A card or event a seat may not see. */
export const HIDDEN = '?';

export interface PlayerView {
  readonly power: Power;
  readonly money: number;
  readonly influence: number;
  readonly throne: number;
  readonly heroActive: boolean;
  readonly handSize: number;
  /** The cards, for their holder only (sorted); empty for the others. */
  readonly hand: readonly string[];
}

/** What one seat may know: no deck order, no other hand, no secret choice before it is revealed. */
export interface JdaView {
  readonly seat: string;
  readonly you: Power | null;
  readonly round: number;
  readonly phase: Phase;
  readonly stage: string;
  readonly turnOrder: readonly Power[];
  readonly lastFirstPlayer: Power | null;
  readonly status: Status | null;
  /** Your own War/Peace choice while the others still choose. */
  readonly yourChoice: Status | null;
  readonly players: readonly PlayerView[];
  readonly cities: Readonly<Record<string, Holding>>;
  readonly legion: readonly string[];
  readonly plundered: readonly string[];
  readonly deckSize: number;
  readonly discard: readonly string[];
  readonly peaceNextRound: boolean;
  readonly halfIncomeThisRound: boolean;
  readonly halfIncomeNextRound: boolean;
  readonly plagueUsed: boolean;
  /** Events drawn and not yet resolved: named for the first player who drew them, hidden for the others. */
  readonly eventsDrawn: readonly string[];
  readonly eventsDone: readonly string[];
  readonly papal: JdaState['papal'];
  readonly seaLord: Power | null;
  readonly interventionsLeft: number;
  /** Cities already chosen for this uprising, these mercenaries or this round's interventions (public). */
  readonly eventCities: readonly string[];
  /** Phase 4: whose purchases are next and who has built a castle this round (public). */
  readonly buying: JdaState['buying'] | null;
  readonly attackOrigins: readonly string[];
  readonly attacksMade: Readonly<Partial<Record<Power, number>>>;
  readonly attackTargets: Readonly<Partial<Record<Power, readonly string[]>>>;
  readonly lost: JdaState['lost'];
  readonly active: number;
  readonly expanded: boolean;
  /** The fight in progress: its cards for the attacker only until it is fought. */
  readonly battle: Battle | null;
  /** A naval or field battle: only your own choice, and who has chosen. */
  readonly duel: (Omit<Duel, 'choices'> & { readonly chosen: readonly Power[]; readonly yours: DuelChoice | null }) | null;
  readonly pending: Pending | null;
  readonly result: Result | null;
}

const hide = (cards: readonly string[]) => cards.map(() => HIDDEN);

export function viewFor(state: JdaState, seat: string): JdaView {
  const you = isPower(seat) && state.turnOrder.includes(seat) ? seat : null;
  const firstPlayer = state.turnOrder[0];
  const battle = state.battle === null || state.battle.attacker === you ? state.battle : { ...state.battle, cards: hide(state.battle.cards) };
  const duel =
    state.duel === null
      ? null
      : {
          kind: state.duel.kind,
          pairs: state.duel.pairs,
          camps: state.duel.camps,
          chosen: Object.keys(state.duel.choices) as Power[],
          yours: you === null ? null : (state.duel.choices[you] ?? null),
        };
  return {
    seat,
    you,
    round: state.round,
    phase: state.phase,
    stage: state.stage,
    turnOrder: state.turnOrder,
    lastFirstPlayer: state.lastFirstPlayer,
    status: state.status,
    yourChoice: you === null ? null : (state.choices[you] ?? null),
    players: state.players.map((p) => ({
      power: p.power,
      money: p.money,
      influence: p.influence,
      throne: p.throne,
      heroActive: p.heroActive,
      handSize: p.hand.length,
      hand: p.power === you ? p.hand.slice().sort() : [],
    })),
    cities: state.cities,
    legion: state.legion,
    plundered: state.plundered,
    deckSize: state.deck.length,
    discard: state.discard,
    peaceNextRound: state.peaceRounds.includes(state.round + 1),
    halfIncomeThisRound: state.halfIncomeRounds.includes(state.round),
    halfIncomeNextRound: state.halfIncomeRounds.includes(state.round + 1),
    plagueUsed: state.plagueUsed,
    eventsDrawn: you !== null && you === firstPlayer ? state.eventsDrawn : hide(state.eventsDrawn),
    eventsDone: state.eventsDone,
    papal: state.papal,
    seaLord: state.seaLord,
    interventionsLeft: state.interventionsLeft,
    eventCities: state.eventCities ?? [],
    buying: state.buying ?? null,
    attackOrigins: state.attackOrigins,
    attacksMade: state.attacksMade,
    attackTargets: state.attackTargets,
    lost: state.lost,
    active: state.active,
    expanded: state.expanded,
    battle,
    duel,
    pending: state.pending,
    result: state.result,
  };
}

/** The event as `seat` may see it: drawn cards, secret choices and the events drawn stay with their owner. */
export function redactEvent(event: JdaEvent, seat: string): JdaEvent | undefined {
  switch (event.t) {
    case 'draw':
      return event.power === seat ? event : { ...event, cards: hide(event.cards) };
    case 'reshuffle':
      return { ...event, deck: hide(event.deck) };
    case 'choice':
    case 'duel-choice':
      return event.power === seat ? event : undefined;
    case 'events-drawn':
      return event.power === seat ? event : { ...event, events: hide(event.events) };
    case 'events-ordered':
      return undefined;
    case 'battle':
      return event.battle === null || event.battle.attacker === seat ? event : { ...event, battle: { ...event.battle, cards: hide(event.battle.cards) } };
    default:
      return event;
  }
}

/** The rolls that draw the event markers name them (the cup's order is public): only the first player who drew them sees them. */
export function rollVisible(roll: Roll, _roller: string, seat: string): boolean {
  return !roll.purpose.startsWith('event marker') || roll.by === seat;
}
