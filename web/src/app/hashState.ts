import { useCallback, useEffect, useState } from 'react';

/** Told when this module changes the fragment (pushState and replaceState fire no event). */
const CHANGED = 'arbiter:hash';

/**
 * What a screen shows, kept in the address's #fragment (e.g. #tab=reports&month=2, issue 46): Back
 * returns to the tab shown before instead of leaving the match, and a reload opens the same tab and
 * month. The game master's #token=… is taken off the address by MatchScreen before any screen reads
 * its state, so the two never meet; other keys of the fragment are kept.
 */
function hashParams(): URLSearchParams {
  return new URLSearchParams(location.hash.slice(1));
}

function writeHash(key: string, value: string | undefined, push: boolean): void {
  const params = hashParams();
  if (value === undefined) params.delete(key);
  else params.set(key, value);
  const hash = params.toString();
  const url = `${location.pathname}${location.search}${hash === '' ? '' : `#${hash}`}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  if (push) history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  window.dispatchEvent(new Event(CHANGED));
}


/** One value of the fragment, re-read when Back or Forward changes it. */
function useHashValue(key: string): string | undefined {
  const [value, setValue] = useState(() => hashParams().get(key) ?? undefined);
  useEffect(() => {
    const update = () => setValue(hashParams().get(key) ?? undefined);
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    window.addEventListener(CHANGED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
      window.removeEventListener(CHANGED, update);
    };
  }, [key]);
  return value;
}

/** The shown tab: one of `tabs`, the first when the address names none (or one this screen lacks). Choosing one is a step of the history. */
export function useHashTab<K extends string>(tabs: readonly K[], key = 'tab'): [K, (tab: K) => void] {
  const value = useHashValue(key);
  const first = tabs[0] as K;
  const tab = tabs.includes(value as K) ? (value as K) : first;
  const choose = useCallback(
    (next: K) => {
      writeHash(key, next === first ? undefined : next, true);
    },
    [key, first],
  );
  return [tab, choose];
}

/** The shown month (undefined: the current one). Stepping through months replaces the address, so that Back still goes to the tab before. */
export function useHashMonth(key = 'month'): [number | undefined, (month: number | undefined) => void] {
  const value = useHashValue(key);
  const month = value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
  const choose = useCallback(
    (next: number | undefined) => {
      writeHash(key, next === undefined ? undefined : String(next), false);
    },
    [key],
  );
  return [month, choose];
}
