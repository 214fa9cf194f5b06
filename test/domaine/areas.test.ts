import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BorderTrial, addBorder, addCastle, copyAreas, floodFill, initialAreas, removeBorder, summariseAll, type AreaContext, type Areas, type SearchWork } from '../../src/games/domaine/areas.js';
import { EDGES, SQUARES, edgeBetween } from '../../src/games/domaine/board.js';

/** A board with a pattern of forests, villages, the city and mines, and castles on some squares. */
function context(castles: readonly number[]): AreaContext {
  const castle = new Array<number>(SQUARES).fill(-1);
  castles.forEach((s, i) => (castle[s] = i % 3));
  const terrain = Array.from({ length: SQUARES }, (_, s) => (s % 7 === 0 ? ('GSCJ'[(s / 7) % 4] as string) : (['.', 'F', 'V', '.', 'R'][s % 5] as string))).join('');
  return { terrain, rules: { values: { forest: 1, village: 3, city: 5 } }, castle };
}

/** The incremental areas agree with a flood fill: same partition, same info per area. */
function agree(a: Areas, ctx: AreaContext): void {
  const flood = floodFill(a.borders);
  const byFlood = new Map<number, number>();
  for (let s = 0; s < SQUARES; s++) {
    const f = flood[s] as number;
    const l = a.label[s] as number;
    if (!byFlood.has(f)) byFlood.set(f, l);
    expect(byFlood.get(f), `square ${s}`).toBe(l);
  }
  expect(new Set(byFlood.values()).size).toBe(byFlood.size);
  expect(Object.keys(a.info).length).toBe(byFlood.size);
  const truth = summariseAll(ctx, a.borders);
  for (const [f, l] of byFlood) expect(a.info[l]).toEqual(truth.get(f));
}

describe('Domaine areas', () => {
  it('cuts off a corner square with two borders and joins it again', () => {
    const ctx = context([0, 50]);
    const w = copyAreas(initialAreas(context([])));
    for (const s of [0, 50]) addCastle(w, s);
    expect(addBorder(w, ctx, edgeBetween(0, 1))).toBeNull();
    const cut = addBorder(w, ctx, edgeBetween(0, 12));
    expect(cut).not.toBeNull();
    expect(w.info[cut as number]?.castles).toEqual([0]);
    expect(w.info[w.label[50] as number]?.castles).toEqual([50]);
    agree(w, ctx);
    removeBorder(w, edgeBetween(0, 1));
    expect(w.label[0]).toBe(w.label[1]);
    expect(w.info[w.label[0] as number]?.castles).toEqual([0, 50]);
    agree(w, ctx);
  });

  it('matches a plain flood fill after any sequence of borders placed and taken away', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: SQUARES - 1 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: EDGES - 1 }), { minLength: 1, maxLength: 260 }),
        (castles, edges) => {
          const ctx = context(castles);
          const w = copyAreas(initialAreas(context([])));
          for (const s of castles) addCastle(w, s);
          for (const e of edges) {
            if (w.borders[e] === 1) removeBorder(w, e);
            else addBorder(w, ctx, e);
          }
          agree(w, ctx);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('leaves the areas a trial was made of unchanged, and the trials agree with a flood fill and with addBorder', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: SQUARES - 1 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: EDGES - 1 }), { maxLength: 200 }),
        fc.array(fc.array(fc.integer({ min: 0, max: EDGES - 1 }), { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        (castles, edges, trials) => {
          const ctx = context(castles);
          const w = copyAreas(initialAreas(context([])));
          for (const s of castles) addCastle(w, s);
          for (const e of edges) if (w.borders[e] === 0) addBorder(w, ctx, e);
          const base: Areas = w;
          const text = JSON.stringify(base);
          for (const tried of trials) {
            const t = new BorderTrial(base, ctx);
            const areas = (): Areas => t.areas();
            expect(JSON.stringify(areas())).toBe(text);
            const plain = copyAreas(base);
            for (const [i, e] of tried.entries()) {
              if (t.has(e)) continue;
              // Probed first (as the checks do) or placed at once.
              if (i % 2 === 0) t.probe(e);
              t.place(e);
              addBorder(plain, ctx, e);
            }
            agree(areas(), ctx);
            expect(JSON.stringify(areas())).toBe(JSON.stringify(plain));
          }
          expect(JSON.stringify(base)).toBe(text);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('pays for the area a border touches, not for the board', () => {
    const ctx = context([]);
    const w = copyAreas(initialAreas(ctx));
    // A 2 × 2 pocket in the corner: its last border cuts off 4 squares.
    addBorder(w, ctx, edgeBetween(1, 2));
    addBorder(w, ctx, edgeBetween(13, 14));
    addBorder(w, ctx, edgeBetween(12, 24));
    const work: SearchWork = { squares: 0 };
    expect(addBorder(w, ctx, edgeBetween(13, 25), undefined, work)).not.toBeNull();
    // Each side takes as many steps as the pocket has squares, each step reaching at most 3 new squares.
    expect(work.squares).toBeGreaterThan(0);
    expect(work.squares).toBeLessThanOrEqual(4 * 4 + 4);
    agree(w, ctx);
  });

  it('leaves the areas it was copied from unchanged', () => {
    const ctx = context([]);
    const before = initialAreas(ctx);
    const copy = JSON.stringify(before);
    const w = copyAreas(before);
    addBorder(w, ctx, 0);
    addBorder(w, ctx, 132);
    expect(JSON.stringify(before)).toBe(copy);
  });
});
