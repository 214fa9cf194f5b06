import { Suspense, useState } from 'react';
import { api } from '../api/client';
import { saveSession, sessionFor, type Session } from '../api/sessions';
import type { MatchAnswer } from '../api/types';
import { useLang, useT } from '../app/i18n';
import { webGame } from '../games';
import { seatLabel } from '../seatLabels';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { MatchDesk } from './MatchDesk';
import { useAsync } from '../ui/useAsync';

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
  // A seat the match names (a realm) keeps its name for the list of matches.
  const label = answer.seats.find((s) => s.seat === answer.you.seat)?.name;
  const session: Session = { matchId, token, seat: answer.you.seat, gm: answer.you.gm, title: answer.match.title, game: answer.match.game, ...(label === undefined ? {} : { seatLabel: label }) };
  saveSession(session);
  return { session, answer };
}

export function MatchScreen({ matchId, as }: { readonly matchId: string; readonly as?: string | undefined }) {
  const t = useT();
  const lang = useLang();
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
      {answer.match.title} <small>· {session.gm ? t('gameMaster') : seatLabel(session.game, session.seat, lang, session.seatLabel)}</small>
    </h1>
  );
  const game = webGame(answer.match.game);
  const Screen = session.gm ? game?.gmScreen : game?.seatScreen;
  const Table = game?.table;
  const screen =
    Screen !== undefined ? (
      <Screen session={session} answer={answer} />
    ) : Table === undefined ? (
      <p className="error">{t('noTable')}</p>
    ) : (
      <Table session={session} seats={answer.seats} />
    );
  return (
    <>
      {heading}
      <MatchDesk session={session} answer={answer} />
      <Suspense fallback={<Busy />}>{screen}</Suspense>
    </>
  );
}
