import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { generateWorld } from '../../src/games/phoenix/map/generate/world.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { call, joinAll, ok, openStream, sqliteServer, type Call, type CreatedMatch, type EventStream, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await sqliteServer();
  base = await server.app.fastify.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

/** Everything one seat was sent: bodies of answers (refusals too) and its stream. */
class Received {
  readonly texts: string[] = [];
  constructor(readonly stream: EventStream) {}

  async call(url: string, options: Call): Promise<string> {
    const response = await call(server.app, url, options);
    this.texts.push(response.body);
    return response.body;
  }

  all(): string {
    return [...this.texts, ...this.stream.heard.map((event) => event.raw)].join('\n');
  }
}

/** The secrets of a match: every token and invite, by the seat they belong to ('@gm' for the game master). */
function secretsBySeat(created: CreatedMatch, tokens: Record<string, string>): Map<string, string[]> {
  const secrets = new Map<string, string[]>([['@gm', [created.gmToken]]]);
  for (const seat of created.seats) secrets.set(seat.seat, [seat.invite, tokens[seat.seat] as string]);
  return secrets;
}

function expectNoneOf(text: string, secrets: Map<string, string[]>, seat: string): void {
  for (const [owner, list] of secrets) {
    if (owner === seat) continue;
    for (const secret of list) expect(text.includes(secret), `${seat} received a secret of ${owner}`).toBe(false);
  }
}

const settle = (stream: EventStream, version: number) =>
  stream.until((event) => (event.data as { version?: number }).version !== undefined && (event.data as { version: number }).version >= version);

