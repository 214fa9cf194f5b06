import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import {
  alliances,
  bordersProblems,
  checkCommand,
  type Colour,
  COLOURS,
  type DomCommand,
  type DomEvent,
  type DomState,
  EDGES,
  expansions,
  foundings,
  heuristicBot,
  knightProblem,
  knightsPrice,
  knightSquares,
  treasons,
} from '../../../src/games/domaine/client.js';
import { useLang, useT } from '../app/i18n';
import { formatNumber } from '../app/lang';
import { botName } from '../seatLabels';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { Board, ScoreTrack, type Marks } from './Board';
import { commandLine, eventLine, purposeLine } from './describe';
import { colourName, dt } from './texts';

type Entry = { readonly seq: number; readonly kind: 'roll' | 'event'; readonly roll?: { readonly value: number; readonly purpose: string }; readonly event?: unknown };
type Mode = 'borders' | 'knights' | 'expand' | 'treason' | 'alliance';

const NONE: Marks = { squares: new Set(), edges: new Set(), picked: new Set() };

/** What the seat may click now: squares and edges that make a legal command with what is picked. */
function marksFor(s: DomState, seat: number, mode: Mode | null, picked: readonly number[]): Marks {
  const p = s.pending;
  const name = COLOURS[seat] as string;
  if (p !== null) {
    if (p.seat !== seat) return NONE;
    if (p.kind === 'merge') return { ...NONE, squares: new Set(p.domaines) };
    return { ...NONE, squares: new Set(knightSquares(s, seat).filter((q) => checkCommand(s, name, { type: 'free-knight', square: q }).length === 0)) };
  }
  if (s.phase !== 'play' && s.phase !== 'setup') return NONE;
  if (s.current !== seat) return NONE;
  const pickedSquares = new Set(picked.map((q) => `s${q}`));
  if (s.phase === 'setup') {
    const all = foundings(s, seat);
    if (picked.length === 0) return { ...NONE, squares: new Set(all.map((c) => (c.type === 'found' ? c.castle : -1))) };
    return { ...NONE, squares: new Set(all.flatMap((c) => (c.type === 'found' && c.castle === picked[0] ? [c.knight] : []))), picked: pickedSquares };
  }
  switch (mode) {
    case 'borders': {
      const edges = new Set<number>();
      if (picked.length < 3) for (let e = 0; e < EDGES; e++) if (s.areas.borders[e] === 0 && !picked.includes(e) && bordersProblems(s, seat, [...picked, e]).length === 0) edges.add(e);
      return { squares: new Set(), edges, picked: new Set(picked.map((e) => `e${e}`)) };
    }
    case 'knights': {
      if (picked.length >= 2) return { ...NONE, squares: new Set(picked), picked: pickedSquares };
      const squares = picked.length === 0 ? knightSquares(s, seat) : knightSquares(s, seat).filter((q) => q !== picked[0]).concat([]).filter((q) => knightProblem(s, seat, q, '', picked[0]) === null);
      const affordable = squares.filter((q) => knightsPrice(s, [...picked, q]) <= (s.ducats[seat] as number));
      return { ...NONE, squares: new Set([...affordable, ...picked]), picked: pickedSquares };
    }
    case 'expand':
      return { ...NONE, squares: new Set(expansions(s, seat).map((c) => (c.type === 'expand' ? c.square : -1))) };
    case 'treason':
      return { ...NONE, squares: new Set(treasons(s, seat).map((c) => (c.type === 'treason' ? c.square : -1))) };
    case 'alliance':
      return { ...NONE, squares: new Set(alliances(s, seat).flatMap((c) => (c.type === 'alliance' ? c.with : []))) };
    default:
      return NONE;
  }
}

