import type { Direction } from '../map/coords.js';
import { indexDistance } from '../map/grid.js';
import { HEX_COUNT } from '../map/neighbours.js';
import { placeNeighbour, placesWithin } from '../world/places.js';
import { TERRAIN_IDS } from '../data/terrain.js';
import { costCell } from './mover.js';
import { evaluateStep, type StepCost, type StepEnd, type StepState, type StepWorld } from './step.js';

/**
 * Dijkstra over (targets passed, place, elevation points left): the cheapest legal path through
 * the targets in order, fewest BWP first, then fewest elevation points; ties go to the path
 * found first, expanding directions NW, NO, O, SO, SW, W — the same path every time.
 */
export interface SearchNode {
  readonly layer: number;
  readonly state: StepState;
  readonly spentBwp: number;
  readonly spentElevation: number;
  readonly parent?: SearchNode;
  /** The step that led here (undefined for the start and for passing a target). */
  readonly cost?: StepCost;
  readonly end?: StepEnd;
  readonly seq: number;
}

function before(a: SearchNode, b: SearchNode): boolean {
  if (a.spentBwp !== b.spentBwp) return a.spentBwp < b.spentBwp;
  if (a.spentElevation !== b.spentElevation) return a.spentElevation < b.spentElevation;
  return a.seq < b.seq;
}

class Heap {
  private readonly items: SearchNode[] = [];
  get size(): number {
    return this.items.length;
  }
  push(node: SearchNode): void {
    const items = this.items;
    items.push(node);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i] as SearchNode, items[parent] as SearchNode)) break;
      [items[i], items[parent]] = [items[parent] as SearchNode, items[i] as SearchNode];
      i = parent;
    }
  }
  pop(): SearchNode | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < items.length && before(items[l] as SearchNode, items[best] as SearchNode)) best = l;
        if (r < items.length && before(items[r] as SearchNode, items[best] as SearchNode)) best = r;
        if (best === i) break;
        [items[i], items[best]] = [items[best] as SearchNode, items[i] as SearchNode];
        i = best;
      }
    }
    return top;
  }
}

export interface SearchResult {
  /** The node that reached the last target, if any. */
  readonly goal?: SearchNode;
  /** Every settled node (the first to reach each key), in settling order. */
  readonly settled: readonly SearchNode[];
}

/** Whether hopeless places are left out of the search; off only to test that it changes no plan. */
export const SEARCH_OPTIONS = { prune: true };

/** The cheapest step the mover can ever take: a lower bound of every step's BWP (speed). */
function cheapestStep(ctx: StepWorld): number {
  let least = ctx.mover.domain === 'sea' ? ctx.rules.tables.movement.teleportFieldBwp : Infinity;
  for (const terrain of TERRAIN_IDS) for (const cost of costCell(ctx.mover, terrain, ctx.rules) ?? []) if (cost > 0 && cost < least) least = cost;
  return least;
}

/** Searches from `start` through `targets` (place indices, in order); with no targets it explores the whole range. */
export function search(ctx: StepWorld, start: StepState, targets: readonly number[]): SearchResult {
  const slots = ctx.rules.tables.movement.elevationPoints + 1;
  // A place from which even the cheapest steps cannot reach a neighbour of the layer's target
  // leads nowhere: it is not searched. Neighbours of the target always are (they give the reason
  // a target is out of reach), and what is searched keeps its order, so the path is the same.
  const cheapest = SEARCH_OPTIONS.prune ? cheapestStep(ctx) : Infinity;
  const reach = Number.isFinite(cheapest) ? Math.floor(start.bwp / cheapest) + 1 : 0;
  // On the map the hex distance is a lower bound of the steps (the prune stays safe) and costs no
  // table; only the pirates' nest, off the grid, needs the steps counted (speed).
  const distances = Number.isFinite(cheapest) ? targets.map((target) => (target < HEX_COUNT ? null : placesWithin(target, reach + 1))) : [];
  const hopeless = (layer: number, place: number, bwpLeft: number): boolean => {
    const table = distances[layer];
    if (table === undefined) return false;
    const target = targets[layer] as number;
    const steps = table === null ? (place < HEX_COUNT ? indexDistance(place, target) : undefined) : table.get(place);
    if (steps === undefined) return table !== null && !table.has(place);
    return (steps - 1) * cheapest > bwpLeft;
  };
  const key = (layer: number, place: number, elevation: number) => (layer * 1_000_000 + place) * slots + elevation;
  const done = new Set<number>();
  const settled: SearchNode[] = [];
  const heap = new Heap();
  let seq = 0;
  heap.push({ layer: 0, state: start, spentBwp: 0, spentElevation: 0, seq: seq++ });
  while (heap.size > 0) {
    const node = heap.pop() as SearchNode;
    const k = key(node.layer, node.state.place, node.state.elevation);
    if (done.has(k)) continue;
    done.add(k);
    settled.push(node);
    if (node.layer < targets.length && targets[node.layer] === node.state.place) {
      const passed = { ...node, layer: node.layer + 1, parent: node, cost: undefined, end: node.end, seq: seq++ };
      if (passed.layer === targets.length) return { goal: passed, settled };
      heap.push(passed);
      continue;
    }
    if (node.end !== undefined) continue;
    for (let d = 0; d < 6; d++) {
      const to = placeNeighbour(node.state.place, d as Direction);
      if (to < 0) continue;
      const outcome = evaluateStep(ctx, node.state, to);
      if (!outcome.ok) continue;
      const { cost } = outcome;
      if (done.has(key(node.layer, to, cost.elevationLeft))) continue;
      if (outcome.end === undefined && hopeless(node.layer, to, cost.bwpLeft)) continue;
      heap.push({
        layer: node.layer,
        state: { place: to, bwp: cost.bwpLeft, elevation: cost.elevationLeft, first: false },
        spentBwp: node.spentBwp + cost.bwpCost,
        spentElevation: node.spentElevation + (node.state.elevation - cost.elevationLeft),
        parent: node,
        cost,
        ...(outcome.end ? { end: outcome.end } : {}),
        seq: seq++,
      });
    }
  }
  return { settled };
}
