import { CITIES, CITY_COUNT } from '../data/cities.js';

/** Road distances between every two cities (breadth-first over data.md's roads). */
export const DISTANCE: readonly (readonly number[])[] = CITIES.map((_, from) => {
  const d = new Array<number>(CITY_COUNT).fill(99);
  d[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i] as number;
    for (const n of (CITIES[c] as { neighbours: readonly number[] }).neighbours) {
      if ((d[n] as number) > (d[c] as number) + 1) {
        d[n] = (d[c] as number) + 1;
        queue.push(n);
      }
    }
  }
  return d;
});
