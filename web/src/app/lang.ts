/** The languages of the interface; kept apart from i18n.tsx so that plain modules (and their tests) need no React. */
export const LANGS = ['de', 'en', 'nl', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** One text in every language of the interface: a record, so that TypeScript refuses a text that lacks one. */
export type Words = Readonly<Record<Lang, string>>;

/** Each language as it names itself, for the switch. */
export const LANG_NAMES: Words = { de: 'Deutsch', en: 'English', nl: 'Nederlands', fr: 'Français' };

/** The locale each language formats numbers and dates with (British English, as the English texts are). */
export const LOCALES: Words = { de: 'de-DE', en: 'en-GB', nl: 'nl-NL', fr: 'fr-FR' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The language a page opens in: the one chosen in this browser before, else the first of the
 * browser's languages (navigator.languages, most preferred first) whose primary subtag is one of
 * the interface's ("nl-BE" → nl, "fr-CA" → fr), else English — the default the client had before
 * Dutch and French.
 */
export function chooseLang(saved: string | null | undefined, languages: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}

/** A number as the language writes it: 12.345 (de, nl), 12,345 (en), 12 345 (fr). */
export function formatNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(n);
}

/** A moment (ISO text or milliseconds) as the language writes a date and time. */
export function formatDateTime(lang: Lang, at: string | number): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/**
 * The language Phoenix's own screens are shown in: Phoenix is played in German and English
 * (project standard), so a Dutch or French page shows them in English (docs/web.md).
 */
export function phoenixLang(lang: Lang): 'de' | 'en' {
  return lang === 'de' ? 'de' : 'en';
}

/** One of Phoenix's two-language texts, German first: Dutch and French pages read the English (see phoenixLang). */
export function localized(lang: Lang, texts: readonly [string, string]): string {
  return texts[phoenixLang(lang) === 'de' ? 0 : 1];
}

/** A noun in the singular and the plural, in every language of the interface. */
export interface Noun {
  readonly one: Words;
  readonly other: Words;
}

/** Whether a count takes the singular in the language (French: 0 and 1, the others: 1 only). */
export function isSingular(lang: Lang, n: number): boolean {
  return new Intl.PluralRules(LOCALES[lang]).select(n) === 'one';
}

/** A count with its noun in the number it takes: "1 card", "3 cards", "1 kaart", "0 carte". */
export function counted(lang: Lang, n: number, noun: Noun): string {
  return `${formatNumber(lang, n)} ${(isSingular(lang, n) ? noun.one : noun.other)[lang]}`;
}
