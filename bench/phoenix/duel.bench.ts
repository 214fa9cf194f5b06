import { parseBattle } from '../../src/games/phoenix/combat/battle-file.js';
import { computeOdds, type OddsData } from '../../src/games/phoenix/combat/duel/odds.js';
import { prepareDuel } from '../../src/games/phoenix/combat/duel/prepare.js';
import type { DuelFile } from '../../src/games/phoenix/combat/duel/schema.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { medianMs, type Benchmark } from '../harness.js';

const file = parseBattle(
  {
    kind: 'duel',
    attacker: { realm: 'A', wizards: [{ name: 'ZE1', gp: 60, zkp: 60 }] },
    defender: { realm: 'B', wizards: [{ name: 'ZE2', gp: 60, zkp: 60 }] },
  },
  DEFAULT_RULES,
).file as DuelFile;

export const benchmarks: Benchmark[] = [
  {
    name: 'duel odds: win probability, 60 against 60 dice, ±0.1 pp at 95 %',
    target: '≤ 500 ms',
    run() {
      let odds: OddsData | undefined;
      const ms = medianMs(() => {
        odds = computeOdds(prepareDuel(file, DEFAULT_RULES), DEFAULT_RULES);
      }, 5);
      const result = odds as OddsData;
      return { value: ms, unit: 'ms', met: ms <= 500 && result.halfWidthPp <= 0.1, detail: `${result.trials} trials, ±${result.halfWidthPp.toFixed(3)} pp, attacker wins ${(100 * (result.pairings[0]?.attackerWins ?? 0)).toFixed(2)} %` };
    },
  },
];