describe('nothing a seat receives holds another seat\'s secrets', () => {
  it('Fall of Rome with hidden hands: views, logs, refusals and streams', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 25 }), async (seed, players, moves) => {
        const created = await ok<CreatedMatch>(server.app, '/api/matches', { body: { game: 'fall-of-rome', title: 'Secrets', seed, options: { players, rules: { openHands: false } } } });
        const tokens = await joinAll(server.app, created);
        const id = created.match.id;
        const seats = created.seats.map((s) => s.seat);
        const received = new Map<string, Received>();
        for (const seat of seats) received.set(seat, new Received(await openStream(`${base}/api/matches/${id}/events`, tokens[seat])));
        const dice = new SeededDice(seed);
        let version = created.match.version;
        for (let i = 0; i < moves; i++) {
          const match = await server.store.getMatch(id);
          const state = (await server.app.context.interactive.current(match!)).state as FrState;
          const seat = seatToMove(state);
          if (seat === undefined) break;
          const command = makeBot('random').choose(state, (min, max) => dice.int(min, max));
          const body = await received.get(seat)!.call(`/api/matches/${id}/commands`, { token: tokens[seat], body: { command } });
          version = (JSON.parse(body) as { version: number }).version;
          // A seat not to move tries the same: its refusal must not tell it more than its view.
          const idle = seats.find((s) => s !== seat);
          if (idle !== undefined) await received.get(idle)!.call(`/api/matches/${id}/commands`, { token: tokens[idle], body: { command } });
        }
        const match = await server.store.getMatch(id);
        const live = await server.app.context.interactive.current(match!);
        for (const seat of seats) {
          const mine = received.get(seat)!;
          await settle(mine.stream, version);
          await mine.call(`/api/matches/${id}/view`, { token: tokens[seat] });
          await mine.call(`/api/matches/${id}/log`, { token: tokens[seat] });
          mine.stream.close();
          expectNoneOf(mine.all(), secretsBySeat(created, tokens), seat);
          // Every log entry and view it got is the rule set's own filtering for this seat.
          const allowed = new Map(live.logFor(seat).map((entry) => [entry.seq, JSON.stringify(entry)]));
          for (const event of mine.stream.heard) {
            if (event.event === 'log') for (const entry of (event.data as { entries: { seq: number }[] }).entries) expect(JSON.stringify(entry)).toBe(allowed.get(entry.seq));
            if (event.event === 'view') {
              const view = (event.data as { view: { players: { seat: string; hand: string[] }[] } }).view;
              for (const player of view.players) if (player.seat !== seat) expect(player.hand).toEqual([]);
            }
          }
        }
      }),
      { numRuns: 6 },
    );
  });

  it("Phoenix: treasuries, strengths and turn texts of other realms never reach a realm", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 2, max: 3 }), async (seed, realmCount) => {
        const world: World = generateWorld({ seed, realms: realmCount, armies: true });
        // Numbers no map or report shows by chance: each realm's treasury and first army's strength.
        const canaries = new Map<string, string[]>();
        world.realms.forEach((realm, i) => {
          realm.treasury = 8_642_197 + 1_000 * i;
          const army = world.armies.find((a) => a.realm === realm.id && a.K !== undefined);
          if (army !== undefined) army.K = 43_219 + 2 * i;
          canaries.set(realm.id, [String(realm.treasury), ...(army === undefined ? [] : [String(army.K)]), `plan-of-${realm.id}-${seed}`]);
        });
        const created = await ok<CreatedMatch>(server.app, '/api/phoenix/matches', { body: { title: 'Secrets', world, seed } });
        const tokens = await joinAll(server.app, created);
        const id = created.match.id;
        const api = `/api/matches/${id}`;
        const realms = created.seats.map((s) => s.seat);
        const received = new Map<string, Received>();
        for (const realm of realms) received.set(realm, new Received(await openStream(`${base}/api/matches/${id}/events`, tokens[realm])));
        for (const realm of realms) {
          const mine = received.get(realm)!;
          const text = `REICH ${realm}\n; plan-of-${realm}-${seed}\nEROBERE 9999`;
          await mine.call(`${api}/check`, { token: tokens[realm], body: { text } });
          await mine.call(`${api}/turn`, { method: 'PUT', token: tokens[realm], body: { text } });
        }
        const month = await ok<{ version: number }>(server.app, `${api}/period`, { token: created.gmToken });
        await ok(server.app, `${api}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: month.version } });
        const published = await ok<{ version: number }>(server.app, `${api}/periods/1/publication`, { token: created.gmToken, method: 'POST' });
        const other = (realm: string) => realms.find((r) => r !== realm) as string;
        for (const realm of realms) {
          const mine = received.get(realm)!;
          const token = tokens[realm];
          for (const url of [`${api}/period`, `${api}/turn`, `${api}/periods/1/report`, `${api}/periods/1/report?format=markdown`, `${api}/periods/1/map.json`, `${api}/periods/1/map.svg`, `${api}/periods/2/map.json`]) {
            await mine.call(url, { token });
          }
          // Click-to-move: the reach of each own army is worked out on the whole world, yet tells nothing of others.
          for (const army of world.armies.filter((a) => a.realm === realm)) await mine.call(`${api.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=${army.number}&lang=en`, { token });
          for (const army of world.armies.filter((a) => a.realm === other(realm)).slice(0, 2)) await mine.call(`${api.replace('/api/matches/', '/api/phoenix/matches/')}/reach?army=${army.number}&realm=${other(realm)}`, { token });
          // Refusals: another realm's report and views, the game master's endpoints.
          for (const url of [`${api}/periods/1/report?seat=${other(realm)}`, `${api}/periods/1/map.json?seat=${other(realm)}`, `${api}/turns/${other(realm)}`, `${api}/periods/1/state`, `${api}/periods/1/evaluation`]) {
            await mine.call(url, { token });
          }
          await settle(mine.stream, published.version);
          mine.stream.close();
          const text = mine.all();
          const secrets = secretsBySeat(created, tokens);
          for (const [owner, list] of canaries) secrets.set(owner, [...(secrets.get(owner) ?? []), ...list]);
          expectNoneOf(text, secrets, realm);
          // The realm does get its own: the test would fail if the canaries were never served at all.
          expect(text).toContain(`plan-of-${realm}-${seed}`);
        }
      }),
      { numRuns: 4 },
    );
  });
});
