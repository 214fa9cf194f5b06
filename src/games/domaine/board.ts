import type { SeededDice } from '../../kernel/dice.js';
import type { TileSet } from './data/tiles.js';

/** The board: 12 × 12 squares, square = row * 12 + column, row 0 at the top. */
export const SIZE = 12;
export const SQUARES = SIZE * SIZE;
/** Edges between squares: 0–131 between a square and its right neighbour, 132–263 between a square and the one below. */
export const H_EDGES = SIZE * (SIZE - 1);
export const EDGES = 2 * H_EDGES;

export const rowOf = (s: number) => Math.floor(s / SIZE);
export const colOf = (s: number) => s % SIZE;

/** The two squares an edge lies between (a shared pair for the board's edges: read, never change it). */
export function edgeSquares(e: number): readonly [number, number] {
  return EDGE_ENDS[e] ?? computeEdgeSquares(e);
}

function computeEdgeSquares(e: number): [number, number] {
  if (e < H_EDGES) {
    const r = Math.floor(e / (SIZE - 1));
    const c = e % (SIZE - 1);
    return [r * SIZE + c, r * SIZE + c + 1];
  }
  const s = e - H_EDGES;
  return [s, s + SIZE];
}

const EDGE_ENDS: readonly (readonly [number, number])[] = Array.from({ length: EDGES }, (_, e) => computeEdgeSquares(e));

/** The edge between two orthogonal neighbours, or -1. */
export function edgeBetween(a: number, b: number): number {
  const [x, y] = a < b ? [a, b] : [b, a];
  if (y === x + 1 && colOf(x) < SIZE - 1) return rowOf(x) * (SIZE - 1) + colOf(x);
  if (y === x + SIZE) return H_EDGES + x;
  return -1;
}

/** Per square: its orthogonal neighbours and the edges to them (flat pairs: neighbour, edge). */
export const LINKS: readonly (readonly number[])[] = Array.from({ length: SQUARES }, (_, s) => {
  const out: number[] = [];
  const r = rowOf(s);
  const c = colOf(s);
  if (r > 0) out.push(s - SIZE, edgeBetween(s, s - SIZE));
  if (c > 0) out.push(s - 1, edgeBetween(s, s - 1));
  if (c < SIZE - 1) out.push(s + 1, edgeBetween(s, s + 1));
  if (r < SIZE - 1) out.push(s + SIZE, edgeBetween(s, s + SIZE));
  return out;
});

/** The neighbours of each square in LINKS order, four slots a square, -1 after the last: a flat table for the searches. */
export const NEIGHBOURS: Int16Array = (() => {
  const out = new Int16Array(4 * SQUARES).fill(-1);
  LINKS.forEach((links, s) => {
    for (let i = 0; i < links.length; i += 2) out[4 * s + i / 2] = links[i] as number;
  });
  return out;
})();

/** The edge to each neighbour of NEIGHBOURS, same slots. */
export const NEIGHBOUR_EDGES: Int16Array = (() => {
  const out = new Int16Array(4 * SQUARES).fill(-1);
  LINKS.forEach((links, s) => {
    for (let i = 0; i < links.length; i += 2) out[4 * s + i / 2] = links[i + 1] as number;
  });
  return out;
})();

/** The first and the second square of each edge (edgeSquares), as flat tables. */
export const EDGE_A: Int16Array = Int16Array.from({ length: EDGES }, (_, e) => (EDGE_ENDS[e] as readonly [number, number])[0]);
export const EDGE_B: Int16Array = Int16Array.from({ length: EDGES }, (_, e) => (EDGE_ENDS[e] as readonly [number, number])[1]);

/** "A1" … "L12": column letter, row number, as players read the board. */
export function squareName(s: number): string {
  return `${String.fromCharCode(65 + colOf(s))}${rowOf(s) + 1}`;
}

export function edgeName(e: number): string {
  const [a, b] = edgeSquares(e);
  return `${squareName(a)}-${squareName(b)}`;
}

/** A tile's four rows turned clockwise `quarter` times. */
export function turnTile(rows: readonly string[], quarter: number): string[] {
  const q = quarter % 4 > 0 ? quarter % 4 : 0;
  const at = (r: number, c: number) => (rows[r] as string)[c] as string;
  const out: string[] = [];
  for (let r = 0; r < 4; r++) {
    let row = '';
    // One clockwise turn puts (3 - c, r) at (r, c); two put (3 - r, 3 - c); three put (c, 3 - r).
    for (let c = 0; c < 4; c++) row += q === 0 ? at(r, c) : q === 1 ? at(3 - c, r) : q === 2 ? at(3 - r, 3 - c) : at(c, 3 - r);
    out.push(row);
  }
  return out;
}

/** Where each tile went: position 0–8 (row by row, 4 the centre), tile id and clockwise quarter turns. */
export interface TilePlacement {
  readonly tile: string;
  readonly quarter: number;
}

/**
 * The board of a seed: the royal-city tile in the centre as printed (DOM-1), the other eight drawn to
 * the other positions and each turned by a quarter 0–3, all from the seed. Returns 144 terrain letters.
 */
export function layBoard(tiles: TileSet, dice: SeededDice): { terrain: string; layout: TilePlacement[] } {
  const royal = tiles.tiles.find((t) => t.royal === true);
  if (royal === undefined) throw new Error('the tile set has no royal tile');
  const pool = tiles.tiles.filter((t) => t !== royal);
  const layout: TilePlacement[] = [];
  const grid: string[][] = [];
  for (let pos = 0; pos < 9; pos++) {
    let rows: string[];
    if (pos === 4) {
      rows = [...royal.rows];
      layout.push({ tile: royal.id, quarter: 0 });
    } else {
      const tile = pool.splice(dice.int(0, pool.length - 1), 1)[0];
      if (tile === undefined) throw new Error('too few tiles');
      const quarter = dice.int(0, 3);
      rows = turnTile(tile.rows, quarter);
      layout.push({ tile: tile.id, quarter });
    }
    grid.push(rows);
  }
  // Row by row, the three tile rows side by side.
  const letters: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const band = Math.floor(r / 4) * 3;
    for (let t = 0; t < 3; t++) letters.push((grid[band + t] as string[])[r % 4] as string);
  }
  return { terrain: letters.join(''), layout };
}
