import type { MonthStatus } from './month-status';
import { usePhoenixT } from './texts';
import { useRealmName } from './realmNames';

/** Who has handed in this month's turn, and which version; "read" opens a turn handed in. */
export function SubmissionsTable({ status, onRead }: { readonly status: MonthStatus; readonly onRead?: (realm: string) => void }) {
  const t = usePhoenixT();
  const realmName = useRealmName();
  return (
    <table className="list submissions">
      <thead>
        <tr>
          <th>{t('realm')}</th>
          <th>{t('joined')}</th>
          <th>{t('version')}</th>
          {onRead !== undefined && <th />}
        </tr>
      </thead>
      <tbody>
        {status.turns.map((turn) => (
          <tr key={turn.seat} data-realm={turn.seat}>
            <td>{realmName(turn.seat)}</td>
            <td>{turn.joined ? '✓' : '—'}</td>
            <td>{turn.version === null ? t('notSubmitted') : `${turn.version} · ${new Date(turn.submittedAt as string).toLocaleString()}`}</td>
            {onRead !== undefined && (
              <td>
                {turn.version !== null && (
                  <button type="button" className="quiet" onClick={() => onRead(turn.seat)} aria-label={`${t('read')}: ${realmName(turn.seat)}`}>
                    {t('read')}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
