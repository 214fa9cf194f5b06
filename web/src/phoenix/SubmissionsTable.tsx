import type { MonthStatus } from '../api/types';
import { useT } from '../app/i18n';

/** Who has handed in this month's turn, and which version. */
export function SubmissionsTable({ status }: { readonly status: MonthStatus }) {
  const t = useT();
  return (
    <table className="list submissions">
      <thead>
        <tr>
          <th>{t('realm')}</th>
          <th>{t('joined')}</th>
          <th>{t('version')}</th>
        </tr>
      </thead>
      <tbody>
        {status.turns.map((turn) => (
          <tr key={turn.realm} data-realm={turn.realm}>
            <td>{turn.realm}</td>
            <td>{turn.joined ? '✓' : '—'}</td>
            <td>{turn.version === null ? t('notSubmitted') : `${turn.version} · ${new Date(turn.submittedAt as string).toLocaleString()}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
