import { api } from '../api/client';
import { saveSession } from '../api/sessions';
import type { InvitePreview, JoinedSeat, MatchAnswer } from '../api/types';
import { useLang, useT } from '../app/i18n';
import { gameName, seatLabel } from '../seatLabels';
import { navigate } from '../app/route';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';

/**
 * Taking a seat uses the invite up, so it waits for the person's click: opening the link alone
 * (or a preview of it) changes nothing.
 */
export function Join({ invite }: { readonly invite: string }) {
  const t = useT();
  const lang = useLang();
  // What the invite joins, read without using it (GET /api/join/:invite): the seat is taken only by the button.
  const [preview] = useAsync((signal) => api<InvitePreview>(`/api/join/${encodeURIComponent(invite)}`, { signal }), [invite]);
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
      {preview.state === 'done' && (
        <dl className="invite-preview" data-testid="invite-preview" aria-label={t('invitePreview')}>
          <dt>{t('inviteMatch')}</dt>
          <dd>{preview.value.matchTitle}</dd>
          <dt>{t('inviteGame')}</dt>
          <dd>{gameName(preview.value.game, lang)}</dd>
          <dt>{t('seat')}</dt>
          <dd>{seatLabel(preview.value.game, preview.value.seat, lang, preview.value.seatName ?? undefined)}</dd>
        </dl>
      )}
      {preview.state === 'failed' && <ErrorNote error={preview.error} />}
      <p>{t('joinExplain')}</p>
      <button type="button" className="primary" disabled={take.running} onClick={() => void take.run()}>
        {t('takeSeat')}
      </button>
      {take.running && <Busy />}
      {take.error !== undefined && <ErrorNote error={take.error} />}
    </section>
  );
}
