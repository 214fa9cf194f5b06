import { eventsOf } from '../../src/kernel/match.js';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, SeededDice, type DiceSource } from '../../src/kernel/dice.js';
import type { JdaCommand } from '../../src/games/jeanne-darc-1429/commands.js';
import { checkCommand } from '../../src/games/jeanne-darc-1429/dispatch.js';
import { gameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import type { JdaEvent } from '../../src/games/jeanne-darc-1429/events.js';
import { POWERS, type Power } from '../../src/games/jeanne-darc-1429/powers.js';
import { applyRulesOptions } from '../../src/games/jeanne-darc-1429/rules.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { parseState, playerOf, type JdaState, type Pending } from '../../src/games/jeanne-darc-1429/state.js';

const rules = jeanneDarcRules;

/** Phase 7 of round 2 in War: France (Paris, Reims, Caen), England (Calais, Lille), Burgundy (Troyes castle, Dijon). */
function phase7(extra: Record<string, unknown> = {}): JdaState {
  return parseState({
    round: 2,
    phase: 'player-phase',
    turnOrder: ['france', 'england', 'burgundy'],
    lastFirstPlayer: 'france',
    status: 'war',
    players: [
      { power: 'france', money: 0, influence: 3, hand: ['siege-5', 'siege-4', 'siege-3', 'siege-3'] },
      { power: 'england', money: 0, influence: 0, hand: ['siege-6'] },
      { power: 'burgundy', money: 0, influence: 0, hand: [] },
    ],
    cities: {
      paris: { owner: 'france', defence: 'garrison' },
      reims: { owner: 'france', defence: 'garrison' },
      caen: { owner: 'france', defence: 'garrison' },
      calais: { owner: 'england', defence: 'garrison' },
      lille: { owner: 'england', defence: 'garrison' },
      troyes: { owner: 'burgundy', defence: 'castle' },
      dijon: { owner: 'burgundy', defence: 'garrison' },
    },
    deck: [],
    discard: [],
    active: 0,
    expanded: false,
    pending: { kind: 'expand', power: 'france' },
    ...extra,
  });
}

/** One command through the rule set: refused (codes) or resolved (events and the state after). */
function play(state: JdaState, seat: Power, command: JdaCommand, dice: DiceSource = new ScriptedDice([])) {
  const problems = rules.check(state, seat, command);
  if (problems.length > 0) return { problems, events: [] as JdaEvent[], state };
  const events = eventsOf(rules.resolve(state, seat, command, dice));
  return { problems, events: [...events], state: events.reduce((s, e) => rules.apply(s, e), state) };
}

function accepted(state: JdaState, seat: Power, command: JdaCommand, dice: number[] = []): { state: JdaState; events: JdaEvent[] } {
  const scripted = new ScriptedDice(dice);
  const result = play(state, seat, command, scripted);
  expect(result.problems.map((p) => p.code)).toEqual([]);
  expect(scripted.remaining).toBe(0);
  return result;
}

describe("Jeanne d'Arc 1429 phase 7: the player phase", () => {
  it('asks each player in turn order to expand, then to fight, and goes on to scoring after the last', () => {
    let state = phase7();
    const asked: Pending[] = [state.pending as Pending];
    state = accepted(state, 'france', { type: 'expand', cities: ['saint-denis'] }).state;
    asked.push(state.pending as Pending);
    state = accepted(state, 'france', { type: 'pass' }).state;
    asked.push(state.pending as Pending);
    state = accepted(state, 'england', { type: 'expand', cities: ['amiens', 'gand'] }).state;
    // England holds one card: too few to attack, but it might be an uprising card, so he is asked.
    asked.push(state.pending as Pending);
    const last = accepted(state, 'england', { type: 'pass' });
    expect(asked).toEqual([
      { kind: 'expand', power: 'france' },
      { kind: 'attack', power: 'france' },
      { kind: 'expand', power: 'england' },
      { kind: 'attack', power: 'england' },
    ]);
    // Burgundy has no card: asked to expand (Melun, Auxerre are free), his turn then ends by itself.
    expect(last.state.pending).toEqual({ kind: 'expand', power: 'burgundy' });
    const end = accepted(last.state, 'burgundy', { type: 'expand', cities: ['auxerre'] });
    expect(end.events.map((e) => e.t === 'phase' && e.phase).filter(Boolean)).toEqual(['scoring', 'income', 'political-status']);
    expect(end.state.round).toBe(3);
  });

  it('names cities by their names in every language when it refuses', () => {
    const problems = checkCommand(phase7(), 'france', { type: 'expand', cities: ['saint-denis', 'amiens'] });
    expect(problems.map((p) => [p.code, p.where])).toEqual([['not-linked-by-road', 'cities[1]']]);
    const messages = problems[0]?.texts;
    expect(messages?.en).toContain('Amiens');
    expect(messages?.nl).toContain('Amiens');
    expect(messages?.de).toContain('Amiens');
  });

  it('takes the rules options for expansion and garrison markers', () => {
    const state = { ...phase7(), rules: applyRulesOptions({ expansion: { byRoad: 3 } }) };
    expect(play(state, 'france', { type: 'expand', cities: ['saint-denis', 'melun', 'evreux'] }).problems).toEqual([]);
    const few = { ...phase7(), rules: applyRulesOptions({ garrisonMarkers: 3 }) };
    expect(play(few, 'france', { type: 'expand', cities: ['saint-denis'] }).problems.map((p) => p.code)).toEqual(['no-garrison-markers']);
  });

  it('keeps the attacker’s cards hidden from the defender while he chooses, and in his hand until the fight', () => {
    let state = phase7({ expanded: true, pending: { kind: 'attack', power: 'france' } });
    state = accepted(state, 'france', { type: 'attack', from: 'reims', to: 'lille', cards: ['siege-5', 'siege-4'], influence: 1 }).state;
    expect(state.pending).toEqual({ kind: 'defend', power: 'england' });
    expect(rules.view(state, 'england').battle?.cards).toEqual(['?', '?']);
    expect(rules.view(state, 'france').battle?.cards).toEqual(['siege-5', 'siege-4']);
    expect(playerOf(state, 'france').hand).toEqual(['siege-5', 'siege-4', 'siege-3', 'siege-3']);
    const fought = accepted(state, 'england', { type: 'defend', card: 'siege-6' }, [6, 1]);
    // 5 + 4 + 1 + 6 = 16 against 6 + 2 + 1 = 9.
    expect(fought.state.cities.lille).toEqual({ owner: 'france', defence: 'garrison' });
    expect(playerOf(fought.state, 'france').hand).toEqual(['siege-3', 'siege-3']);
    expect(fought.state.pending).toEqual({ kind: 'attack', power: 'france' });
  });

  it('ends the turn by itself when public facts rule out every attack and uprising (Peace, attack made, no card left to matter)', () => {
    const state = phase7({ status: 'peace', attacksMade: { france: 1 }, attackOrigins: ['caen'], attackTargets: { france: ['calais'] } });
    const { state: after } = accepted({ ...state, players: state.players.map((p) => (p.power === 'france' ? { ...p, hand: [] } : p)) }, 'france', { type: 'expand', cities: [] });
    expect(after.active).toBe(1);
    expect(after.pending).toEqual({ kind: 'expand', power: 'england' });
  });
});

/** A small deterministic generator for the chooser, apart from the game's dice. */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return x % n;
  };
}

