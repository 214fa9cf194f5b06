import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The design's boundaries on the import graph (decision D-25; eslint.config.js says the same): a
 * game never imports another; the kernel imports only itself, zod and pure-rand; server, store,
 * CLI and runtime reach a game only through its entry or the catalogue; a game's own server folder
 * reaches only its own game's entry.
 */
const ROOT = join(import.meta.dirname, '../..');
const KERNEL_PACKAGES = /^(zod|pure-rand)(\/|$)/;

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

/** Every import that crosses a boundary, with why. */
export function violations(edges: readonly Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const relativeImport = to.startsWith('src/') || to.startsWith('test/') || to.startsWith('bench/');
    const say = (why: string) => found.push(`${from} → ${to}: ${why}`);
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
  it('the import graph of src keeps them', () => {
    const edges = sources('src').flatMap((file) => edgesOf(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(edges.length).toBeGreaterThan(1_000);
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
    ];
    expect(violations(crossings)).toHaveLength(crossings.length);
    expect(violations([
      { from: 'src/kernel/match.ts', to: 'src/kernel/dice.ts' },
      { from: 'src/kernel/validation.ts', to: 'zod' },
      { from: 'src/server/app.ts', to: 'src/games/index.ts' },
      { from: 'src/server/games/phoenix/create.ts', to: 'src/games/phoenix/index.ts' },
      { from: 'src/games/phoenix/turn/month/month.ts', to: 'src/kernel/dice.ts' },
    ])).toEqual([]);
  });
});
