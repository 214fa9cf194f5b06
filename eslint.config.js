import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The design's boundaries (decision D-25): a game never imports another game; the kernel imports
 * only itself (and zod, pure-rand); server, store, CLI and runtime reach a game only through its
 * entry (`src/games/<id>/index.ts`) or the catalogue; a game's own server folder only its own
 * game; in the browser client a game's screens reach only that game, through its browser entry
 * (`src/games/<id>/client.ts`), and the generic screens none. test/kernel/boundaries.test.ts checks
 * the same on the import graph.
 */
const GAMES = readdirSync('src/games', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const gameInside = { group: ['**/games/*/**', '!**/games/*/index.js'], message: "reach a game through its entry (src/games/<id>/index.ts) or the catalogue, not its inside" };

const boundaries = [
  {
    files: ['src/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'the kernel imports only itself' },
            { regex: '^\\.\\./\\.\\./', message: 'the kernel imports only itself' },
            { regex: '^(?!\\.|zod$|pure-rand(/|$))', message: 'the kernel imports only itself, zod and pure-rand (runtime helpers live in src/runtime)' },
          ],
        },
      ],
    },
  },
  // Files directly in src/kernel/simulation may reach the kernel one level up.
  {
    files: ['src/kernel/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./', message: 'the kernel imports only itself' },
            { regex: '^(?!\\.|zod$|pure-rand(/|$))', message: 'the kernel imports only itself, zod and pure-rand (runtime helpers live in src/runtime)' },
          ],
        },
      ],
    },
  },
  ...GAMES.map((game) => ({
    files: [`src/games/${game}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...GAMES.filter((other) => other !== game).map((other) => ({ group: [`**/${other}/**`, `**/${other}`], message: `a game never imports another (${game} → ${other})` })),
            { group: ['**/server/**', '**/store/**', '**/cli/main*', '**/games/index*'], message: 'a game knows neither the server, the store, the CLI nor the catalogue' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts', 'src/store/**/*.ts', 'src/cli/**/*.ts', 'src/runtime/**/*.ts', 'src/index.ts'],
    ignores: ['src/server/games/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [gameInside] }] },
  },
  ...GAMES.map((game) => ({
    files: [`src/server/games/${game}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/games/*/**', `!**/games/${game}/index.js`], message: `${game}'s own server routes reach ${game} only through its entry, and no other game` },
          ],
        },
      ],
    },
  })),
  // The browser client: a game's screens reach only that game, through its browser entry; the
  // generic screens reach no game (the registries games.tsx and game-words.ts name them all).
  ...GAMES.map((game) => ({
    files: [`web/src/${game}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/games/*/**', `!**/src/games/${game}/client.js`], message: `${game}'s screens reach ${game} only through its browser entry (src/games/${game}/client.ts), and no other game` },
            ...GAMES.filter((other) => other !== game).map((other) => ({ group: [`../${other}/**`], message: `a game's screens never import another game's (${game} → ${other})` })),
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/games.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/games/*/**', '!**/src/games/*/client.js'], message: 'the web registry reaches a game only through its browser entry (src/games/<id>/client.ts)' }] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...GAMES.map((game) => `web/src/${game}/**`), 'web/src/games.tsx', 'web/src/game-words.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/games/**'], message: "the web's generic screens name no game: reach it through the registry (web/src/games.tsx)" },
            ...GAMES.map((game) => ({ group: [`**/${game}/**`], message: `the web's generic screens name no game (${game}): reach it through the registry` })),
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'docs/', 'web/dist/', 'test-output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...boundaries,
);
