import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { InputError } from '../../src/kernel/problems.js';
import { EDGES, LINKS, SQUARES, edgeBetween, edgeName, edgeSquares, layBoard, squareName, turnTile } from '../../src/games/domaine/board.js';
import { SAMPLE_TILES, parseTiles } from '../../src/games/domaine/data/tiles.js';

function problemsOf(input: unknown): { where?: string; code: string }[] {
  try {
    parseTiles(input);
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => ({ code: p.code, where: p.where }));
    throw error;
  }
  return [];
}

describe('Domaine board', () => {
  it('has 264 edges, each between two orthogonal neighbours, and back again', () => {
    expect(EDGES).toBe(264);
    for (let e = 0; e < EDGES; e++) {
      const [a, b] = edgeSquares(e);
      expect(edgeBetween(a, b)).toBe(e);
      expect(edgeBetween(b, a)).toBe(e);
    }
    expect(edgeName(0)).toBe('A1-B1');
    expect(edgeName(132)).toBe('A1-A2');
    expect(squareName(143)).toBe('L12');
    expect(LINKS[0]?.length).toBe(4);
    expect(LINKS[13]?.length).toBe(8);
  });

  it('turns a tile clockwise', () => {
    expect(turnTile(['G...', '....', '....', '...S'], 1)).toEqual(['...G', '....', '....', 'S...']);
    expect(turnTile(['AB..', '....', '....', '....'], 4)).toEqual(['AB..', '....', '....', '....']);
  });

  it('lays the royal tile in the centre as printed and the others by the seed', () => {
    const a = layBoard(SAMPLE_TILES, new SeededDice(7));
    const b = layBoard(SAMPLE_TILES, new SeededDice(7));
    const c = layBoard(SAMPLE_TILES, new SeededDice(8));
    expect(a).toEqual(b);
    expect(a.terrain).not.toBe(c.terrain);
    expect(a.terrain.length).toBe(SQUARES);
    expect(a.layout[4]).toEqual({ tile: 'royal', quarter: 0 });
    expect(a.terrain[5 * 12 + 5]).toBe('R');
    expect(new Set(a.layout.map((l) => l.tile)).size).toBe(9);
    for (const letter of ['G', 'S', 'C', 'J']) expect([...a.terrain].filter((t) => t === letter).length).toBe(4);
    expect([...a.terrain].filter((t) => t === 'V').length).toBe(10);
  });

  it('checks a tile file, naming JSON paths', () => {
    const bad = structuredClone(SAMPLE_TILES) as { tiles: { id: string; royal?: boolean; rows: string[] }[] };
    (bad.tiles[1] as { rows: string[] }).rows[2] = 'FXF.';
    expect(problemsOf(bad)).toContainEqual(expect.objectContaining({ where: 'tiles[1].rows[2]' }));
    const twoRoyal = structuredClone(SAMPLE_TILES) as { tiles: { id: string; royal?: boolean; rows: string[] }[] };
    (twoRoyal.tiles[2] as { royal?: boolean }).royal = true;
    expect(problemsOf(twoRoyal)).toContainEqual({ code: 'royal-without-city', where: 'tiles[2].rows' });
    const dup = structuredClone(SAMPLE_TILES) as { tiles: { id: string }[] };
    (dup.tiles[3] as { id: string }).id = 't1';
    expect(problemsOf(dup)).toContainEqual({ code: 'duplicate-id', where: 'tiles[3].id' });
    const fewMines = structuredClone(SAMPLE_TILES) as { tiles: { rows: string[] }[] };
    (fewMines.tiles[1] as { rows: string[] }).rows[0] = '...F';
    expect(problemsOf(fewMines).map((p) => p.code)).toContain('terrain-total');
    expect(problemsOf({ tiles: [] })).toContainEqual(expect.objectContaining({ where: 'tiles' }));
  });
});
