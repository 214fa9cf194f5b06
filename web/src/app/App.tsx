import { useEffect, useState } from 'react';
import { Home } from '../screens/Home';
import { Join } from '../screens/Join';
import { MySeats } from '../screens/MySeats';
import { MatchScreen } from '../screens/MatchScreen';
import { RetryNotice } from '../ui/RetryNotice';
import { initialLang, LangContext, saveLang, text, type Lang } from './i18n';
import { LANG_NAMES, LANGS } from './lang';
import { navigate, useRoute } from './route';

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const route = useRoute();
  // The page's language follows the chosen one from the first render (index.html's is only a default).
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const choose = (next: Lang) => {
    saveLang(next);
    setLang(next);
  };
  return (
    <LangContext.Provider value={lang}>
      <header className="top">
        <a
          href="/app/"
          onClick={(event) => {
            event.preventDefault();
            navigate({ name: 'home' });
          }}
        >
          <strong>{text(lang, 'appTitle')}</strong>
        </a>
        <span className="spacer" />
        <a
          href="/app/account"
          onClick={(event) => {
            event.preventDefault();
            navigate({ name: 'account' });
          }}
        >
          {text(lang, 'mySeats')}
        </a>
        <label>
          {text(lang, 'language')}{' '}
          <select data-testid="lang" value={lang} onChange={(event) => choose(event.target.value as Lang)}>
            {LANGS.map((code) => (
              // Each language named in itself, and marked as such for screen readers.
              <option key={code} value={code} lang={code}>
                {LANG_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <RetryNotice />
      <main>
        {route.name === 'home' && <Home />}
        {route.name === 'account' && <MySeats />}
        {route.name === 'join' && <Join invite={route.invite} />}
        {route.name === 'match' && <MatchScreen key={`${route.matchId}/${route.as ?? ""}`} matchId={route.matchId} as={route.as} />}
      </main>
    </LangContext.Provider>
  );
}
