import type { JdaEvent } from './events.js';
import type { Power } from './powers.js';
import type { Holding, JdaState, PlayerState } from './state.js';

type Draft = { -readonly [K in keyof JdaState]: JdaState[K] };

/**
 * A copy of the top level by a literal naming every field in one order (one hidden class; a spread
 * of ~35 fields was the largest cost, as D-8 found for Fall of Rome). The optional fields are
 * always present, undefined when absent, so that all states share one shape; JSON and the schema
 * treat an undefined field as absent.
 */
function copyState(s: JdaState): Draft {
  return {
    round: s.round,
    phase: s.phase,
    turnOrder: s.turnOrder,
    lastFirstPlayer: s.lastFirstPlayer,
    players: s.players,
    cities: s.cities,
    deck: s.deck,
    discard: s.discard,
    status: s.status,
    choices: s.choices,
    peaceRounds: s.peaceRounds,
    halfIncomeRounds: s.halfIncomeRounds,
    plagueUsed: s.plagueUsed,
    plundered: s.plundered,
    legion: s.legion,
    eventsDrawn: s.eventsDrawn,
    eventsDone: s.eventsDone,
    papal: s.papal,
    seaLord: s.seaLord,
    interventionsLeft: s.interventionsLeft,
    attackOrigins: s.attackOrigins,
    attackTargets: s.attackTargets,
    attacksMade: s.attacksMade,
    lost: s.lost,
    stage: s.stage,
    active: s.active,
    expanded: s.expanded,
    battle: s.battle,
    duel: s.duel,
    pending: s.pending,
    result: s.result,
    rules: s.rules,
    data: s.data,
    eventCities: s.eventCities,
    buying: s.buying,
  };
}

/** A copy of `s` with the fields of `patch` changed. */
function up(s: JdaState, patch: Partial<Draft>): JdaState {
  return Object.assign(copyState(s), patch);
}

function withPlayer(s: JdaState, power: Power, change: (p: PlayerState) => PlayerState): Draft {
  const d = copyState(s);
  d.players = s.players.map((p) => (p.power === power ? change(p) : p));
  return d;
}

function without<T>(list: readonly T[], item: T): T[] {
  return list.filter((x) => x !== item);
}

/** Takes cards out of a hand, one of each id given. */
function removeCards(hand: readonly string[], cards: readonly string[]): string[] {
  const left = hand.slice();
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at < 0) throw new RangeError(`card "${card}" is not in the hand`);
    left.splice(at, 1);
  }
  return left;
}

/**
 * A copy of `record` with `key` set to `value`, or left out when undefined, keys in the same order.
 * Never `delete`: it made each copy of the cities ~20× slower.
 */
function withKey<V>(record: Readonly<Record<string, V>>, key: string, value: V | undefined): Record<string, V> {
  if (value !== undefined) return { ...record, [key]: value };
  const copy: Record<string, V> = {};
  for (const k in record) if (k !== key) copy[k] = record[k] as V;
  return copy;
}

function withCity(s: JdaState, city: string, holding: Holding | null, legion: boolean): Draft {
  const cities = withKey(s.cities, city, holding ?? undefined);
  const legions = s.legion.includes(city) ? without(s.legion, city) : s.legion;
  const d = copyState(s);
  d.cities = cities;
  d.legion = legion ? [...legions, city] : legions;
  return d;
}

