import type { Direction } from '../coords.js';
import { HEX_COUNT, neighbourIndex } from '../neighbours.js';

/** Steps from every hex (dense index) to the nearest hex where `isSource` holds (breadth-first). */
export function stepsFrom(isSource: (index: number) => boolean): Int32Array {
  const reach = new Int32Array(HEX_COUNT).fill(-1);
  const queue: number[] = [];
  for (let index = 0; index < HEX_COUNT; index++) {
    if (isSource(index)) {
      reach[index] = 0;
      queue.push(index);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head] as number;
    for (let d = 0; d < 6; d++) {
      const n = neighbourIndex(index, d as Direction);
      if (n >= 0 && reach[n] === -1) {
        reach[n] = (reach[index] as number) + 1;
        queue.push(n);
      }
    }
  }
  return reach;
}
