import type { ReactNode } from 'react';
import { LangContext, useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';

/**
 * Phoenix's own screens in the language Phoenix is played in: German on a German page, English on
 * every other (Phoenix is played in German and English, docs/web.md). Everything inside — Phoenix's
 * texts and the shared parts it uses (buttons, notes, refusals) — reads that language, and the
 * wrapper says so to screen readers; the page around it keeps the page's language.
 */
export function InPhoenixLang({ children }: { readonly children: ReactNode }) {
  const lang = useLang();
  const shown = phoenixLang(lang);
  if (shown === lang) return <>{children}</>;
  return (
    <LangContext.Provider value={shown}>
      <div lang={shown} className="phoenix-lang">
        {children}
      </div>
    </LangContext.Provider>
  );
}
