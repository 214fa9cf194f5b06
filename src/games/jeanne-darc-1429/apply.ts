import type { JdaEvent } from './events.js';
import type { Power } from './powers.js';
import type { Holding, JdaState, PlayerState } from './state.js';

function withPlayer(s: JdaState, power: Power, change: (p: PlayerState) => PlayerState): JdaState {
  return { ...s, players: s.players.map((p) => (p.power === power ? change(p) : p)) };
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

function withCity(s: JdaState, city: string, holding: Holding | null, legion: boolean): JdaState {
  const cities = { ...s.cities };
  if (holding === null) delete cities[city];
  else cities[city] = holding;
  const legions = without(s.legion, city);
  return { ...s, cities, legion: legion ? [...legions, city] : legions };
}

/** The state after one event; never changes `s`. */
export function applyEvent(s: JdaState, e: JdaEvent): JdaState {
  switch (e.t) {
    case 'round':
      return {
        ...s,
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
        players: s.players.map((p) => (p.heroActive ? { ...p, heroActive: false } : p)),
      };
    case 'phase':
      return { ...s, phase: e.phase, stage: '' };
    case 'stage':
      return { ...s, stage: e.stage };
    case 'pending':
      return { ...s, pending: e.pending };
    case 'money':
      return withPlayer(s, e.power, (p) => ({ ...p, money: p.money + e.delta }));
    case 'influence':
      return withPlayer(s, e.power, (p) => ({ ...p, influence: p.influence + e.delta }));
    case 'throne':
      return withPlayer(s, e.power, (p) => ({ ...p, throne: p.throne + e.delta }));
    case 'plunder-cleared':
      return { ...s, plundered: [] };
    case 'plunder':
      return { ...s, plundered: [...s.plundered, e.city] };
    case 'choice': {
      const choices = { ...s.choices };
      if (e.choice === null) delete choices[e.power];
      else choices[e.power] = e.choice;
      return { ...s, choices };
    }
    case 'status':
      return { ...s, status: e.status, choices: {} };
    case 'draw': {
      const top = s.deck.slice(0, e.cards.length);
      if (top.join() !== e.cards.join()) throw new RangeError('drawn cards are not the top of the draw pile');
      return withPlayer({ ...s, deck: s.deck.slice(e.cards.length) }, e.power, (p) => ({ ...p, hand: [...p.hand, ...e.cards] }));
    }
    case 'reshuffle':
      return { ...s, deck: [...s.deck, ...e.deck], discard: [] };
    case 'discard':
      return withPlayer({ ...s, discard: [...s.discard, ...e.cards] }, e.power, (p) => ({ ...p, hand: removeCards(p.hand, e.cards) }));
    case 'purchase': {
      const paid = withPlayer(s, e.power, (p) => ({ ...p, money: p.money - e.price }));
      const { purchase } = e;
      if (purchase.type === 'card') return paid;
      const holding = s.cities[purchase.city] as Holding;
      const built: Holding = purchase.type === 'castle' ? { ...holding, defence: 'castle', castleBuiltInRound: s.round } : { owner: holding.owner, defence: 'fortress' };
      const buying = s.buying && purchase.type === 'castle' ? { ...s.buying, castleBuilders: [...s.buying.castleBuilders, e.power] } : s.buying;
      return { ...withCity(paid, purchase.city, built, false), ...(buying ? { buying } : {}) };
    }
    case 'buying': {
      if (e.buying !== null) return { ...s, buying: { next: e.buying.next, castleBuilders: [...e.buying.castleBuilders] } };
      const { buying: _closed, ...rest } = s;
      return rest;
    }
    case 'city':
      return withCity(s, e.city, e.holding, e.legion);
    case 'order':
      return { ...s, turnOrder: [...e.order], lastFirstPlayer: e.order[0] as Power };
    case 'events-drawn':
      return { ...s, eventsDrawn: [...e.events] };
    case 'events-ordered':
      return { ...s, eventsDrawn: [...e.events] };
    case 'event': {
      const at = s.eventsDrawn.indexOf(e.event);
      if (at < 0) throw new RangeError(`event "${e.event}" was not drawn`);
      return { ...s, eventsDrawn: [...s.eventsDrawn.slice(0, at), ...s.eventsDrawn.slice(at + 1)], eventsDone: [...s.eventsDone, e.event] };
    }
    case 'event-cities':
      return { ...s, eventCities: [...e.cities] };
    case 'peace-round':
      return { ...s, peaceRounds: [...s.peaceRounds, e.round] };
    case 'half-income-round':
      return { ...s, halfIncomeRounds: [...s.halfIncomeRounds, e.round] };
    case 'plague':
      return { ...s, plagueUsed: true };
    case 'papal':
      return { ...s, papal: e.papal };
    case 'sea-lord':
      return { ...s, seaLord: e.power };
    case 'interventions':
      return { ...s, interventionsLeft: e.left };
    case 'attack-made':
      return {
        ...s,
        attackOrigins: [...s.attackOrigins, e.from],
        attackTargets: { ...s.attackTargets, [e.power]: [...(s.attackTargets[e.power] ?? []), e.to] },
        attacksMade: { ...s.attacksMade, [e.power]: (s.attacksMade[e.power] ?? 0) + 1 },
      };
    case 'battle':
      return { ...s, battle: e.battle };
    case 'duel':
      return { ...s, duel: e.duel };
    case 'duel-choice':
      if (s.duel === null) throw new RangeError('no duel is being fought');
      return { ...s, duel: { ...s.duel, choices: { ...s.duel.choices, [e.power]: e.choice } } };
    case 'lost':
      return { ...s, lost: [...s.lost, { power: e.power, city: e.city, round: s.round }] };
    case 'hero':
      return withPlayer(s, e.power, (p) => ({ ...p, heroActive: e.active }));
    case 'active':
      return { ...s, active: e.active, expanded: e.expanded };
    case 'end':
      return { ...s, phase: 'over', pending: null, result: e.result };
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
