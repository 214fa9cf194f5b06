import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { Problem } from '../api/types';
import { useLang, useT } from '../app/i18n';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';

const CHECK_DELAY_MS = 400;

/** A line to add to the turn (a move planned on the map); `seq` tells two equal lines apart. */
export interface Draft {
  readonly line: string;
  readonly seq: number;
}

/** The line a problem names ("line 3, column 5"), or 0 for the turn as a whole. */
function lineOf(problem: Problem): number {
  const match = /line (\d+)/.exec(problem.where ?? '');
  return match === null ? 0 : Number(match[1]);
}

interface Versions {
  readonly versions: readonly { readonly version: number; readonly format: 'text' | 'json'; readonly content: unknown }[];
}

/** Loads the latest handed-in text, or starts a turn with the realm's header. */
function useTurnText(base: string, token: string, realm: string) {
  return useAsync(async (signal) => {
    const { versions } = await api<Versions>(`${base}/turn`, { token, signal });
    const latest = versions.at(-1);
    return { text: latest?.format === 'text' ? (latest.content as string) : `REICH ${realm}\n`, version: latest?.version ?? null };
  }, [base, token, realm]);
}

/**
 * The turn as text, with the checker's messages beside each line. The server checks it against
 * this month's world as the player types (debounced); its answer is the one that counts.
 */
export function TurnEditor({ base, token, realm, draft }: { readonly base: string; readonly token: string; readonly realm: string; readonly draft?: Draft | undefined }) {
  const t = useT();
  const [loaded] = useTurnText(base, token, realm);
  if (loaded.state === 'loading') return <Busy />;
  if (loaded.state === 'failed') return <ErrorNote error={loaded.error} />;
  return <Editor base={base} token={token} initial={loaded.value.text} version={loaded.value.version} draft={draft} label={t('turn')} />;
}

function Editor(props: { base: string; token: string; initial: string; version: number | null; draft?: Draft | undefined; label: string }) {
  const t = useT();
  const lang = useLang();
  const [text, setText] = useState(props.initial);
  const [checked, setChecked] = useState<{ text: string; problems: readonly Problem[] }>();
  const [checkError, setCheckError] = useState<unknown>();
  const [version, setVersion] = useState(props.version);
  useEffect(() => {
    const line = props.draft?.line;
    if (line !== undefined && line !== '') setText((current) => `${current.replace(/\n*$/, '\n')}${line}\n`);
  }, [props.draft]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<{ problems: Problem[] }>(`${props.base}/check`, { token: props.token, body: { text, lang }, signal: controller.signal }).then(
        ({ problems }) => {
          setChecked({ text, problems });
          setCheckError(undefined);
        },
        (error: unknown) => controller.signal.aborted || setCheckError(error),
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, lang, props.base, props.token]);
  const submit = useAction(async () => {
    const saved = await api<{ version: number; problems: Problem[] }>(`${props.base}/turn`, { method: 'PUT', token: props.token, body: { text, lang } });
    setVersion(saved.version);
    return saved;
  });

  const lines = text.split('\n');
  const problems = checked?.problems ?? [];
  const fresh = checked?.text === text;
  const general = problems.filter((p) => lineOf(p) === 0 || lineOf(p) > lines.length);
  return (
    <div className="turn-editor">
      <div className="turn-status">
        {version === null ? t('notSubmitted') : `${t('submitted')} ${version}`}
        {!fresh && <span className="checking"> · {t('checking')}</span>}
        {fresh && problems.length === 0 && <span className="ok"> · {t('clean')}</span>}
        {fresh && problems.length > 0 && (
          <span className="bad">
            {' '}
            · {problems.length} {t('problems')}
          </span>
        )}
      </div>
      {general.map((p, i) => (
        <p key={i} className="problem">
          {p.message}
        </p>
      ))}
      <div className="turn-grid">
        <textarea aria-label={props.label} name="turn" spellCheck={false} value={text} rows={Math.max(12, lines.length + 2)} onChange={(event) => setText(event.target.value)} />
        <ol className="line-notes" aria-label={t('problems')}>
          {lines.map((_, i) => {
            const here = problems.filter((p) => lineOf(p) === i + 1);
            return (
              <li key={i} className={here.length > 0 ? 'problem' : ''} data-line={i + 1}>
                {here.map((p) => p.message).join(' · ')}
              </li>
            );
          })}
        </ol>
      </div>
      <button type="button" className="primary" disabled={submit.running} onClick={() => void submit.run()}>
        {t('submit')}
      </button>
      {submit.running && <Busy label={t('working')} />}
      {checkError !== undefined && <ErrorNote error={checkError} />}
      {submit.error !== undefined && <ErrorNote error={submit.error} />}
    </div>
  );
}
