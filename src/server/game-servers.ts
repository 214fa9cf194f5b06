import { readdirSync } from 'node:fs';
import { findGame } from '../kernel/registry.js';
import type { ServerContext } from './context.js';
import type { AnyRoute } from './http/route.js';

/**
 * What a game adds to the server beyond the generic routes (decision D-25): its own endpoints.
 * Each lives in `src/server/games/<id>/index.ts`,
 * exporting `gameServer`; the server finds them by their folders, so no shared file names a game.
 */
export interface GameServer {
  readonly game: string;
  routes(context: ServerContext): AnyRoute[];
}

async function discover(): Promise<ReadonlyMap<string, GameServer>> {
  // Sources under tsx and vitest, JavaScript when built.
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const folders = readdirSync(new URL('./games/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const servers = new Map<string, GameServer>();
  for (const folder of folders) {
    const { gameServer } = (await import(new URL(`./games/${folder}/index.${ext}`, import.meta.url).href)) as { gameServer: GameServer };
    if (gameServer.game !== folder || findGame(folder) === undefined) throw new Error(`src/server/games/${folder} serves "${gameServer.game}", which is not a registered game of that name`);
    servers.set(folder, gameServer);
  }
  return servers;
}

/** Every game's own server part, by game id. */
export const GAME_SERVERS: ReadonlyMap<string, GameServer> = await discover();
