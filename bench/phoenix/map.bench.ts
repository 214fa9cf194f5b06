import { HEX_COUNT, neighbourIndex } from '../../src/games/phoenix/map/neighbours.js';
import type { Direction } from '../../src/games/phoenix/map/coords.js';
import type { Benchmark } from '../harness.js';

export const benchmarks: Benchmark[] = [
  {
    name: 'Phoenix map: neighbour look-ups',
    target: '≥ 50 million per second',
    run() {
      let sink = 0;
      const rounds = 400;
      const start = performance.now();
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < HEX_COUNT; i++) {
          for (let d = 0; d < 6; d++) sink += neighbourIndex(i, d as Direction);
        }
      }
      const seconds = (performance.now() - start) / 1000;
      const perSecond = (rounds * HEX_COUNT * 6) / seconds;
      return { value: perSecond / 1e6, unit: 'million/s', met: perSecond >= 50e6, detail: `checksum ${sink}` };
    },
  },
];
