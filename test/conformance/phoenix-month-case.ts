import type { DiceSource } from '../../src/kernel/dice.js';
import { parseTurnText } from '../../src/games/phoenix/orders/parse.js';
import type { PhoenixRules } from '../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../src/games/phoenix/turn/month/evaluate.js';
import type { MonthEvent } from '../../src/games/phoenix/turn/month/events.js';
import type { TurnInput } from '../../src/games/phoenix/turn/month/turn-input.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../src/games/phoenix/world/save.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { mismatches } from './matcher.js';
import { buildCaseWorld, type CaseWorld } from './phoenix-month-world.js';
import { keyOf, names, worldChanges } from './world-diff.js';

/** A month conformance case (docs/phoenix/month.md, "Conformance cases"). */
export interface MonthCase {
  id: string;
  rule: string;
  title: string;
  rules?: unknown;
  dice?: number[];
  seed?: number;
  /** The hand computation behind the expected figures, for the reader (with scripted dice). */
  worked?: string[];
  world: CaseWorld;
  orders: Record<string, string>;
  /** Further months evaluated on the world the first left, each with its orders (events of all months count). */
  then?: { orders: Record<string, string> }[];
  expect: Expectation;
}

/**
 * The whole change: entities by group and key (`null`: gone), each a partial object that must name
 * every field that changed; `magicWalls` lists the walls standing at the end; `ignore` names
 * changes a case leaves unstated on purpose, each with why.
 */
export interface Expectation {
  characters?: Record<string, unknown>;
  armies?: Record<string, unknown>;
  hexes?: Record<string, unknown>;
  strongholds?: Record<string, unknown>;
  realms?: Record<string, unknown>;
  wizards?: Record<string, unknown>;
  walls?: Record<string, unknown>;
  quays?: Record<string, unknown>;
  rivers?: Record<string, unknown>;
  roads?: Record<string, unknown>;
  bridges?: Record<string, unknown>;
  magicWalls?: unknown[];
  events?: unknown[];
  absentEvents?: string[];
  ignore?: { path: string; why: string }[];
}

export interface CaseRun {
  readonly before: World;
  readonly after: World;
  readonly events: readonly MonthEvent[];
  readonly parseProblems: readonly string[];
  /** What the month did that the case does not expect; empty when the case holds. */
  readonly problems: readonly string[];
}

/** Evaluates a case's months with the given dice and compares the whole change with its expectation. */
export function evaluateCase(data: MonthCase, dice: DiceSource, rules: PhoenixRules): CaseRun {
  const before = parseWorld(buildCaseWorld(data.world), data.id).world;
  const parseProblems: string[] = [];
  const turnsOf = (orders: Record<string, string>) => {
    const turns = new Map<string, TurnInput>();
    for (const [realm, text] of Object.entries(orders)) {
      const { turn, problems } = parseTurnText(text);
      parseProblems.push(...problems.map((p) => `${realm}: ${JSON.stringify(p)}`));
      if (turn !== undefined) turns.set(realm, turn);
    }
    return turns;
  };
  let month = evaluateMonth(before, turnsOf(data.orders), dice, rules);
  const events = [...month.events];
  for (const next of data.then ?? []) {
    month = evaluateMonth(parseWorld(JSON.parse(formatWorld(month.world))).world, turnsOf(next.orders), dice, rules);
    events.push(...month.events);
  }
  const after = parseWorld(JSON.parse(formatWorld(month.world))).world;
  return { before, after, events, parseProblems, problems: [...changeProblems(data.expect, before, after), ...eventProblems(data.expect, events)] };
}

const ENTITY_GROUPS = ['armies', 'hexes', 'strongholds', 'realms', 'characters', 'wizards', 'walls', 'quays', 'rivers', 'roads', 'bridges'] as const;

function changeProblems(expected: Expectation, before: World, after: World): string[] {
  const problems: string[] = [];
  const ignored = (expected.ignore ?? []).map((entry) => entry.path);
  const isIgnored = (path: string) => ignored.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  for (const group of ENTITY_GROUPS) {
    const entries = (expected[group] ?? {}) as Record<string, unknown>;
    const keyed = new Map((after[group] as unknown as Record<string, unknown>[]).map((item) => [keyOf(group, item), item]));
    for (const [key, entry] of Object.entries(entries)) {
      const found = keyed.get(key);
      if (entry === null) {
        if (found !== undefined) problems.push(`${group} ${key}: expected gone, still there`);
      } else problems.push(...mismatches(found, entry, `${group} ${key}`));
    }
  }
  if (expected.magicWalls !== undefined) {
    const walls = after.magicWalls;
    if (walls.length !== expected.magicWalls.length) problems.push(`${walls.length} magic walls stand, expected ${expected.magicWalls.length}`);
    for (const wall of expected.magicWalls) if (!walls.some((w) => mismatches(w, wall).length === 0)) problems.push(`no magic wall matches ${JSON.stringify(wall)}`);
  }
  // Exhaustive: every change the month made must be named (DATC-style post-state).
  for (const change of worldChanges(before, after)) {
    if (change.group === 'magicWalls') {
      if (expected.magicWalls === undefined && !isIgnored(`magicWalls.${change.key}`)) problems.push(`unexpected change: magic wall ${change.key} ${change.kind}`);
      continue;
    }
    const entries = (expected as Record<string, Record<string, unknown> | undefined>)[change.group] ?? {};
    const entry = entries[change.key];
    const base = `${change.group}.${change.key}`;
    if (change.kind === 'removed') {
      if (entry !== null && !isIgnored(base)) problems.push(`unexpected change: ${change.group} ${change.key} is gone`);
    } else if (change.kind === 'added') {
      if ((entry === undefined || entry === null) && !isIgnored(base)) problems.push(`unexpected change: ${change.group} ${change.key} appeared`);
    } else {
      for (const path of change.paths) {
        if (isIgnored(`${base}.${path}`)) continue;
        if (entry === undefined || entry === null || !names(entry, path)) problems.push(`unexpected change: ${change.group} ${change.key} ${path} ${describe(before, change.group, change.key, path)} → ${describe(after, change.group, change.key, path)}`);
      }
    }
  }
  return problems;
}

function describe(world: World, group: string, key: string, path: string): string {
  const item = (world[group as keyof World] as unknown as Record<string, unknown>[]).find((i) => keyOf(group, i) === key);
  let at: unknown = item;
  for (const part of path.split('.')) at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return at === undefined ? '(none)' : JSON.stringify(at);
}

function eventProblems(expected: Expectation, events: readonly MonthEvent[]): string[] {
  const problems: string[] = [];
  for (const event of expected.events ?? []) if (!events.some((e) => mismatches(e, event).length === 0)) problems.push(`no event matches ${JSON.stringify(event)}`);
  for (const code of expected.absentEvents ?? []) if (events.some((e) => e.code === code)) problems.push(`an event "${code}" occurred`);
  return problems;
}
