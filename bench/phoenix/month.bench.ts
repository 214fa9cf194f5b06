import { SeededDice } from '../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../src/games/phoenix/turn/month/evaluate.js';
import { medianMs, type Benchmark } from '../harness.js';
import { monthScenario } from './month-generator.js';

const scenario = monthScenario(2026, 13, 2_000);
const orders = [...scenario.turns.values()].reduce((sum, turn) => sum + turn.orders.length, 0);
const special = monthScenario(2026, 13, 2_000, true);
const specialOrders = [...special.turns.values()].reduce((sum, turn) => sum + turn.orders.length, 0);

export const benchmarks: Benchmark[] = [
  {
    name: 'Phoenix month: a whole month of 13 realms, 2,000 armies, random orders',
    target: '≤ 250 ms median, ≤ 1 GB resident',
    run() {
      let events = 0;
      let peak = process.memoryUsage().rss;
      const ms = medianMs(() => {
        events = evaluateMonth(scenario.world, scenario.turns, new SeededDice(7), DEFAULT_RULES).events.length;
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 11);
      const mb = peak / 1e6;
      return { value: ms, unit: 'ms', met: ms <= 250 && mb <= 1_000, detail: `${scenario.world.armies.length} armies, ${orders} orders, ${events} events; ${mb.toFixed(0)} MB resident` };
    },
  },
  {
    name: 'Phoenix month: a whole month of 13 realms with pirates, undead and invaders, 2,000 armies, random orders',
    target: '≤ 250 ms median, ≤ 1 GB resident',
    run() {
      let events = 0;
      let peak = process.memoryUsage().rss;
      const ms = medianMs(() => {
        events = evaluateMonth(special.world, special.turns, new SeededDice(7), DEFAULT_RULES).events.length;
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 11);
      const mb = peak / 1e6;
      return { value: ms, unit: 'ms', met: ms <= 250 && mb <= 1_000, detail: `${special.world.armies.length} armies, ${specialOrders} orders, ${events} events; ${mb.toFixed(0)} MB resident` };
    },
  },
];
