import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import {
  cardTitle,
  composableCards,
  draftProblems,
  facesAsked,
  type FrCommand,
  type FrEvent,
  type FrView,
  offeredCommands,
  withFaces,
} from '../../../src/games/fall-of-rome/client.js';
import { commandLabelIn as commandLabel, kindLabel as commandKind, reasonIn as draftReason, tribeLabel as tribeName } from './labels';
import { useLang, useT } from '../app/i18n';
import { botName, seatLabel } from '../seatLabels';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { Hands, Tracks } from './Board';
import { Piles, RomeMap, TrackRows } from './RomeMap';
import { causeText, eventText, rollPurpose } from './describe';
import { EventComposer } from './EventComposer';
import { LogList, type Entry } from '../ui/LogList';
import { RomeReplay } from './RomeReplay';

/** Fall of Rome at the table: the board as this seat sees it, live, with the moves it may make. */
export function RomeTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const t = useT();
  const lang = useLang();
  const [view, setView] = useState<FrView>();
  const [log, setLog] = useState<Entry[]>([]);
  const [connected, setConnected] = useState(false);
  const [city, setCity] = useState<string>();
  const [replaying, setReplaying] = useState(false);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') setView((message.data as { view: FrView }).view);
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
  const act = useAction((command: FrCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  const offered = useMemo(() => (view === undefined || session.gm ? [] : offeredCommands(view)), [view, session.gm]);
  if (view === undefined) return <Busy />;
  const toMove = view.pending?.seat ?? view.active;
  const bots = new Map(seats.filter((s) => s.bot !== null).map((s) => [s.seat, s.bot as string]));
  return (
    <div className="rome">
      <p className="status-line">
        {session.gm && `${t('spectator')} · `}
        {view.result !== null ? (
          <strong data-testid="result">{view.result.outcome === 'won' ? t('won') : t('lost')} ({causeText(view.result.cause, lang)})</strong>
        ) : toMove === view.seat ? (
          <strong>{t('yourTurn')}</strong>
        ) : (
          `${t('waitingFor')} ${seatLabel(session.game, toMove, lang)}${bots.has(toMove) ? ` (${t('botPlays')} ${botName(bots.get(toMove) as string, lang)})` : ''}`
        )}{' '}
        · <span className={connected ? 'ok' : 'checking'}>{connected ? t('live') : t('reconnecting')}</span>
        {view.result !== null && (
          <>
            {' '}
            <button type="button" aria-pressed={replaying} onClick={() => setReplaying(!replaying)}>
              {replaying ? t('replayClose') : t('replay')}
            </button>
          </>
        )}
      </p>
      {replaying ? <RomeReplay session={session} /> : <div className="rome-layout">
        <div className="rome-main">
          <RomeMap view={view} selected={city} onSelect={setCity} />
          <TrackRows view={view} />
          <Piles view={view} />
        </div>
        <aside>
          <CityActions view={view} city={city} offered={offered} disabled={act.running} onRun={(command) => void act.run(command)} />
          <Tracks view={view} />
          <Hands view={view} />
          {offered.length > 0 && (
            <section className="actions" data-testid="actions">
              <h3>{t('actions')}</h3>
              <Offers view={view} offered={offered} disabled={act.running} onRun={(command) => void act.run(command)} />
              {composableCards(offered).map((composable) => (
                <EventComposer key={composable.card} view={view} composable={composable} disabled={act.running} onPlay={(command) => void act.run(command)} />
              ))}
            </section>
          )}
          {act.error !== undefined && <ErrorNote error={act.error} />}
          <LogList entries={log} describe={(event) => eventText(event as FrEvent, lang)} purpose={(p) => rollPurpose(p, lang)} />
        </aside>
      </div>}
    </div>
  );
}

/** Whether a command is about `city`: going there, acting there, or an event naming it. */
function concerns(command: FrCommand, city: string, mine: string | undefined): boolean {
  const c = command as Readonly<Record<string, unknown>>;
  if (c.to === city || c.city === city) return true;
  if (Array.isArray(c.cities) && c.cities.includes(city)) return true;
  if (Array.isArray(c.removals) && c.removals.some((r: { city?: string }) => r.city === city)) return true;
  if (Array.isArray(c.moves) && c.moves.some((m: { to?: string }) => m.to === city)) return true;
  const here = ['recruit', 'battle', 'build-fort', 'conspire', 'trade', 'ally', 'enlist', 'levy', 'consult'];
  return city === mine && here.includes(command.type);
}

/** The legal commands at the city clicked on the map, as buttons (many of one kind as a choice list). */
function CityActions(props: { readonly view: FrView; readonly city: string | undefined; readonly offered: readonly FrCommand[]; readonly disabled: boolean; readonly onRun: (command: FrCommand) => void }) {
  const t = useT();
  const lang = useLang();
  const { view, city } = props;
  if (city === undefined) return <p className="city-actions hint">{t('tapCity')}</p>;
  const mine = view.players.find((p) => p.seat === view.seat)?.city;
  const here = props.offered.filter((command) => concerns(command, city, mine));
  const info = view.cities.find((c) => c.name === city);
  return (
    <section className="city-actions" data-testid="city-actions" data-city={city}>
      <h3>
        {t('actionsHere')}: {city}
        {info !== undefined && (
          <small>
            {' '}
            · {t('legions')} {info.legions}
            {info.fort ? ` · ${t('fort')}` : ''}
            {Object.entries(info.barbarians).map(([tribe, n]) => ` · ${tribeName(tribe, lang)} ${n}`)}
          </small>
        )}
      </h3>
      {here.length === 0 ? <p>{t('noActionsHere')}</p> : <Offers view={view} offered={here} disabled={props.disabled} onRun={props.onRun} />}
    </section>
  );
}

/** Commands of one kind (an event's card, or an action with many variants) offered as one choice list. */
interface Group {
  readonly key: string;
  /** The event's card, or the kind of command. */
  readonly card?: string;
  readonly type: string;
  readonly commands: readonly FrCommand[];
}

/** More variants of one kind than this are a choice list, not buttons. */
const MOST_BUTTONS = 6;

/** Events with several choices by card, and kinds of action with many variants, as choice lists; the rest as buttons. */
function groupOffers(view: FrView, offered: readonly FrCommand[]): { buttons: FrCommand[]; grouped: Group[] } {
  const groups = new Map<string, { key: string; type: string; card?: string; commands: FrCommand[] }>();
  for (const command of offered) {
    const card = command.type === 'event' ? command.card : undefined;
    const key = card === undefined ? command.type : `event:${card}`;
    if (!groups.has(key)) groups.set(key, { key, type: command.type, ...(card === undefined ? {} : { card }), commands: [] });
    groups.get(key)?.commands.push(command);
  }
  // An event whose faces are asked is a choice even when it has one variant: the faces need a field.
  const grouped = [...groups.values()].filter((g) => g.commands.length > (g.card === undefined ? MOST_BUTTONS : 1) || facesAsked(view, g.commands[0] as FrCommand));
  const inGroup = new Set(grouped.flatMap((g) => g.commands));
  return { buttons: offered.filter((command) => !inGroup.has(command)), grouped };
}

/** Offered commands as buttons, many of one kind as a choice list. */
function Offers({ view, offered, disabled, onRun }: { readonly view: FrView; readonly offered: readonly FrCommand[]; readonly disabled: boolean; readonly onRun: (command: FrCommand) => void }) {
  const lang = useLang();
  const { buttons, grouped } = groupOffers(view, offered);
  return (
    <>
      {buttons.map((command, i) => (
        <button key={i} type="button" disabled={disabled} onClick={() => onRun(command)}>
          {commandLabel(command, lang)}
        </button>
      ))}
      {grouped.map((group) => (
        <CommandChoice key={group.key} view={view} group={group} disabled={disabled} onPlay={onRun} />
      ))}
    </>
  );
}

/** A kind of command with its accepted variants (built from the seat's view, checked by the rules): pick one, then play it. */
function CommandChoice({ view, group, disabled, onPlay }: { readonly view: FrView; readonly group: Group; readonly disabled: boolean; readonly onPlay: (command: FrCommand) => void }) {
  const t = useT();
  const lang = useLang();
  const [chosen, setChosen] = useState(0);
  const [faces, setFaces] = useState('');
  const { commands } = group;
  const picked = commands[Math.min(chosen, commands.length - 1)] as FrCommand;
  // After Alea iacta est the faces of Veni, vidi, vici's battle are a part of its own.
  const asked = facesAsked(view, picked);
  const command = asked ? withFaces(picked, faces) : picked;
  const problem = command === undefined ? t('facesNotUnderstood') : asked ? draftProblems(view, command).map((p) => draftReason(p, lang))[0] : undefined;
  const title = group.card === undefined ? commandKind(group.type, lang) : `${t('event')} ${cardTitle(group.card)}`;
  return (
    <div className={group.card === undefined ? 'command-choice' : 'event-choice'} data-card={group.card} data-kind={group.type}>
      <label className="field">
        <span>
          {title} ({commands.length})
        </span>
        <select aria-label={title} value={Math.min(chosen, commands.length - 1)} onChange={(event) => setChosen(Number(event.target.value))}>
          {commands.map((choice, i) => (
            <option key={i} value={i}>
              {commandLabel(choice, lang)}
            </option>
          ))}
        </select>
      </label>{' '}
      {asked && (
        <label className="field">
          <span>{t('faces')}</span>
          <input className="faces" value={faces} placeholder="6 6 5" onChange={(event) => setFaces(event.target.value)} />
        </label>
      )}
      {problem !== undefined && <p className="draft-problem">{problem}</p>}
      <button type="button" disabled={disabled || command === undefined || problem !== undefined} onClick={() => command !== undefined && onPlay(command)}>
        {group.card === undefined ? t('playChoice') : `${t('playEvent')}: ${cardTitle(group.card)}`}
      </button>
    </div>
  );
}
