import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Direction } from '../../../src/games/phoenix/map/coords.js';
import { generateWorld } from '../../../src/games/phoenix/map/generate/world.js';
import { explainReach, planMove, type MovePlan } from '../../../src/games/phoenix/movement/plan.js';
import { armyMover } from '../../../src/games/phoenix/movement/mover.js';
import { planDisembark } from '../../../src/games/phoenix/movement/ship.js';
import { applyRulesOptions } from '../../../src/games/phoenix/options.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { directionBetween, placeAtIndex, placeNeighbour } from '../../../src/games/phoenix/world/places.js';
import { formatHex } from '../../../src/games/phoenix/map/coords.js';
import { buildCaseWorld } from '../../conformance/phoenix-movement/world.js';

const loaded = parseWorld(generateWorld({ seed: 7, realms: 13, armies: true }), 'generated');
const movers = loaded.world.armies.filter((a) => a.aboard === undefined);
const index = (text: string) => loaded.placeOf.get(text) as number;

function holds(plan: MovePlan, bwp: number): void {
  let place = index(plan.from);
  let left = bwp;
  let elevation = DEFAULT_RULES.tables.movement.elevationPoints;
  for (const step of plan.steps) {
    const to = index(step.to);
    expect(directionBetween(place, to), `${step.to} is next to the hex before`).not.toBeUndefined();
    expect(step.bwpCost).toBeGreaterThanOrEqual(0);
    expect(step.bwpLeft).toBe(left - step.bwpCost);
    expect(step.bwpLeft).toBeGreaterThanOrEqual(0);
    expect(step.elevationLeft).toBeLessThanOrEqual(elevation);
    expect(step.elevationLeft).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(step.bwpLeft)).toBe(true);
    left = step.bwpLeft;
    elevation = step.elevationLeft;
    place = to;
  }
  if (plan.stop !== undefined) expect(plan.stop.afterStep).toBe(plan.steps.length);
}

