/** The languages of the interface; kept apart from i18n.tsx so that plain modules (and their tests) need no React. */
export type Lang = 'de' | 'en';

/** One text in the language: German first, like every pair of i18n.tsx. */
export function localized(lang: Lang, texts: readonly [string, string]): string {
  return texts[lang === 'de' ? 0 : 1];
}
