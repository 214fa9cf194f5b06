import { boundPercent, percent } from '../../../kernel/simulation/rate.js';
import type { GameRecord } from './games.js';
import type { Summary } from './stats.js';

export function summaryText(s: Summary): string {
  const lines = [
    `${s.overall.games} games, ${s.config.players} player(s), ${s.config.difficulty}, bot ${s.config.bot}${s.config.bot === 'mcts' ? ` (${s.config.mctsIterations} iterations)` : ''}, seed ${s.config.seed}${s.config.first ? ` (its games ${s.config.first}–${s.config.first + s.overall.games - 1})` : ''}${s.config.rules ? `, rules ${JSON.stringify(s.config.rules)}` : ''}`,
    `win rate ${percent(s.overall.wins, s.overall.games)} (95 % interval ${boundPercent(s.overall.low)} – ${boundPercent(s.overall.high)})`,
    'outcomes:',
    ...Object.entries(s.causes).map(([cause, n]) => `  ${cause.padEnd(30)} ${String(n).padStart(6)}  ${percent(n, s.overall.games)}`),
    `length in turns: mean ${s.length.mean}, min ${s.length.min}, max ${s.length.max}`,
    'per role combination:',
    ...s.byRoles.map((r) => `  ${r.roles.padEnd(60)} ${String(r.games).padStart(5)} games  ${percent(r.wins, r.games)} (${boundPercent(r.low)} – ${boundPercent(r.high)})`),
    'use of actions, powers and cards (uses, per game, games using it):',
    ...Object.entries(s.usage).map(([key, u]) => `  ${key.padEnd(44)} ${String(u.uses).padStart(7)}  ${(u.uses / Math.max(1, s.overall.games)).toFixed(2).padStart(7)}  ${String(u.games).padStart(6)}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function recordsCsv(records: readonly GameRecord[]): string {
  const rows = records.map((r) => [r.index, r.seed, r.roles.join('+'), r.outcome, r.cause, r.turns, r.commands, r.allied, r.hostile].join(','));
  return `game,seed,roles,outcome,cause,turns,commands,allied,hostile\n${rows.join('\n')}\n`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A bar chart of game lengths, wins and losses stacked, as a standalone SVG. */
export function lengthChart(s: Summary, records: readonly GameRecord[]): string {
  const lengths = [...new Set(records.map((r) => r.turns))].sort((a, b) => a - b);
  const counts = lengths.map((turns) => ({
    turns,
    won: records.filter((r) => r.turns === turns && r.outcome === 'won').length,
    other: records.filter((r) => r.turns === turns && r.outcome !== 'won').length,
  }));
  const most = Math.max(1, ...counts.map((c) => c.won + c.other));
  const width = 640;
  const height = 320;
  const left = 40;
  const bottom = 280;
  const bar = Math.max(2, Math.floor((width - left - 20) / Math.max(1, counts.length)));
  const y = (n: number) => Math.round((n / most) * (bottom - 40));
  const bars = counts.map((c, i) => {
    const x = left + i * bar;
    const lost = y(c.other);
    const won = y(c.won);
    return `<rect x="${x}" y="${bottom - lost}" width="${bar - 1}" height="${lost}" fill="#b33"/><rect x="${x}" y="${bottom - lost - won}" width="${bar - 1}" height="${won}" fill="#3a3"/><text x="${x + bar / 2}" y="${bottom + 14}" font-size="9" text-anchor="middle">${c.turns}</text>`;
  });
  const title = `Fall of Rome: ${s.overall.games} games, win rate ${percent(s.overall.wins, s.overall.games)} (${boundPercent(s.overall.low)} – ${boundPercent(s.overall.high)})`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">`,
    `<text x="${left}" y="20" font-size="13">${escape(title)}</text>`,
    `<text x="${left}" y="${height - 4}" font-size="10">game length in turns (green won, red lost); tallest bar ${most} games</text>`,
    `<line x1="${left}" y1="${bottom}" x2="${width - 10}" y2="${bottom}" stroke="#000"/>`,
    ...bars,
    '</svg>',
    '',
  ].join('\n');
}
