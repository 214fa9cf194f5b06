import { Match } from '../../src/kernel/match.js';
import { addBorder, copyAreas } from '../../src/games/domaine/areas.js';
import { EDGES } from '../../src/games/domaine/board.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { gamesPerCpuSecond, perSecond, type Benchmark } from '../harness.js';
import { boardgameIoGamesPerSecond, timesPeer } from '../peer.js';
import { botPlayoutGame, mctsDecision, mctsPositions, randomGame } from './drivers.js';

const MCTS_ITERATIONS = 100;

export const benchmarks: Benchmark[] = [
  {
    name: 'domaine random full games through the Match (every command checked, resolved and logged)',
    target: '≥ 25× boardgame.io (same run)',
    run() {
      const { games, commands } = gamesPerCpuSecond((seed) => randomGame(4, seed));
      return { value: games, unit: 'games/s', met: games >= 25 * boardgameIoGamesPerSecond(), detail: `CPU time; 4 players, random bot; ${Math.round(commands).toLocaleString('en-GB')} commands/s; ${timesPeer(games)}` };
    },
  },
  {
    name: "domaine random full games as the MCTS bot's playouts (resolve on each state, no check, no log)",
    target: 'none: for comparison with the Match row',
    run() {
      const { games, commands } = gamesPerCpuSecond((seed) => botPlayoutGame(4, seed));
      return { value: games, unit: 'games/s', met: null, detail: `CPU time; 4 players, random bot, advance() of the rule set; ${Math.round(commands).toLocaleString('en-GB')} commands/s; ${timesPeer(games)}` };
    },
  },
  {
    name: `domaine MCTS bot, ${MCTS_ITERATIONS} iterations a decision`,
    target: 'none: iterations a second of the search (depth-24 playouts)',
    run() {
      const positions = mctsPositions(16);
      const { games, commands } = gamesPerCpuSecond((seed) => mctsDecision(positions, MCTS_ITERATIONS, seed));
      return { value: commands, unit: 'iterations/s', met: null, detail: `CPU time; ${games.toFixed(1)} decisions/s on 16 positions of 4 players after 40 commands` };
    },
  },
  {
    name: 'domaine area update after one border (incremental)',
    target: '≥ 200,000 borders/s',
    run() {
      const match = new Match(domaineRules, { players: 4 }, 5);
      const ctx = match.state;
      let w = copyAreas(match.state.areas);
      let e = 0;
      const rate = perSecond(() => {
        if (w.borders[e] === 1) {
          w = copyAreas(match.state.areas);
          e = 0;
        }
        addBorder(w, ctx, e);
        e = (e + 37) % EDGES;
      });
      return { value: rate, unit: 'borders/s', met: rate >= 200_000, detail: 'a border placed and its two sides searched at once (areas.ts)' };
    },
  },
];
