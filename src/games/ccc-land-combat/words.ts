/**
 * The languages the CCC land combat speaks and the words every text of it shares: nations, the
 * natives, what a colony holds or a leader carries. No import of the game's modules (the narration,
 * the refusals and the combat file all read these).
 */

export type Lang = 'en' | 'de' | 'nl' | 'fr';

/** Every language, in the order the texts are written. */
export const LANGS: readonly Lang[] = ['en', 'de', 'nl', 'fr'];

/** A word or sentence in every language: TypeScript refuses one that lacks a language. */
export type Worded = Readonly<Record<Lang, string>>;

/** The natives are a side of their own, not a nation of the nations list. */
export const NATIVES = 'natives';

/** The natives as a side: "the Taíno natives" ("die Taíno-Ureinwohner", "de inheemse Taíno", "les autochtones Taíno"). */
export const NATIVES_NAMED: Readonly<Record<Lang, (name: string | null) => string>> = {
  en: (n) => (n === null ? 'the natives' : `the ${n} natives`),
  de: (n) => (n === null ? 'die Ureinwohner' : `die ${n}-Ureinwohner`),
  nl: (n) => (n === null ? 'de inheemsen' : `de inheemse ${n}`),
  fr: (n) => (n === null ? 'les autochtones' : `les autochtones ${n}`),
};

/**
 * The nations of CCC by their usual ids; a file's own `name` comes first. French names go without
 * article: the French texts put a nation after a colon or in parentheses, never after "de" or "à".
 */
export const NATION_NAMES: Readonly<Record<string, Worded>> = {
  england: { en: 'England', de: 'England', nl: 'Engeland', fr: 'Angleterre' },
  france: { en: 'France', de: 'Frankreich', nl: 'Frankrijk', fr: 'France' },
  spain: { en: 'Spain', de: 'Spanien', nl: 'Spanje', fr: 'Espagne' },
  netherlands: { en: 'the Netherlands', de: 'die Niederlande', nl: 'Nederland', fr: 'Pays-Bas' },
  dutch: { en: 'the Netherlands', de: 'die Niederlande', nl: 'Nederland', fr: 'Pays-Bas' },
  portugal: { en: 'Portugal', de: 'Portugal', nl: 'Portugal', fr: 'Portugal' },
  pirates: { en: 'the pirates', de: 'die Piraten', nl: 'de piraten', fr: 'les pirates' },
};

/**
 * What a file's free words usually are (expansions of a colony, what a leader carries), in every
 * language; a word not listed is shown as the file writes it, with spaces for hyphens.
 */
export const THING_NAMES: Readonly<Record<string, Worded>> = {
  road: { en: 'road', de: 'Straße', nl: 'weg', fr: 'route' },
  plantation: { en: 'plantation', de: 'Plantage', nl: 'plantage', fr: 'plantation' },
  mine: { en: 'mine', de: 'Mine', nl: 'mijn', fr: 'mine' },
  farm: { en: 'farm', de: 'Farm', nl: 'boerderij', fr: 'ferme' },
  port: { en: 'port', de: 'Hafen', nl: 'haven', fr: 'port' },
  harbour: { en: 'harbour', de: 'Hafen', nl: 'haven', fr: 'port' },
  'naval-base': { en: 'naval base', de: 'Marinestützpunkt', nl: 'marinebasis', fr: 'base navale' },
  shipyard: { en: 'shipyard', de: 'Werft', nl: 'scheepswerf', fr: 'chantier naval' },
  church: { en: 'church', de: 'Kirche', nl: 'kerk', fr: 'église' },
  mission: { en: 'mission', de: 'Mission', nl: 'missiepost', fr: 'mission' },
  warehouse: { en: 'warehouse', de: 'Lagerhaus', nl: 'pakhuis', fr: 'entrepôt' },
  'trading-post': { en: 'trading post', de: 'Handelsposten', nl: 'handelspost', fr: 'comptoir' },
  fort: { en: 'fort', de: 'Fort', nl: 'fort', fr: 'fort' },
  fortress: { en: 'fortress', de: 'Festung', nl: 'vesting', fr: 'forteresse' },
  citadel: { en: 'citadel', de: 'Zitadelle', nl: 'citadel', fr: 'citadelle' },
  gold: { en: 'gold', de: 'Gold', nl: 'goud', fr: 'or' },
  silver: { en: 'silver', de: 'Silber', nl: 'zilver', fr: 'argent' },
  treasure: { en: 'treasure', de: 'Schatz', nl: 'schat', fr: 'trésor' },
  goods: { en: 'goods', de: 'Waren', nl: 'goederen', fr: 'marchandises' },
  colonists: { en: 'colonists', de: 'Kolonisten', nl: 'kolonisten', fr: 'colons' },
  settlers: { en: 'settlers', de: 'Siedler', nl: 'kolonisten', fr: 'colons' },
  missionaries: { en: 'missionaries', de: 'Missionare', nl: 'missionarissen', fr: 'missionnaires' },
};

/** An id made readable where nothing names it: hyphens become spaces, the first letter a capital. */
export function pretty(id: string): string {
  const words = id.replace(/-/g, ' ');
  return /^[a-z]/.test(words) ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words;
}

/** A thing of the file (an expansion, a cargo) as a reader says it. */
export function thingName(word: string, lang: Lang): string {
  return THING_NAMES[word]?.[lang] ?? word.replace(/-/g, ' ');
}

/** What the naming of a side reads of a combat file. */
export interface NamingFile {
  readonly nations: Readonly<Record<string, { readonly name?: string | undefined }>>;
  readonly natives: { readonly name: string } | null;
}

/** A side as a reader says it: the file's name for the nation, the usual name (the natives with their name), else the id made readable. */
export function nationName(file: NamingFile, id: string, lang: Lang): string {
  if (id === NATIVES) return NATIVES_NAMED[lang](file.natives?.name ?? null);
  return file.nations[id]?.name ?? NATION_NAMES[id]?.[lang] ?? pretty(id);
}
