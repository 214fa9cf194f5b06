import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import { type Colour, COLOURS, type DomCommand, type DomEvent, type DomState, heuristicBot, squareName } from '../../../src/games/domaine/client.js';
import { useLang, useT } from '../app/i18n';
import { counted, formatNumber, type Lang } from '../app/lang';
import { botName } from '../seatLabels';
import { Busy } from '../ui/Busy';
import { LogList, type Entry as LogEntry } from '../ui/LogList';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { Board, COLOUR, ScoreTrack, type Marks } from './Board';
import { type Ask, entriesOf, type Mode, MODES, modesAt, mergeZone, type Path, type Price, START, stepOf, type Step, tapEdge, tapMode, tapModeAt, tapSquare, type Tapped, tapWord } from './choose';
import { commandLine, eventLine, purposeLine } from './describe';
import { colourName, colourTitle, dt, NOUNS, type TEXTS } from './texts';
import './domaine-board.css';

type TextKey = keyof typeof TEXTS;
/** A log event and the seat whose command it follows (-1: none). */
interface Said {
  readonly event: DomEvent;
  readonly by: number;
}

/** The card of each action of the price list: its name and what it does. */
const CARD: Readonly<Record<Mode, { readonly name: TextKey; readonly does: TextKey }>> = {
  borders: { name: 'borders', does: 'bordersDoes' },
  knights: { name: 'knightsMode', does: 'knightsDoes' },
  expand: { name: 'expand', does: 'expandDoes' },
  treason: { name: 'treason', does: 'treasonDoes' },
  alliance: { name: 'alliance', does: 'allianceDoes' },
  'take-ducats': { name: 'take', does: 'takeDoes' },
  'special-income': { name: 'special', does: 'specialDoes' },
};

/** The die table of treason and alliance ("Alliance et Trahison") as the rules of the match have it. */
function dieTable(s: DomState, lang: Lang): string {
  // Faces of the same outcome together: "1–2: failure · 3: 7 · …".
  const runs: { from: number; to: number; price: number | null }[] = [];
  s.rules.attemptTable.forEach((price, i) => {
    const last = runs.at(-1);
    if (last !== undefined && last.price === price) last.to = i + 1;
    else runs.push({ from: i + 1, to: i + 1, price });
  });
  const faces = runs.map((r) => `${formatNumber(lang, r.from)}${r.to > r.from ? `–${formatNumber(lang, r.to)}` : ''}: ${r.price === null ? dt(lang, 'failure') : formatNumber(lang, r.price)}`);
  return `${dt(lang, 'die')} ${faces.join(' · ')} (${NOUNS.ducat.other[lang]})`;
}

/** What an action costs, from the rules of the match (the price list of the variant by default). */
function cardCost(s: DomState, m: Mode, lang: Lang): string {
  const p = s.rules.prices;
  const ducats = NOUNS.ducat.other[lang];
  switch (m) {
    case 'borders':
      return `${p.borders.map((n) => formatNumber(lang, n)).join(' / ')} ${ducats}`;
    case 'knights':
      return `${p.knights.map((n) => formatNumber(lang, n)).join(' / ')} ${ducats}, +${formatNumber(lang, p.forest)} ${dt(lang, 'inForest')}`;
    case 'expand':
      return counted(lang, p.expansion, NOUNS.ducat);
    case 'treason':
      return dieTable(s, lang);
    case 'alliance':
      return s.rules.subVariant ? `${dieTable(s, lang)}; ${dt(lang, 'subExtra')}` : dieTable(s, lang);
    case 'take-ducats':
    case 'special-income':
      return dt(lang, 'free');
  }
}

function priceText(price: Price | undefined, lang: Lang): string {
  if (price === undefined) return '';
  if (price.die === true) return price.ducats > 0 ? `${dt(lang, 'die')} + ${counted(lang, price.ducats, NOUNS.ducat)}` : `${dt(lang, 'die')}`;
  return price.ducats > 0 ? counted(lang, price.ducats, NOUNS.ducat) : dt(lang, 'free');
}

const HINT: Readonly<Record<Ask, TextKey | undefined>> = {
  nothing: undefined,
  mode: 'askMode',
  'setup-castle': 'setupCastle',
  'setup-knight': 'setupKnight',
  'free-knight': 'freeKnight',
  merge: 'merge',
  borders: 'askBorders',
  knights: 'askKnights',
  'expand-square': 'askExpandSquare',
  'expand-castle': 'askExpandCastle',
  treason: 'askTreason',
  'alliance-with': 'askAllianceWith',
  'alliance-castle': 'askAllianceCastle',
  'alliance-marker': 'askAllianceMarker',
};

