import { api } from '../api/client';
import type { SeatTurns } from '../api/types';
import { useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';
import { lineOf } from './TurnEditor';
import { useRealmName } from './realmNames';

/** A realm's latest turn as the game masters read it before evaluating, each line with the checker's verdict. */
export function HandedInTurn({ base, token, realm }: { readonly base: string; readonly token: string; readonly realm: string }) {
  const t = usePhoenixT();
  const realmName = useRealmName();
  const lang = useLang();
  const [turn] = useAsync((signal) => api<SeatTurns>(`${base}/turns/${encodeURIComponent(realm)}?lang=${lang}`, { token, signal }), [base, token, realm, lang]);
  if (turn.state === 'loading') return <Busy />;
  if (turn.state === 'failed') return <ErrorNote error={turn.error} />;
  const latest = turn.value.versions.at(-1);
  if (latest === undefined) return <p>{t('notSubmitted')}</p>;
  const problems = turn.value.problems ?? [];
  const text = latest.format === 'text' ? (latest.content as string) : JSON.stringify(latest.content, null, 2);
  return (
    <section className="handed-in" data-testid="handed-in" aria-label={`${t('handedInTurn')}: ${realmName(realm)}`}>
      <h3>
        {t('handedInTurn')}: {realmName(realm)} · {t('version')} {latest.version}
      </h3>
      <p className={problems.length === 0 ? 'ok' : 'bad'}>
        {t('checkerVerdict')}: {problems.length === 0 ? t('clean') : `${problems.length} ${t('problems')}`}
      </p>
      {problems
        .filter((p) => lineOf(p) === 0)
        .map((p, i) => (
          <p key={i} className="problem">
            {p.message}
          </p>
        ))}
      <ol className="turn-lines">
        {text.split('\n').map((line, i) => {
          const here = problems.filter((p) => lineOf(p) === i + 1);
          return (
            <li key={i} className={here.length > 0 ? 'problem' : undefined} data-line={i + 1}>
              <code>{line === '' ? '\u00a0' : line}</code>
              {here.map((p, j) => (
                <span key={j} className="note">
                  {p.message}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
