import { Command } from 'commander';
import { GM_SEAT } from '../server/auth/caller.js';
import { serverConfigFromEnv, type ServerConfig } from '../server/config.js';
import { gmLink, inviteLink } from '../server/matches/links.js';
import { NotFoundError, openStore, type Store } from '../store/index.js';
import type { GameIo as CliIo } from '../kernel/registry.js';

/** Where people open the server: ARBITER_PUBLIC_URL, else where `arbiter serve` listens by the same environment. */
function publicUrl(config: ServerConfig): string {
  if (config.publicUrl !== undefined) return config.publicUrl;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Runs `work` on the server's store (as `arbiter serve` opens it from the environment) and sets the exit code. */
function withStore(io: CliIo, work: (store: Store, config: ServerConfig) => Promise<void>): void {
  let config: ServerConfig;
  try {
    config = serverConfigFromEnv(process.env);
  } catch (error) {
    io.err(`arbiter admin: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  void (async () => {
    const store = await openStore(config.store);
    try {
      await work(store, config);
    } finally {
      await store.close();
    }
  })().catch((error: unknown) => {
    io.err(`arbiter admin: ${(error as Error).message}\n`);
    process.exitCode = error instanceof UsageError || error instanceof NotFoundError ? 2 : 1;
  });
}

class UsageError extends Error {}

async function listMatches(store: Store, io: CliIo): Promise<void> {
  const matches = await store.listMatches();
  if (matches.length === 0) {
    io.out('no matches in the store\n');
    return;
  }
  for (const match of matches) {
    const seats = (await store.seats(match.id)).filter((s) => s.seat !== GM_SEAT);
    const described = seats.map((s) => `${s.seat}:${s.bot !== null ? `bot ${s.bot}` : s.joined ? 'joined' : 'invited'}`).join(' ');
    io.out(`${match.id}  ${match.game}  ${match.status}  "${match.title}"\n    seats: ${described}\n`);
  }
}

interface LinkOptions {
  readonly seat?: string[];
  readonly gm?: boolean;
}

/** New links for the game master and/or seats; each replaces the old one, which stops working. */
async function newLinks(store: Store, config: ServerConfig, io: CliIo, matchId: string, options: LinkOptions): Promise<void> {
  const match = await store.getMatch(matchId);
  if (match === undefined) throw new UsageError(`there is no match "${matchId}" (arbiter admin matches lists them)`);
  const seats = (await store.seats(matchId)).filter((s) => s.seat !== GM_SEAT);
  const wanted = options.seat ?? (options.gm === true ? [] : seats.filter((s) => s.bot === null).map((s) => s.seat));
  for (const name of wanted) {
    const seat = seats.find((s) => s.seat === name);
    if (seat === undefined) throw new UsageError(`match "${matchId}" has no seat "${name}"; seats: ${seats.map((s) => s.seat).join(', ')}`);
    if (seat.bot !== null) throw new UsageError(`seat "${name}" is played by the bot "${seat.bot}": it has no link`);
  }
  const url = publicUrl(config);
  io.out(`${match.title} (${match.game}) — new links; the old ones no longer work:\n`);
  if (options.gm === true || options.seat === undefined) {
    const token = await store.reissueGmToken(matchId, GM_SEAT);
    io.out(`  game master: ${gmLink(url, matchId, token)}\n`);
  }
  for (const name of wanted) io.out(`  ${name.padEnd(11)}  ${inviteLink(url, await store.reissueInvite(matchId, name))}\n`);
}

/** `arbiter admin`: on the server's machine, list matches and recover lost links (docs/server.md). */
export function adminCommand(io: CliIo): Command {
  const admin = new Command('admin').description("the server's store, from its own machine: list matches, issue new game-master and seat links");
  admin
    .command('matches')
    .description('list the matches in the store (the environment names it, as for arbiter serve)')
    .action(() => withStore(io, (store) => listMatches(store, io)));
  admin
    .command('links')
    .description("new links for a match's game master and seats (bots' seats have none); each old link stops working")
    .argument('<match>', 'the match id (arbiter admin matches)')
    .option('--seat <seat...>', 'only these seats')
    .option('--gm', "the game master's link (alone, unless --seat names seats too)")
    .action((matchId: string, options: LinkOptions) => withStore(io, (store, config) => newLinks(store, config, io, matchId, options)));
  return admin;
}
