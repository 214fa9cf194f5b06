import { catalogue, type GameDemo, type GameEntry } from '../kernel/registry.js';
import type { App } from './app.js';

export interface DemoLinks {
  readonly title: string;
  readonly game: string;
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

function links(game: string, created: Created, seats: Created['seats']): DemoLinks {
  return { title: created.match.title, game, matchId: created.match.id, gmLink: created.gmLink, seats: seats.map(({ seat, link }) => ({ seat, link })) };
}

/** A registered game's demo through the generic routes; its bot plays every seat but the first. */
async function gameDemo(app: App, game: GameEntry, demo: GameDemo): Promise<DemoLinks> {
  const created = (await post(app, '/api/matches', { game: game.id, title: demo.title, options: demo.options }, app.context.config.createToken)) as Created;
  if (demo.bot === undefined) return links(game.id, created, created.seats);
  for (const { seat } of created.seats.slice(1)) await post(app, `/api/matches/${created.match.id}/seats/${seat}/bot`, { bot: demo.bot }, created.gmToken);
  return links(game.id, created, created.seats.slice(0, 1));
}

/**
 * On a first start (no match in the store): the demo of every game that offers one, in the
 * catalogue's order. Made through the API itself, as a game master would.
 */
export async function createDemo(app: App): Promise<DemoLinks[] | undefined> {
  if ((await app.context.store.listMatches()).length > 0) return undefined;
  const demos: DemoLinks[] = [];
  for (const game of catalogue()) if (game.demo !== undefined) demos.push(await gameDemo(app, game, game.demo));
  app.context.demo.links = demos;
  return demos;
}

/** How a lost link is replaced, printed at every start. */
export const RECOVER_LINKS = 'Lost a link? On this machine, with the same environment: npx arbiter admin matches, then npx arbiter admin links MATCH-ID (new links; the old ones stop working).';

export function formatDemoLinks(demos: readonly DemoLinks[]): string {
  const lines = ['Demo matches (these links are shown only now: the server keeps no copy of their secrets):'];
  for (const demo of demos) {
    lines.push('', `  ${demo.title}  (match ${demo.matchId})`, `    game master: ${demo.gmLink}`);
    for (const seat of demo.seats) lines.push(`    ${seat.seat.padEnd(11)}  ${seat.link}`);
  }
  lines.push('', RECOVER_LINKS);
  return `${lines.join('\n')}\n`;
}
