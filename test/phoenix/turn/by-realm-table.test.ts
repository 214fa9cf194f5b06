import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { renderMarkdown } from '../../../src/games/phoenix/reports/doc.js';
import { humanReport } from '../../../src/games/phoenix/reports/human-report.js';
import type { RealmReport } from '../../../src/games/phoenix/reports/realm-report.js';
import { evaluateMonthThrough } from '../../../src/games/phoenix/turn/month/by-realm.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import type { TurnInput } from '../../../src/games/phoenix/turn/month/turn-input.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { turnInput } from '../../../src/games/phoenix/orders/turn-body.js';
import { BATTLE_TURN, battleWorld } from '../../server/phoenix-orders.js';
import { TEST_PORTS } from './helpers.js';

const text = (content: string): TurnInput => turnInput({ format: 'text', content }, 'de');

/** a attacks b's castle first; b hands in only after a's step: armament (A2) and standing orders. */
function table() {
  const world: World = battleWorld();
  world.calendar.turnOrder = [['a', 'b'], ['a', 'b'], ['a', 'b'], ['a', 'b']];
  const a = text(BATTLE_TURN);
  const late = text('REICH b\nRUESTE 503/22 102 BESONDERE K 500\nSONDERBEFEHL 101 KEINRUECKZUG');
  const atFirst = new Map([['a', a]]);
  const atSecond = new Map([['a', a], ['b', late]]);
  return { world, atFirst, atSecond };
}

const through = (world: World, turns: Parameters<typeof evaluateMonthThrough>[1], realms: number) => evaluateMonthThrough(world, turns, new SeededDice(5), DEFAULT_RULES, realms, TEST_PORTS);

describe('realm by realm at the table: a turn handed in after earlier steps (P-296, P-297)', () => {
  it('leaves the earlier steps as they ran, and the month start does not take the late turn’s armament', () => {
    const { world, atFirst, atSecond } = table();
    const first = through(world, [atFirst], 1);
    expect(first.done).toEqual(['a']);
    const second = through(world, [atFirst, atSecond], 2);
    expect(second.complete).toBe(true);
    // The second step replays the first exactly: the same events, in the same order.
    expect(JSON.stringify(second.events.slice(0, first.events.length))).toBe(JSON.stringify(first.events));
    // Read as one set, b's late armament would have run in the month's start (refused here: no special income).
    const whole = through(world, atSecond, 1);
    expect(JSON.stringify(whole.events)).not.toBe(JSON.stringify(first.events));
    expect(whole.events.some((e) => e.step === 'A2' && e.code === 'refused')).toBe(true);
    // At the table b learns, in its own turn, that its month-start order was not carried out.
    const late = second.events.filter((e) => e.code === 'startOrdersLate');
    expect(late.map((e) => [e.turnOf, e.data])).toEqual([['b', { realm: 'b', orders: 1 }]]);
    expect(second.events.some((e) => e.step === 'A2' && e.code === 'refused')).toBe(false);
    // b's German report says so, in German.
    const report = renderMarkdown(humanReport(second.reports.realms.get('b') as RealmReport, 'de'));
    expect(report).toContain('Der Zug von b kam nach dem Beginn des Monats: 1 Befehl des Monatsbeginns (Rüstung, Bonusrüstorte, Baubeginn) wird nicht ausgeführt (R §3.3; P-297)');
  });

  it('is the whole month’s evaluation when every set is the same turns', () => {
    const { world, atSecond } = table();
    const sets = through(world, [atSecond, atSecond], 2);
    const whole = evaluateMonth(world, atSecond, new SeededDice(5), DEFAULT_RULES, TEST_PORTS);
    expect(JSON.stringify(sets.events)).toBe(JSON.stringify(whole.events));
    expect(sets.events.some((e) => e.code === 'startOrdersLate')).toBe(false);
  });
});
