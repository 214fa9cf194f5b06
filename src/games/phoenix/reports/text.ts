/** The two languages of Phoenix reports; German is the game's own. */
export type Lang = 'de' | 'en';
export const LANGS: readonly Lang[] = ['de', 'en'];

/** A text in both languages. */
export interface Text {
  readonly de: string;
  readonly en: string;
}

export function t(de: string, en: string): Text {
  return { de, en };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A number as people of that language write it: 22.200 / 0,3158 in German, 22,200 / 0.3158 in English. */
export function num(value: number, lang: Lang, maxDecimals = 4): string {
  const key = `${lang}:${maxDecimals}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: maxDecimals, useGrouping: true });
    formatters.set(key, formatter);
  }
  return formatter.format(Object.is(value, -0) ? 0 : value);
}

/** A share as a percentage: 67 %, 0,5 % / 67%, 0.5%. */
export function pct(share: number, lang: Lang, maxDecimals = 2): string {
  return lang === 'de' ? `${num(share * 100, lang, maxDecimals)} %` : `${num(share * 100, lang, maxDecimals)}%`;
}

/** Where an order stood, for people: its line in the text form, its number in the JSON form (`orders[2]` is order 3). */
export function orderPlace(where: { readonly line?: number; readonly path?: string }, lang: Lang): string {
  const index = where.path === undefined ? null : /^orders\[(\d+)\]/.exec(where.path);
  if (index !== null) return `${lang === 'de' ? 'Befehl' : 'order'} ${Number(index[1]) + 1}`;
  return `${lang === 'de' ? 'Zeile' : 'line'} ${where.line ?? '–'}`;
}

/** A count with its noun in the right number: "1 Gefangener", "2 Gefangene" / "1 prisoner", "2 prisoners". */
export function counted(value: number, lang: Lang, de: readonly [string, string], en: readonly [string, string]): string {
  const [one, many] = lang === 'de' ? de : en;
  return `${num(value, lang)} ${value === 1 ? one : many}`;
}

export const PRISONERS = { de: ['Gefangener', 'Gefangene'], en: ['prisoner', 'prisoners'] } as const;
