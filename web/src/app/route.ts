import { useEffect, useState } from 'react';

export type Route =
  | { readonly name: 'home' }
  /** The signed-in account's seats, or signing in (D-17). */
  | { readonly name: 'account' }
  | { readonly name: 'join'; readonly invite: string }
  /** `as`: which of the seats this browser holds in the match to play (the game master's is '@gm'). */
  | { readonly name: 'match'; readonly matchId: string; readonly as?: string };

const BASE = '/app/';

/** The screen a path names; the server serves the client for every path under /app/. */
export function routeOf(pathname: string, search: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const [first, second] = rest.split('/');
  if (first === 'account') return { name: 'account' };
  if (first === 'join' && second) return { name: 'join', invite: decodeURIComponent(second) };
  if (first === 'matches' && second) {
    const as = new URLSearchParams(search).get('as');
    return { name: 'match', matchId: decodeURIComponent(second), ...(as === null ? {} : { as }) };
  }
  return { name: 'home' };
}

export function pathOf(route: Route): string {
  if (route.name === 'account') return `${BASE}account`;
  if (route.name === 'join') return `${BASE}join/${encodeURIComponent(route.invite)}`;
  if (route.name === 'match') return `${BASE}matches/${encodeURIComponent(route.matchId)}${route.as === undefined ? '' : `?as=${encodeURIComponent(route.as)}`}`;
  return BASE;
}

export function navigate(route: Route): void {
  history.pushState(null, '', pathOf(route));
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.pathname, location.search));
  useEffect(() => {
    const update = () => setRoute(routeOf(location.pathname, location.search));
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return route;
}