function shuffle<T>(list: readonly T[], pick: (n: number) => number): T[] {
  const copy = list.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Commands a simple player might give to a question, most wanted first; the rule set's check picks the first it accepts. */
function candidates(state: JdaState, seat: Power, pick: (n: number) => number): JdaCommand[] {
  const pending = state.pending as Pending;
  const index = gameIndex(state);
  const me = playerOf(state, seat);
  const sieges = me.hand.filter((c) => index.cards.get(c)?.kind === 'siege');
  const cities = shuffle(index.cityIds, pick);
  const mine = cities.filter((c) => state.cities[c]?.owner === seat);
  switch (pending.kind) {
    case 'status':
      return [{ type: 'status', choice: pick(2) === 0 ? 'war' : 'peace' }];
    case 'buy': {
      const buys: JdaCommand[] = [];
      if (pick(2) === 0) buys.push({ type: 'buy', purchase: { type: 'card' } });
      if (pick(3) === 0) buys.push(...mine.map((city): JdaCommand => ({ type: 'buy', purchase: { type: pick(2) === 0 ? 'castle' : 'fortress', city } })));
      return [...buys, { type: 'end-buying', discards: me.hand.slice(0, Math.max(0, me.hand.length - 12)) }];
    }
    case 'expand': {
      const free = cities.filter((c) => state.cities[c] === undefined && !state.legion.includes(c));
      const road = free.filter((c) => (index.neighbours.get(c) ?? []).some((n) => state.cities[n]?.owner === seat));
      const ports = mine.filter((c) => index.cities.get(c)?.port);
      return [
        { type: 'expand', cities: road.slice(0, 2) },
        { type: 'expand', cities: road.slice(0, 1) },
        ...ports.flatMap((from) => free.filter((c) => index.cities.get(c)?.port).map((c): JdaCommand => ({ type: 'expand', cities: [c], bySea: true, from }))),
        { type: 'expand', cities: [] },
      ];
    }
    case 'attack':
    case 'long-range-attack': {
      const influence = Math.min(me.influence, pick(3));
      const attacks = sieges.length < 2 ? [] : mine.flatMap((from) => cities.map((to): JdaCommand => ({ type: 'attack', from, to, cards: sieges.slice(0, 2), influence })));
      const provokes = cities.map((city): JdaCommand => ({ type: 'provoke', city }));
      return pick(4) === 0 ? [{ type: 'pass' }] : [...attacks, ...provokes, { type: 'pass' }];
    }
    case 'defend':
      return [{ type: 'defend', card: sieges[0] ?? null }, { type: 'defend', card: null }];
    case 'veto':
      return [{ type: 'veto', forbid: pick(2) === 0 }];
    case 'duel':
      return [{ type: 'duel', card: sieges[0] ?? null, influence: Math.min(me.influence, 1) }, { type: 'duel', card: null, influence: 0 }];
    case 'order-events':
      return [{ type: 'order-events', order: state.eventsDrawn }, { type: 'order-events', order: state.eventsDrawn.slice().reverse() }];
    case 'choose-city':
      return cities.map((city): JdaCommand => ({ type: 'choose-city', city }));
    case 'choose-player':
      return shuffle(POWERS, pick).map((power): JdaCommand => ({ type: 'choose-player', power }));
    case 'papal':
      return [...[...index.provinces.keys()].map((province): JdaCommand => ({ type: 'papal', province })), ...cities.map((city): JdaCommand => ({ type: 'papal', city }))];
  }
}

interface Game {
  readonly state: JdaState;
  readonly phases: ReadonlySet<string>;
  /** Events by type (fights and calls-off by kind), counted over the game. */
  readonly happened: ReadonlyMap<string, number>;
}

/** A game from setup to its end, each question answered with the first accepted candidate; fails at a dead end. */
function playGame(seed: number): Game {
  const dice = new SeededDice(seed);
  const pick = chooser(seed);
  let state = rules.setup({ players: 4 }, dice);
  const phases = new Set<string>();
  const happened = new Map<string, number>();
  for (let step = 0; state.result === null; step++) {
    expect(step, 'the game ends within 20 000 commands').toBeLessThan(20_000);
    phases.add(state.phase);
    const pending = state.pending as Pending;
    const seat = ('waiting' in pending ? pending.waiting[0] : pending.power) as Power;
    const command = candidates(state, seat, pick).find((c) => rules.check(state, seat, c).length === 0);
    expect(command, `${seat} has an accepted answer to ${JSON.stringify(pending)} in phase ${state.phase}`).toBeDefined();
    const events = eventsOf(rules.resolve(state, seat, command as JdaCommand, dice));
    state = events.reduce((s, e) => rules.apply(s, e), state);
    for (const e of events) {
      const key = e.t === 'fight' ? `fight:${e.kind}` : e.t === 'called-off' ? `called-off:${e.why}` : e.t;
      happened.set(key, (happened.get(key) ?? 0) + 1);
    }
  }
  return { state, phases, happened };
}

describe("Jeanne d'Arc 1429: a whole game", () => {
  const games = new Map<number, Game>();
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`runs from setup to a result with a simple chooser (4 players, seed ${seed})`, () => {
      const game = playGame(seed);
      games.set(seed, game);
      expect(game.state.phase).toBe('over');
      expect(game.state.round).toBeGreaterThanOrEqual(6);
      expect(game.state.round).toBeLessThanOrEqual(10);
      expect(game.state.result?.ranking).toHaveLength(4);
      expect(game.state.result?.winners.length).toBeGreaterThan(0);
      expect([...game.phases]).toEqual(expect.arrayContaining(['political-status', 'buying', 'player-phase']));
    });
  }

  it('plays phase 7 in those games: expansions, attacks by road and landings, uprisings provoked', () => {
    const total = (key: string) => [...games.values()].reduce((n, game) => n + (game.happened.get(key) ?? 0), 0);
    expect(games.size).toBe(5);
    expect(total('city')).toBeGreaterThan(0);
    expect(total('fight:attack')).toBeGreaterThan(0);
    expect(total('fight:landing')).toBeGreaterThan(0);
    expect(total('fight:provoked')).toBeGreaterThan(0);
  });
});
