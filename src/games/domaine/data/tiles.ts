import { z } from 'zod';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { parseWith } from '../../../kernel/validation.js';
import sampleTiles from './sample-tiles.json' with { type: 'json' };

/** Terrain letters of a tile row: meadow, forest, village, royal city, mines of gold, silver, copper, gems. */
export const TERRAIN_LETTERS = ['.', 'F', 'V', 'R', 'G', 'S', 'C', 'J'] as const;
export type TerrainLetter = (typeof TERRAIN_LETTERS)[number];
export const MINE_LETTERS = ['G', 'S', 'C', 'J'] as const;

const row = z.string().regex(/^[.FVRGSCJ]{4}$/, 'must be 4 letters of . F V R G S C J');

export const tilesSchema = z.strictObject({
  sample: z.string().optional(),
  legend: z.record(z.string(), z.string()).optional(),
  tiles: z.array(z.strictObject({ id: z.string().min(1), royal: z.boolean().optional(), rows: z.array(row).length(4) })).length(9),
});

export type TileSet = z.output<typeof tilesSchema>;

/** What the published components hold (notes.md): checked so that a tile file keeps the game's numbers. */
const TOTALS: Readonly<Record<string, number>> = { R: 1, V: 10, G: 4, S: 4, C: 4, J: 4 };

/** Cross-checks of a tile set that passed its schema, each naming its JSON path. */
export function tileProblems(set: TileSet): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set<string>();
  set.tiles.forEach((tile, i) => {
    if (ids.has(tile.id)) problems.push({ code: 'duplicate-id', message: `tile "${tile.id}" is listed twice`, where: `tiles[${i}].id` });
    ids.add(tile.id);
    const hasCity = tile.rows.some((r) => r.includes('R'));
    if (tile.royal === true && !hasCity) problems.push({ code: 'royal-without-city', message: 'the royal tile must hold the royal city (R)', where: `tiles[${i}].rows` });
    if (tile.royal !== true && hasCity) problems.push({ code: 'city-off-royal-tile', message: 'only the royal tile may hold the royal city (R)', where: `tiles[${i}].rows` });
  });
  const royal = set.tiles.filter((t) => t.royal === true).length;
  if (royal !== 1) problems.push({ code: 'royal-tile-count', message: `exactly one tile must be marked royal, found ${royal}`, where: 'tiles' });
  const text = set.tiles.map((t) => t.rows.join('')).join('');
  for (const [letter, want] of Object.entries(TOTALS)) {
    const have = [...text].filter((c) => c === letter).length;
    if (have !== want) problems.push({ code: 'terrain-total', message: `the tiles must hold ${want} "${letter}" in all, they hold ${have}`, where: 'tiles' });
  }
  return problems;
}

/** Checks parsed tile data; throws an InputError naming every problem by JSON path. */
export function parseTiles(input: unknown, source?: string): TileSet {
  const set = parseWith(tilesSchema, input, source);
  const problems = tileProblems(set);
  if (problems.length > 0) throw new InputError(problems, source);
  return set;
}

/** The sample tiles shipped with Arbiter (sample, not the published ones). */
export const SAMPLE_TILES: TileSet = parseTiles(sampleTiles, 'sample-tiles.json');