describe('planMove', () => {
  it('never spends more BWP or elevation points than the army has, and steps only to neighbours (random paths)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: movers.length - 1 }), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }), (which, directions) => {
        const army = movers[which]!;
        const path: string[] = [];
        let at = index(army.at);
        for (const d of directions) {
          const next = placeNeighbour(at, d as Direction);
          if (next < 0) break;
          path.push(formatHex(placeAtIndex(next)));
          at = next;
        }
        if (path.length === 0) return;
        holds(planMove(loaded, army.realm, { type: 'move', army: army.number, path }, DEFAULT_RULES), armyMover(army, DEFAULT_RULES).bwp);
      }),
      { numRuns: 300, seed: 42 },
    );
  });

  it('finds legal paths to targets, and the same path every time (random targets)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: movers.length - 1 }), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 5 }), (which, directions) => {
        const army = movers[which]!;
        let at = index(army.at);
        for (const d of directions) at = placeNeighbour(at, d as Direction) < 0 ? at : placeNeighbour(at, d as Direction);
        const order = { type: 'move' as const, army: army.number, to: formatHex(placeAtIndex(at)) };
        const plan = planMove(loaded, army.realm, order, DEFAULT_RULES);
        holds(plan, armyMover(army, DEFAULT_RULES).bwp);
        if (plan.steps.length > 0 && plan.stop?.encounter === undefined) expect(plan.steps.at(-1)?.to).toBe(order.to);
        expect(planMove(loaded, army.realm, order, DEFAULT_RULES)).toEqual(plan);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('refuses armies of other realms and unknown figures', () => {
    const army = movers[0]!;
    const other = loaded.world.realms.find((r) => r.id !== army.realm)!.id;
    expect(planMove(loaded, other, { type: 'move', army: 999, path: [army.at] }, DEFAULT_RULES).stop?.code).toBe('unknown-army');
    expect(planMove(loaded, other, { type: 'move', army: 0, figure: 'nobody', path: [army.at] }, DEFAULT_RULES).stop?.code).toBe('unknown-figure');
  });

  it('counts points already used this month, and a used month cannot cross a river', () => {
    const world = buildCaseWorld({ fill: 'lowland', realms: [{ id: 'nordmark' }], rivers: [{ at: '503/24', side: 'O' }], armies: [{ realm: 'nordmark', number: 201, kind: 'riders', at: '503/24', R: 1000, HF: 1 }] }, 'used');
    const order = { type: 'move' as const, army: 201, path: ['503/25'] };
    expect(planMove(world, 'nordmark', order, DEFAULT_RULES)).toMatchObject({ steps: [{ to: '503/25', bwpCost: 21, bwpLeft: 0 }] });
    const used = new Map([['nordmark#201', { bwp: 3, elevation: 0 }]]);
    expect(planMove(world, 'nordmark', order, DEFAULT_RULES, { movedBefore: used }).stop?.code).toBe('river-next-month');
    expect(planMove(world, 'nordmark', { type: 'move', army: 201, path: ['503/17'] }, DEFAULT_RULES, { movedBefore: used }).steps[0]?.bwpLeft).toBe(11);
    const spent = new Map([['nordmark#201', { bwp: 21, elevation: 0 }]]);
    expect(planMove(world, 'nordmark', order, DEFAULT_RULES, { movedBefore: spent }).stop?.code).toBe('no-bwp');
  });

  it('takes its costs from the rules tables, which a rules-options file overrides', () => {
    const world = buildCaseWorld({ fill: 'hills', realms: [{ id: 'nordmark' }], armies: [{ realm: 'nordmark', number: 201, kind: 'riders', at: '503/24', R: 1000, HF: 1 }] }, 'rules');
    const order = { type: 'move' as const, army: 201, path: ['503/25', '503/26'] };
    expect(planMove(world, 'nordmark', order, DEFAULT_RULES).steps.map((s) => s.bwpCost)).toEqual([21]);
    const cheaper = applyRulesOptions({ tables: { movementCosts: { riders: { hills: [10, 7, 7, 4] } } } });
    expect(planMove(world, 'nordmark', order, cheaper).steps.map((s) => s.bwpCost)).toEqual([10, 10]);
    expect(() => applyRulesOptions({ tables: { movementCosts: { riders: { hills: [10, 7] } } } })).toThrow(/4 item/);
  });

  it('says in German by default why a move stops', () => {
    const world = buildCaseWorld({ fill: 'lowland', realms: [{ id: 'nordmark' }], hexes: [{ at: '503/25', terrain: 'water' }], armies: [{ realm: 'nordmark', number: 201, kind: 'riders', at: '503/24', R: 1000, HF: 1 }] }, 'de');
    expect(planMove(world, 'nordmark', { type: 'move', army: 201, path: ['503/25'] }, DEFAULT_RULES).stop?.message).toBe(
      '503/25 ist Wasser: Landheere betreten es nur an Bord einer Flotte (R §0.3.2).',
    );
  });

  it('keeps a landing army aboard when a magic wall bars the shore (errata 87)', () => {
    const world = buildCaseWorld(
      {
        fill: 'water',
        realms: [{ id: 'nordmark' }, { id: 'sudland' }],
        hexes: [{ at: '503/25', terrain: 'lowland' }],
        magicWalls: [{ at: '503/25', side: 'W', caster: 'merlin', realm: 'sudland', expires: 5 }],
        wizards: [{ id: 'merlin', name: 'Merlin', realm: 'sudland', at: '503/40', class: 'B', gp: 8, zkp: 4 }],
        armies: [
          { realm: 'nordmark', number: 301, kind: 'fleet', at: '503/24', S: 30, HF: 1 },
          { realm: 'nordmark', number: 201, kind: 'riders', at: '503/24', R: 1000, HF: 1, aboard: 301 },
        ],
      },
      'wall',
    );
    const plan = planDisembark(world, 'nordmark', { type: 'disembark', army: 201, to: '503/25' }, DEFAULT_RULES);
    expect(plan).toMatchObject({ steps: [], stop: { code: 'magic-wall', encounter: 'magicWall', afterStep: 0 } });
  });
});

describe('explainReach', () => {
  const world = buildCaseWorld(
    {
      fill: 'lowland',
      realms: [{ id: 'nordmark' }],
      hexes: [{ at: '503/26', terrain: 'forest' }, { at: '503/17', terrain: 'water' }],
      roads: [{ from: '503/26', to: '503/27', bp: 60 }],
      armies: [{ realm: 'nordmark', number: 201, kind: 'riders', at: '503/25', R: 1000, HF: 1 }],
    },
    'reach',
  );
  const reach = explainReach(world, 'nordmark', 201, DEFAULT_RULES, { lang: 'en' });

  it('gives every reachable hex with the BWP kept there', () => {
    expect(reach.get('503/25')).toEqual({ reachable: true, bwpLeft: 21 });
    expect(reach.get('503/26')).toEqual({ reachable: true, bwpLeft: 11 });
    expect(reach.get('503/27')).toEqual({ reachable: true, bwpLeft: 7 });
    expect(reach.get('503/24')).toEqual({ reachable: true, bwpLeft: 14 });
  });

  it('and every hex just beyond with the reason it cannot be entered', () => {
    expect(reach.get('503/17')).toEqual({ reachable: false, reason: '503/17 is water: land armies enter it only aboard a fleet (R §0.3.2)' });
    const beyond = [...reach.values()].filter((r) => !r.reachable);
    expect(beyond.length).toBeGreaterThan(5);
    expect(beyond.every((r) => typeof r.reason === 'string' && r.reason.length > 0)).toBe(true);
  });

  it('explains an army that cannot move at all', () => {
    expect(explainReach(world, 'nordmark', 201, DEFAULT_RULES, { immobile: new Set(['nordmark#201']) }).get('503/25')?.reachable).toBe(false);
    expect(explainReach(world, 'nordmark', 999, DEFAULT_RULES).size).toBe(0);
  });
});
