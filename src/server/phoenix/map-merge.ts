import type { Problem } from '../../kernel/problems.js';
import { InputError } from '../../kernel/problems.js';
import { formatHex } from '../../games/phoenix/map/coords.js';
import { parseDirection, parsePlace, placeAtIndex, placeIndex, placeNeighbour } from '../../games/phoenix/world/places.js';
import type { World } from '../../games/phoenix/world/schema.js';

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
    return now === undefined ? hex : withoutUndefined({ ...hex, terrain: now.terrain, owner: owner(now.owner) });
  });
  const oldStrongholds = new Map(current.strongholds.map((s) => [s.at, s]));
  const newStrongholds = new Map(imported.strongholds.filter((s) => inTable(s.at)).map((s) => [s.at, withoutUndefined({ ...oldStrongholds.get(s.at), ...s, owner: owner(s.owner) })]));
  const strongholds = [...current.strongholds.filter((s) => !inTable(s.at)), ...newStrongholds.values()];

  // Sided structures of the table's hexes come from the table; a wall that stays keeps its crew.
  const sided = <T extends Sided>(old: readonly T[], now: readonly T[]): T[] => [...old.filter((item) => !inTable(item.at)), ...now.filter((item) => inTable(item.at))];
  const crews = new Map(current.walls.map((w) => [`${w.at}/${w.side}`, w]));
  const walls = sided(current.walls, imported.walls).map((wall) => {
    const old = inTable(wall.at) ? crews.get(`${wall.at}/${wall.side}`) : undefined;
    return old === undefined ? wall : { ...wall, crewK: old.crewK, crewHF: old.crewHF };
  });
  // Links touching a hex of the table come from the table.
  const linked = <T extends Linked>(old: readonly T[], now: readonly T[]): T[] => [...old.filter((l) => !inTable(l.from) && !inTable(l.to)), ...now.filter((l) => inTable(l.from) || inTable(l.to))];

  // A river belongs to both hexes of its side: one at a hex of the table comes from the table, wherever it is kept.
  const acrossOf = (river: Sided): string | undefined => {
    const id = parsePlace(river.at);
    const direction = parseDirection(river.side);
    if (id === undefined || direction === undefined) return undefined;
    const other = placeNeighbour(placeIndex(id), direction);
    return other < 0 ? undefined : formatHex(placeAtIndex(other));
  };
  const touches = (river: Sided) => inTable(river.at) || inTable(acrossOf(river) ?? '');
  const rivers = [...current.rivers.filter((r) => !touches(r)), ...imported.rivers.filter(touches)];

  const world: World = {
    ...current,
    hexes,
    strongholds,
    rivers,
    quays: sided(current.quays, imported.quays),
    walls,
    roads: linked(current.roads, imported.roads),
    bridges: linked(current.bridges, imported.bridges),
  };

  const changes: HexChange[] = [];
  const before = new Map(current.hexes.map((h) => [h.at, h]));
  for (const hex of hexes) {
    const old = before.get(hex.at);
    if (old === undefined || !inTable(hex.at)) continue;
    if (old.terrain !== hex.terrain) changes.push({ at: hex.at, what: 'terrain', from: old.terrain, to: hex.terrain });
    if ((old.owner ?? null) !== (hex.owner ?? null)) changes.push({ at: hex.at, what: 'owner', from: old.owner ?? null, to: hex.owner ?? null });
  }
  const describe = (s: World['strongholds'][number] | undefined) => (s === undefined ? null : `${s.level} ${s.bp}${s.owner === undefined ? '' : ` ${s.owner}`}`);
  for (const at of [...new Set([...oldStrongholds.keys(), ...newStrongholds.keys()])].filter(inTable).sort()) {
    const [from, to] = [describe(oldStrongholds.get(at)), describe(newStrongholds.get(at))];
    if (from !== to) changes.push({ at, what: 'stronghold', from, to });
  }
  return { world, hexes: changes };
}
