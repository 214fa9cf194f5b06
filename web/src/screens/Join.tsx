import { api } from '../api/client';
import { saveSession } from '../api/sessions';
import type { JoinedSeat, MatchAnswer } from '../api/types';
import { useT } from '../app/i18n';
import { navigate } from '../app/route';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

/**
 * Taking a seat uses the invite up, so it waits for the person's click: opening the link alone
 * (or a preview of it) changes nothing.
 */
export function Join({ invite }: { readonly invite: string }) {
  const t = useT();
  const take = useAction(async () => {
    const seat = await api<JoinedSeat>('/api/join', { body: { invite } });
    const { match } = await api<MatchAnswer>(`/api/matches/${seat.matchId}`, { token: seat.token });
    saveSession({ matchId: seat.matchId, token: seat.token, seat: seat.seat, gm: false, title: match.title, game: match.game });
    history.replaceState(null, '', '/app/');
    navigate({ name: 'match', matchId: seat.matchId, as: seat.seat });
  });
  return (
    <section>
      <h2>{t('joinTitle')}</h2>
      <p>{t('joinExplain')}</p>
      <button type="button" className="primary" disabled={take.running} onClick={() => void take.run()}>
        {t('takeSeat')}
      </button>
      {take.running && <Busy />}
      {take.error !== undefined && <ErrorNote error={take.error} />}
    </section>
  );
}
