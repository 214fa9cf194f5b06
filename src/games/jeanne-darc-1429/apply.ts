import type { JdaEvent } from './events.js';
import type { Power } from './powers.js';
import type { Holding, JdaState, PlayerState } from './state.js';

type Draft = { -readonly [K in keyof JdaState]: JdaState[K] };
type DraftPlayer = { -readonly [K in keyof PlayerState]: PlayerState[K] };

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

/**
 * A state being changed in place by the events of one resolution, or of a whole playout (D-21).
 * Its top level is its own; the players (the array and each player) and the cities record are
 * copied the first time an event changes them, so earlier states that share them never change.
 * Every other field is replaced by a new value, never changed in place.
 */
export interface Work {
  readonly s: Draft;
  ownPlayers: boolean;
  ownCities: boolean;
  /** A playout's own state: nothing else reads it, so even a city's removal changes the record itself. */
  readonly inPlace: boolean;
}

/** Work on a copy of `s`: `s` and whatever it shares stay as they are. */
export function workOn(s: JdaState): Work {
  return { s: copyState(s), ownPlayers: false, ownCities: false, inPlace: false };
}

/** Work on `s` itself, which nobody else may hold (a playout's own clone, see `cloneState`): nothing is ever copied. */
export function workInPlace(s: JdaState): Work {
  return { s: s as Draft, ownPlayers: true, ownCities: true, inPlace: true };
}

/** A copy that shares nothing that events change in place, for `workInPlace`. */
export function cloneState(s: JdaState): JdaState {
  const d = copyState(s);
  d.players = s.players.map((p) => ({ ...p }));
  d.cities = { ...s.cities };
  return d;
}

function players(w: Work): DraftPlayer[] {
  if (!w.ownPlayers) {
    w.s.players = w.s.players.map((p) => ({ ...p }));
    w.ownPlayers = true;
  }
  return w.s.players as DraftPlayer[];
}

