import { useState } from 'react';
import { forgetSession, sessions } from '../api/sessions';
import { ConfirmButton } from '../ui/Confirm';
import { useLang, useT } from '../app/i18n';
import { gameName, seatLabel } from '../seatLabels';
import { navigate } from '../app/route';
import { CreateMatch } from './CreateMatch';
import { DemoMatches } from './DemoMatches';
import { JoinForm } from './JoinForm';

/** The matches this browser holds a seat in, and the ways to get another. */
export function Home() {
  const t = useT();
  const lang = useLang();
  const [held, setHeld] = useState(sessions);
  return (
    <div className="home">
      <section>
        <h2>{t('yourMatches')}</h2>
        {held.length === 0 ? (
          <p>{t('noMatches')}</p>
        ) : (
          <table className="list">
            <tbody>
              {held.map((s) => (
                <tr key={`${s.matchId}/${s.seat}`}>
                  <td>{s.title}</td>
                  <td>{gameName(s.game, lang)}</td>
                  <td>{s.gm ? t('gameMaster') : seatLabel(s.game, s.seat, lang, s.seatLabel)}</td>
                  <td>
                    <button type="button" onClick={() => navigate({ name: 'match', matchId: s.matchId, as: s.seat })}>
                      {t('open')}
                    </button>{' '}
                    <ConfirmButton
                      label={t('forget')}
                      question={t('forgetQuestion')}
                      confirm={t('forget')}
                      onConfirm={() => {
                        forgetSession(s);
                        setHeld(sessions());
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <DemoMatches />
      <JoinForm />
      <CreateMatch onCreated={() => setHeld(sessions())} />
    </div>
  );
}
