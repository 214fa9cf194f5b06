import { describe, expect, it } from 'vitest';
import { DIRECTIONS, PROVINCES, formatHex, hexId, opposite, parseHex, type Direction } from '../../../src/games/phoenix/map/coords.js';
import { distance, ring, within } from '../../../src/games/phoenix/map/grid.js';
import { HEX_COUNT, NEIGHBOUR_TABLE, hexAtIndex, hexIndex, neighbour, neighbours } from '../../../src/games/phoenix/map/neighbours.js';

const hex = (text: string) => {
  const id = parseHex(text);
  if (id === undefined) throw new Error(`not a hex: ${text}`);
  return id;
};
const around = (text: string) =>
  Object.fromEntries(DIRECTIONS.map((name, d) => [name, ((n) => (n === undefined ? null : formatHex(n)))(neighbour(hex(text), d as Direction))]));

describe('coordinates', () => {
  it('has 135 provinces of 48 hexes', () => {
    expect(PROVINCES).toHaveLength(135);
    expect(HEX_COUNT).toBe(6_480);
    expect(PROVINCES[0]).toBe(101);
    expect(PROVINCES.at(-1)).toBe(1506);
  });

  it('parses and formats gf/kf', () => {
    expect(parseHex('503/22')).toBe(50322);
    expect(parseHex('601/9')).toBe(60109);
    expect(formatHex(60109)).toBe('601/09');
    expect(parseHex('1506/48')).toBe(150648);
    for (const bad of ['503/49', '503/0', '107/01', '1601/01', '503', 'abc', '503/22/1']) expect(parseHex(bad), bad).toBeUndefined();
  });

  it('keeps the dense index and the id in step for every hex', () => {
    for (let i = 0; i < HEX_COUNT; i++) expect(hexIndex(hexAtIndex(i))).toBe(i);
  });
});

describe('neighbours (tables.md §11)', () => {
  it('are symmetric for all 6,480 hexes: every step has its exact way back', () => {
    let checked = 0;
    for (let i = 0; i < HEX_COUNT; i++) {
      for (let d = 0; d < 6; d++) {
        const j = NEIGHBOUR_TABLE[i * 6 + d] as number;
        if (j < 0) continue;
        expect(NEIGHBOUR_TABLE[j * 6 + opposite(d as Direction)], `${formatHex(hexAtIndex(i))} ${DIRECTIONS[d]}`).toBe(i);
        checked++;
      }
    }
    expect(checked).toBe(38_224);
  });

  // Hand-checked against the rules of tables.md §11, one case per kind of edge.
  it.each([
    ['inside a province, east end of row 4 into the next column', '503/22', { NW: '503/15', NO: '603/38', O: '603/44', SO: '503/30', SW: '503/29', W: '503/21' }],
    ['inside, a middle hex', '503/26', { NW: '503/18', NO: '503/19', O: '503/27', SO: '503/34', SW: '503/33', W: '503/25' }],
    ['row 5 to row 6, shorter row below', '503/24', { SW: '503/31', SO: '503/32', NW: '503/16', NO: '503/17' }],
    ['north edge into the province above', '503/01', { NW: '502/44', NO: '502/45', W: '402/30', SO: '503/06' }],
    ['south edge corners', '503/44', { SW: '403/30', SO: '504/01', W: '403/22', NW: '503/38' }],
    ['south-east corner', '503/48', { SW: '504/04', SO: '604/23', O: '604/16' }],
    ['west edge', '503/23', { NW: '402/48', W: '403/04', SW: '403/09', O: '503/24' }],
    ['east edge of row 5', '503/30', { NO: '603/44', O: '604/01', SO: '604/05', SW: '503/37' }],
    ['column shift east 7→8 (−1)', '705/30', { O: '805/01', SO: '805/05', NO: '804/44' }],
    ['no column shift east 8→9', '805/30', { O: '906/01', NO: '905/44' }],
    ['column shift east 9→10 (−1)', '905/30', { O: '1005/01', NO: '1004/44' }],
    ['column shift west 8→7 (+1)', '805/01', { W: '705/30' }],
    ['no column shift west 9→8', '905/01', { W: '804/30' }],
    ['column shift west 10→9 (+1)', '1005/23', { W: '906/04', SW: '906/09', NW: '905/48' }],
    ['map edge: north-west corner province', '101/01', { NW: null, NO: null, W: null, O: '101/02' }],
    ['map edge: last province', '1506/48', { SO: null, SW: null, O: null, W: '1506/47' }],
  ])('%s: %s', (_what, from, expected) => {
    expect(around(from)).toMatchObject(expected);
  });

  it('lists the neighbours of a hex on the map only', () => {
    expect(neighbours(hex('503/26'))).toHaveLength(6);
    expect(neighbours(hex('101/01')).length).toBeLessThan(6);
  });
});

describe('distance and rings', () => {
  it('counts one step to every neighbour and none to itself', () => {
    for (const from of ['503/22', '705/30', '1005/23', '101/01']) {
      expect(distance(hex(from), hex(from))).toBe(0);
      for (const n of neighbours(hex(from))) expect(distance(hex(from), n)).toBe(1);
    }
  });

  it('agrees with a breadth-first walk over the neighbour relation', () => {
    const start = hex('806/07');
    const steps = new Map([[start, 0]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const current = queue[head] as number;
      for (const n of neighbours(current)) {
        if (!steps.has(n)) {
          steps.set(n, (steps.get(current) as number) + 1);
          queue.push(n);
        }
      }
    }
    expect(steps.size).toBe(HEX_COUNT);
    for (const [id, walked] of steps) expect(distance(start, id)).toBe(walked);
  });

  it('gives rings of 6k hexes away from the edge and no hex twice', () => {
    const center = hex('806/26');
    for (let k = 1; k <= 5; k++) {
      const hexes = ring(center, k);
      expect(hexes).toHaveLength(6 * k);
      for (const h of hexes) expect(distance(center, h)).toBe(k);
    }
    const area = within(center, 3);
    expect(new Set(area).size).toBe(area.length);
    expect(area).toHaveLength(1 + 6 + 12 + 18);
  });

  it('cuts rings at the map edge', () => {
    const corner = hex('101/01');
    expect(ring(corner, 2).length).toBeLessThan(12);
    expect(distance(hexId(101, 1), 99)).toBeUndefined();
  });
});
