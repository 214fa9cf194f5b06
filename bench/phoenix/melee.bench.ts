import { parseBattle } from '../../src/games/phoenix/combat/battle-file.js';
import { MeleeNumbers, resolveNumbers, type MeleeDice } from '../../src/games/phoenix/combat/melee/losses.js';
import { meleeOdds } from '../../src/games/phoenix/combat/melee/odds.js';
import { prepareMelee } from '../../src/games/phoenix/combat/melee/prepare.js';
import type { MeleeFile } from '../../src/games/phoenix/combat/melee/schema.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { medianMs, perSecond, type Benchmark } from '../harness.js';

/** Three armies a side: warriors, riders and a guard, with characters, a wizard and a town. */
const battle = parseBattle(
  {
    kind: 'melee',
    hex: { terrain: 'forest', stronghold: { level: 'STD', bp: 1800, owner: 'Aldor' } },
    attacker: {
      realm: 'Grimm',
      standardTerrain: 'forest',
      armies: [
        { id: 101, kind: 'warriors', K: 14000, HF: 60 },
        { id: 201, kind: 'riders', R: 5000, HF: 30 },
        { id: 202, kind: 'riders', R: 3000, HF: 20, guard: true },
      ],
      characters: [{ name: 'Grimm', rank: 'ruler', gp: 55.5 }],
    },
    defenders: [
      {
        realm: 'Aldor',
        armies: [
          { id: 101, kind: 'warriors', K: 6000, HF: 25, support: 1, advantages: ['wall'] },
          { id: 102, kind: 'warriors', K: 2000, HF: 5, LKP: 2 },
          { id: 201, kind: 'riders', R: 2000, HF: 10 },
        ],
        wizards: [{ name: 'Ilsa', gp: 8, zkp: 6 }],
      },
    ],
  },
  DEFAULT_RULES,
).file as MeleeFile;

/** Cycles through every W20 pair and W% so each resolution gets other dice. */
function cyclingDice(): MeleeDice {
  let state = 0;
  return {
    w20: () => (state = (state * 7 + 3) % 20) + 1,
    percent: () => (state % 100) + 1,
  };
}

export const benchmarks: Benchmark[] = [
  {
    // The headline: everything from the validated file and rules to winner, losses and survivors per army.
    name: 'complete melee resolutions (3 armies a side: prepare + numbers + resolve per call)',
    target: '≥ 500,000 per second',
    run() {
      const dice = cyclingDice();
      const value = perSecond(() => {
        const prepared = prepareMelee(battle, DEFAULT_RULES);
        resolveNumbers(prepared, dice, new MeleeNumbers(prepared));
      });
      return { value, unit: 'per second', met: value >= 500_000 };
    },
  },
  {
    name: 'melee numeric core only (3 armies a side, prepared and allocated once)',
    target: '≥ 1,000,000 per second',
    run() {
      const prepared = prepareMelee(battle, DEFAULT_RULES);
      const numbers = new MeleeNumbers(prepared);
      const dice = cyclingDice();
      const value = perSecond(() => resolveNumbers(prepared, dice, numbers));
      return { value, unit: 'per second', met: value >= 1_000_000 };
    },
  },
  {
    name: 'exact melee odds (400 W20 pairs, 3 armies a side)',
    target: '≤ 5 ms median',
    run() {
      const value = medianMs(() => meleeOdds(prepareMelee(battle, DEFAULT_RULES)), 31);
      return { value, unit: 'ms', met: value <= 5 };
    },
  },
];
