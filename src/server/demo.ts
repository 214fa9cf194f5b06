import type { App } from './app.js';

export interface DemoLinks {
  readonly title: string;
  readonly matchId: string;
  readonly gmLink: string;
  readonly seats: readonly { readonly seat: string; readonly link: string }[];
}

async function post(app: App, url: string, payload: unknown, token?: string): Promise<unknown> {
  const response = await app.fastify.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`creating the demo failed at ${url}: ${response.body}`);
  return response.json();
}

interface Created {
  match: { id: string; title: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; link: string }[];
}

/**
 * On a first start (no match in the store): a Phoenix match on a generated world and a Fall of
 * Rome match whose other seats bots play. Made through the API itself, as a game master would.
 */
export async function createDemo(app: App): Promise<DemoLinks[] | undefined> {
  if ((await app.context.store.listMatches()).length > 0) return undefined;
  const createToken = app.context.config.createToken;
  const phoenix = (await post(app, '/api/phoenix/matches', { title: 'Demo: Erkenfara', generate: { seed: 2026, realms: 4, armies: true } }, createToken)) as Created;
  const rome = (await post(app, '/api/matches', { game: 'fall-of-rome', title: 'Demo: Fall of Rome', options: { players: 3, difficulty: 'introductory' } }, createToken)) as Created;
  const botSeats = rome.seats.slice(1);
  for (const { seat } of botSeats) await post(app, `/api/matches/${rome.match.id}/seats/${seat}/bot`, { bot: 'heuristic' }, rome.gmToken);
  const links = (created: Created, seats: Created['seats']): DemoLinks => ({
    title: created.match.title,
    matchId: created.match.id,
    gmLink: created.gmLink,
    seats: seats.map(({ seat, link }) => ({ seat, link })),
  });
  return [links(phoenix, phoenix.seats), links(rome, rome.seats.slice(0, 1))];
}

export function formatDemoLinks(demos: readonly DemoLinks[]): string {
  const lines = ['Demo matches (these links are shown only now: the server keeps no copy of their secrets):'];
  for (const demo of demos) {
    lines.push('', `  ${demo.title}`, `    game master: ${demo.gmLink}`);
    for (const seat of demo.seats) lines.push(`    ${seat.seat.padEnd(11)}  ${seat.link}`);
  }
  return `${lines.join('\n')}\n`;
}