/** The price of the borders with one more slot, said once for all the lit slots (each costs the same). */
function nextBorders(lang: Lang, n: number, price: number): string {
  const borders = counted(lang, n, NOUNS.border);
  const ducats = counted(lang, price, NOUNS.ducat);
  return { de: `Jeder markierte Platz: ${borders} für ${ducats}.`, en: `Each lit slot: ${borders} for ${ducats}.`, nl: `Elke gemarkeerde plaats: ${borders} voor ${ducats}.`, fr: `Chaque emplacement marqué : ${borders} pour ${ducats}.` }[lang];
}

/** What may be done on a square tapped first. */
function sayAt(lang: Lang, what: 'actionsAt' | 'nothingAt', at: string): string {
  return dt(lang, what).replace('{X}', at);
}

/** What the game waits for from the seat to move. */
function waits(s: DomState, lang: Lang): string {
  const what = s.pending?.kind === 'merge' ? 'waitsMerge' : s.pending?.kind === 'free-knight' ? 'waitsFreeKnight' : s.phase === 'setup' ? 'waitsSetup' : 'waitsAction';
  return `${colourTitle(lang, s.pending?.seat ?? s.current)} ${dt(lang, what)}.`;
}

/** A colon as the language sets it (French: a space before). */
const colon = (lang: Lang) => (lang === 'fr' ? '\u00a0: ' : ': ');

/** A log line as a sentence: its first letter a capital. */
const sentence = (text: string | undefined) => (text === undefined ? undefined : text.replace(/^(— )?(\p{Ll})/u, (_, dash: string | undefined, c: string) => `${dash ?? ''}${c.toUpperCase()}`));