function player(w: Work, power: Power): DraftPlayer {
  for (const p of players(w)) if (p.power === power) return p;
  throw new RangeError(`"${power}" does not play in this game`);
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

function setCity(w: Work, city: string, holding: Holding | null, legion: boolean): void {
  const d = w.s;
  if (w.inPlace || (w.ownCities && holding !== null)) {
    // A removal copies the record unless it is a playout's: `delete` makes later copies slow.
    if (holding === null) delete d.cities[city];
    else d.cities[city] = holding;
  } else {
    d.cities = withKey(d.cities, city, holding ?? undefined);
    w.ownCities = true;
  }
  const legions = d.legion.includes(city) ? without(d.legion, city) : d.legion;
  d.legion = legion ? [...legions, city] : legions;
}

/** Changes the work's state by one event. The cases go from the most frequent event to the rarest. */
export function applyTo(w: Work, e: JdaEvent): void {
  const d = w.s;
  switch (e.t) {
    case 'pending':
      d.pending = e.pending;
      return;
    case 'battle':
      d.battle = e.battle;
      return;
    case 'discard': {
      const p = player(w, e.power);
      p.hand = removeCards(p.hand, e.cards);
      d.discard = d.discard.concat(e.cards);
      return;
    }
    case 'city':
      setCity(w, e.city, e.holding, e.legion);
      return;
    case 'fight':
    case 'called-off':
    case 'end-roll':
      return;
    case 'phase':
      d.phase = e.phase;
      d.stage = '';
      return;
    case 'active':
      d.active = e.active;
      d.expanded = e.expanded;
      return;
    case 'buying':
      d.buying = e.buying === null ? undefined : { next: e.buying.next, castleBuilders: [...e.buying.castleBuilders] };
      return;
    case 'draw': {
      for (let i = 0; i < e.cards.length; i++) if (d.deck[i] !== e.cards[i]) throw new RangeError('drawn cards are not the top of the draw pile');
      const p = player(w, e.power);
      p.hand = p.hand.concat(e.cards);
      d.deck = d.deck.slice(e.cards.length);
      return;
    }
    case 'lost':
      d.lost = [...d.lost, { power: e.power, city: e.city, round: d.round }];
      return;
    case 'attack-made':
      d.attackOrigins = [...d.attackOrigins, e.from];
      d.attackTargets = { ...d.attackTargets, [e.power]: [...(d.attackTargets[e.power] ?? []), e.to] };
      d.attacksMade = { ...d.attacksMade, [e.power]: (d.attacksMade[e.power] ?? 0) + 1 };
      return;
    case 'stage':
      d.stage = e.stage;
      return;
    case 'event-cities':
      d.eventCities = [...e.cities];
      return;
    case 'choice':
      d.choices = withKey(d.choices, e.power, e.choice ?? undefined);
      return;
    case 'throne':
      player(w, e.power).throne += e.delta;
      return;
    case 'purchase': {
      player(w, e.power).money -= e.price;
      const { purchase } = e;
      if (purchase.type === 'card') return;
      const holding = d.cities[purchase.city] as Holding;
      const built: Holding = purchase.type === 'castle' ? { ...holding, defence: 'castle', castleBuiltInRound: d.round } : { owner: holding.owner, defence: 'fortress' };
      if (d.buying && purchase.type === 'castle') d.buying = { ...d.buying, castleBuilders: [...d.buying.castleBuilders, e.power] };
      setCity(w, purchase.city, built, false);
      return;
    }
    case 'money':
      player(w, e.power).money += e.delta;
      return;
    case 'interventions':
      d.interventionsLeft = e.left;
      return;
    case 'event': {
      const at = d.eventsDrawn.indexOf(e.event);
      if (at < 0) throw new RangeError(`event "${e.event}" was not drawn`);
      d.eventsDrawn = [...d.eventsDrawn.slice(0, at), ...d.eventsDrawn.slice(at + 1)];
      d.eventsDone = [...d.eventsDone, e.event];
      return;
    }
    case 'influence':
      player(w, e.power).influence += e.delta;
      return;
    case 'status':
      d.status = e.status;
      d.choices = {};
      return;
    case 'events-drawn':
    case 'events-ordered':
      d.eventsDrawn = [...e.events];
      return;
    case 'order':
      d.turnOrder = [...e.order];
      d.lastFirstPlayer = e.order[0] as Power;
      return;
    case 'duel-choice':
      if (d.duel === null) throw new RangeError('no duel is being fought');
      d.duel = { ...d.duel, choices: { ...d.duel.choices, [e.power]: e.choice } };
      return;
    case 'round':
      d.round = e.round;
      d.status = null;
      d.choices = {};
      d.eventsDrawn = [];
      d.eventsDone = [];
      d.papal = null;
      d.seaLord = null;
      d.interventionsLeft = 0;
      d.attackOrigins = [];
      d.attackTargets = {};
      d.attacksMade = {};
      d.active = 0;
      d.expanded = false;
      if (d.players.some((p) => p.heroActive)) for (const p of players(w)) p.heroActive = false;
      return;
    case 'hero':
      player(w, e.power).heroActive = e.active;
      return;
    case 'duel':
      d.duel = e.duel;
      return;
    case 'reshuffle':
      d.deck = [...d.deck, ...e.deck];
      d.discard = [];
      return;
    case 'plunder':
      d.plundered = [...d.plundered, e.city];
      return;
    case 'papal':
      d.papal = e.papal;
      return;
    case 'peace-round':
      d.peaceRounds = [...d.peaceRounds, e.round];
      return;
    case 'sea-lord':
      d.seaLord = e.power;
      return;
    case 'end':
      d.phase = 'over';
      d.pending = null;
      d.result = e.result;
      return;
    case 'half-income-round':
      d.halfIncomeRounds = [...d.halfIncomeRounds, e.round];
      return;
    case 'plunder-cleared':
      d.plundered = [];
      return;
    case 'plague':
      d.plagueUsed = true;
      return;
  }
}

/** Events that only report and change nothing. */
function reportOnly(e: JdaEvent): boolean {
  return e.t === 'fight' || e.t === 'called-off' || e.t === 'end-roll';
}

/** The state after one event; never changes `s`. */
export function apply(s: JdaState, e: JdaEvent): JdaState {
  if (reportOnly(e)) return s;
  const w = workOn(s);
  applyTo(w, e);
  return w.s;
}
