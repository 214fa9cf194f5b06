import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellsTable, pairTable, UNTRADED } from '../../scripts/fr-cells.js';

// The published strength of the bots is computed from the kept games, never typed by hand.
const docs = join(import.meta.dirname, '..', '..', 'docs', 'fall-of-rome');
const table = cellsTable();

/** The rows of the first Markdown table after `heading` in `text`. */
function tableAfter(text: string, heading: string): string[] {
  const start = text.indexOf(heading);
  expect(start, `heading "${heading}"`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines.slice(first, end);
}

/** The cells of a table row "| a | b |". */
const cells = (row: string) => row.slice(2, -2).split(' | ');

/** A cell of the README ("2 players, heroic", "1 player (solitaire), standard") as fr-cells names it ("2p heroic"). */
function cellName(readme: string): string {
  const match = /^(\d) players?(?: \(solitaire\))?, (\w+)$/.exec(readme);
  if (match === null) throw new Error(`not a cell: ${readme}`);
  return `${match[1]}p ${match[2]}`;
}

describe('the published strength of the Fall of Rome bots', () => {
  it('has every cell on 2,000 games of both bots', () => {
    const rows = table.slice(2).map(cells);
    expect(rows).toHaveLength(15);
    for (const row of rows) expect(row[1], row[0]).toBe('2000');
  });

  it("bots.md's newest part prints the table fr-cells computes from results/", () => {
    const text = readFileSync(join(docs, 'bots.md'), 'utf8');
    expect(tableAfter(text, '## Where the bots stand')).toEqual(table);
  });

  it("bots.md's table of the endgame bot against its games without trades is the one fr-cells computes", () => {
    const text = readFileSync(join(docs, 'bots.md'), 'utf8');
    const pairs = pairTable('endgame', UNTRADED);
    expect(pairs).toHaveLength(2 + 12);
    expect(tableAfter(text, '### Against the endgame bot without trades')).toEqual(pairs);
  });

  it("the README's rates are those of the kept games", () => {
    // fr-cells prints "6.3 % (5.3–7.4 %)", the README "6.3 % (5.3–7.4)".
    const bare = (rate: string | undefined) => rate?.replace(/ %\)$/, ')');
    const computed = new Map(
      table.slice(2).map((row) => {
        const [cell, , heuristic, endgame] = cells(row);
        return [cell, { heuristic: bare(heuristic), endgame: bare(endgame) }] as const;
      }),
    );
    const readme = tableAfter(readFileSync(join(docs, 'README.md'), 'utf8'), '## Strength of the bots').slice(2);
    expect(readme).toHaveLength(computed.size);
    for (const row of readme) {
      const [cell, endgame, heuristic] = cells(row);
      expect({ heuristic, endgame }, cell).toEqual(computed.get(cellName(cell as string)));
    }
  });
});