/** Domaine at the table: the board live, the seat's allowed commands offered as action cards and lit squares and border slots (choose.ts). */
export function DomaineTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const t = useT();
  const lang = useLang();
  const [view, setView] = useState<DomState>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [connected, setConnected] = useState(false);
  const [path, setPath] = useState<Path>(START);
  /** A square tapped before any card: the cards of what may be done there. */
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') {
            setView((message.data as { view: DomState }).view);
            setPath(START);
            setFocus(null);
          }
          if (message.event === 'log') {
            const { entries } = message.data as { entries: LogEntry[] };
            setLog((known) => {
              const last = known.at(-1)?.seq ?? -1;
              return [...known, ...entries.filter((e) => e.seq > last)];
            });
          }
        },
        setConnected,
      ),
    [session.matchId, session.token],
  );
  const act = useAction((command: DomCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  const seat = session.gm ? -1 : COLOURS.indexOf(session.seat as Colour);
  const entries = useMemo(() => (view === undefined || seat < 0 ? [] : entriesOf(view, seat)), [view, seat]);
  const step: Step | undefined = useMemo(() => (view === undefined || seat < 0 ? undefined : stepOf(view, seat, entries, path)), [view, seat, entries, path]);
  const suggestion = useMemo(() => (view === undefined || seat < 0 || view.result !== null || (view.pending?.seat ?? view.current) !== seat ? undefined : heuristicBot.choose(view, seat, () => 0)), [view, seat]);
  if (view === undefined) return <Busy />;
  const s = view;
  const send = (command: DomCommand) => {
    setPath(START);
    setFocus(null);
    void act.run(command);
  };
  const follow_ = (tapped: Tapped | undefined) => {
    if (tapped === undefined || act.running) return;
    setFocus(null);
    if (tapped.play !== undefined) send(tapped.play);
    else setPath(tapped.path);
  };
  const toMove = s.pending?.seat ?? s.current;
  const mine = seat >= 0 && s.result === null && toMove === seat;
  const choosing = mine && step?.ask === 'mode';
  /** A tap on the board before a card: the one action there at once, else the cards of the actions there. */
  const onSquare = (q: number) => {
    if (!choosing) return follow_(tapSquare(s, entries, path, q));
    const here = modesAt(entries, q);
    if (here.length === 1) follow_(tapModeAt(entries, here[0] as Mode, q));
    else setFocus(focus === q ? null : q);
  };
  const here = focus === null ? undefined : modesAt(entries, focus);
  const bots = new Map(seats.filter((x) => x.bot !== null).map((x) => [x.seat, x.bot as string]));
  const zone = new Set(mergeZone(s));
  const marks: Marks =
    mine && step !== undefined
      ? { squares: step.squares, edges: step.edges, pickedSquares: focus === null ? step.pickedSquares : new Set([focus]), pickedEdges: step.pickedEdges, zone, tapAll: choosing }
      : { squares: new Map(), edges: new Map(), pickedSquares: new Set(), pickedEdges: new Set(), zone, tapAll: false };
  const current = path.facets[0]?.word as Mode | undefined;
  const hint = step === undefined ? undefined : HINT[step.ask];
  const moreAllies = step?.ask === 'alliance-with' && path.facets.length > 1;
  const toMoveName = colourTitle(lang, toMove);
  // Each event with the seat whose command it follows, to say who placed a border.
  const said: LogEntry[] = log.map((entry) => (entry.kind === 'event' ? { ...entry, event: { event: entry.event as DomEvent, by: COLOURS.indexOf(entry.seat as Colour) } satisfies Said } : entry));
  return (
    <div className="domaine">
      <header className="domaine-header" data-testid="turn-header" data-mine={mine ? 'true' : 'false'}>
        <p className="status-line">
          {session.gm && `${t('spectator')} · `}
          {s.result !== null ? (
            <strong data-testid="result">
              {s.result.winners.map((w, i) => (i === 0 ? colourTitle : colourName)(lang, w)).join(', ')} {dt(lang, 'won')} ({s.result.reason === 'king' ? dt(lang, 'king') : dt(lang, 'allCastles')}; {s.result.scores.map((n) => formatNumber(lang, n)).join(' / ')})
            </strong>
          ) : mine ? (
            <strong>{t('yourTurn')}</strong>
          ) : (
            `${t('waitingFor')} ${toMoveName}${bots.has(COLOURS[toMove] as string) ? ` (${t('botPlays')} ${botName(bots.get(COLOURS[toMove] as string) as string, lang)})` : ''}`
          )}{' '}
          · <span className={connected ? 'ok' : 'checking'}>{connected ? t('live') : t('reconnecting')}</span>
        </p>
        {s.result === null && (
          <p className="domaine-waits" data-testid="waits">
            <span className="swatch" style={{ background: COLOUR[toMove] }} aria-hidden="true" /> {waits(s, lang)}
          </p>
        )}
      </header>
      <div className="domaine-layout">
        <Board s={s} marks={marks} onSquare={onSquare} onEdge={(e) => follow_(tapEdge(s, seat, path, e))} />
        <aside>
          {mine && step !== undefined && (
            <section className="actions" data-testid="actions">
              <h3>{t('actions')}</h3>
              {hint !== undefined && focus === null && <p className="hint">{moreAllies ? dt(lang, 'askAllianceMore') : dt(lang, hint)}</p>}
              {focus !== null && here !== undefined && (
                <p className="hint" data-testid="here">
                  {here.length === 0 ? sayAt(lang, 'nothingAt', squareName(focus)) : sayAt(lang, 'actionsAt', squareName(focus))}
                </p>
              )}
              {current === 'borders' && step.edges.size > 0 && (
                <p className="hint next-price" data-testid="next-price">
                  {nextBorders(lang, path.edges.length + 1, (step.edges.values().next().value as Price).ducats)}
                </p>
              )}
              {s.phase === 'play' && s.pending === null && (
                <div className="action-cards" role="group" aria-label={t('actions')}>
                  {MODES.filter((m) => (current === undefined || m === current) && (here === undefined || here.includes(m))).map((m) => {
                    const open = step.modes.has(m);
                    return (
                      <button
                        key={m}
                        type="button"
                        className={`action-card${current === m ? ' active' : ''}${open ? '' : ' unavailable'}`}
                        data-mode={m}
                        aria-pressed={current === m}
                        // A card with no allowed command is shown greyed and does nothing (aria-disabled: a disabled button means "busy" at the table).
                        aria-disabled={!open}
                        disabled={act.running}
                        onClick={() => open && follow_(focus === null ? tapMode(entries, path, m) : tapModeAt(entries, m, focus))}
                      >
                        <b className="card-title">{dt(lang, CARD[m].name)}</b>
                        <span className="card-cost">{cardCost(s, m, lang)}</span>
                        <span className="card-effect">{dt(lang, CARD[m].does)}</span>
                      </button>
                    );
                  })}
                </div>
              )}
              {step.words.map((w) => (
                <button key={w} type="button" className="word-choice" disabled={act.running} onClick={() => follow_(tapWord(entries, path, w))}>
                  {w === 'none' ? dt(lang, 'noKnight') : dt(lang, 'goOn')}
                </button>
              ))}
              {step.done !== undefined && (current === 'borders' || current === 'knights') && (
                <button type="button" className="confirm" data-testid="confirm" disabled={act.running} onClick={() => send(step.done as DomCommand)}>
                  {dt(lang, 'confirm')}{colon(lang)}{commandLine(step.done, lang)} · {priceText(step.donePrice, lang)}
                </button>
              )}
              {(path.facets.length > 0 || focus !== null) && s.phase === 'play' && (
                <button type="button" className="back" onClick={() => (setPath(START), setFocus(null))}>
                  {dt(lang, 'back')}
                </button>
              )}
              {suggestion !== undefined && (
                <button type="button" className="suggestion" disabled={act.running} onClick={() => send(suggestion)}>
                  {dt(lang, 'suggested')}{colon(lang)}{commandLine(suggestion, lang)}
                </button>
              )}
            </section>
          )}
          {act.error !== undefined && <ErrorNote error={act.error} />}
          <ScoreTrack s={s} />
          <LogList entries={said} describe={(event) => sentence(eventLine((event as Said).event, lang, (event as Said).by))} purpose={(p) => purposeLine(p, lang)} />
        </aside>
      </div>
    </div>
  );
}
