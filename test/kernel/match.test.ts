import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../src/kernel/dice.js';
import { Match, replay } from '../../src/kernel/match.js';
import type { Problem } from '../../src/kernel/problems.js';
import type { RuleSet } from '../../src/kernel/ruleset.js';

// A small test game: each player rolls a secret W6 and may bet on it; the highest bet wins.
interface State {
  readonly secret: Record<string, number>;
  readonly bets: Record<string, number>;
  readonly turn: number;
}
type Command = { type: 'roll' } | { type: 'bet'; amount: number };
type Event = { type: 'rolled'; seat: string; value: number } | { type: 'bet'; seat: string; amount: number };

const seats = ['north', 'south'];

const secretDice: RuleSet<State, Command, Event, State> = {
  id: 'secret-dice',
  seats: () => seats,
  setup: () => ({ secret: {}, bets: {}, turn: 0 }),
  check(state, seat, command): Problem[] {
    if (seats[state.turn % 2] !== seat) return [{ code: 'not-your-turn', message: `it is not ${seat}'s turn` }];
    if (command.type === 'bet' && !(command.amount > 0)) return [{ code: 'bad-bet', message: 'a bet must be positive' }];
    return [];
  },
  resolve(_state, seat, command, dice: DiceSource): Event[] {
    if (command.type === 'roll') return [{ type: 'rolled', seat, value: dice.roll('W6', 'secret roll', seat) }];
    return [{ type: 'bet', seat, amount: command.amount }];
  },
  apply(state, event) {
    if (event.type === 'rolled') return { ...state, secret: { ...state.secret, [event.seat]: event.value }, turn: state.turn + 1 };
    return { ...state, bets: { ...state.bets, [event.seat]: event.amount }, turn: state.turn + 1 };
  },
  view(state, seat) {
    return { ...state, secret: seat in state.secret ? { [seat]: state.secret[seat] as number } : {} };
  },
  redact(event, seat) {
    return event.type === 'rolled' && event.seat !== seat ? undefined : event;
  },
  rollVisible: (_roll, roller, seat) => roller === seat,
};

function play(seed: number): Match<State, Command, Event, State, unknown> {
  const match = new Match(secretDice, {}, seed);
  match.submit('north', { type: 'roll' });
  match.submit('south', { type: 'roll' });
  match.submit('north', { type: 'bet', amount: 3 });
  match.submit('south', { type: 'bet', amount: 5 });
  match.submit('north', { type: 'roll' });
  return match;
}

describe('match', () => {
  it('replays a record into the same events, rolls and state, byte for byte', () => {
    const original = play(2024);
    const again = replay(secretDice, JSON.parse(JSON.stringify(original.record)));
    expect(JSON.stringify(again.fullLog())).toBe(JSON.stringify(original.fullLog()));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(original.state));
    expect(original.fullLog().filter((e) => e.kind === 'roll')).toHaveLength(3);
  });

  it('gives different rolls for a different seed', () => {
    const rolls = (seed: number) => play(seed).fullLog().filter((e) => e.kind === 'roll').map((e) => (e.kind === 'roll' ? e.roll.value : 0));
    const seeds = [1, 2, 3, 4, 5, 6].map((s) => rolls(s).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('refuses an illegal command without changing anything and without consuming dice', () => {
    const a = new Match(secretDice, {}, 9);
    const b = new Match(secretDice, {}, 9);
    const before = JSON.stringify(a.state);
    const result = a.submit('south', { type: 'roll' });
    expect(result).toEqual({ accepted: false, problems: [{ code: 'not-your-turn', message: "it is not south's turn" }] });
    expect(JSON.stringify(a.state)).toBe(before);
    a.submit('north', { type: 'roll' });
    b.submit('north', { type: 'roll' });
    expect(a.fullLog()).toEqual(b.fullLog());
    expect(a.record.commands).toHaveLength(1);
  });

  it('uses physical dice when given and replays them from the record', () => {
    const match = new Match(secretDice, {}, 1);
    match.submit('north', { type: 'roll' }, [4]);
    expect(match.state.secret.north).toBe(4);
    expect(replay(secretDice, match.record).state.secret.north).toBe(4);
  });

  it('shows a seat only its own secret rolls and events', () => {
    const match = play(77);
    const south = match.logFor('south');
    expect(south.some((e) => e.kind === 'roll' && e.seat === 'north')).toBe(false);
    expect(south.some((e) => e.kind === 'event' && e.event.type === 'rolled' && e.event.seat === 'north')).toBe(false);
    expect(south.some((e) => e.kind === 'event' && e.event.type === 'rolled' && e.event.seat === 'south')).toBe(true);
    expect(match.view('south').secret).toEqual({ south: match.state.secret.south });
  });

  it('throws when a replayed record holds a command the rules refuse', () => {
    const record = { ruleSet: 'secret-dice', options: {}, seed: 1, commands: [{ seat: 'south', command: { type: 'roll' } as Command }] };
    expect(() => replay(secretDice, record)).toThrow(/command 1 of seat south was refused/);
  });
});
