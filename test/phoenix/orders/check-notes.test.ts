import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../../src/games/phoenix/orders/check.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { ScriptedDice } from '../../../src/kernel/dice.js';
import { indexWorld } from '../../../src/games/phoenix/world/loaded.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';

// a's armies walk east, 201 from 503/24, 202 from 503/33; a's own magic wall stands on 503/26 W, b's on 503/27 W.
const world = parseWorld(
  buildCaseWorld({
    turn: 3,
    realms: [{ id: 'a' }, { id: 'b' }],
    hexes: [{ at: '503/24', terrain: 'lowland', owner: 'a' }],
    armies: [
      { realm: 'a', number: 201, kind: 'riders', at: '503/24', R: 1000, HF: 1 },
      { realm: 'a', number: 202, kind: 'riders', at: '503/33', R: 1000, HF: 1 },
    ],
    magicWalls: [
      { at: '503/26', side: 'W', caster: 'merlin', realm: 'a', expires: 4 },
      { at: '503/27', side: 'W', caster: 'morgana', realm: 'b', expires: 4 },
    ],
  }),
).world;
const loaded = indexWorld(world);
const turnOf = (text: string) => parseTurnText(text).turn!;

describe('the checker notes a move the month will cut short (issue 42; P-120)', () => {
  it('gives a note, not a refusal, naming where the move ends and why, and the month walks it that far', () => {
    const turn = turnOf('REICH a\nBEWEGE 201 503/25 503/26\n');
    const de = checkTurn(loaded, turn, DEFAULT_RULES, 'de');
    expect(de).toEqual([{ code: 'move-cut-short', severity: 'warning', where: 'line 2, column 1', message: expect.stringMatching(/^Hinweis: Der Zug endet voraussichtlich in 503\/25, nicht in 503\/26: .*magische Wand/) }]);
    const en = checkTurn(loaded, turn, DEFAULT_RULES, 'en');
    expect(en[0]?.message).toMatch(/^note: the move is likely to end at 503\/25, not at 503\/26: .*magic wall/);
    // The note refuses nothing: the month carries the move out as far as it goes.
    const month = evaluateMonth(world, new Map([['a', turn]]), new ScriptedDice([]), DEFAULT_RULES);
    expect(month.world.armies.find((army) => army.number === 201)?.at).toBe('503/25');
    expect(month.events.filter((event) => event.code === 'refused')).toEqual([]);
  });

  it('says nothing of a move walked to its end, and keeps another realm’s wall secret', () => {
    expect(checkTurn(loaded, turnOf('REICH a\nBEWEGE 201 503/25\n'), DEFAULT_RULES, 'de')).toEqual([]);
    // b's wall on 503/27 W is invisible to a (R §1.4.2): the checker must not give it away.
    const past = turnOf('REICH a\nBEWEGE 202 503/26 503/27\n');
    expect(checkTurn(loaded, past, DEFAULT_RULES, 'de')).toEqual([]);
  });
});
