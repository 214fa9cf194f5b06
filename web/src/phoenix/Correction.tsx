import { useState } from 'react';
import { api } from '../api/client';
import type { MonthStatus } from '../api/types';
import { useT } from '../app/i18n';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

/** The game master edits this month's world as JSON; the server checks it and keeps the correction with its reason. */
export function Correction({ base, token, status }: { readonly base: string; readonly token: string; readonly status: MonthStatus }) {
  const t = useT();
  const [world, setWorld] = useState('');
  const [note, setNote] = useState('');
  const load = useAction(async () => setWorld(JSON.stringify(await api(`${base}/periods/${status.period}/world`, { token }), null, 1)));
  const save = useAction(async () =>
    api<{ change: Record<string, number> }>(`${base}/corrections`, { token, body: { period: status.period, expectedVersion: status.version, note, world: JSON.parse(world) as unknown } }),
  );
  return (
    <div className="correction">
      <button type="button" onClick={() => void load.run()} disabled={load.running}>
        {t('loadWorld')}
      </button>
      {load.running && <Busy />}
      {load.error !== undefined && <ErrorNote error={load.error} />}
      <textarea name="world" spellCheck={false} rows={20} value={world} onChange={(event) => setWorld(event.target.value)} />
      <label className="block">
        {t('note')} <input name="note" value={note} onChange={(event) => setNote(event.target.value)} size={60} />
      </label>
      <button type="button" className="primary" disabled={save.running || world === ''} onClick={() => void save.run()}>
        {t('saveCorrection')}
      </button>
      {save.running && <Busy label={t('working')} />}
      {save.error !== undefined && <ErrorNote error={save.error} />}
      {save.value !== undefined && (
        <p className="ok">
          {t('corrected')}: {Object.entries(save.value.change).map(([k, n]) => `${k} ${n}`).join(', ')}
        </p>
      )}
    </div>
  );
}
