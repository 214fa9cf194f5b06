import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgeName, squareName } from '../../src/games/domaine/board.js';
import type { DomEvent } from '../../src/games/domaine/events.js';
import { seatName } from '../../src/games/domaine/state.js';
import type { LogEntry } from '../../src/kernel/match.js';
import { randomGame } from './play.js';

/** One line per log entry, names instead of numbers: what a person reads to follow the game. */
function line(entry: LogEntry<DomEvent>): string {
  if (entry.kind === 'roll') return `  roll ${entry.roll.die}=${entry.roll.value} (${entry.roll.purpose}, ${entry.roll.by ?? '-'})`;
  const e = entry.event;
  switch (e.t) {
    case 'founded':
      return `  ${seatName(e.seat)} founds a castle at ${squareName(e.castle)}, knight at ${squareName(e.knight)}`;
    case 'turn':
      return `turn ${e.turn}: ${seatName(e.seat)}`;
    case 'ducats':
      return `  ${seatName(e.seat)} ${e.delta > 0 ? '+' : ''}${e.delta} ducats (${e.why})`;
    case 'action':
      return `  ${seatName(e.seat)}: ${e.action}`;
    case 'border':
      return `  border ${e.on ? 'placed on' : 'removed from'} ${edgeName(e.edge)}`;
    case 'knight':
      return `  ${seatName(e.seat)} knight ${e.on ? 'placed on' : 'removed from'} ${squareName(e.square)}`;
    case 'die':
      return `  ${seatName(e.seat)} ${e.table}: ${e.roll} → ${e.outcome}`;
    case 'alliance':
      return `  alliance ${squareName(e.alliance.a)}+${squareName(e.alliance.b)} (marker ${squareName(e.alliance.marker)}) ${e.on ? 'made' : 'broken'}`;
    case 'pending':
      return `  asks: ${e.pending === null ? 'nothing' : `${e.pending.kind} of ${seatName(e.pending.seat)}`}`;
    case 'ended':
      return `end (${e.result.reason}): winners ${e.result.winners.map(seatName).join(', ')}; points ${e.result.scores.join('/')}`;
  }
}

const GAMES = [
  { name: 'two-players-seed-3', options: { players: 2 }, seed: 3 },
  { name: 'three-players-seed-11', options: { players: 3, rules: { subVariant: true } }, seed: 11 },
  { name: 'four-players-seed-29', options: { players: 4 }, seed: 29 },
];

describe('Domaine golden transcripts', () => {
  for (const game of GAMES) {
    it(`${game.name} replays as recorded`, () => {
      const match = randomGame(game.options, game.seed);
      expect(match.state.phase).toBe('over');
      const text = `board ${match.state.layout.map((l) => `${l.tile}/${l.quarter}`).join(' ')}\n${match.fullLog().map(line).join('\n')}\n`;
      const file = join(import.meta.dirname, 'golden', `${game.name}.txt`);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }
});
