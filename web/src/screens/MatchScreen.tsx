import { lazy, Suspense, useState } from 'react';
import { api } from '../api/client';
import { saveSession, sessionFor, type Session } from '../api/sessions';
import type { MatchAnswer } from '../api/types';
import { useT } from '../app/i18n';
import { PhoenixRealm } from '../phoenix/PhoenixRealm';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';

// Each is loaded when a match of its kind is opened: a realm's first view needs neither.
const PhoenixGm = lazy(() => import('../phoenix/PhoenixGm').then((m) => ({ default: m.PhoenixGm })));
const RomeTable = lazy(() => import('../rome/RomeTable').then((m) => ({ default: m.RomeTable })));

/** A token handed over in the link's #fragment (the game master's link): kept, then taken off the address. */
function tokenFromFragment(): string | undefined {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (token === null) return undefined;
  history.replaceState(null, '', location.pathname + location.search);
  return token;
}

async function open(matchId: string, as: string | undefined, fragmentToken: string | undefined): Promise<{ session: Session; answer: MatchAnswer }> {
  const held = fragmentToken === undefined ? sessionFor(matchId, as) : undefined;
  const token = fragmentToken ?? held?.token;
  if (token === undefined) throw new Error('no-session');
  const answer = await api<MatchAnswer>(`/api/matches/${matchId}`, { token });
  const session = { matchId, token, seat: answer.you.seat, gm: answer.you.gm, title: answer.match.title, game: answer.match.game };
  saveSession(session);
  return { session, answer };
}

export function MatchScreen({ matchId, as }: { readonly matchId: string; readonly as?: string | undefined }) {
  const t = useT();
  const [fragmentToken] = useState(tokenFromFragment);
  const [opened, reload] = useAsync(() => open(matchId, as, fragmentToken), [matchId, as]);
  if (opened.state === 'loading') return <Busy />;
  if (opened.state === 'failed') {
    if ((opened.error as Error).message === 'no-session') return <p className="error">{t('noSession')}</p>;
    return <ErrorNote error={opened.error} onRetry={reload} />;
  }
  const { session, answer } = opened.value;
  const heading = (
    <h1>
      {answer.match.title} <small>· {session.gm ? t('gameMaster') : `${t('seat')} ${session.seat}`}</small>
    </h1>
  );
  const screen = answer.match.game !== 'phoenix' ? <RomeTable session={session} seats={answer.seats} /> : session.gm ? <PhoenixGm session={session} answer={answer} /> : <PhoenixRealm session={session} />;
  return (
    <>
      {heading}
      <Suspense fallback={<Busy />}>{screen}</Suspense>
    </>
  );
}
