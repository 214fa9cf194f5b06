import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';

const CHILD = fileURLToPath(new URL('../../test/server/child-server.ts', import.meta.url));

/** The game master's writes, in the order the game master repeats them. */
const GM_WRITES = ['close', 'correction', 'evaluation', 'publication'] as const;
type GmWrite = (typeof GM_WRITES)[number];

export interface KillOptions {
  readonly kills: number;
  /** Before each kill: this many of the game master's writes acknowledged in the round, drawn from `[0]` to `[1]` (default 0 to 4). */
  readonly gmAcksBeforeKill?: readonly [number, number];
  /** Then a random wait before the kill, in ms: from `[0]` to `[1]` (default 0 to 1,000). */
  readonly killWindowMs?: readonly [number, number];
  /** Told after each kill. */
  readonly progress?: (summary: KillSummary) => void;
}

export interface KillSummary {
  kills: number;
  /** Turns answered 2xx, and of them not in the store; turns in the store that nobody sent. */
  turns: { acknowledged: number; lost: number; phantom: number };
  /** The game master's writes answered 2xx, by kind, and the kills that fell while one was under way. */
  gm: Record<GmWrite, { acknowledged: number; cutOff: number }>;
  /** Every acknowledged write missing and every half-applied state found, in words. */
  problems: string[];
}

interface Server {
  readonly base: string;
  kill(): Promise<void>;
}

