import type { MonthStatus } from '../api/types';
import { useT } from '../app/i18n';

/** Who has handed in this month's turn, and which version; the trial evaluation per realm. */
export function SubmissionsTable({ status, onTrial }: { readonly status: MonthStatus; readonly onTrial: (realm: string) => void }) {
  const t = useT();
  return (
    <table className="list submissions">
      <thead>
        <tr>
          <th>{t('realm')}</th>
          <th>{t('joined')}</th>
          <th>{t('version')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {status.turns.map((turn) => (
          <tr key={turn.realm} data-realm={turn.realm}>
            <td>{turn.realm}</td>
            <td>{turn.joined ? '✓' : '—'}</td>
            <td>{turn.version === null ? t('notSubmitted') : `${turn.version} · ${new Date(turn.submittedAt as string).toLocaleString()}`}</td>
            <td>
              <button type="button" onClick={() => onTrial(turn.realm)}>
                {t('evaluateRealm')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
