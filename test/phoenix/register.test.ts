import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The register is read by people checking results against the rulebook: every id needs one entry and one index row.
const text = readFileSync(new URL('../../docs/phoenix/interpretations.md', import.meta.url), 'utf8');
const headings = [...text.matchAll(/^### (P-\d+) /gm)].map((m) => m[1]);
const indexRows = [...text.matchAll(/^\| (P-\d+) \|/gm)].map((m) => m[1]);

describe('Phoenix interpretation register', () => {
  it('gives each id one entry', () => {
    const repeated = headings.filter((id, i) => headings.indexOf(id) !== i);
    expect(repeated).toEqual([]);
  });

  it('has an index row for every entry and an entry for every index row', () => {
    expect([...indexRows].sort()).toEqual([...headings].sort());
  });
});
