import { boundPercent, percent } from '../../../kernel/simulation/rate.js';
import { POWERS } from '../powers.js';
import type { GameRecord } from './games.js';
import type { Rate, Summary } from './stats.js';

const row = (label: string, r: Rate) =>
  `  ${label.padEnd(12)} ${String(r.games).padStart(7)} games  ${percent(r.wins, r.games).padStart(7)}  (${boundPercent(r.low)} – ${boundPercent(r.high)})  throne ${r.throne.toFixed(2)}`;

export function summaryText(s: Summary): string {
  const c = s.config;
  const bots = c.bots.length === 1 ? `bot ${c.bots[0]}` : `bots ${c.bots.join(', ')} (turned one seat per game)`;
  const powers = c.powers === undefined ? 'powers drawn per game' : `powers ${c.powers.join(', ')}`;
  const mcts = c.bots.includes('mcts') ? ` (MCTS ${c.mctsIterations} iterations)` : '';
  const order = (power: string) => POWERS.indexOf(power as (typeof POWERS)[number]);
  const lines = [
    `${s.games} games, ${c.players} players, ${powers}, ${bots}${mcts}, seed ${c.seed}${c.rules === undefined ? '' : `, rules ${JSON.stringify(c.rules)}`}`,
    `rounds: mean ${s.rounds.mean}, min ${s.rounds.min}, max ${s.rounds.max}; commands per game: mean ${s.commands.mean}`,
    `${s.shared} game(s) with more than one winner (each counts as a win for each); ${s.unfinished} unfinished`,
    'win rate per power (95 % interval):',
    ...s.byPower.slice().sort((a, b) => order(a.power) - order(b.power)).map((r) => row(r.power, r)),
    'win rate per seat position (place in the starting order):',
    ...s.bySeat.map((r) => row(`seat ${r.seat}`, r)),
  ];
  if (c.bots.length > 1) lines.push('win rate per bot:', ...s.byBot.map((r) => row(r.bot, r)));
  return `${lines.join('\n')}\n`;
}

export function recordsCsv(records: readonly GameRecord[]): string {
  const rows = records.map((r) => [r.index, r.seed, r.powers.join('+'), r.bots.join('+'), r.winners.join('+'), r.throne.join('+'), r.rounds, r.commands, r.finished].join(','));
  return `game,seed,powers,bots,winners,throne,rounds,commands,finished\n${rows.join('\n')}\n`;
}
