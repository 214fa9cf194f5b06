import { boundPercent, percent } from '../../../kernel/simulation/rate.js';
import type { GameRecord } from './games.js';
import type { Rate, Summary } from './stats.js';

const row = (label: string, r: Rate) =>
  `  ${label.padEnd(12)} ${String(r.games).padStart(7)} games  ${percent(r.wins, r.games).padStart(7)}  (${boundPercent(r.low)} – ${boundPercent(r.high)})  points ${r.points.toFixed(2)}`;

export function summaryText(s: Summary): string {
  const c = s.config;
  const bots = c.bots.length === 1 ? `bot ${c.bots[0]}` : `bots ${c.bots.join(', ')} (turned one seat per game)`;
  const mcts = c.bots.includes('mcts') ? ` (MCTS ${c.mctsIterations} playouts)` : '';
  const lines = [
    `${s.games} games, ${c.players} players, ${bots}${mcts}, seed ${c.seed}${c.rules === undefined ? '' : `, rules ${JSON.stringify(c.rules)}`}`,
    `turns: mean ${s.turns.mean}, min ${s.turns.min}, max ${s.turns.max}; ${s.byKing} ended at the king token; ${s.shared} shared; ${s.unfinished} unfinished`,
    'win rate per seat (turn order, 95 % interval):',
    ...s.bySeat.map((r) => row(r.seat, r)),
  ];
  if (c.bots.length > 1) lines.push('win rate per bot:', ...s.byBot.map((r) => row(r.bot, r)));
  return `${lines.join('\n')}\n`;
}

export function recordsCsv(records: readonly GameRecord[]): string {
  const rows = records.map((r) => [r.index, r.seed, r.bots.join('+'), r.winners.join('+'), r.reason ?? '', r.scores.join('+'), r.turns, r.commands, r.finished].join(','));
  return `game,seed,bots,winners,reason,scores,turns,commands,finished\n${rows.join('\n')}\n`;
}
