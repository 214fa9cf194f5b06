import { api } from '../api/client';
import type { DemoMatches as Demos } from '../api/types';
import { useLang, useT } from '../app/i18n';
import { gameName, seatLabel } from '../seatLabels';
import { useAsync } from '../ui/useAsync';

/** The server's demo matches with their links, where it shows them (GET /api/demo: a local server, to this computer). */
export function DemoMatches() {
  const t = useT();
  const lang = useLang();
  // Most servers show none (404): then nothing is drawn.
  const [demos] = useAsync((signal) => api<Demos>('/api/demo', { signal }).catch(() => [] as Demos), []);
  if (demos.state !== 'done' || demos.value.length === 0) return null;
  return (
    <section className="demo-matches">
      <h2>{t('demoMatches')}</h2>
      <p>{t('demoExplain')}</p>
      <ul>
        {demos.value.map((demo) => (
          <li key={demo.matchId}>
            <strong>{demo.title}</strong> ({gameName(demo.game, lang)}): <a href={demo.gmLink}>{t('demoAsGm')}</a>
            {demo.seats.map((seat) => (
              <span key={seat.seat}>
                {' · '}
                <a href={seat.link}>
                  {t('takeSeat')}: {seatLabel(demo.game, seat.seat, lang)}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
