import { InputError } from '../../../../kernel/problems.js';
import { PROVINCES, isProvince } from '../coords.js';

/**
 * "503-706": the provinces of columns 5–7 and rows 3–6, the rectangle between two corner
 * provinces; "503" alone is one province.
 */
export function parseArea(text: string): Set<number> {
  const match = /^\s*(\d{3,4})\s*(?:-\s*(\d{3,4}))?\s*$/.exec(text);
  const first = match === null ? NaN : Number(match[1]);
  const last = match?.[2] === undefined ? first : Number(match[2]);
  if (!isProvince(first) || !isProvince(last)) {
    throw new InputError([{ code: 'bad-area', message: `must be a province or a range of provinces like "503-706", not "${text}"`, where: '--area' }]);
  }
  const [c1, c2] = [Math.floor(first / 100), Math.floor(last / 100)].sort((a, b) => a - b) as [number, number];
  const [r1, r2] = [first % 100, last % 100].sort((a, b) => a - b) as [number, number];
  return new Set(PROVINCES.filter((gf) => Math.floor(gf / 100) >= c1 && Math.floor(gf / 100) <= c2 && gf % 100 >= r1 && gf % 100 <= r2));
}
