import type { World } from '../../src/games/phoenix/world/schema.js';

/**
 * What a month changed in a world, entity by entity, for the exhaustive month cases (as the DATC
 * states a whole post-state): every entity added, removed or changed, with the leaf paths that
 * changed. Lists are keyed by what names an entity in a world file.
 */
export interface EntityChange {
  /** The expectation group that names it: `armies`, `hexes`, `walls`, … */
  readonly group: string;
  readonly key: string;
  readonly kind: 'added' | 'removed' | 'changed';
  /** Leaf paths (dotted) whose value differs; for added and removed entities every own key. */
  readonly paths: readonly string[];
}

type Keyed = Record<string, unknown>;

const KEYS: Record<string, (item: Keyed) => string> = {
  realms: (r) => String(r.id),
  hexes: (h) => String(h.at),
  strongholds: (s) => String(s.at),
  armies: (a) => `${String(a.realm)}#${String(a.number)}`,
  characters: (c) => String(c.id),
  wizards: (w) => String(w.id),
  walls: (w) => `${String(w.at)} ${String(w.side)}`,
  quays: (q) => `${String(q.at)} ${String(q.side)}`,
  rivers: (r) => `${String(r.at)} ${String(r.side)}`,
  magicWalls: (w) => `${String(w.at)} ${String(w.side)} ${String(w.realm)}`,
  roads: (l) => `${String(l.from)}-${String(l.to)}`,
  bridges: (l) => `${String(l.from)}-${String(l.to)}`,
};

/** The key that names `item` of `group` in a case's expectation. */
export function keyOf(group: string, item: Record<string, unknown>): string {
  return (KEYS[group] as (item: Keyed) => string)(item);
}

function isPlain(value: unknown): value is Keyed {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Dotted leaf paths where `a` and `b` differ; arrays are compared as one value. */
export function changedPaths(a: unknown, b: unknown, prefix = ''): string[] {
  if (isPlain(a) && isPlain(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => changedPaths(a[key], b[key], prefix === '' ? key : `${prefix}.${key}`));
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [prefix];
}

/** Every entity of the keyed lists that differs between `before` and `after`, and the calendar beyond its monthly turn. */
export function worldChanges(before: World, after: World): EntityChange[] {
  const changes: EntityChange[] = [];
  for (const [group, keyOf] of Object.entries(KEYS)) {
    const was = new Map(((before as unknown as Record<string, Keyed[]>)[group] ?? []).map((item) => [keyOf(item), item]));
    const now = new Map(((after as unknown as Record<string, Keyed[]>)[group] ?? []).map((item) => [keyOf(item), item]));
    for (const [key, item] of now) {
      const old = was.get(key);
      if (old === undefined) changes.push({ group, key, kind: 'added', paths: Object.keys(item) });
      else {
        const paths = changedPaths(old, item);
        if (paths.length > 0) changes.push({ group, key, kind: 'changed', paths });
      }
    }
    for (const [key, item] of was) if (!now.has(key)) changes.push({ group, key, kind: 'removed', paths: Object.keys(item) });
  }
  return changes;
}

/**
 * Whether the expectation `expected` names the leaf `path`: walking the path through it ends at a
 * value that is not a plain object (a number, a list, `null`, a `$` matcher) or at the leaf itself.
 */
export function names(expected: unknown, path: string): boolean {
  let at: unknown = expected;
  for (const key of path.split('.')) {
    if (!isPlain(at) || Object.keys(at).some((k) => k.startsWith('$'))) return true;
    if (!(key in at)) return false;
    at = at[key];
  }
  return true;
}
