import { localized, type Lang } from '../app/lang.js';

type Words = readonly [string, string];

/** One changed value of a correction, as the server's audit names it (section, item, field; values as JSON text). */
export interface ChangedValue {
  readonly section: string;
  readonly item: string | null;
  readonly field: string | null;
  readonly before: string | null;
  readonly after: string | null;
}

const SECTIONS: Readonly<Record<string, Words>> = {
  realms: ['Reich', 'realm'],
  armies: ['Heer', 'army'],
  hexes: ['Gemark', 'hex'],
  strongholds: ['Rüstort', 'stronghold'],
  characters: ['Charakter', 'character'],
  wizards: ['Zauberer', 'wizard'],
  walls: ['Wall', 'wall'],
  magicWalls: ['Magischer Wall', 'magic wall'],
  roads: ['Straße', 'road'],
  bridges: ['Brücke', 'bridge'],
  quays: ['Kaianlage', 'quay'],
  rivers: ['Fluss', 'river'],
  calendar: ['Kalender', 'calendar'],
  name: ['Name der Welt', 'name of the world'],
  source: ['Herkunft', 'source'],
};

/** The fields a game master corrects most, in words; others keep their names (K, P, R … are the game's own unit codes). */
const FIELDS: Readonly<Record<string, Words>> = {
  treasury: ['Schatzkammer', 'treasury'],
  name: ['Name', 'name'],
  colour: ['Farbe', 'colour'],
  capital: ['Hauptstadt', 'capital'],
  standardTerrain: ['Standardgelände', 'standard terrain'],
  terrain: ['Gelände', 'terrain'],
  elevation: ['Höhe', 'elevation'],
  owner: ['Besitzer', 'owner'],
  level: ['Stufe', 'level'],
  bp: ['BP', 'BP'],
  at: ['Standort', 'place'],
  realm: ['Reich', 'realm'],
  kind: ['Art', 'kind'],
  number: ['Nummer', 'number'],
  guard: ['Garde', 'guard'],
  rank: ['Rang', 'rank'],
  knight: ['Ritter', 'knight'],
  class: ['Klasse', 'class'],
  absence: ['Abwesenheit', 'absence'],
  army: ['Heer', 'army'],
  cargo: ['Ladung', 'cargo'],
  events: ['Ereignisse', 'events'],
  turn: ['Monat', 'month'],
};

const REALM_FIELDS = new Set(['owner', 'realm', 'prisonerOf']);

/** A value of the audit (JSON text) as a person reads it: strings without quotes, realms by name, nothing as "—". */
function valueText(json: string | null, field: string | null, realmName: (realm: string) => string): string {
  if (json === null) return '—';
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value === 'string') return field !== null && REALM_FIELDS.has(field) ? realmName(value) : value;
    if (typeof value === 'boolean') return value ? '✓' : '✗';
  } catch {
    // Cut at 200 characters: no longer JSON, shown as it is.
  }
  return json;
}

/** The changed item as people call it: a realm by its name, an army by number and realm, a figure by its name. */
function itemText(change: ChangedValue, lang: Lang, realmName: (realm: string) => string, figureName: (id: string) => string | undefined): string {
  const section = Object.hasOwn(SECTIONS, change.section) ? localized(lang, SECTIONS[change.section] as Words) : change.section;
  const item = change.item;
  if (item === null) return section;
  if (change.section === 'realms') return realmName(item);
  const army = /^(\S+) (-?\d+)$/.exec(item);
  if (change.section === 'armies' && army !== null) return `${section} ${army[2]} (${realmName(army[1] as string)})`;
  if (change.section === 'characters' || change.section === 'wizards') return `${section} ${figureName(item) ?? item}`;
  return `${section} ${item}`;
}

/**
 * A changed value of a correction as a sentence (issue 46: "Corrected: realms 2" named no realm,
 * field, old or new value): "Goldau: Schatzkammer 1000 → 1500", "Heer 3 (Goldau) hinzugefügt".
 */
export function changeSentence(change: ChangedValue, lang: Lang, realmName: (realm: string) => string, figureName: (id: string) => string | undefined = () => undefined): string {
  const item = itemText(change, lang, realmName, figureName);
  if (change.field === null && change.item !== null && change.before === null) return `${item} ${localized(lang, ['hinzugefügt', 'added'])}`;
  if (change.field === null && change.item !== null && change.after === null) return `${item} ${localized(lang, ['entfernt', 'removed'])}`;
  const field = change.field === null ? '' : ` ${Object.hasOwn(FIELDS, change.field) ? localized(lang, FIELDS[change.field] as Words) : change.field}`;
  return `${item}:${field} ${valueText(change.before, change.field, realmName)} → ${valueText(change.after, change.field, realmName)}`;
}
