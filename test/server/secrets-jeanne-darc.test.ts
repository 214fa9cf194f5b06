import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { askedSeats } from '../../src/games/jeanne-darc-1429/dispatch.js';
import { seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import type { JdaState } from '../../src/games/jeanne-darc-1429/state.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { call, joinAll, ok, openStream, sqliteServer, type CreatedMatch, type EventStream, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await sqliteServer();
  base = await server.app.fastify.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

const settle = (stream: EventStream, version: number) =>
  stream.until((event) => (event.data as { version?: number }).version !== undefined && (event.data as { version: number }).version >= version);

interface LoggedEvent {
  t: string;
  power?: string;
  cards?: string[];
  events?: string[];
  deck?: string[];
  battle?: { attacker: string; cards: string[] } | null;
}
interface LogEntry {
  seq: number;
  kind: 'roll' | 'event';
  event?: LoggedEvent;
  roll?: { purpose: string; by?: string };
}
interface SeenView {
  you: string | null;
  turnOrder: string[];
  players: { power: string; hand: string[]; handSize: number }[];
  eventsDrawn: string[];
  yourChoice: string | null;
  battle: { attacker: string; cards: string[] } | null;
  duel: { yours: unknown } | null;
}

const hidden = (list: readonly string[] | undefined) => (list ?? []).every((x) => x === '?');

/** What a seat must never be told by one log entry: another power's drawn cards, secret choice, event draw, attack cards, the deck. */
function checkEntry(entry: LogEntry, seat: string): void {
  if (entry.kind === 'roll') {
    if (entry.roll?.purpose.startsWith('event marker') === true) expect(entry.roll.by, 'an event draw roll of another seat').toBe(seat);
    return;
  }
  const e = entry.event as LoggedEvent;
  const other = e.power !== undefined && e.power !== seat;
  if (e.t === 'draw' && other) expect(hidden(e.cards), `${seat} saw ${String(e.power)}'s drawn cards`).toBe(true);
  if ((e.t === 'choice' || e.t === 'duel-choice') && other) throw new Error(`${seat} received ${String(e.power)}'s secret ${e.t}`);
  if (e.t === 'events-drawn' && other) expect(hidden(e.events), `${seat} saw the events ${String(e.power)} drew`).toBe(true);
  if (e.t === 'events-ordered') throw new Error(`${seat} received an event order`);
  if (e.t === 'reshuffle') expect(hidden(e.deck), `${seat} saw the deck's order`).toBe(true);
  if (e.t === 'battle' && e.battle !== null && e.battle !== undefined && e.battle.attacker !== seat) expect(hidden(e.battle.cards), `${seat} saw an attacker's cards before the fight`).toBe(true);
}

function checkView(view: SeenView, seat: string): void {
  for (const player of view.players) if (player.power !== seat) expect(player.hand, `${seat} saw ${player.power}'s hand`).toEqual([]);
  if (view.you !== view.turnOrder[0]) expect(hidden(view.eventsDrawn), `${seat} saw the events drawn`).toBe(true);
  if (view.battle !== null && view.battle.attacker !== seat) expect(hidden(view.battle.cards)).toBe(true);
  expect(JSON.stringify(view)).not.toMatch(/"deck":/);
}

describe("nothing a seat receives holds another seat's secrets: Jeanne d'Arc 1429", () => {
  it('views, logs, refusals and live streams hold no other hand, no secret War/Peace or duel choice, no undrawn or unrevealed event', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 10, max: 140 }), async (seed, players, moves) => {
        const created = await ok<CreatedMatch>(server.app, '/api/matches', { body: { game: 'jeanne-darc-1429', title: 'Secrets', seed, options: { players } } });
        const tokens = await joinAll(server.app, created);
        const id = created.match.id;
        const seats = created.seats.map((s) => s.seat);
        const streams = new Map<string, EventStream>();
        const answers = new Map<string, string[]>(seats.map((s) => [s, []]));
        for (const seat of seats) streams.set(seat, await openStream(`${base}/api/matches/${id}/events`, tokens[seat]));
        const dice = new SeededDice(seed);
        let version = created.match.version;
        for (let i = 0; i < moves; i++) {
          const match = await server.store.getMatch(id);
          const state = (await server.app.context.interactive.current(match!)).state as JdaState;
          const seat = seatToMove(state);
          if (seat === undefined) break;
          const command = makeBot('random').choose(state, seat, (min, max) => dice.int(min, max));
          const answer = await call(server.app, `/api/matches/${id}/commands`, { token: tokens[seat], body: { command } });
          answers.get(seat)!.push(answer.body);
          version = (JSON.parse(answer.body) as { version: number }).version;
          // Another seat sends the same command: its refusal must not tell it what the mover holds.
          const idle = seats.find((s) => !askedSeats(state.pending!).includes(s as never));
          if (idle === undefined) continue;
          const refused = await call(server.app, `/api/matches/${id}/commands`, { token: tokens[idle], body: { command } });
          // The same command may be the idle seat's answer too (both choose War or Peace): then it counts.
          if (refused.statusCode === 200) version = (JSON.parse(refused.body) as { version: number }).version;
          answers.get(idle)!.push(refused.body);
          const hand = state.players.find((p) => p.power === seat)!.hand;
          for (const card of hand) if (!state.discard.includes(card)) expect(refused.body.includes(`"${card}"`), `${idle}'s refusal names ${seat}'s card`).toBe(false);
        }
        const match = await server.store.getMatch(id);
        const live = await server.app.context.interactive.current(match!);
        for (const seat of seats) {
          const stream = streams.get(seat)!;
          await settle(stream, version);
          answers.get(seat)!.push((await call(server.app, `/api/matches/${id}/view`, { token: tokens[seat] })).body);
          answers.get(seat)!.push((await call(server.app, `/api/matches/${id}/log`, { token: tokens[seat] })).body);
          stream.close();
          // No other seat's token or invite, anywhere.
          const all = [...answers.get(seat)!, ...stream.heard.map((event) => event.raw)].join('\n');
          for (const other of created.seats) if (other.seat !== seat) expect(all.includes(tokens[other.seat] as string) || all.includes(other.invite)).toBe(false);
          // Every log entry is the rule set's own filtering for this seat, and none says what it may not know.
          const allowed = new Map(live.logFor(seat).map((entry) => [entry.seq, JSON.stringify(entry)]));
          for (const event of stream.heard) {
            if (event.event === 'log') {
              for (const entry of (event.data as { entries: LogEntry[] }).entries) {
                expect(JSON.stringify(entry)).toBe(allowed.get(entry.seq));
                checkEntry(entry, seat);
              }
            }
            if (event.event === 'view') checkView((event.data as { view: SeenView }).view, seat);
          }
          for (const entry of live.logFor(seat) as unknown as LogEntry[]) checkEntry(entry, seat);
        }
      }),
      { numRuns: 5 },
    );
  });
});