/** Domaine at the table: the board live, the seat's legal actions offered by clicking squares and edges. */
export function DomaineTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const t = useT();
  const lang = useLang();
  const [view, setView] = useState<DomState>();
  const [log, setLog] = useState<Entry[]>([]);
  const [connected, setConnected] = useState(false);
  const [mode, setMode] = useState<Mode | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') {
            setView((message.data as { view: DomState }).view);
            setPicked([]);
          }
          if (message.event === 'log') {
            const { entries } = message.data as { entries: Entry[] };
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
  const marks = useMemo(() => (view === undefined || seat < 0 ? NONE : marksFor(view, seat, mode, picked)), [view, seat, mode, picked]);
  if (view === undefined) return <Busy />;
  const s = view;
  const send = (command: DomCommand) => {
    setPicked([]);
    void act.run(command);
  };
  const toMove = s.pending?.seat ?? s.current;
  const mine = seat >= 0 && s.result === null && toMove === seat;
  const bots = new Map(seats.filter((x) => x.bot !== null).map((x) => [x.seat, x.bot as string]));
  const onSquare = (q: number) => {
    if (s.pending?.kind === 'merge') return send({ type: 'merge', castle: q });
    if (s.pending?.kind === 'free-knight') return send({ type: 'free-knight', square: q });
    if (s.phase === 'setup') return picked.length === 0 ? setPicked([q]) : send({ type: 'found', castle: picked[0] as number, knight: q });
    if (mode === 'knights') return setPicked(picked.includes(q) ? picked.filter((x) => x !== q) : [...picked, q]);
    if (mode === 'expand') {
      const c = expansions(s, seat).find((x) => x.type === 'expand' && x.square === q);
      if (c !== undefined) send(c);
    }
    if (mode === 'treason') send({ type: 'treason', square: q });
    if (mode === 'alliance') {
      const c = alliances(s, seat).find((x) => x.type === 'alliance' && x.with.includes(q));
      if (c !== undefined) send(c);
    }
  };
  const onEdge = (e: number) => setPicked(picked.includes(e) ? picked.filter((x) => x !== e) : [...picked, e]);
  const suggestion = mine ? heuristicBot.choose(s, seat, () => 0) : undefined;
  const modes: [Mode, string][] = [
    ['borders', dt(lang, 'borders')],
    ['knights', dt(lang, 'knightsMode')],
    ['expand', dt(lang, 'expand')],
    ['treason', dt(lang, 'treason')],
    ['alliance', dt(lang, 'alliance')],
  ];
  return (
    <div className="domaine">
      <p className="status-line">
        {session.gm && `${t('spectator')} · `}
        {s.result !== null ? (
          <strong data-testid="result">
            {s.result.winners.map((w) => colourName(lang, w)).join(', ')} {dt(lang, 'won')} ({s.result.reason === 'king' ? dt(lang, 'king') : dt(lang, 'allCastles')}; {s.result.scores.map((n) => formatNumber(lang, n)).join(' / ')})
          </strong>
        ) : mine ? (
          <strong>{t('yourTurn')}</strong>
        ) : (
          `${t('waitingFor')} ${colourName(lang, toMove)}${bots.has(COLOURS[toMove] as string) ? ` (${t('botPlays')} ${botName(bots.get(COLOURS[toMove] as string) as string, lang)})` : ''}`
        )}{' '}
        · <span className={connected ? 'ok' : 'checking'}>{connected ? t('live') : t('reconnecting')}</span>
      </p>
      <div className="domaine-layout">
        <Board s={s} marks={marks} onSquare={onSquare} onEdge={onEdge} />
        <aside>
          <ScoreTrack s={s} />
          {mine && (
            <section className="actions" data-testid="actions">
              <h3>{t('actions')}</h3>
              {s.phase === 'setup' && <p>{picked.length === 0 ? dt(lang, 'setupCastle') : dt(lang, 'setupKnight')}</p>}
              {s.pending?.kind === 'free-knight' && (
                <>
                  <p>{dt(lang, 'freeKnight')}</p>
                  <button type="button" disabled={act.running} onClick={() => send({ type: 'free-knight', square: null })}>
                    {dt(lang, 'noKnight')}
                  </button>
                </>
              )}
              {s.pending?.kind === 'merge' && <p>{dt(lang, 'merge')}</p>}
              {s.phase === 'play' && s.pending === null && (
                <>
                  <div className="modes">
                    {modes.map(([m, label]) => (
                      <button key={m} type="button" className={mode === m ? 'mode active' : 'mode'} aria-pressed={mode === m} onClick={() => (setMode(mode === m ? null : m), setPicked([]))}>
                        {label}
                      </button>
                    ))}
                  </div>
                  {(mode === 'borders' || mode === 'knights') && picked.length > 0 && (
                    <button type="button" className="confirm" disabled={act.running} onClick={() => send(mode === 'borders' ? { type: 'borders', edges: picked } : { type: 'knights', squares: picked })}>
                      {dt(lang, mode === 'borders' ? 'placeBorders' : 'placeKnights')} {picked.length}
                    </button>
                  )}
                  <button type="button" disabled={act.running} onClick={() => send({ type: 'take-ducats' })}>
                    {dt(lang, 'take')}
                  </button>
                  <button type="button" disabled={act.running} onClick={() => send({ type: 'special-income' })}>
                    {dt(lang, 'special')}
                  </button>
                </>
              )}
              {suggestion !== undefined && (
                <button type="button" className="suggestion" disabled={act.running} onClick={() => send(suggestion)}>
                  {dt(lang, 'suggested')}: {commandLine(suggestion, lang)}
                </button>
              )}
            </section>
          )}
          {act.error !== undefined && <ErrorNote error={act.error} />}
          <section className="log">
            <h3>{t('log')}</h3>
            <ol data-testid="log" tabIndex={0} aria-label={t('log')}>
              {log
                .slice(-60)
                .reverse()
                .map((entry) => {
                  const text = entry.kind === 'roll' ? `🎲 ${entry.roll?.value ?? ''} · ${purposeLine(entry.roll?.purpose ?? '', lang)}` : eventLine(entry.event as DomEvent, lang);
                  return text === undefined ? null : <li key={entry.seq}>{text}</li>;
                })}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
