import { COLUMN_ROWS, HEXES_PER_PROVINCE, PROVINCE_ROWS, PROVINCES, hexId, isProvince, type Direction } from './coords.js';

/** Row (1–8) of each kf, and the first kf of each row. */
const ROW_OF_KF: number[] = [0];
const ROW_START: number[] = [0];
PROVINCE_ROWS.forEach((length, index) => {
  ROW_START.push(ROW_OF_KF.length);
  for (let i = 0; i < length; i++) ROW_OF_KF.push(index + 1);
});

function rowLength(row: number): number {
  return PROVINCE_ROWS[row - 1] ?? 0;
}

type Step = readonly [deltaGf: number, kf: number];

/** Steps that leave the province (tables.md §11), by kf and direction. */
const EDGE_STEPS: Readonly<Record<number, Partial<Record<Direction, Step>>>> = {
  4: { 2: [100, 23] },
  9: { 1: [100, 23], 2: [100, 31] },
  15: { 1: [100, 31], 2: [100, 38] },
  22: { 1: [100, 38], 2: [100, 44] },
  30: { 1: [100, 44], 2: [101, 1], 3: [101, 5] },
  37: { 2: [101, 5], 3: [101, 10] },
  43: { 2: [101, 10], 3: [101, 16] },
  48: { 2: [101, 16], 3: [101, 23] },
  1: { 5: [-101, 30] },
  5: { 0: [-101, 30], 5: [-101, 37] },
  10: { 0: [-101, 37], 5: [-101, 43] },
  16: { 0: [-101, 43], 5: [-101, 48] },
  23: { 0: [-101, 48], 5: [-100, 4], 4: [-100, 9] },
  31: { 5: [-100, 9], 4: [-100, 15] },
  38: { 5: [-100, 15], 4: [-100, 22] },
  44: { 5: [-100, 22], 4: [-100, 30] },
};

/** The kf in the same province one step away, or undefined when the step leaves the province. */
function stepInside(kf: number, direction: Direction): number | undefined {
  const row = ROW_OF_KF[kf] as number;
  const length = rowLength(row);
  let target: number;
  let targetRow: number;
  switch (direction) {
    case 5:
      [target, targetRow] = [kf - 1, row];
      break;
    case 2:
      [target, targetRow] = [kf + 1, row];
      break;
    case 4:
    case 3: {
      const base = row <= 4 ? kf + length : kf + length - 1;
      [target, targetRow] = [direction === 4 ? base : base + 1, row + 1];
      break;
    }
    default: {
      const above = rowLength(row - 1);
      const base = row <= 5 ? kf - above - 1 : kf - above;
      [target, targetRow] = [direction === 0 ? base : base + 1, row - 1];
    }
  }
  return targetRow >= 1 && targetRow <= 8 && ROW_OF_KF[target] === targetRow ? target : undefined;
}

/** The step across a province edge, or undefined where the table gives none. */
function stepAcross(kf: number, direction: Direction): Step | undefined {
  const row = ROW_OF_KF[kf] as number;
  if (row === 1 && direction === 0) return [-1, kf + 43];
  if (row === 1 && direction === 1) return [-1, kf + 44];
  if (row === 8 && direction === 4 && kf !== 44) return [1, kf - 44];
  if (row === 8 && direction === 3 && kf !== 48) return [1, kf - 43];
  return EDGE_STEPS[kf]?.[direction];
}

/** Column shift where the columns' vertical offsets change (tables.md §11). */
function shiftedProvince(gf: number, deltaGf: number): number {
  const column = Math.floor(gf / 100);
  const target = gf + deltaGf;
  const targetColumn = Math.floor((target + 50) / 100);
  if (targetColumn === column + 1 && column >= 7 && column !== 8) return target - 1;
  if (targetColumn === column - 1 && column >= 8 && column !== 9) return target + 1;
  return target;
}

/** The neighbour of gf/kf in `direction` as a hex id, or undefined off the map. */
export function computeNeighbour(gf: number, kf: number, direction: Direction): number | undefined {
  const inside = stepInside(kf, direction);
  if (inside !== undefined) return hexId(gf, inside);
  const step = stepAcross(kf, direction);
  if (step === undefined) return undefined;
  const province = shiftedProvince(gf, step[0]);
  return isProvince(province) ? hexId(province, step[1]) : undefined;
}

/** Dense index of the 6,480 hexes: province order, then kf. */
export const HEX_COUNT = PROVINCES.length * HEXES_PER_PROVINCE;
const INDEX_OF_PROVINCE = new Map(PROVINCES.map((gf, i) => [gf, i]));

export function hexIndex(id: number): number {
  const province = INDEX_OF_PROVINCE.get(Math.floor(id / 100));
  const kf = id % 100;
  if (province === undefined || kf < 1 || kf > HEXES_PER_PROVINCE) return -1;
  return province * HEXES_PER_PROVINCE + kf - 1;
}

export function hexAtIndex(index: number): number {
  return hexId(PROVINCES[Math.floor(index / HEXES_PER_PROVINCE)] as number, (index % HEXES_PER_PROVINCE) + 1);
}

/** neighbours[index*6 + d] = dense index of the neighbour, −1 off the map. Built once. */
export const NEIGHBOUR_TABLE: Int32Array = (() => {
  const table = new Int32Array(HEX_COUNT * 6).fill(-1);
  for (let index = 0; index < HEX_COUNT; index++) {
    const id = hexAtIndex(index);
    for (let d = 0; d < 6; d++) {
      const neighbour = computeNeighbour(Math.floor(id / 100), id % 100, d as Direction);
      if (neighbour !== undefined) table[index * 6 + d] = hexIndex(neighbour);
    }
  }
  return table;
})();

/** The neighbour of hex `id` in `direction`, or undefined off the map. */
export function neighbour(id: number, direction: Direction): number | undefined {
  const index = hexIndex(id);
  if (index < 0) return undefined;
  const target = NEIGHBOUR_TABLE[index * 6 + direction] as number;
  return target < 0 ? undefined : hexAtIndex(target);
}

/** All neighbours of hex `id` on the map, in direction order. */
export function neighbours(id: number): number[] {
  const result: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = neighbour(id, d as Direction);
    if (n !== undefined) result.push(n);
  }
  return result;
}

export const COLUMN_COUNT = COLUMN_ROWS.length;

/** Fast path for hot loops on dense indices: the neighbour's index, or −1 off the map. */
export function neighbourIndex(index: number, direction: Direction): number {
  return NEIGHBOUR_TABLE[index * 6 + direction] as number;
}
