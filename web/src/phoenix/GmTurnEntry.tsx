import { useState } from 'react';
import { problemText } from '../../../src/kernel/problems.js';
import { api } from '../api/client';
import type { Problem } from '../api/types';
import { useLang } from '../app/i18n';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import type { MonthStatus } from './month-status';
import { useRealmName } from './realmNames';
import { usePhoenixT } from './texts';
import { lineOf } from './TurnEditor';

interface Checked {
  readonly problems: readonly Problem[];
  readonly version?: number;
}

/** A turn as sent: the text, or a JSON file's content (a .json upload). */
function turnOf(text: string, json: boolean): { text: string } | { json: unknown } {
  return json ? { json: JSON.parse(text) as unknown } : { text };
}

/**
 * The game master enters a realm's turn that came by mail or was read out on the phone (issue 46):
 * pasted or uploaded (.txt, .json), checked against the month's world in the page's language, and
 * stored as the realm's turn (also after the deadline).
 */
export function GmTurnEntry({ base, token, status }: { readonly base: string; readonly token: string; readonly status: MonthStatus }) {
  const t = usePhoenixT();
  const lang = useLang();
  const realmName = useRealmName();
  const missing = status.turns.filter((turn) => turn.version === null).map((turn) => turn.seat);
  const [chosen, setChosen] = useState<string>();
  const realm = chosen ?? missing[0] ?? status.turns[0]?.seat ?? '';
  const [text, setText] = useState('');
  const [json, setJson] = useState(false);
  const [shown, setShown] = useState<{ realm: string; text: string } & Checked>();
  // The turn last entered: said until the next is checked or entered (the form then moves on to the next realm without a turn).
  const [stored, setStored] = useState<{ realm: string } & Checked>();
  const send = useAction(async (store: boolean) => {
    const body = { ...turnOf(text, json), lang };
    const answer = await api<Checked>(`${base}/turns/${encodeURIComponent(realm)}${store ? '' : '/check'}`, { token, body });
    setStored(store ? { realm, ...answer } : undefined);
    if (store) {
      setShown(undefined);
      setText('');
      setJson(false);
      setChosen(undefined);
    } else setShown({ realm, text, ...answer });
    return answer;
  });
  const upload = async (file: File | undefined) => {
    if (file === undefined) return;
    setText(await file.text());
    setJson(/\.json$/i.test(file.name));
    setShown(undefined);
  };
  const fresh = shown !== undefined && shown.realm === realm && shown.text === text;
  return (
    <section className="gm-turn-entry" data-testid="gm-turn-entry">
      <h3>{t('enterTurnTitle')}</h3>
      <p className="hint">{t('enterTurnHint')}</p>
      <label className="block">
        {t('realm')}{' '}
        <select name="entry-realm" value={realm} onChange={(event) => (setChosen(event.target.value), setShown(undefined))}>
          {status.turns.map((turn) => (
            <option key={turn.seat} value={turn.seat}>
              {realmName(turn.seat)}
              {turn.version === null ? ` (${t('notSubmitted')})` : ''}
            </option>
          ))}
        </select>
      </label>
      <textarea name="entry-turn" aria-label={t('enterTurnText')} spellCheck={false} rows={8} value={text} placeholder={t('enterTurnPlaceholder')} onChange={(event) => (setText(event.target.value), setShown(undefined))} />
      <label className="block">
        {t('enterTurnFile')} <input type="file" name="entry-file" accept=".txt,.json,text/plain,application/json" onChange={(event) => void upload(event.target.files?.[0])} />
      </label>
      {json && <p className="hint">{t('enterTurnJson')}</p>}
      <p>
        <button type="button" disabled={send.running || text.trim() === ''} onClick={() => void send.run(false)}>
          {t('enterTurnCheck')}
        </button>{' '}
        <button type="button" className="primary" disabled={send.running || text.trim() === ''} onClick={() => void send.run(true)}>
          {t('enterTurnStore')}: {realmName(realm)}
        </button>
      </p>
      {send.running && <Busy label={t('checking')} />}
      {send.error !== undefined && <ErrorNote error={send.error instanceof SyntaxError ? new Error(t('enterTurnBadJson')) : send.error} />}
      {stored !== undefined && (
        <div data-testid="entry-stored">
          <p className="ok">
            {t('enterTurnStored')}: {realmName(stored.realm)} · {t('submitted')} {stored.version}
          </p>
          <Problems problems={stored.problems} />
        </div>
      )}
      {fresh && (
        <div data-testid="entry-verdict">
          <Problems problems={shown.problems} />
        </div>
      )}
    </section>
  );
}

/** The checker's verdict: clean, or each problem with its line, in the page's language. */
function Problems({ problems }: { readonly problems: readonly Problem[] }) {
  const t = usePhoenixT();
  const lang = useLang();
  const refusals = problems.filter((p) => p.severity !== 'warning');
  return (
    <>
      {refusals.length === 0 ? (
        <p className="ok">{t('clean')}</p>
      ) : (
        <p className="bad">
          {refusals.length} {t('problems')}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="problem-list">
          {problems.map((p, i) => (
            <li key={i} className={p.severity === 'warning' ? 'note' : 'problem'}>
              {lineOf(p) > 0 && (
                <b>
                  {t('lineNo')} {lineOf(p)}:{' '}
                </b>
              )}
              {problemText(p, lang)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
