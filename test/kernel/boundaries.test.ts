import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The design's boundaries on the import graph (decision D-25; eslint.config.js says the same): a
 * game never imports another; the kernel imports only itself, zod and pure-rand; server, store,
 * CLI and runtime reach a game only through its entry or the catalogue; a game's own server folder
 * reaches only its own game's entry. In the browser client a game's screens (web/src/<id>/) reach
 * only that game, through its browser entry (src/games/<id>/client.ts); the registries
 * (web/src/games.tsx, game-words.ts) reach games only so; the generic screens reach none.
 */
const ROOT = join(import.meta.dirname, '../..');
const KERNEL_PACKAGES = /^(zod|pure-rand)(\/|$)/;
const GAMES = readdirSync(join(ROOT, 'src/games'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

interface Edge {
  readonly from: string;
  /** A repository path for a relative import, else the package name. */
  readonly to: string;
}

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function edgesOf(file: string, text: string): Edge[] {
  const edges: Edge[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? '';
    edges.push({ from: file, to: spec.startsWith('.') ? normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts') : spec });
  }
  return edges;
}

const gameOf = (path: string) => /^src\/games\/([^/]+)\//.exec(path)?.[1];
const serverGameOf = (path: string) => /^src\/server\/games\/([^/]+)\//.exec(path)?.[1];
const isEntry = (path: string) => /^src\/games\/[^/]+\/index\.ts$/.test(path) || path === 'src/games/index.ts';
const webGameOf = (path: string) => {
  const folder = /^web\/src\/([^/]+)\//.exec(path)?.[1];
  return folder !== undefined && GAMES.includes(folder) ? folder : undefined;
};
const WEB_REGISTRIES = ['web/src/games.tsx', 'web/src/game-words.ts'];

function webViolation(from: string, to: string): string | undefined {
  const game = webGameOf(from);
  const toGame = gameOf(to);
  const toScreens = webGameOf(to);
  if (game !== undefined) {
    if (toGame !== undefined && to !== `src/games/${game}/client.ts`) return `${game}'s screens reach ${game} only through its browser entry`;
    if (toScreens !== undefined && toScreens !== game) return "a game's screens never import another game's";
    return undefined;
  }
  if (WEB_REGISTRIES.includes(from)) return toGame !== undefined && !/^src\/games\/[^/]+\/client\.ts$/.test(to) ? 'the web registry reaches a game only through its browser entry' : undefined;
  if (toGame !== undefined || toScreens !== undefined) return "the web's generic screens name no game";
  return undefined;
}

/** Every import that crosses a boundary, with why. */
export function violations(edges: readonly Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const relativeImport = /^(src|test|bench|web)\//.test(to);
    const say = (why: string) => found.push(`${from} → ${to}: ${why}`);
    if (from.startsWith('web/')) {
      const why = webViolation(from, to);
      if (why !== undefined) say(why);
      continue;
    }
    if (from === 'src/games/index.ts') {
      if (gameOf(to) !== undefined && !isEntry(to)) say('the catalogue reaches each game through its entry');
      continue;
    }
    if (from.startsWith('src/kernel/')) {
      if (relativeImport ? !to.startsWith('src/kernel/') : !KERNEL_PACKAGES.test(to)) say('the kernel imports only itself, zod and pure-rand');
      continue;
    }
    const game = gameOf(from);
    if (game !== undefined) {
      const other = gameOf(to);
      if (other !== undefined && other !== game) say('a game never imports another');
      if (/^src\/(server|store|cli)\//.test(to) || to === 'src/games/index.ts') say('a game knows neither the server, the store, the CLI nor the catalogue');
      continue;
    }
    if (!/^src\/(server|store|cli|runtime)\/|^src\/index\.ts$/.test(from) || !to.startsWith('src/games/')) continue;
    const own = serverGameOf(from);
    if (own !== undefined) {
      if (to !== `src/games/${own}/index.ts`) say(`the ${own} server folder reaches only ${own}'s entry`);
    } else if (!isEntry(to)) say("reach a game through its entry or the catalogue, not its inside");
  }
  return found;
}

describe('boundaries', () => {
  it('the import graph of src and web/src keeps them', () => {
    const edges = [...sources('src'), ...sources('web/src')].flatMap((file) => edgesOf(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(edges.length).toBeGreaterThan(1_000);
    expect(edges.filter((edge) => edge.from.startsWith('web/') && /^src\/games\/[^/]+\/client\.ts$/.test(edge.to)).length).toBeGreaterThan(20);
    expect(violations(edges)).toEqual([]);
  });

  it('finds each kind of crossing', () => {
    const crossings: Edge[] = [
      { from: 'src/kernel/match.ts', to: 'src/games/phoenix/rules.ts' },
      { from: 'src/kernel/registry.ts', to: 'commander' },
      { from: 'src/games/domaine/rules.ts', to: 'src/games/fall-of-rome/state.ts' },
      { from: 'src/games/phoenix/rules.ts', to: 'src/server/app.ts' },
      { from: 'src/server/play/routes.ts', to: 'src/games/phoenix/rules.ts' },
      { from: 'src/server/games/phoenix/create.ts', to: 'src/games/phoenix/world/load.ts' },
      { from: 'src/server/games/phoenix/create.ts', to: 'src/games/domaine/index.ts' },
      { from: 'src/cli/main.ts', to: 'src/games/phoenix/cli/commands.ts' },
      { from: 'src/games/index.ts', to: 'src/games/domaine/game.ts' },
      { from: 'web/src/phoenix/HexPanel.tsx', to: 'src/games/phoenix/data/units.ts' },
      { from: 'web/src/phoenix/HexPanel.tsx', to: 'src/games/domaine/client.ts' },
      { from: 'web/src/jeanne-darc-1429/JdaTable.tsx', to: 'web/src/fall-of-rome/LogList' },
      { from: 'web/src/games.tsx', to: 'src/games/ccc-land-combat/data/demo-combat.json' },
      { from: 'web/src/screens/MatchScreen.tsx', to: 'src/games/phoenix/client.ts' },
      { from: 'web/src/screens/MatchScreen.tsx', to: 'web/src/phoenix/PhoenixRealm' },
    ];
    expect(violations(crossings)).toHaveLength(crossings.length);
    expect(violations([
      { from: 'src/kernel/match.ts', to: 'src/kernel/dice.ts' },
      { from: 'src/kernel/validation.ts', to: 'zod' },
      { from: 'src/server/app.ts', to: 'src/games/index.ts' },
      { from: 'src/server/games/phoenix/create.ts', to: 'src/games/phoenix/index.ts' },
      { from: 'src/games/phoenix/turn/month/month.ts', to: 'src/kernel/dice.ts' },
      { from: 'src/games/index.ts', to: 'src/games/domaine/index.ts' },
      { from: 'web/src/phoenix/HexPanel.tsx', to: 'src/games/phoenix/client.ts' },
      { from: 'web/src/phoenix/HexPanel.tsx', to: 'web/src/ui/Busy' },
      { from: 'web/src/games.tsx', to: 'src/games/ccc-land-combat/client.ts' },
      { from: 'web/src/games.tsx', to: 'web/src/phoenix/PhoenixRealm' },
      { from: 'web/src/screens/MatchScreen.tsx', to: 'src/kernel/problems.ts' },
    ])).toEqual([]);
  });
});
