import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, replay } from '../../src/kernel/match.js';
import { heuristicBot } from '../../src/games/fall-of-rome/bots/heuristic.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { commandText } from '../../src/games/fall-of-rome/play/text.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';

function heuristicGame(seed: number, limit = 400) {
  const match = new Match(rules, { players: 2, roles: ['consul', 'praefectus-classis'], difficulty: 'introductory' }, seed);
  const dice = new SeededDice(seed);
  const lines: string[] = [];
  for (let i = 0; i < limit; i++) {
    const seat = seatToMove(match.state);
    if (seat === undefined) break;
    const command = heuristicBot.choose(match.state, (a, b) => dice.int(a, b));
    const before = match.fullLog().length;
    match.submit(seat, command);
    lines.push(`${seat}: ${commandText(command)}`);
    for (const entry of match.fullLog().slice(before)) {
      if (entry.kind === 'roll') lines.push(`  roll ${entry.roll.die}=${entry.roll.value} (${entry.roll.purpose})`);
      else if (entry.event.t !== 'begin') lines.push(`  ${JSON.stringify(entry.event)}`);
    }
  }
  return { match, lines };
}

describe('FR replay and golden playthrough', () => {
  it('replays a record into byte-identical events and state', () => {
    const { match } = heuristicGame(11, 150);
    const again = replay(rules, JSON.parse(JSON.stringify(match.record)));
    expect(JSON.stringify(again.fullLog())).toBe(JSON.stringify(match.fullLog()));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(match.state));
  });

  it('matches the golden playthrough of seed 7 (OpenSpiel style; UPDATE_GOLDEN=1 rewrites it)', () => {
    const { match, lines } = heuristicGame(7);
    const text = `# Fall of Rome playthrough: 2 players (consul, praefectus-classis), introductory, heuristic bot, seed 7\n${lines.join('\n')}\nresult: ${JSON.stringify(match.state.result)}\n`;
    const file = join(import.meta.dirname, 'golden', 'playthrough-seed-7.txt');
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it('undoes an action until a die is rolled, and not after', () => {
    const match = new Match(rules, { players: 2, roles: ['consul', 'mercator'] }, 3);
    const start = JSON.stringify(match.state);
    expect(match.submit('p1', { type: 'march', to: 'Genua' }).accepted).toBe(true);
    expect(match.view('p1').canUndo).toBe(true);
    expect(match.view('p2').canUndo).toBe(false);
    expect(match.submit('p2', { type: 'undo' }).accepted).toBe(false);
    expect(match.submit('p1', { type: 'undo' }).accepted).toBe(true);
    expect(JSON.stringify(match.state)).toBe(start);
    expect(match.submit('p1', { type: 'draw' }).accepted).toBe(true);
    expect(match.submit('p1', { type: 'undo' }).accepted).toBe(false);
  });
});
