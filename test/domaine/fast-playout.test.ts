import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { floodFill } from '../../src/games/domaine/areas.js';
import { LINKS, SQUARES, layBoard } from '../../src/games/domaine/board.js';
import { SAMPLE_TILES } from '../../src/games/domaine/data/tiles.js';
import { layLetters } from '../../src/games/domaine/playout/board.js';
import { FastGame, OVER } from '../../src/games/domaine/playout/game.js';
import { fastRandomGame, playRandomCommand, type PlayedCommand } from '../../src/games/domaine/playout/random.js';
import { PlayoutRandom } from '../../src/kernel/simulation/playout-random.js';
import { applyRulesOptions } from '../../src/games/domaine/rules.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { areaOf, seatName, type DomState } from '../../src/games/domaine/state.js';

/** Everything a game's end shows, from the Match's state. */
function matchSummary(s: DomState) {
  return {
    phase: s.phase,
    turn: s.turn,
    current: s.current,
    borders: s.areas.borders.join(''),
    areas: floodFill(s.areas.borders).join(','),
    castle: s.castle.join(','),
    knight: s.knight.join(','),
    ducats: [...s.ducats],
    knightsLeft: [...s.knightsLeft],
    castlesLeft: [...s.castlesLeft],
    scores: [...s.scores],
    alliances: s.alliances.map((a) => [a.a, a.b, a.marker]).flat(),
    result: s.result === null ? null : { reason: s.result.reason, winners: [...s.result.winners], scores: [...s.result.scores] },
    squares: Array.from({ length: SQUARES }, (_, q) => {
      const info = areaOf(s, q);
      return `${info.size}/${info.value}/${info.mines.join('')}/${info.castles.length}`;
    }).join(','),
  };
}

/** The same from the playout engine's state. */
function fastSummary(g: FastGame) {
  const a = g.areas;
  const players = g.players;
  const scores = [...g.scores().slice(0, players)];
  return {
    phase: g.phase === OVER ? 'over' : 'play',
    turn: g.turn,
    current: g.current,
    borders: [...a.border].join(''),
    areas: floodFill([...a.border]).join(','),
    castle: [...a.castle].join(','),
    knight: [...a.knight].join(','),
    ducats: [...g.ducats.slice(0, players)],
    knightsLeft: [...g.knightsLeft.slice(0, players)],
    castlesLeft: [...g.castlesLeft.slice(0, players)],
    scores,
    alliances: [...g.alliances],
    result: g.reason === null ? null : { reason: g.reason, winners: [...g.winners], scores },
    squares: Array.from({ length: SQUARES }, (_, q) => {
      const l = a.label[q] as number;
      return `${a.size[l]}/${a.value[l]}/${[...a.mines.slice(4 * l, 4 * l + 4)].join('')}/${a.castles[l]}`;
    }).join(','),
  };
}

const OPTIONS = [
  undefined,
  { subVariant: true },
  { subVariant: true, mines: { mode: 'all-kinds' } },
  { mines: { mode: 'all-kinds', points: 8 }, knightsIntoForeignDomaine: true },
  { distance: { metric: 'chebyshev' }, values: { forest: 2, village: 4, city: 6 }, mines: { mode: 'all-kinds', points: 3 }, subVariant: true, subVariantExtra: 2 },
];

