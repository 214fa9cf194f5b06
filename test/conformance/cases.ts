import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** Reads every case file of a conformance folder, in name order. */
export function loadCases<Case extends { id: string }>(folder: string): Case[] {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const cases = files.map((name) => ({ name, data: JSON.parse(readFileSync(join(folder, name), 'utf8')) as Case }));
  it('has cases, each named after its id', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const { name, data } of cases) expect(name).toBe(`${data.id}.json`);
  });
  return cases.map(({ data }) => data);
}
