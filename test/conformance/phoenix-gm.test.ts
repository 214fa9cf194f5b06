import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/kernel/problems.js';
import { bookMeeting } from '../../src/games/phoenix/gm/book.js';
import { applyRulesOptions } from '../../src/games/phoenix/options.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../src/games/phoenix/world/save.js';
import { loadCases } from './cases.js';
import { mismatches } from './matcher.js';
import { buildCaseWorld, type CaseWorld } from './phoenix-month-world.js';

/**
 * The game masters' bookings (docs/phoenix/gm-bookings.md): a small world, a bookings file, and the
 * expected realms, characters, wizards and bookings — or the problems (code and JSON path) that
 * refuse the whole file, leaving the world untouched.
 */
interface GmCase {
  id: string;
  rule: string;
  title: string;
  rules?: unknown;
  world: CaseWorld;
  bookings: unknown;
  expect: {
    realms?: Record<string, unknown>;
    characters?: Record<string, unknown>;
    wizards?: Record<string, unknown>;
    bookings?: unknown[];
    problems?: { code: string; where: string }[];
    /** Hexes and strongholds by place, armies by "realm#number" (`null`: gone), the calendar (R §6.2). */
    hexes?: Record<string, unknown>;
    strongholds?: Record<string, unknown>;
    armies?: Record<string, unknown>;
    calendar?: unknown;
  };
}

describe('Phoenix game-master bookings conformance', () => {
  for (const data of loadCases<GmCase>(join(import.meta.dirname, 'phoenix-gm'))) {
    it(`${data.id} (${data.rule}): ${data.title}`, () => {
      const rules = applyRulesOptions(data.rules ?? {});
      const world = parseWorld(buildCaseWorld(data.world), data.id).world;
      const before = formatWorld(world);
      if (data.expect.problems !== undefined) {
        let error: unknown;
        try {
          bookMeeting(world, data.bookings, rules);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(InputError);
        expect((error as InputError).problems.map((p) => ({ code: p.code, where: p.where }))).toEqual(data.expect.problems);
        expect(formatWorld(world)).toBe(before);
        return;
      }
      const booked = bookMeeting(world, data.bookings, rules);
      expect(formatWorld(world), 'the caller’s world is not changed').toBe(before);
      expect(formatWorld(bookMeeting(world, data.bookings, rules).world), 'same input, same bytes').toBe(formatWorld(booked.world));
      const problems: string[] = [];
      const find = <T extends { id: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id);
      for (const [id, expected] of Object.entries(data.expect.realms ?? {})) problems.push(...mismatches(find(booked.world.realms, id), expected, id));
      for (const [id, expected] of Object.entries(data.expect.characters ?? {})) {
        const found = find(booked.world.characters, id);
        if (expected === null) {
          if (found !== undefined) problems.push(`character ${id}: expected gone`);
        } else problems.push(...mismatches(found, expected, `character ${id}`));
      }
      for (const [id, expected] of Object.entries(data.expect.wizards ?? {})) {
        const found = find(booked.world.wizards, id);
        if (expected === null) {
          if (found !== undefined) problems.push(`wizard ${id}: expected gone`);
        } else problems.push(...mismatches(found, expected, `wizard ${id}`));
      }
      for (const [at, expected] of Object.entries(data.expect.hexes ?? {})) problems.push(...mismatches(booked.world.hexes.find((h) => h.at === at), expected, at));
      for (const [at, expected] of Object.entries(data.expect.strongholds ?? {})) problems.push(...mismatches(booked.world.strongholds.find((s) => s.at === at), expected, `stronghold ${at}`));
      for (const [key, expected] of Object.entries(data.expect.armies ?? {})) {
        const [realm, number] = key.split('#');
        const army = booked.world.armies.find((a) => a.realm === realm && a.number === Number(number));
        if (expected === null) {
          if (army !== undefined) problems.push(`${key}: expected gone`);
        } else problems.push(...mismatches(army, expected, key));
      }
      if (data.expect.calendar !== undefined) problems.push(...mismatches(booked.world.calendar, data.expect.calendar, 'calendar'));
      for (const expected of data.expect.bookings ?? []) if (!booked.bookings.some((b) => mismatches(b, expected).length === 0)) problems.push(`no booking matches ${JSON.stringify(expected)}`);
      expect(problems).toEqual([]);
    });
  }
});
