import { useEffect, useState } from 'react';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { MatchAnswer, MatchInfo, PublicRoll } from '../api/types';
import { useT } from '../app/i18n';
import { GmConsole } from './GmConsole';
import { SaveSeat } from './SaveSeat';

/**
 * What every seat of any match sees above its table: whether the game master paused the match,
 * and the dice the game master rolled in the open (live); the game master also gets the console.
 */
export function MatchDesk({ session, answer }: { readonly session: Session; readonly answer: MatchAnswer }) {
  const t = useT();
  const [status, setStatus] = useState<MatchInfo['status']>(answer.match.status);
  const [rolls, setRolls] = useState<readonly PublicRoll[]>([]);
  // Counts the stream's updates: a seat joining changes no version, but the console's seats must follow.
  const [changes, setChanges] = useState(0);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'rolls') setRolls(message.data as PublicRoll[]);
          else if (message.event === 'match') {
            setStatus((message.data as { status: MatchInfo['status'] }).status);
            setChanges((n) => n + 1);
          }
        },
        () => undefined,
      ),
    [session.matchId, session.token],
  );
  return (
    <section className="match-desk">
      {status === 'paused' && (
        <p className="paused-note" role="status" data-testid="paused-note">
          {t('matchPaused')}
        </p>
      )}
      {session.gm && <GmConsole session={session} answer={answer} status={status} changes={changes} onStatus={setStatus} />}
      <details className="open-rolls" data-testid="open-rolls" open={rolls.length > 0}>
        <summary>
          {t('openRolls')} ({rolls.length})
        </summary>
        {rolls.length === 0 ? (
          <p>{t('noRolls')}</p>
        ) : (
          <ol reversed aria-live="polite">
            {[...rolls].reverse().map((roll) => (
              <li key={roll.seq} data-testid="open-roll">
                {t('gameMaster')} {t('rolled')} W{roll.die}: <strong>{roll.value}</strong> — {roll.reason}{' '}
                <small>{new Date(roll.rolledAt).toLocaleString()}</small>
              </li>
            ))}
          </ol>
        )}
      </details>
      <SaveSeat session={session} />
    </section>
  );
}
