/**
 * Erkenfara's coordinates, compatible with the community's map database (tables.md §11):
 * a hex is `gf/kf` — province (Großfeld) `gf = column*100 + row` and hex (Gemark) `kf` 1–48 —
 * and as an integer `gf*100 + kf`.
 */

/** Rows per province column, columns 1–15 (135 provinces). */
export const COLUMN_ROWS = [6, 7, 8, 9, 10, 11, 11, 11, 11, 11, 10, 9, 8, 7, 6] as const;
/** Hexes per row inside a province, rows 1–8 (48 hexes). */
export const PROVINCE_ROWS = [4, 5, 6, 7, 8, 7, 6, 5] as const;
export const HEXES_PER_PROVINCE = 48;

/** Directions NW, NO, O, SO, SW, W as 0–5; the opposite of d is (d + 3) mod 6. */
export const DIRECTIONS = ['NW', 'NO', 'O', 'SO', 'SW', 'W'] as const;
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
export type DirectionName = (typeof DIRECTIONS)[number];
export const DIRECTION_ALIASES: Readonly<Record<string, Direction>> = { NW: 0, NO: 1, NE: 1, O: 2, E: 2, SO: 3, SE: 3, SW: 4, W: 5 };

export function opposite(direction: Direction): Direction {
  return ((direction + 3) % 6) as Direction;
}

export interface HexPosition {
  readonly gf: number;
  readonly kf: number;
}

/** Whether `gf` is a province of the 135-province grid. */
export function isProvince(gf: number): boolean {
  if (!Number.isInteger(gf)) return false;
  const column = Math.floor(gf / 100);
  const row = gf % 100;
  return column >= 1 && column <= 15 && row >= 1 && row <= (COLUMN_ROWS[column - 1] as number);
}

export function isHex(gf: number, kf: number): boolean {
  return isProvince(gf) && Number.isInteger(kf) && kf >= 1 && kf <= HEXES_PER_PROVINCE;
}

/** The integer id of a hex: gf*100 + kf (503/22 → 50322). */
export function hexId(gf: number, kf: number): number {
  return gf * 100 + kf;
}

export function positionOf(id: number): HexPosition {
  return { gf: Math.floor(id / 100), kf: id % 100 };
}

/** "503/22" for 50322; kf is written with two digits as the community does (601/09). */
export function formatHex(id: number): string {
  const { gf, kf } = positionOf(id);
  return `${gf}/${String(kf).padStart(2, '0')}`;
}

/** Parses "503/22" (also "503/2" and "503-22"); undefined when it is not a hex of the grid. */
export function parseHex(text: string): number | undefined {
  const match = /^\s*(\d{3,4})\s*[/-]\s*(\d{1,2})\s*$/.exec(text);
  if (match === null) return undefined;
  const gf = Number(match[1]);
  const kf = Number(match[2]);
  return isHex(gf, kf) ? hexId(gf, kf) : undefined;
}

/** All 135 provinces in order of their number. */
export const PROVINCES: readonly number[] = COLUMN_ROWS.flatMap((rows, c) => Array.from({ length: rows }, (_, r) => (c + 1) * 100 + r + 1));
