import { useContext } from 'react';
import { chooseLang, localized, type Lang } from './lang';
import { LangContext } from './lang-context';
import { TEXTS, type TextKey } from './texts';

export { localized, type Lang };
export type { TextKey };

export { LangContext };

export function text(lang: Lang, key: TextKey): string {
  return TEXTS[key][lang];
}

/** The text function for the current language. */
export function useT(): (key: TextKey) => string {
  const lang = useContext(LangContext);
  return (key) => text(lang, key);
}

export function useLang(): Lang {
  return useContext(LangContext);
}

const LANG_KEY = 'arbiter.lang';

/** The saved choice, else the browser's first language the interface speaks, else English (lang.ts chooseLang). */
export function initialLang(): Lang {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANG_KEY);
  } catch {
    // A browser without storage (or with it blocked) still gets its languages.
  }
  return chooseLang(saved, navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function saveLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
}
