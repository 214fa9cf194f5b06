import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { MissedPolicyAnswer } from '../api/types';
import type { MonthStatus } from './month-status';
import { usePhoenixT } from './texts';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

export type MissedPolicy = MissedPolicyAnswer['policy'];
const POLICIES: readonly MissedPolicy[] = ['hold', 'standing', 'gm'];

/** A time as a datetime-local field shows it: the browser's local time, to the minute. */
function localField(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The game master sets and extends the month's deadline and chooses what happens to a realm that misses it (issue 19). */
export function DeadlineForm({ base, token, status, onPolicy }: { readonly base: string; readonly token: string; readonly status: MonthStatus; readonly onPolicy: (policy: MissedPolicy) => void }) {
  const t = usePhoenixT();
  const [field, setField] = useState(localField(status.deadline));
  const [policy, setPolicy] = useState<MissedPolicy>();
  useEffect(() => setField(localField(status.deadline)), [status.deadline]);
  useEffect(() => {
    void api<MissedPolicyAnswer>(`${base}/missed-policy`, { token }).then((answer) => {
      setPolicy(answer.policy);
      onPolicy(answer.policy);
    });
  }, [base, token]);
  const save = useAction((deadline: string | null) => api(`${base}/periods/${status.period}/deadline`, { method: 'PUT', token, body: { deadline } }));
  const choose = useAction(async (next: MissedPolicy) => {
    await api(`${base}/missed-policy`, { method: 'PUT', token, body: { policy: next } });
    setPolicy(next);
    onPolicy(next);
  });
  const extend = () => {
    const from = status.deadline === null ? Date.now() : new Date(status.deadline).getTime();
    void save.run(new Date(from + 86_400_000).toISOString());
  };
  return (
    <fieldset className="deadline-form">
      <legend>{t('deadlineTitle')}</legend>
      <p data-testid="deadline">
        {t('deadline')}: {status.deadline === null ? t('noDeadline') : new Date(status.deadline).toLocaleString()}
      </p>
      <label>
        {t('deadlineAt')} <input type="datetime-local" value={field} onChange={(event) => setField(event.target.value)} />
      </label>{' '}
      <button type="button" disabled={save.running || field === ''} onClick={() => void save.run(new Date(field).toISOString())}>
        {t('setDeadline')}
      </button>{' '}
      <button type="button" disabled={save.running} onClick={extend}>
        {t('extendDay')}
      </button>{' '}
      <button type="button" disabled={save.running || status.deadline === null} onClick={() => void save.run(null)}>
        {t('clearDeadline')}
      </button>
      {save.error !== undefined && <ErrorNote error={save.error} />}
      <label className="block">
        {t('missedPolicy')}{' '}
        <select value={policy ?? ''} disabled={policy === undefined || choose.running} onChange={(event) => void choose.run(event.target.value as MissedPolicy)}>
          {POLICIES.map((p) => (
            <option key={p} value={p}>
              {t(`policy_${p}`)}
            </option>
          ))}
        </select>
      </label>
      {choose.error !== undefined && <ErrorNote error={choose.error} />}
    </fieldset>
  );
}