function startServer(config: StoreConfig): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ base: out.slice(0, out.indexOf('\n')), kill: () => (child.kill('SIGKILL'), exited) });
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code}) before listening`)));
  });
}

async function request<T>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => undefined)) as T };
}

/**
 * Durability under kill -9 (issue 18): starts the server in a process of its own, lets four seats
 * hand in turns as fast as they can while the game master closes the month, corrects its world,
 * evaluates it and publishes its reports, over and over; kills the server with SIGKILL at a random
 * moment and reads the store: every write answered 2xx is there, and nothing is half-applied (an
 * evaluation without its reports or next month, a month opened without its evaluation, a turn or
 * correction nobody sent). Repeats `kills` times.
 */
export async function killRounds(config: StoreConfig, options: KillOptions): Promise<KillSummary> {
  const summary: KillSummary = {
    kills: 0,
    turns: { acknowledged: 0, lost: 0, phantom: 0 },
    gm: { close: { acknowledged: 0, cutOff: 0 }, correction: { acknowledged: 0, cutOff: 0 }, evaluation: { acknowledged: 0, cutOff: 0 }, publication: { acknowledged: 0, cutOff: 0 } },
    problems: [],
  };
  const setup = await startServer(config);
  const created = (await request<{ match: { id: string }; gmToken: string; seats: { seat: string; invite: string }[] }>(setup.base, 'POST', '/api/phoenix/matches', { title: 'Kill', generate: { seed: 1, realms: 4 } })).json;
  const tokens: Record<string, string> = {};
  for (const seat of created.seats) tokens[seat.seat] = (await request<{ token: string }>(setup.base, 'POST', '/api/join', { invite: seat.invite })).json.token;
  await setup.kill();
  const api = `/api/matches/${created.match.id}`;
  const gm = created.gmToken;
  const sentTurns = new Set<string>();
  /** Acknowledged turns by "period/realm". */
  const ackedTurns = new Map<string, Set<string>>();
  const sentNotes = new Set<string>();
  const ackedCorrections: { period: number; note: string }[] = [];
  const ackedEvaluations = new Set<number>();
  const ackedPublications = new Set<number>();
  const ackedCloses = new Set<number>();
  const [from, to] = options.killWindowMs ?? [0, 1_000];
  const [fewest, most] = options.gmAcksBeforeKill ?? [0, 4];

  const gmWrite = async (base: string, kind: GmWrite, month: { version: number; period: number }, note: string): Promise<string | undefined> => {
    if (kind === 'close') return (await request(base, 'POST', `${api}/periods/${month.period}/close`, undefined, gm)).status === 200 ? 'closed' : undefined;
    if (kind === 'evaluation') return (await request(base, 'POST', `${api}/evaluation`, { period: month.period, expectedVersion: month.version }, gm)).status === 200 ? 'evaluated' : undefined;
    if (kind === 'publication') {
      if (month.period === 1) return undefined;
      return (await request(base, 'POST', `${api}/periods/${month.period - 1}/publication`, undefined, gm)).status === 200 ? 'published' : undefined;
    }
    const world = (await request<unknown>(base, 'GET', `${api}/periods/${month.period}/state`, undefined, gm)).json;
    sentNotes.add(note);
    const answer = await request(base, 'POST', `${api}/corrections`, { period: month.period, expectedVersion: month.version, note, state: world }, gm);
    return answer.status === 200 ? note : undefined;
  };

  for (let round = 1; round <= options.kills; round++) {
    const server = await startServer(config);
    let stop = false;
    let gmAcks = 0;
    let underWay: GmWrite | undefined;
    const seats = Object.entries(tokens).map(async ([realm, token]) => {
      for (let i = 0; !stop; i++) {
        const text = `REICH ${realm}\n; round ${round}, turn ${i}`;
        sentTurns.add(text);
        try {
          const answer = await request<{ period: number }>(server.base, 'PUT', `${api}/turn`, { text }, token);
          if (answer.status !== 200) continue;
          const key = `${answer.json.period}/${realm}`;
          if (!ackedTurns.has(key)) ackedTurns.set(key, new Set());
          ackedTurns.get(key)?.add(text);
        } catch {
          return; // the server is gone
        }
      }
    });
    const master = (async () => {
      for (let i = 0; !stop; i++) {
        const kind = GM_WRITES[i % GM_WRITES.length] as GmWrite;
        try {
          const month = (await request<{ version: number; period: number }>(server.base, 'GET', `${api}/period`, undefined, gm)).json;
          underWay = kind;
          const ok = await gmWrite(server.base, kind, month, `round ${round}, write ${i}`);
          underWay = undefined;
          if (ok === undefined) continue;
          gmAcks += 1;
          summary.gm[kind].acknowledged += 1;
          if (kind === 'close') ackedCloses.add(month.period);
          if (kind === 'evaluation') ackedEvaluations.add(month.period);
          if (kind === 'publication' && month.period > 1) ackedPublications.add(month.period - 1);
          if (kind === 'correction') ackedCorrections.push({ period: month.period, note: ok });
        } catch {
          return;
        }
      }
    })();
    const acks = fewest + Math.floor(Math.random() * (most - fewest + 1));
    // Waits at most a minute: a server that stopped answering the game master is killed all the same.
    const waitUntil = performance.now() + 60_000;
    while (gmAcks < acks && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, from + Math.random() * (to - from)));
    if (underWay !== undefined) summary.gm[underWay].cutOff += 1;
    await server.kill();
    stop = true;
    await Promise.all([...seats, master]);
    summary.kills = round;

    const store = await openStore(config);
    try {
      summary.problems.push(
        ...(await verify(store, created.match.id, Object.keys(tokens), { sentTurns, ackedTurns, sentNotes, ackedCorrections, ackedEvaluations, ackedPublications, ackedCloses }, summary)).map(
          (problem) => `after kill ${round}: ${problem}`,
        ),
      );
    } finally {
      await store.close();
    }
    summary.turns.acknowledged = [...ackedTurns.values()].reduce((sum, set) => sum + set.size, 0);
    options.progress?.(summary);
  }
  return summary;
}

interface Written {
  readonly sentTurns: ReadonlySet<string>;
  readonly ackedTurns: ReadonlyMap<string, ReadonlySet<string>>;
  readonly sentNotes: ReadonlySet<string>;
  readonly ackedCorrections: readonly { period: number; note: string }[];
  readonly ackedEvaluations: ReadonlySet<number>;
  readonly ackedPublications: ReadonlySet<number>;
  readonly ackedCloses: ReadonlySet<number>;
}

/** What the store holds after a kill, against what was acknowledged; counts lost and phantom turns into the summary. */
async function verify(store: Store, matchId: string, realms: readonly string[], written: Written, summary: KillSummary): Promise<string[]> {
  const problems: string[] = [];
  const match = await store.getMatch(matchId);
  const current = match?.currentPeriod ?? 0;
  let lost = 0;
  let phantom = 0;
  for (let period = 1; period <= current; period++) {
    if ((await store.period(matchId, period)) === undefined) problems.push(`month ${period} is current or past but has no period`);
    const evaluation = await store.evaluation(matchId, period);
    // A month is past exactly when it was evaluated: the evaluation, every realm's report and the next month come together.
    if (period < current) {
      if (evaluation === undefined) problems.push(`month ${period + 1} is open but month ${period} has no evaluation`);
      for (const realm of realms) if ((await store.report(matchId, period, realm)) === undefined) problems.push(`month ${period} is evaluated but ${realm} has no report`);
    } else if (evaluation !== undefined) problems.push(`month ${period} has an evaluation but no month ${period + 1} was opened`);
    if (written.ackedPublications.has(period) && evaluation?.publishedAt == null) problems.push(`the acknowledged publication of month ${period} is not there`);
    if (written.ackedCloses.has(period) && (await store.period(matchId, period))?.deadline == null) problems.push(`the acknowledged close of month ${period} is not there`);
    const notes = new Set((await store.corrections(matchId, period)).map((c) => c.note));
    for (const note of notes) if (!written.sentNotes.has(note)) problems.push(`a correction "${note}" of month ${period} that nobody sent`);
    for (const c of written.ackedCorrections) if (c.period === period && !notes.has(c.note)) problems.push(`the acknowledged correction "${c.note}" of month ${period} is not there`);
    for (const realm of realms) {
      const kept = await store.submissionHistory(matchId, period, realm);
      const texts = new Set(kept.map((s) => s.content as string));
      for (const text of written.ackedTurns.get(`${period}/${realm}`) ?? []) if (!texts.has(text)) lost += 1;
      for (const text of texts) if (!written.sentTurns.has(text)) phantom += 1;
      const read = evaluation?.submissionVersions[realm];
      if (read !== undefined && !kept.some((s) => s.version === read)) problems.push(`the evaluation of month ${period} read version ${read} of ${realm}'s turn, which is not there`);
    }
  }
  for (const period of written.ackedEvaluations) if (period >= current) problems.push(`the acknowledged evaluation of month ${period} is not there (the match is at month ${current})`);
  summary.turns.lost = lost;
  summary.turns.phantom = phantom;
  if (lost > 0) problems.push(`${lost} acknowledged turns are not there`);
  if (phantom > 0) problems.push(`${phantom} turns are there that nobody sent`);
  return problems;
}
