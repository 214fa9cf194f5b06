import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { Session } from '../api/sessions';
import type { GameInfo, InvitedSeat, MatchAnswer, MatchInfo, PublicRoll, SeatInfo } from '../api/types';
import { type TextKey, useLang, useT } from '../app/i18n';
import { botName, seatLabel } from '../seatLabels';
import { ConfirmButton } from '../ui/Confirm';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';

const DICE = [6, 10, 20] as const;

const STATUS_TEXT: Record<MatchInfo['status'], TextKey> = { open: 'statusOpen', running: 'statusOpen', paused: 'statusPaused', finished: 'statusFinished' };

/**
 * The game master's console of any match (issue 19): pause and resume, replace or drop a
 * player, roll a die in the open. Each action that cannot be undone asks first and says what it does.
 */
export function GmConsole(props: { readonly session: Session; readonly answer: MatchAnswer; readonly status: MatchInfo['status']; readonly changes: number; readonly onStatus: (status: MatchInfo['status']) => void }) {
  const { session } = props;
  const t = useT();
  const lang = useLang();
  const label = (seat: SeatInfo) => seatLabel(session.game, seat.seat, lang, seat.name);
  const [seats, setSeats] = useState<readonly SeatInfo[]>(props.answer.seats);
  const [error, setError] = useState<unknown>();
  const [invite, setInvite] = useState<InvitedSeat>();
  const [die, setDie] = useState<(typeof DICE)[number]>(6);
  const [reason, setReason] = useState('');
  const [games] = useAsync(() => api<GameInfo[]>('/api/games'), []);
  const bots = games.state === 'done' ? (games.value.find((g) => g.id === session.game)?.bots ?? []) : [];
  const base = `/api/matches/${session.matchId}`;
  // Seats change as players join or bots take over: read them again whenever the match changes.
  useEffect(() => {
    const controller = new AbortController();
    api<MatchAnswer>(base, { token: session.token, signal: controller.signal }).then(
      (answer) => setSeats(answer.seats),
      () => undefined,
    );
    return () => controller.abort();
  }, [base, session.token, props.changes]);

  const act = async (work: () => Promise<void>) => {
    setError(undefined);
    try {
      await work();
    } catch (refusal) {
      setError(refusal);
    }
  };
  const setStatus = (action: 'pause' | 'resume') =>
    act(async () => props.onStatus((await api<MatchInfo>(`${base}/${action}`, { method: 'POST', token: session.token })).status));
  const replaceSeat = (seat: string) =>
    act(async () => {
      const answer = await api<InvitedSeat>(`${base}/seats/${encodeURIComponent(seat)}/replace`, { method: 'POST', token: session.token });
      setInvite(answer);
      setSeats((all) => all.map((s) => (s.seat === seat ? { ...s, joined: false, inviteOpen: true, bot: null } : s)));
    });
  const dropSeat = (seat: string) =>
    act(async () => {
      const answer = await api<SeatInfo>(`${base}/seats/${encodeURIComponent(seat)}/drop`, { method: 'POST', token: session.token, body: {} });
      setSeats((all) => all.map((s) => (s.seat === seat ? answer : s)));
    });
  const roll = () =>
    act(async () => {
      await api<PublicRoll>(`${base}/rolls`, { method: 'POST', token: session.token, body: { die, reason } });
      setReason('');
    });

  const seatState = (seat: SeatInfo) =>
    seat.bot !== null ? `${t('botPlays')}: ${botName(seat.bot, lang)}` : seat.joined ? t('joined') : seat.inviteOpen ? t('invitePending') : t('withoutPlayer');

  return (
    <details className="gm-console" data-testid="gm-console">
      <summary>
        {t('gmConsole')} · <span data-testid="match-status">{t(STATUS_TEXT[props.status])}</span>
      </summary>
      {error !== undefined && <ErrorNote error={error} />}
      <p>
        {props.status === 'paused' ? (
          <button type="button" className="primary" onClick={() => void setStatus('resume')}>
            {t('resume')}
          </button>
        ) : (
          <button type="button" disabled={props.status === 'finished'} onClick={() => void setStatus('pause')}>
            {t('pause')}
          </button>
        )}
      </p>
      <table className="gm-seats">
        <tbody>
          {seats.map((seat) => (
            <tr key={seat.seat} data-seat={seat.seat}>
              <th scope="row">{label(seat)}</th>
              <td>{seatState(seat)}</td>
              <td>
                <ConfirmButton label={`${t('replacePlayer')}: ${label(seat)}`} question={t('replaceQuestion')} confirm={t('replaceYes')} onConfirm={() => void replaceSeat(seat.seat)} />
              </td>
              <td>
                <ConfirmButton
                  label={`${t('dropPlayer')}: ${label(seat)}`}
                  disabled={seat.bot !== null || (!seat.joined && !seat.inviteOpen)}
                  question={bots.length > 0 ? `${t('dropToBot')} ${botName(bots[0] as string, lang)}.` : t('dropVacant')}
                  confirm={t('dropYes')}
                  onConfirm={() => void dropSeat(seat.seat)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {invite !== undefined && (
        <p className="links">
          <label>
            {t('newInvite')} {seatLabel(session.game, invite.seat, lang, seats.find((s) => s.seat === invite.seat)?.name)} <input readOnly value={invite.link} data-testid="new-invite" size={60} />
          </label>
        </p>
      )}
      <fieldset className="gm-roll">
        <legend>{t('rollInOpen')}</legend>
        <label>
          {t('die')}{' '}
          <select value={die} onChange={(e) => setDie(Number(e.target.value) as (typeof DICE)[number])}>
            {DICE.map((d) => (
              <option key={d} value={d}>
                W{d}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('reason')} <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
        </label>{' '}
        <ConfirmButton
          label={t('rollInOpen')}
          disabled={reason.trim() === ''}
          question={`${t('rollQuestion')} W${die} — ${reason}`}
          confirm={t('rollYes')}
          onConfirm={() => void roll()}
        />
      </fieldset>
    </details>
  );
}
