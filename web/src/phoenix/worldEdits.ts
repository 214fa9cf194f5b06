import type { World } from '../../../src/games/phoenix/client.js';

/** Unit kinds a game master may set on an army (R §0.2). */
export const ARMY_UNITS = ['K', 'R', 'P', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS'] as const;
export type ArmyUnit = (typeof ARMY_UNITS)[number];

/** One change a game master makes through a form; each becomes an audited correction of the whole world. */
export type WorldEdit =
  | { readonly kind: 'treasury'; readonly realm: string; readonly gold: number }
  | { readonly kind: 'army'; readonly realm: string; readonly number: number; readonly at: string; readonly units: Partial<Record<ArmyUnit, number>> }
  | { readonly kind: 'remove-army'; readonly realm: string; readonly number: number }
  | { readonly kind: 'hex'; readonly at: string; readonly terrain: World['hexes'][number]['terrain']; readonly owner: string | null }
  | { readonly kind: 'stronghold'; readonly at: string; readonly level: World['strongholds'][number]['level']; readonly bp: number; readonly owner: string | null }
  | { readonly kind: 'remove-stronghold'; readonly at: string }
  /** R §6.9: a realm absent this month (null: present). */
  | { readonly kind: 'realm-absence'; readonly realm: string; readonly absence: World['realms'][number]['absence'] | null }
  /** R §6.10: a character or wizard whose player is absent (null: present). */
  | { readonly kind: 'figure-absence'; readonly figure: 'character' | 'wizard'; readonly id: string; readonly absence: World['characters'][number]['absence'] | null }
  /** R §6.11: the month's events as the game masters announce them (the whole list). */
  | { readonly kind: 'events'; readonly events: NonNullable<World['calendar']['events']> };

/** Why a form's edit cannot apply to this world, or undefined. */
export class EditRefused extends Error {}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The world with the edit made; the server validates the result (the schema and the world's checks) before keeping it. */
export function applyEdit(world: World, edit: WorldEdit): World {
  switch (edit.kind) {
    case 'treasury': {
      if (!world.realms.some((r) => r.id === edit.realm)) throw new EditRefused(edit.realm);
      return { ...world, realms: world.realms.map((r) => (r.id === edit.realm ? { ...r, treasury: edit.gold } : r)) };
    }
    case 'army': {
      const old = world.armies.find((a) => a.realm === edit.realm && a.number === edit.number);
      if (old === undefined) throw new EditRefused(`${edit.realm} ${edit.number}`);
      const units = Object.fromEntries(ARMY_UNITS.map((unit) => [unit, edit.units[unit] === 0 ? undefined : edit.units[unit]]));
      const army = withoutUndefined({ ...old, ...units, at: edit.at });
      return { ...world, armies: world.armies.map((a) => (a === old ? army : a)) };
    }
    case 'remove-army':
      if (!world.armies.some((a) => a.realm === edit.realm && a.number === edit.number)) throw new EditRefused(`${edit.realm} ${edit.number}`);
      return { ...world, armies: world.armies.filter((a) => !(a.realm === edit.realm && a.number === edit.number)) };
    case 'hex': {
      if (!world.hexes.some((h) => h.at === edit.at)) throw new EditRefused(edit.at);
      return { ...world, hexes: world.hexes.map((h) => (h.at === edit.at ? withoutUndefined({ ...h, terrain: edit.terrain, owner: edit.owner ?? undefined }) : h)) };
    }
    case 'stronghold': {
      const exists = world.strongholds.some((s) => s.at === edit.at);
      const changed = (s: World['strongholds'][number]) => withoutUndefined({ ...s, level: edit.level, bp: edit.bp, owner: edit.owner ?? undefined });
      return {
        ...world,
        strongholds: exists ? world.strongholds.map((s) => (s.at === edit.at ? changed(s) : s)) : [...world.strongholds, changed({ at: edit.at, level: edit.level, bp: edit.bp })],
      };
    }
    case 'realm-absence':
      if (!world.realms.some((r) => r.id === edit.realm)) throw new EditRefused(edit.realm);
      return { ...world, realms: world.realms.map((r) => (r.id === edit.realm ? withoutUndefined({ ...r, absence: edit.absence ?? undefined }) : r)) };
    case 'figure-absence': {
      const key = edit.figure === 'character' ? 'characters' : 'wizards';
      const list: readonly { readonly id: string }[] = world[key];
      if (!list.some((f) => f.id === edit.id)) throw new EditRefused(edit.id);
      const marked = <F extends { readonly id: string }>(f: F): F => (f.id === edit.id ? withoutUndefined({ ...f, absence: edit.absence ?? undefined }) : f);
      return edit.figure === 'character' ? { ...world, characters: world.characters.map(marked) } : { ...world, wizards: world.wizards.map(marked) };
    }
    case 'events': {
      const unknown = edit.events.flatMap((e) => e.at).find((at) => !world.hexes.some((h) => h.at === at));
      if (unknown !== undefined) throw new EditRefused(unknown);
      return { ...world, calendar: withoutUndefined({ ...world.calendar, events: edit.events.length === 0 ? undefined : edit.events }) };
    }
    case 'remove-stronghold':
      if (!world.strongholds.some((s) => s.at === edit.at)) throw new EditRefused(edit.at);
      return { ...world, strongholds: world.strongholds.filter((s) => s.at !== edit.at) };
  }
}