describe('Domaine playout engine (mutable state, own random player)', () => {
  it('plays legal games of the rules: every command accepted by the Match, the same final state', () => {
    const counts: Record<string, number> = {};
    let games = 0;
    for (const players of [2, 3, 4]) {
      for (let seed = 1; seed <= 104; seed++) {
        const rulesOptions = OPTIONS[seed % OPTIONS.length];
        const record: PlayedCommand[] = [];
        const g = fastRandomGame(applyRulesOptions(rulesOptions), players, seed, new FastGame(), record);
        const match = new Match(domaineRules, rulesOptions === undefined ? { players } : { players, rules: rulesOptions }, seed);
        for (const [i, { seat, command }] of record.entries()) {
          const result = match.submit(seatName(seat), command);
          if (!result.accepted) throw new Error(`${players} players, seed ${seed}, command ${i} ${JSON.stringify(command)} refused: ${result.problems[0]?.message}`);
          counts[command.type] = (counts[command.type] ?? 0) + 1;
        }
        expect(g.phase).toBe(OVER);
        expect(fastSummary(g), `${players} players, seed ${seed}`).toEqual(matchSummary(match.state));
        games++;
      }
    }
    expect(games).toBe(312);
    // Every kind of command occurs, the questions after a 6 and after an expansion included.
    for (const type of ['found', 'borders', 'knights', 'expand', 'treason', 'alliance', 'take-ducats', 'special-income', 'free-knight', 'merge']) expect(counts[type] ?? 0, type).toBeGreaterThan(0);
  });

  it('gives the same game for the same seed, on a fresh engine or a reused one', () => {
    const rules = applyRulesOptions(undefined);
    const reused = new FastGame();
    for (const seed of [5, 6, 7]) {
      const a: PlayedCommand[] = [];
      const b: PlayedCommand[] = [];
      fastRandomGame(rules, 4, 100, reused, a);
      fastRandomGame(rules, 4, seed, reused);
      fastRandomGame(rules, 4, 100, new FastGame(), b);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
  });
});

/** The engine's running counts against a count from scratch: pieces next to each square, free sides, pieces by seat, knights and castles by area. */
function countsFromScratch(g: FastGame) {
  const a = g.areas;
  const near: number[] = [];
  const open: number[] = [];
  const pieces: number[][] = [];
  for (let seat = 0; seat < 4; seat++) {
    pieces.push([]);
    for (let s = 0; s < SQUARES; s++) {
      let n = 0;
      for (const [i, x] of (LINKS[s] as readonly number[]).entries()) if (i % 2 === 0 && (a.castle[x] === seat || a.knight[x] === seat)) n++;
      near.push(n);
      if (a.castle[s] === seat || a.knight[s] === seat) (pieces[seat] as number[]).push(s);
    }
  }
  for (let s = 0; s < SQUARES; s++) {
    const links = LINKS[s] as readonly number[];
    let bits = 0;
    for (let i = 0; i < links.length; i += 2) if (a.border[links[i + 1] as number] === 0) bits |= 1 << (i / 2);
    open.push(bits);
  }
  const byArea = Array.from({ length: SQUARES }, (_, s) => {
    let knights = '';
    let castles = '';
    for (let seat = 0; seat < 4; seat++) {
      let k = 0;
      let c = 0;
      for (let q = 0; q < SQUARES; q++) {
        if (a.label[q] !== a.label[s]) continue;
        if (a.knight[q] === seat) k++;
        if (a.castle[q] === seat) c++;
      }
      knights += `${k},`;
      castles += `${c},`;
    }
    return `${knights}/${castles}`;
  });
  return { near, open, pieces, byArea };
}

function runningCounts(g: FastGame) {
  const a = g.areas;
  const l = (s: number) => 4 * (a.label[s] as number);
  return {
    near: [...a.near],
    open: [...a.open],
    pieces: [0, 1, 2, 3].map((seat) => [...a.pieces.slice(64 * seat, 64 * seat + (a.pieceCount[seat] as number))].sort((x, y) => x - y)),
    byArea: Array.from({ length: SQUARES }, (_, s) => `${[...a.knightsOf.slice(l(s), l(s) + 4)].map((k) => `${k},`).join('')}/${[...a.castlesOf.slice(l(s), l(s) + 4)].map((c) => `${c},`).join('')}`),
  };
}

describe('Domaine playout engine counts', () => {
  it('keeps its running counts equal to a count from scratch, command after command', () => {
    const rules = applyRulesOptions({ subVariant: true });
    for (const players of [2, 4]) {
      for (const seed of [1, 2, 3]) {
        const g = new FastGame();
        g.start(rules, players, seed);
        const r = new PlayoutRandom(seed);
        for (let n = 0; g.phase !== OVER && n < 5000; n++) {
          playRandomCommand(g, r, null);
          if (n % 7 === 0 || g.phase === OVER) expect(runningCounts(g), `${players} players, seed ${seed}, command ${n}`).toEqual(countsFromScratch(g));
        }
      }
    }
  });
});

describe('Domaine playout board', () => {
  it('lays the board layBoard lays for the same dice', () => {
    const letters = new Uint8Array(SQUARES);
    for (let seed = 0; seed < 300; seed++) {
      layLetters(SAMPLE_TILES, new SeededDice(stepSeed(seed, 0)), letters);
      expect(String.fromCharCode(...letters)).toBe(layBoard(SAMPLE_TILES, new SeededDice(stepSeed(seed, 0))).terrain);
    }
  });
});
