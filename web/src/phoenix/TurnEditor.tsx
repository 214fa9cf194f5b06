import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import type { CheckedTurn, Problem, SavedDraft, SubmittedTurn, TurnVersions } from '../api/types';
import { useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';
import { complete, suggestions, wordAt } from './completion';
import { OrderReference } from './OrderReference';
import { useVocabulary } from './useVocabulary';

const CHECK_DELAY_MS = 400;

/** A line to add to the turn (a move planned on the map); `seq` tells two equal lines apart. */
export interface Draft {
  readonly line: string;
  readonly seq: number;
  /** The army the line moves: a move of it already in the text is replaced (planned again). */
  readonly army?: number;
}

/** A move order of the turn text (BEWEGE n NACH x [UEBER a b …], MOVE n TO x [VIA …]), as click-to-move reads it. */
export interface WrittenMove {
  readonly army: number;
  readonly to: string;
  readonly via: readonly string[];
  readonly line: string;
}

const MOVE_LINE = /^\s*(?:BEWEGE|MOVE)\s+(\d+)\s+(?:NACH|TO)\s+(\S+)(?:\s+(?:UEBER|ÜBER|VIA)\s+(.+?))?\s*$/i;

/** The move orders written in a turn text, by army (the last one counts). */
export function writtenMoves(text: string): Map<number, WrittenMove> {
  const moves = new Map<number, WrittenMove>();
  for (const line of text.split('\n')) {
    const match = MOVE_LINE.exec(line);
    if (match === null) continue;
    const army = Number(match[1]);
    moves.set(army, { army, to: match[2] as string, via: (match[3] ?? '').split(/\s+/).filter((at) => at !== ''), line: line.trim() });
  }
  return moves;
}

/** The text with the draft's line added, replacing a move of the same army already written. */
export function withDraft(text: string, draft: Draft): string {
  const kept = draft.army === undefined ? text : text.split('\n').filter((line) => Number(MOVE_LINE.exec(line)?.[1] ?? NaN) !== draft.army).join('\n');
  return `${kept.replace(/\n*$/, '\n')}${draft.line}\n`;
}

/** The line a problem names ("line 3, column 5"), or 0 for the turn as a whole. */
export function lineOf(problem: Problem): number {
  const match = /line (\d+)/.exec(problem.where ?? '');
  return match === null ? 0 : Number(match[1]);
}

/** Loads the draft being written, else the latest handed-in text, else starts a turn with the realm's header. */
function useTurnText(base: string, token: string, realm: string) {
  return useAsync(async (signal) => {
    const [{ versions }, draft] = await Promise.all([api<TurnVersions>(`${base}/turn`, { token, signal }), api<SavedDraft>(`${base}/draft`, { token, signal })]);
    const latest = versions.at(-1);
    const handedIn = latest?.format === 'text' ? (latest.content as string) : `REICH ${realm}\n`;
    return { text: draft.text ?? handedIn, drafted: draft.text !== null, version: latest?.version ?? null };
  }, [base, token, realm]);
}

const DRAFT_DELAY_MS = 800;

/** Where the seat's draft stands: none (the text is what was handed in), being saved, saved, or not saved. */
type DraftState = 'none' | 'saving' | 'saved' | 'failed';

/** Keeps the text on the server as the seat's draft a moment after each change, so a reload or another device finds it. */
function useDraftSaving(base: string, token: string, text: string, initial: string, drafted: boolean, closed: boolean) {
  const [saved, setSaved] = useState<string>(initial);
  const [state, setState] = useState<DraftState>(drafted ? 'saved' : 'none');
  useEffect(() => {
    // Turns closed: the server takes no draft either, so none is sent (and none fails).
    if (text === saved || closed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('saving');
      api(`${base}/draft`, { method: 'PUT', token, body: { text }, signal: controller.signal }).then(
        () => {
          setSaved(text);
          setState('saved');
        },
        () => controller.signal.aborted || setState('failed'),
      );
    }, DRAFT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [base, token, text, saved, closed]);
  const handedIn = (handed: string) => {
    setSaved(handed);
    setState('none');
  };
  return { state: closed ? 'none' : text !== saved && state !== 'failed' ? 'saving' : state, handedIn };
}

export function TurnEditor({ base, token, realm, draft, onText, closed = false }: { readonly base: string; readonly token: string; readonly realm: string; readonly draft?: Draft | undefined; readonly onText?: (text: string) => void; readonly closed?: boolean }) {
  const t = usePhoenixT();
  const [loaded] = useTurnText(base, token, realm);
  if (loaded.state === 'loading') return <Busy />;
  if (loaded.state === 'failed') return <ErrorNote error={loaded.error} />;
  return <Editor base={base} token={token} realm={realm} initial={loaded.value.text} drafted={loaded.value.drafted} version={loaded.value.version} draft={draft} label={t('turn')} onText={onText} closed={closed} />;
}

function Editor(props: { base: string; token: string; realm: string; initial: string; drafted: boolean; version: number | null; draft?: Draft | undefined; label: string; onText?: ((text: string) => void) | undefined; closed: boolean }) {
  const t = usePhoenixT();
  const lang = useLang();
  const [text, setText] = useState(props.initial);
  const [checked, setChecked] = useState<{ text: string; problems: readonly Problem[] }>();
  const [checkError, setCheckError] = useState<unknown>();
  const [version, setVersion] = useState(props.version);
  // A hand-in is stored first and checked after: until the check of the text handed in is back, it says so.
  const [received, setReceived] = useState<string>();
  const drafting = useDraftSaving(props.base, props.token, text, props.initial, props.drafted, props.closed);
  // Completion of the word at the caret: own armies, places, figures and realms of this month's view.
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number>();
  const [vocabulary] = useVocabulary(props.base, props.token, props.realm);
  const kindName = (kind: string) => (kind === 'warriors' || kind === 'riders' || kind === 'fleet' ? t(`kind_${kind}`) : kind);
  const offered = vocabulary.state === 'done' && caret !== undefined ? suggestions(wordAt(text, caret).word, vocabulary.value, kindName) : [];
  const choose = (word: string) => {
    if (caret === undefined) return;
    const done = complete(text, caret, word);
    setText(done.text);
    setCaret(done.caret);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(done.caret, done.caret);
    });
  };
  useEffect(() => {
    const draft = props.draft;
    if (draft !== undefined && draft.line !== '') setText((current) => withDraft(current, draft));
  }, [props.draft]);
  const { onText } = props;
  useEffect(() => onText?.(text), [text, onText]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<CheckedTurn>(`${props.base}/check`, { token: props.token, body: { text, lang }, signal: controller.signal }).then(
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
    const saved = await api<SubmittedTurn>(`${props.base}/turn`, { method: 'PUT', token: props.token, body: { text, lang } });
    setVersion(saved.version);
    setReceived(saved.checked ? undefined : text);
    // Handing in removes the server's draft: the text handed in is what a reload shows.
    drafting.handedIn(text);
    return saved;
  });

  const lines = text.split('\n');
  const problems = checked?.problems ?? [];
  const fresh = checked?.text === text;
  // Notes (a move the board may cut short) refuse nothing: the turn is clean without refusals.
  const refusals = problems.filter((p) => p.severity !== 'warning');
  const notes = problems.length - refusals.length;
  const general = problems.filter((p) => lineOf(p) === 0 || lineOf(p) > lines.length);
  const lineProblems = problems.filter((p) => lineOf(p) > 0 && lineOf(p) <= lines.length);
  return (
    <div className="turn-editor">
      <div className="turn-status">
        {version === null ? t('notSubmitted') : `${t('submitted')} ${version}`}
        {received === text && !fresh && (
          <span className="checking" data-testid="received">
            {' '}
            · {t('receivedChecking')}
          </span>
        )}
        {drafting.state === 'saving' && <span className="draft-state"> · {t('draftSaving')}</span>}
        {drafting.state === 'saved' && <span className="draft-state" data-testid="draft-saved"> · {t('draftSaved')}</span>}
        {drafting.state === 'failed' && <span className="bad"> · {t('draftFailed')}</span>}
        {!fresh && received !== text && <span className="checking"> · {t('checking')}</span>}
        {fresh && refusals.length === 0 && <span className="ok"> · {t('clean')}</span>}
        {fresh && refusals.length > 0 && (
          <span className="bad">
            {' '}
            · {refusals.length} {t('problems')}
          </span>
        )}
        {fresh && notes > 0 && (
          <span className="note">
            {' '}
            · {notes} {t('notes')}
          </span>
        )}
      </div>
      {general.map((p, i) => (
        <p key={i} className="problem">
          {p.message}
        </p>
      ))}
      <div className="turn-grid">
        {/* No wrapping, and one row per note: each note stays beside its line however long either is. */}
        <textarea
          ref={area}
          aria-label={props.label}
          name="turn"
          spellCheck={false}
          wrap="off"
          value={text}
          rows={Math.max(12, lines.length + 2)}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        />
        <ol className="line-notes" aria-label={t('problems')}>
          {lines.map((_, i) => {
            const here = problems.filter((p) => lineOf(p) === i + 1).map((p) => p.message).join(' · ');
            return (
              <li key={i} className={here !== '' ? 'problem' : ''} data-line={i + 1} title={here || undefined}>
                {here}
              </li>
            );
          })}
        </ol>
      </div>
      {lineProblems.length > 0 && (
        <ul className="problem-list" data-testid="problem-list">
          {lineProblems.map((p, i) => (
            <li key={i}>
              <b>
                {t('lineNo')} {lineOf(p)}
              </b>
              : {p.message}
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <p className="completions" data-testid="completions" aria-label={t('completions')}>
          {offered.map((s) => (
            <button key={s.word} type="button" className="chip" onMouseDown={(event) => event.preventDefault()} onClick={() => choose(s.word)}>
              <code>{s.word}</code> {s.hint !== '' && <small>{s.hint}</small>}
            </button>
          ))}
        </p>
      )}
      <button type="button" className="primary" disabled={submit.running || props.closed} onClick={() => void submit.run()}>
        {t('submit')}
      </button>
      {submit.running && <Busy label={t('working')} />}
      {checkError !== undefined && <ErrorNote error={checkError} />}
      {submit.error !== undefined && <ErrorNote error={submit.error} />}
      <OrderReference onExample={(line) => setText((current) => `${current.replace(/\n*$/, '\n')}${line}\n`)} />
    </div>
  );
}
