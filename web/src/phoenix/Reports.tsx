import { useState } from 'react';
import { apiText } from '../api/client';
import { useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { PrintButton } from './PrintButton';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';

/** Reports month by month, as the server renders them; a report is shown sandboxed, as a document of its own. */
export function Reports({ base, token, months, realm, printable = false }: { readonly base: string; readonly token: string; readonly months: readonly number[]; readonly realm?: string; readonly printable?: boolean }) {
  const t = usePhoenixT();
  const lang = useLang();
  const [chosen, setChosen] = useState<number | undefined>(months.at(-1));
  const period = chosen ?? months.at(-1);
  const query = `format=html&lang=${lang}${realm === undefined ? '' : `&seat=${encodeURIComponent(realm)}`}`;
  const [report, reload] = useAsync(async (signal) => (period === undefined ? '' : apiText(`${base}/periods/${period}/report?${query}`, { token, signal })), [base, token, period, query]);
  if (months.length === 0) return <p>{t('noReports')}</p>;
  return (
    <div className="reports">
      <nav className="months" aria-label={t('reports')}>
        {months.map((m) => (
          <button key={m} type="button" className={m === period ? 'chosen' : ''} onClick={() => setChosen(m)}>
            {t('month')} {m}
          </button>
        ))}
      </nav>
      {printable && period !== undefined && <PrintButton key={`${period}/${realm ?? ''}`} base={base} token={token} period={period} realm={realm} />}
      {report.state === 'loading' && <Busy />}
      {report.state === 'failed' && <ErrorNote error={report.error} onRetry={reload} />}
      {report.state === 'done' && <iframe className="report" title={`${t('reports')} ${period}`} sandbox="" srcDoc={report.value} />}
    </div>
  );
}
