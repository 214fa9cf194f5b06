import { eventsOf } from '../../src/kernel/match.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/kernel/dice.js';
import { InputError } from '../../src/kernel/problems.js';
import { runCombat } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices } from '../../src/games/ccc-land-combat/combat-file.js';
import { cccRules } from '../../src/games/ccc-land-combat/ruleset.js';
import type { CccState } from '../../src/games/ccc-land-combat/state.js';
import { loadCases } from './cases.js';
import { chapterSentences } from './ccc-sentences.js';
import { mismatches } from './matcher.js';

/**
 * CCC land combat (docs/ccc-land-combat/interpretations.md). Each case quotes the sentences of 6.6.3 it
 * checks, in English and German; starts from an example combat file with patches (dotted JSON paths);
 * then either plays the file's choices to the end ("play") or gives commands seat by seat; and expects
 * setup problems ("path: code"), the refusal codes of the last command, or a partial state.
 */
interface CccCase {
  id: string;
  rule: string;
  title: string;
  sentences: { en: string[]; de: string[] };
  base: string;
  patch?: { path: string; value?: unknown; delete?: true }[];
  rules?: Record<string, unknown>;
  dice?: number[];
  steps?: 'play' | { seat: string; command: unknown }[];
  expect: { setup?: string[]; problems?: string[]; state?: unknown };
}

function setPath(target: unknown, path: string, value: unknown, remove: boolean): void {
  const keys = path.match(/[^.[\]]+/g) ?? [];
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (remove) delete node[last];
  else node[last] = value;
}

function run(c: CccCase): { setup?: string[]; problems?: string[]; state?: CccState } {
  const combat = JSON.parse(readFileSync(`examples/ccc-land-combat/${c.base}.json`, 'utf8')) as Record<string, unknown>;
  for (const p of c.patch ?? []) setPath(combat, p.path, p.value, p.delete === true);
  const options = { combat, ...(c.rules ?? {}) };
  const dice = new ScriptedDice(c.dice ?? []);
  try {
    if (c.steps === 'play') return { state: runCombat(options, (combat.choices ?? {}) as Choices, dice).state };
    let state = cccRules.setup(options, dice);
    for (const step of c.steps ?? []) {
      const problems = cccRules.check(state, step.seat, step.command as never);
      if (problems.length > 0) return { problems: problems.map((p) => p.code), state };
      for (const e of eventsOf(cccRules.resolve(state, step.seat, step.command as never, dice))) state = cccRules.apply(state, e);
    }
    return { state };
  } catch (error) {
    if (error instanceof InputError) return { setup: error.problems.map((p) => `${p.where}: ${p.code}`) };
    throw error;
  }
}

const cases = loadCases<CccCase>('test/conformance/ccc-land-combat');
const chapter = chapterSentences();

describe('CCC land combat conformance (6.6.3)', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    for (const s of c.sentences.en) expect(chapter.en, `${c.id} quotes an English sentence of the chapter`).toContain(s);
    for (const s of c.sentences.de) expect(chapter.de, `${c.id} quotes a German sentence of the chapter`).toContain(s);
    expect(c.sentences.en.length + c.sentences.de.length).toBeGreaterThan(0);
    const result = run(c);
    expect(result.setup ?? [], 'setup problems').toEqual(c.expect.setup ?? []);
    expect(result.problems ?? [], 'refusal codes').toEqual(c.expect.problems ?? []);
    if (c.expect.state !== undefined) expect(mismatches(result.state, c.expect.state)).toEqual([]);
  });

  it('every sentence of the chapter, in both languages, is checked by a case', () => {
    const en = new Set(cases.flatMap((c) => c.sentences.en));
    const de = new Set(cases.flatMap((c) => c.sentences.de));
    expect(chapter.en.filter((s) => !en.has(s))).toEqual([]);
    expect(chapter.de.filter((s) => !de.has(s))).toEqual([]);
    expect(chapter.en.length).toBe(30);
    expect(chapter.de.length).toBe(31);
  });
});
