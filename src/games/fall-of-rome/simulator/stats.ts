import type { GameRecord, SimulationConfig } from './games.js';
import { meanHundredths, winRate } from '../../../kernel/simulation/rate.js';

export interface Rate {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  /** Wilson score interval at 95 %. */
  readonly low: number;
  readonly high: number;
}

export interface Summary {
  readonly config: SimulationConfig;
  readonly overall: Rate;
  readonly causes: Readonly<Record<string, number>>;
  readonly length: { readonly mean: number; readonly min: number; readonly max: number; readonly histogram: Readonly<Record<string, number>> };
  readonly byRoles: readonly ({ readonly roles: string } & Rate)[];
  /** Uses of every action, power, choice and event over all games, and in how many games each was used. */
  readonly usage: Readonly<Record<string, { readonly uses: number; readonly games: number }>>;
}

export function wilson(wins: number, games: number): Rate {
  return winRate(wins, games);
}

/** Win rate, causes, lengths (in turns) and per role combination, from records in index order. */
export function summarise(config: SimulationConfig, records: readonly GameRecord[]): Summary {
  const causes: Record<string, number> = {};
  const histogram: Record<string, number> = {};
  const groups = new Map<string, GameRecord[]>();
  let turns = 0;
  for (const r of records) {
    const key = `${r.outcome}: ${r.cause}`;
    causes[key] = (causes[key] ?? 0) + 1;
    histogram[String(r.turns)] = (histogram[String(r.turns)] ?? 0) + 1;
    turns += r.turns;
    const roles = [...r.roles].sort().join('+');
    groups.set(roles, [...(groups.get(roles) ?? []), r]);
  }
  const usage: Record<string, { uses: number; games: number }> = {};
  for (const r of records) {
    for (const [key, n] of Object.entries(r.usage)) {
      const u = (usage[key] ??= { uses: 0, games: 0 });
      u.uses += n;
      u.games += 1;
    }
  }
  const wins = (list: readonly GameRecord[]) => list.filter((r) => r.outcome === 'won').length;
  const lengths = records.map((r) => r.turns);
  return {
    config,
    overall: wilson(wins(records), records.length),
    causes: Object.fromEntries(Object.entries(causes).sort()),
    length: {
      mean: meanHundredths(turns, records.length),
      min: lengths.length === 0 ? 0 : Math.min(...lengths),
      max: lengths.length === 0 ? 0 : Math.max(...lengths),
      histogram: Object.fromEntries(Object.entries(histogram).sort((a, b) => Number(a[0]) - Number(b[0]))),
    },
    usage: Object.fromEntries(Object.entries(usage).sort((a, b) => a[0].localeCompare(b[0]))),
    byRoles: [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([roles, list]) => ({ roles, ...wilson(wins(list), list.length) })),
  };
}
