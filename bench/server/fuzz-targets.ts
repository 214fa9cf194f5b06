/**
 * Fuzzing targets for issue 18 (fast-check): order texts, world files, battle files and every
 * request body. Each property holds when the input is either taken or refused as input — an
 * InputError, exit 2 or a 4xx with a readable message — never an unexpected error, a 500 or a
 * stack trace. The short run is test/server/fuzz.test.ts; the long one bench/server/fuzz.ts.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { SeededDice } from '../../src/kernel/dice.js';
import { InputError } from '../../src/kernel/problems.js';
import { parseBattle } from '../../src/games/phoenix/combat/battle-file.js';
import { generateWorld } from '../../src/games/phoenix/map/generate/world.js';
import { ORDER_KEYWORDS } from '../../src/games/phoenix/orders/keywords.js';
import { parseTurnText } from '../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import type { App } from '../../src/server/app.js';
import type { AnyRoute } from '../../src/server/http/route.js';

/** Taken, or refused as input: anything else is a defect. */
function inputOnly(work: () => unknown): void {
  try {
    work();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    for (const problem of error.problems) if (problem.message.length === 0) throw new Error('a problem without a message');
  }
}

const WORDS = [...Object.values(ORDER_KEYWORDS).flat(), 'REICH', 'NACH', 'UEBER', 'K', 'R', 'P', 'S', 'HF', 'LKP', 'SKP', '503/22', '101', '-1', '1e9', '999999999999999999', '//', ';', '"', '{', '}', 'ä', 'ß', '\t'];
const line = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 8 }), fc.integer().map(String)), { maxLength: 8 }).map((words) => words.join(' '));
/** Order texts: lines of keywords, numbers, places and noise. */
export const orderText = fc.array(line, { maxLength: 30 }).map((lines) => lines.join('\n'));

export function orderTextProperty(): fc.IPropertyWithHooks<[string, 'de' | 'en']> {
  return fc.property(orderText, fc.constantFrom('de' as const, 'en' as const), (text, lang) => {
    inputOnly(() => parseTurnText(text, 'turn.txt', lang));
  });
}

/** A JSON value at a random place of `base` replaced (or a key removed): files that are nearly right. */
function mutated(base: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, at: (string | number)[], depth: number) => {
    paths.push(at);
    if (depth > 4 || node === null || typeof node !== 'object') return;
    const entries = Array.isArray(node) ? node.slice(0, 3).map((v, i) => [i, v] as const) : Object.entries(node);
    for (const [key, value] of entries) walk(value, [...at, key], depth + 1);
  };
  walk(base, [], 0);
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(-1, 0, 1e9, 0.5, '', 'x', null, [], {}, '503/22', Number.MAX_SAFE_INTEGER));
  return fc.tuple(fc.constantFrom(...paths), value, fc.boolean()).map(([at, replacement, remove]) => {
    const copy = structuredClone(base) as Record<string | number, unknown>;
    if (at.length === 0) return replacement;
    let node: Record<string | number, unknown> = copy;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = at.at(-1) as string | number;
    if (remove && !Array.isArray(node)) delete node[last];
    else node[last] = replacement;
    return copy;
  });
}

let worldBase: World | undefined;
export function worldProperty(): fc.IPropertyWithHooks<[unknown]> {
  worldBase ??= generateWorld({ seed: 5, realms: 2 });
  return fc.property(mutated(worldBase), (file) => inputOnly(() => parseWorld(file, 'world.json')));
}

const BATTLES = ['melee-rulebook-5.5.json', 'ranged-stronghold.json', 'duel-5.3-example-2.json', 'rearguard-5.4.json', 'melee-fleet.json', 'character-combat-5.3-example-1.json'];
/** Near-misses of the example battle files. */
export function battleFiles(): fc.Arbitrary<unknown> {
  const bases = BATTLES.map((name) => JSON.parse(readFileSync(new URL(`../../examples/phoenix/${name}`, import.meta.url), 'utf8')) as unknown);
  return fc.oneof(...bases.map(mutated));
}

/** Battle files: parsed, then (when taken) resolved with seeded dice. */
export function battleProperty(): fc.IPropertyWithHooks<[unknown, number]> {
  return fc.property(battleFiles(), fc.nat(), (file, seed) => {
    inputOnly(() => {
      const battle = parseBattle(file, DEFAULT_RULES, 'battle.json');
      battle.kind.resolve(battle.file, new SeededDice(seed), DEFAULT_RULES);
    });
  });
}

/** A request's answer: never 500, always the error shape for a refusal, never a stack trace. */
export function readableAnswer(status: number, body: string, what: string): void {
  if (status >= 500) throw new Error(`${what} answered ${status}: ${body.slice(0, 300)}`);
  if (/\n\s+at |\.ts:\d+|\.js:\d+/.test(body)) throw new Error(`${what} shows a stack trace: ${body.slice(0, 300)}`);
  if (status >= 400) {
    const error = (JSON.parse(body) as { error?: { status?: number; message?: string } }).error;
    if (error?.status !== status || (error.message ?? '').length < 5) throw new Error(`${what} refused without a readable body: ${body.slice(0, 300)}`);
  }
}

/** Request bodies for every route that takes one: any JSON, and near-misses of a real body. */
export function bodyProperty(
  app: App,
  urlOf: (route: AnyRoute) => string,
  tokenOf: (route: AnyRoute) => string | undefined,
  samples: Readonly<Record<string, unknown>>,
): fc.IAsyncPropertyWithHooks<[[AnyRoute, unknown]]> {
  const routes = app.routes.filter((route) => route.body !== undefined);
  const body = (route: AnyRoute) => (samples[`${route.method} ${route.url}`] === undefined ? fc.jsonValue({ maxDepth: 4 }) : fc.oneof(fc.jsonValue({ maxDepth: 4 }), mutated(samples[`${route.method} ${route.url}`])));
  return fc.asyncProperty(
    fc.constantFrom(...routes).chain((route) => fc.tuple(fc.constant(route), body(route))),
    async ([route, payload]) => {
      const token = tokenOf(route);
      const response = await app.fastify.inject({
        method: route.method,
        url: urlOf(route),
        headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
        payload: JSON.stringify(payload) ?? 'null',
      });
      readableAnswer(response.statusCode, response.body, `${route.method} ${route.url}`);
    },
  );
}
