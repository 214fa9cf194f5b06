import { COLOURS } from '../state.js';
import type { GameRecord, SimulationConfig } from './games.js';
import { meanHundredths, winRate } from '../../../kernel/simulation/rate.js';

export interface Rate {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  /** Wilson score interval at 95 %. */
  readonly low: number;
  readonly high: number;
  /** Mean points at the end. */
  readonly points: number;
}

export interface Summary {
  readonly config: SimulationConfig;
  readonly games: number;
  readonly unfinished: number;
  readonly shared: number;
  readonly byKing: number;
  readonly turns: { readonly mean: number; readonly min: number; readonly max: number };
  readonly bySeat: readonly ({ readonly seat: string } & Rate)[];
  readonly byBot: readonly ({ readonly bot: string } & Rate)[];
}

export function wilson(wins: number, games: number, points = 0): Rate {
  return { ...winRate(wins, games), points: meanHundredths(points, games) };
}

/** Win rates per seat (colour, in turn order) and per bot, with Wilson intervals; game lengths in turns. */
export function summarise(config: SimulationConfig, records: readonly GameRecord[]): Summary {
  const seats = new Map<string, { games: number; wins: number; points: number }>();
  const bots = new Map<string, { games: number; wins: number; points: number }>();
  const add = (m: typeof seats, key: string, won: boolean, points: number) => {
    const t = m.get(key) ?? { games: 0, wins: 0, points: 0 };
    t.games += 1;
    t.wins += won ? 1 : 0;
    t.points += points;
    m.set(key, t);
  };
  for (const r of records) {
    for (let seat = 0; seat < config.players; seat++) {
      const colour = COLOURS[seat] as string;
      const won = r.winners.includes(colour);
      add(seats, colour, won, r.scores[seat] ?? 0);
      add(bots, r.bots[seat] ?? '?', won, r.scores[seat] ?? 0);
    }
  }
  const turns = records.map((r) => r.turns);
  const n = records.length;
  return {
    config,
    games: n,
    unfinished: records.filter((r) => !r.finished).length,
    shared: records.filter((r) => r.winners.length > 1).length,
    byKing: records.filter((r) => r.reason === 'king').length,
    turns: { mean: meanHundredths(turns.reduce((a, b) => a + b, 0), n), min: n === 0 ? 0 : Math.min(...turns), max: n === 0 ? 0 : Math.max(...turns) },
    bySeat: COLOURS.slice(0, config.players).map((seat) => {
      const t = seats.get(seat) ?? { games: 0, wins: 0, points: 0 };
      return { seat, ...wilson(t.wins, t.games, t.points) };
    }),
    byBot: [...bots.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([bot, t]) => ({ bot, ...wilson(t.wins, t.games, t.points) })),
  };
}
