import type { SeededDice } from '../../../../kernel/dice.js';
import type { Direction } from '../coords.js';
import { AXIAL_Q, AXIAL_R } from '../grid.js';
import { HEX_COUNT, neighbourIndex } from '../neighbours.js';

/** Position of a hex (dense index) on the plane, in hex widths: pointy-top axial to Cartesian. */
export function planeX(index: number): number {
  return (AXIAL_Q[index] as number) + (AXIAL_R[index] as number) / 2;
}

export function planeY(index: number): number {
  return ((AXIAL_R[index] as number) * Math.sqrt(3)) / 2;
}

const RESOLUTION = 1_000_000;

/**
 * Value noise: random values on a square lattice of `cell` hex widths, blended with smoothstep,
 * summed over octaves that halve the cell and the weight. One value per hex, about 0–1.
 */
export function valueNoise(dice: SeededDice, cell: number, octaves: number): Float64Array {
  const result = new Float64Array(HEX_COUNT);
  let weight = 1;
  let total = 0;
  for (let octave = 0; octave < octaves; octave++, cell /= 2, weight /= 2) {
    const size = Math.ceil(120 / cell) + 2;
    const lattice = Array.from({ length: size * size }, () => dice.int(0, RESOLUTION) / RESOLUTION);
    const at = (i: number, j: number) => lattice[j * size + i] as number;
    for (let index = 0; index < HEX_COUNT; index++) {
      const x = planeX(index) / cell;
      const y = (planeY(index) + 30) / cell;
      const i = Math.floor(x);
      const j = Math.floor(y);
      const fx = smooth(x - i);
      const fy = smooth(y - j);
      const top = at(i, j) * (1 - fx) + at(i + 1, j) * fx;
      const bottom = at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx;
      result[index] = (result[index] as number) + weight * (top * (1 - fy) + bottom * fy);
    }
    total += weight;
  }
  for (let index = 0; index < HEX_COUNT; index++) result[index] = (result[index] as number) / total;
  return result;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Averages each hex with its neighbours `passes` times: removes single-hex speckles. */
export function smoothOverNeighbours(values: Float64Array, passes: number): Float64Array {
  let current = values;
  for (let pass = 0; pass < passes; pass++) {
    const next = new Float64Array(HEX_COUNT);
    for (let index = 0; index < HEX_COUNT; index++) {
      let sum = 0;
      let count = 0;
      for (let d = 0; d < 6; d++) {
        const n = neighbourIndex(index, d as Direction);
        if (n >= 0) {
          sum += current[n] as number;
          count++;
        }
      }
      next[index] = 0.5 * (current[index] as number) + (0.5 * sum) / count;
    }
    current = next;
  }
  return current;
}

/** The value below which `fraction` of `values` (over the chosen indices) lie. */
export function quantile(values: Float64Array, indices: readonly number[], fraction: number): number {
  const sorted = indices.map((i) => values[i] as number).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(fraction * sorted.length)))] as number;
}
