import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { checkTurn } from '../../../src/games/phoenix/orders/check.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { indexWorld } from '../../../src/games/phoenix/world/loaded.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-month-world.js';

/** The magic-wall landing case, its walls raised by realm b's wizard instead of a's own. */
function hostileWalls() {
  const data = JSON.parse(readFileSync(join(import.meta.dirname, '../../conformance/phoenix-month/PHX-M-1.4.2-01.json'), 'utf8')) as { world: CaseWorld; orders: { a: string } };
  data.world.realms.push({ id: 'b' });
  data.world.wizards = [{ id: 'morgana', name: 'Morgana', realm: 'b', at: '503/26', class: 'B', gp: 8, zkp: 8 }];
  data.world.magicWalls = (data.world.magicWalls ?? []).map((wall) => ({ ...wall, caster: 'morgana', realm: 'b' }));
  return { world: parseWorld(buildCaseWorld(data.world), 'case').world, orders: data.orders.a };
}

describe('the check reveals nothing the realm may not know (P-103, P-153)', () => {
  it('another realm’s magic walls stay invisible: the check does not foresee the landing they stop, the month does', () => {
    const { world, orders } = hostileWalls();
    const { turn } = parseTurnText(orders);
    const problems = checkTurn(indexWorld(world), turn!, DEFAULT_RULES, 'en');
    expect(problems.filter((p) => p.code === 'magic-wall')).toEqual([]);
    expect(JSON.stringify(problems)).not.toMatch(/magic wall/i);
    const month = evaluateMonth(world, new Map([['a', turn!]]), new SeededDice(1), DEFAULT_RULES);
    expect(month.reports.realms.get('a')?.refused.map((r) => r.code)).toContain('magic-wall');
  });
});
