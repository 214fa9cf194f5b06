import type { Problem } from '../../../kernel/problems.js';
import { InputError } from '../../../kernel/problems.js';
import { formatHex, parseDirection, parsePlace, placeAtIndex, placeIndex, placeNeighbour, sideKey, type World } from '../../../games/phoenix/index.js';

/** One hex whose map the import changes, for the game master's preview. */
export interface HexChange {
  readonly at: string;
  readonly what: 'terrain' | 'owner' | 'stronghold';
  readonly from: string | null;
  readonly to: string | null;
}

type Sided = { readonly at: string; readonly side: string };
type Linked = { readonly from: string; readonly to: string };

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `now`, or `old` itself when both hold the same values (so that an unchanged item counts as unchanged). */
function same<T extends object>(old: T, now: T): T {
  const keys = new Set([...Object.keys(old), ...Object.keys(now)]);
  return [...keys].every((key) => JSON.stringify((old as Record<string, unknown>)[key]) === JSON.stringify((now as Record<string, unknown>)[key])) ? old : now;
}

/**
 * The items of `old` that the table does not touch, in their order; those it touches replaced by
 * the table's item of the same key (`keep` merges what only the world knows) or dropped; the
 * table's new items after them.
 */
function mergeList<T extends object>(old: readonly T[], now: readonly T[], key: (item: T) => string, touches: (item: T) => boolean, keep: (old: T, now: T) => T = (_, item) => item): T[] {
  const fresh = new Map(now.filter(touches).map((item) => [key(item), item]));
  const merged: T[] = [];
  for (const item of old) {
    if (!touches(item)) {
      merged.push(item);
      continue;
    }
    const replacement = fresh.get(key(item));
    if (replacement === undefined) continue;
    merged.push(same(item, keep(item, replacement)));
    fresh.delete(key(item));
  }
  return [...merged, ...fresh.values()];
}

/**
 * The current world with the map of the hexes the community's table holds put in: terrain and
 * owner of each hex, its stronghold, and the rivers, quays, walls, roads and bridges at those hexes
 * (P-295). Everything else — armies, figures, treasuries, hexes the table lacks — stays. The
 * table's realms are the world's by id or by name; a realm the world does not have is an error.
 */
export function mergeImportedMap(current: World, imported: World, rowsAt: ReadonlySet<string>, source: string): { world: World; hexes: HexChange[] } {
  const problems: Problem[] = [];
  const byName = new Map(current.realms.flatMap((r) => [[r.id, r.id], [r.name.toLowerCase(), r.id]] as const));
  const realmOf = new Map<string, string>();
  for (const realm of imported.realms) {
    const found = byName.get(realm.id) ?? byName.get(realm.name.toLowerCase());
    if (found === undefined) problems.push({ code: 'unknown-realm', message: `the realm "${realm.name}" is not a realm of this match (${current.realms.map((r) => r.name).join(', ')})`, where: 'Reich' });
    else realmOf.set(realm.id, found);
  }
  if (problems.length > 0) throw new InputError(problems, source);
  const owner = (id: string | undefined) => (id === undefined ? undefined : realmOf.get(id));
  const inTable = (at: string) => rowsAt.has(at);

  const importedHexes = new Map(imported.hexes.filter((h) => inTable(h.at)).map((h) => [h.at, h]));
  const hexes = current.hexes.map((hex) => {
    const now = importedHexes.get(hex.at);
    return now === undefined ? hex : same(hex, withoutUndefined({ ...hex, terrain: now.terrain, owner: owner(now.owner) }));
  });
  const strongholds = mergeList(current.strongholds, imported.strongholds, (s) => s.at, (s) => inTable(s.at), (old, now) => withoutUndefined({ ...old, ...now, owner: owner(now.owner) }));
  const atSide = (item: Sided) => `${item.at}/${item.side}`;
  // A river belongs to both hexes of its side: one on a side of a hex of the table comes from the table, at whichever hex it is kept.
  const riverSide = (river: Sided): { key: string; across?: string } => {
    const id = parsePlace(river.at);
    const direction = parseDirection(river.side);
    if (id === undefined || direction === undefined) return { key: atSide(river) };
    const other = placeNeighbour(placeIndex(id), direction);
    return { key: String(sideKey(placeIndex(id), direction)), ...(other < 0 ? {} : { across: formatHex(placeAtIndex(other)) }) };
  };
  const rivers = mergeList(current.rivers, imported.rivers, (r) => riverSide(r).key, (r) => inTable(r.at) || inTable(riverSide(r).across ?? ''), (old) => old);
  const linkKey = (link: Linked) => [link.from, link.to].sort().join('|');
  const touching = (link: Linked) => inTable(link.from) || inTable(link.to);

  const world: World = {
    ...current,
    hexes,
    strongholds,
    rivers,
    quays: mergeList(current.quays, imported.quays, atSide, (q) => inTable(q.at)),
    // A wall that stays keeps its crew.
    walls: mergeList(current.walls, imported.walls, atSide, (w) => inTable(w.at), (old, now) => ({ ...now, crewK: old.crewK, crewHF: old.crewHF })),
    roads: mergeList(current.roads, imported.roads, linkKey, touching),
    bridges: mergeList(current.bridges, imported.bridges, linkKey, touching),
  };

  const changes: HexChange[] = [];
  const before = new Map(current.hexes.map((h) => [h.at, h]));
  for (const hex of hexes) {
    const old = before.get(hex.at);
    if (old === undefined || !inTable(hex.at)) continue;
    if (old.terrain !== hex.terrain) changes.push({ at: hex.at, what: 'terrain', from: old.terrain, to: hex.terrain });
    if ((old.owner ?? null) !== (hex.owner ?? null)) changes.push({ at: hex.at, what: 'owner', from: old.owner ?? null, to: hex.owner ?? null });
  }
  const oldStrongholds = new Map(current.strongholds.map((s) => [s.at, s]));
  const newStrongholds = new Map(strongholds.filter((s) => inTable(s.at)).map((s) => [s.at, s]));
  const describe = (s: World['strongholds'][number] | undefined) => (s === undefined ? null : `${s.level} ${s.bp}${s.owner === undefined ? '' : ` ${s.owner}`}`);
  for (const at of [...new Set([...oldStrongholds.keys(), ...newStrongholds.keys()])].filter(inTable).sort()) {
    const [from, to] = [describe(oldStrongholds.get(at)), describe(newStrongholds.get(at))];
    if (from !== to) changes.push({ at, what: 'stronghold', from, to });
  }
  return { world, hexes: changes };
}