/** The state after one event; never changes `s`. The frequent events set fields on a copy, without a patch object. */
export function applyEvent(s: JdaState, e: JdaEvent): JdaState {
  let d: Draft;
  switch (e.t) {
    case 'round':
      return up(s, {
        round: e.round,
        status: null,
        choices: {},
        eventsDrawn: [],
        eventsDone: [],
        papal: null,
        seaLord: null,
        interventionsLeft: 0,
        attackOrigins: [],
        attackTargets: {},
        attacksMade: {},
        active: 0,
        expanded: false,
        players: s.players.some((p) => p.heroActive) ? s.players.map((p) => (p.heroActive ? { ...p, heroActive: false } : p)) : s.players,
      });
    case 'phase':
      d = copyState(s);
      d.phase = e.phase;
      d.stage = '';
      return d;
    case 'stage':
      d = copyState(s);
      d.stage = e.stage;
      return d;
    case 'pending':
      d = copyState(s);
      d.pending = e.pending;
      return d;
    case 'money':
      return withPlayer(s, e.power, (p) => ({ ...p, money: p.money + e.delta }));
    case 'influence':
      return withPlayer(s, e.power, (p) => ({ ...p, influence: p.influence + e.delta }));
    case 'throne':
      return withPlayer(s, e.power, (p) => ({ ...p, throne: p.throne + e.delta }));
    case 'plunder-cleared':
      return up(s, { plundered: [] });
    case 'plunder':
      return up(s, { plundered: [...s.plundered, e.city] });
    case 'choice':
      d = copyState(s);
      d.choices = withKey(s.choices, e.power, e.choice ?? undefined);
      return d;
    case 'status':
      return up(s, { status: e.status, choices: {} });
    case 'draw': {
      for (let i = 0; i < e.cards.length; i++) if (s.deck[i] !== e.cards[i]) throw new RangeError('drawn cards are not the top of the draw pile');
      d = withPlayer(s, e.power, (p) => ({ ...p, hand: p.hand.concat(e.cards) }));
      d.deck = s.deck.slice(e.cards.length);
      return d;
    }
    case 'reshuffle':
      return up(s, { deck: [...s.deck, ...e.deck], discard: [] });
    case 'discard':
      d = withPlayer(s, e.power, (p) => ({ ...p, hand: removeCards(p.hand, e.cards) }));
      d.discard = s.discard.concat(e.cards);
      return d;
    case 'purchase': {
      const paid = withPlayer(s, e.power, (p) => ({ ...p, money: p.money - e.price }));
      const { purchase } = e;
      if (purchase.type === 'card') return paid;
      const holding = s.cities[purchase.city] as Holding;
      const built: Holding = purchase.type === 'castle' ? { ...holding, defence: 'castle', castleBuiltInRound: s.round } : { owner: holding.owner, defence: 'fortress' };
      const buying = s.buying && purchase.type === 'castle' ? { ...s.buying, castleBuilders: [...s.buying.castleBuilders, e.power] } : s.buying;
      const d: Draft = withCity(paid, purchase.city, built, false);
      if (buying) d.buying = buying;
      return d;
    }
    case 'buying': {
      d = copyState(s);
      d.buying = e.buying === null ? undefined : { next: e.buying.next, castleBuilders: [...e.buying.castleBuilders] };
      return d;
    }
    case 'city':
      return withCity(s, e.city, e.holding, e.legion);
    case 'order':
      return up(s, { turnOrder: [...e.order], lastFirstPlayer: e.order[0] as Power });
    case 'events-drawn':
      return up(s, { eventsDrawn: [...e.events] });
    case 'events-ordered':
      return up(s, { eventsDrawn: [...e.events] });
    case 'event': {
      const at = s.eventsDrawn.indexOf(e.event);
      if (at < 0) throw new RangeError(`event "${e.event}" was not drawn`);
      return up(s, { eventsDrawn: [...s.eventsDrawn.slice(0, at), ...s.eventsDrawn.slice(at + 1)], eventsDone: [...s.eventsDone, e.event] });
    }
    case 'event-cities':
      d = copyState(s);
      d.eventCities = [...e.cities];
      return d;
    case 'peace-round':
      return up(s, { peaceRounds: [...s.peaceRounds, e.round] });
    case 'half-income-round':
      return up(s, { halfIncomeRounds: [...s.halfIncomeRounds, e.round] });
    case 'plague':
      return up(s, { plagueUsed: true });
    case 'papal':
      return up(s, { papal: e.papal });
    case 'sea-lord':
      return up(s, { seaLord: e.power });
    case 'interventions':
      d = copyState(s);
      d.interventionsLeft = e.left;
      return d;
    case 'attack-made':
      d = copyState(s);
      d.attackOrigins = [...s.attackOrigins, e.from];
      d.attackTargets = { ...s.attackTargets, [e.power]: [...(s.attackTargets[e.power] ?? []), e.to] };
      d.attacksMade = { ...s.attacksMade, [e.power]: (s.attacksMade[e.power] ?? 0) + 1 };
      return d;
    case 'battle':
      d = copyState(s);
      d.battle = e.battle;
      return d;
    case 'duel':
      return up(s, { duel: e.duel });
    case 'duel-choice':
      if (s.duel === null) throw new RangeError('no duel is being fought');
      return up(s, { duel: { ...s.duel, choices: { ...s.duel.choices, [e.power]: e.choice } } });
    case 'lost':
      d = copyState(s);
      d.lost = [...s.lost, { power: e.power, city: e.city, round: s.round }];
      return d;
    case 'hero':
      return withPlayer(s, e.power, (p) => ({ ...p, heroActive: e.active }));
    case 'active':
      d = copyState(s);
      d.active = e.active;
      d.expanded = e.expanded;
      return d;
    case 'end':
      return up(s, { phase: 'over', pending: null, result: e.result });
    case 'fight':
    case 'called-off':
    case 'end-roll':
      return s;
  }
}

const memo: { events: readonly JdaEvent[]; states: readonly JdaState[]; cursor: number } = { events: [], states: [], cursor: 0 };

/** Hands the states a resolution computed to `apply`, so the kernel's replay costs a comparison per event (as D-8). */
export function remember(events: readonly JdaEvent[], states: readonly JdaState[]): void {
  memo.events = events;
  memo.states = states;
  memo.cursor = 0;
}

export function apply(state: JdaState, event: JdaEvent): JdaState {
  const i = memo.cursor;
  if (memo.events[i] === event && memo.states[i] === state) {
    memo.cursor = i + 1;
    return memo.states[i + 1] as JdaState;
  }
  return applyEvent(state, event);
}
