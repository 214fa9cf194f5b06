import type { GameRecord, SimulationConfig } from './games.js';
import { meanHundredths, winRate } from '../../../kernel/simulation/rate.js';

export interface Rate {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  /** Wilson score interval at 95 %. */
  readonly low: number;
  readonly high: number;
  /** Mean throne points at the end. */
  readonly throne: number;
}

export interface Summary {
  readonly config: SimulationConfig;
  readonly games: number;
  readonly unfinished: number;
  /** Games won by more than one player (every tie break equal): each counts as a win for each. */
  readonly shared: number;
  readonly rounds: { readonly mean: number; readonly min: number; readonly max: number; readonly histogram: Readonly<Record<string, number>> };
  readonly commands: { readonly mean: number };
  readonly byPower: readonly ({ readonly power: string } & Rate)[];
  /** Seat position: the place in the starting order (the turn order of round 1's first phases). */
  readonly bySeat: readonly ({ readonly seat: number } & Rate)[];
  readonly byBot: readonly ({ readonly bot: string } & Rate)[];
}

export function wilson(wins: number, games: number, throne = 0): Rate {
  return { ...winRate(wins, games), throne: meanHundredths(throne, games) };
}

interface Tally {
  games: number;
  wins: number;
  throne: number;
}

/** Adds one seat of one game to the tally under `key`. */
function count(tallies: Map<string, Tally>, key: string, won: boolean, throne: number): void {
  const tally = tallies.get(key) ?? { games: 0, wins: 0, throne: 0 };
  tally.games += 1;
  if (won) tally.wins += 1;
  tally.throne += throne;
  tallies.set(key, tally);
}

const rates = (tallies: Map<string, Tally>) => [...tallies.entries()].map(([key, t]) => [key, wilson(t.wins, t.games, t.throne)] as const);

/** Win rates (with Wilson intervals) per power, per seat position and per bot; lengths in rounds. */
export function summarise(config: SimulationConfig, records: readonly GameRecord[]): Summary {
  const powers = new Map<string, Tally>();
  const seats = new Map<string, Tally>();
  const bots = new Map<string, Tally>();
  const histogram: Record<string, number> = {};
  let rounds = 0;
  let commands = 0;
  for (const r of records) {
    rounds += r.rounds;
    commands += r.commands;
    histogram[String(r.rounds)] = (histogram[String(r.rounds)] ?? 0) + 1;
    r.powers.forEach((power, seat) => {
      const won = r.winners.includes(power);
      const throne = r.throne[seat] ?? 0;
      count(powers, power, won, throne);
      count(seats, String(seat + 1), won, throne);
      count(bots, r.bots[seat] ?? '?', won, throne);
    });
  }
  const lengths = records.map((r) => r.rounds);
  const n = records.length;
  return {
    config,
    games: n,
    unfinished: records.filter((r) => !r.finished).length,
    shared: records.filter((r) => r.winners.length > 1).length,
    rounds: {
      mean: meanHundredths(rounds, n),
      min: n === 0 ? 0 : Math.min(...lengths),
      max: n === 0 ? 0 : Math.max(...lengths),
      histogram: Object.fromEntries(Object.entries(histogram).sort((a, b) => Number(a[0]) - Number(b[0]))),
    },
    commands: { mean: meanHundredths(commands, n) },
    byPower: rates(powers).map(([power, rate]) => ({ power, ...rate })),
    bySeat: rates(seats)
      .map(([seat, rate]) => ({ seat: Number(seat), ...rate }))
      .sort((a, b) => a.seat - b.seat),
    byBot: rates(bots)
      .map(([bot, rate]) => ({ bot, ...rate }))
      .sort((a, b) => a.bot.localeCompare(b.bot)),
  };
}
