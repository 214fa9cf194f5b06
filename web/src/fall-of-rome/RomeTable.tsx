import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import {
  cityCard,
  composableCards,
  draftProblems,
  facesAsked,
  type FrCommand,
  type FrEvent,
  type FrView,
  isEvent,
  offeredCommands,
  TRIBE_INFO,
  withFaces,
} from '../../../src/games/fall-of-rome/client.js';
import { reasonIn as draftReason } from './labels';
import { useLang, useT } from '../app/i18n';
import type { Lang } from '../app/lang';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { Tracks } from './Board';
import { Piles, RomeMap, TrackRows, TRIBE_FILL } from './RomeMap';
import { causeText, eventText, rollPurpose } from './describe';
import { EventComposer } from './EventComposer';
import { LogList, type Entry as LogEntry } from '../ui/LogList';
import { RomeReplay } from './RomeReplay';
import { cardName, EVENT_WORDS, say, sayCount, tribeWord } from './board-words';
import { choose, entriesOf, type Facet, type Option, pawnCity, step, tapCard, tapCity } from './choose';
import { mapCost, optionLabel, seatName, seatNames, startCards } from './sheet';
import './rome-board.css';

type Sort = 'drawn' | 'tribe' | 'city';

/**
 * Fall of Rome at the table, played on the board (issue 45 item 1): the header says who acts and
 * what the game waits for; a tap on a city or the pawn shows what may be done there, with the
 * cities the pawn may go to lit on the map and their cost; a tap on a lit city or a card of the
 * hand chooses; the sheet asks only what is left to choose, in words. Every choice is one of the
 * rules' offers (offers.ts through choose.ts).
 */
export function RomeTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const lang = useLang();
  const [view, setView] = useState<FrView>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [connected, setConnected] = useState(false);
  const [city, setCity] = useState<string>();
  const [path, setPath] = useState<Facet[]>([]);
  const [sort, setSort] = useState<Sort>('drawn');
  const [replaying, setReplaying] = useState(false);
  // How many views arrived: the page's tests wait on it for a play's answer.
  const [views, setViews] = useState(0);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') {
            setView((message.data as { view: FrView }).view);
            setViews((n) => n + 1);
            setPath([]);
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
  const act = useAction((command: FrCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  const offered = useMemo(() => (view === undefined || session.gm ? [] : offeredCommands(view)), [view, session.gm]);
  const entries = useMemo(() => (view === undefined ? [] : entriesOf(offered, view)), [offered, view]);
  if (view === undefined) return <Busy />;
  const now = step(entries, path);
  const run = (command: FrCommand) => {
    setPath([]);
    setCity(undefined);
    void act.run(command);
  };
  const apply = (result: { path: Facet[]; play?: FrCommand } | undefined) => {
    if (result === undefined) return setPath([]);
    // Veni, vidi, vici after Alea iacta est: its faces are asked before it is played.
    if (result.play !== undefined && !facesAsked(view, result.play)) run(result.play);
    else setPath(result.path);
  };
  const onCity = (name: string) => {
    setCity(name);
    apply(tapCity(entries, path, name));
  };
  const onCard = (card: string) => {
    const result = tapCard(entries, path, card);
    if (result !== undefined) apply(result);
  };
  // The cities the open choice lights on the map, with what going there costs.
  const lit = new Map(now.options.filter((o) => o.facet.kind === 'city').map((o) => [o.facet.value, { short: mapCost(o, lang), full: litCost(o, view, lang) }]));
  const names = seatNames(view);
  return (
    <div className="rome" data-views={views} data-running={act.running ? 'true' : 'false'}>
      <Header view={view} session={session} seats={seats} connected={connected} replaying={replaying} onReplay={() => setReplaying(!replaying)} />
      {!replaying && (
        <TurnButtons
          options={step(entries, []).options.filter((o) => o.facet.key === 'turn')}
          view={view}
          disabled={act.running}
          onChoose={(facet) => {
            setCity(undefined);
            apply(choose(entries, [], facet));
          }}
        />
      )}
      {act.error !== undefined && <ErrorNote error={act.error} />}
      {replaying ? (
        <RomeReplay session={session} />
      ) : (
        <div className="rome-layout rome-board-layout">
          <div className="rome-main">
            <RomeMap view={view} selected={city ?? (path[0]?.key === 'at' ? path[0].value : undefined)} lit={lit} onSelect={onCity} />
          </div>
          {/* Beside the map on a wide screen, under it on a phone: what may be chosen now. */}
          <div className="rome-side">
            <Sheet
              view={view}
              city={city}
              reachable={city !== undefined && step(entries, [{ key: 'at', value: pawnCity(view), kind: 'city' }]).options.some((o) => o.facet.key === 'to' && o.facet.value === city)}
              path={path}
              options={path.length > 0 ? now.options : now.options.filter((o) => o.facet.key === 'card' && !myHand(view).includes(o.facet.value))}
              done={now.done}
              disabled={act.running}
              onChoose={(facet) => apply(facet.kind === 'city' ? tapCity(entries, path, facet.value) : facet.kind === 'card' ? tapCard(entries, path, facet.value) : choose(entries, path, facet))}
              onPlay={run}
              onCancel={() => {
                setPath([]);
                setCity(undefined);
              }}
            />
          </div>
          <div className="rome-rest">
            <HandCards view={view} cards={view.seat === (view.pending?.seat ?? view.active) ? startCards(view, entries) : myHand(view)} path={path} options={now.options} roots={step(entries, []).options} sort={sort} onSort={setSort} onCard={onCard} disabled={act.running} />
            <TrackRows view={view} />
            <Piles view={view} />
          </div>
          <aside>
            <Players view={view} />
            <Tracks view={view} />
            {composableCards(offered).map((composable) => (
              <EventComposer key={composable.card} view={view} composable={composable} disabled={act.running} onPlay={run} />
            ))}
            <LogList entries={log} describe={(event) => eventText(event as FrEvent, lang, names)} purpose={(p) => rollPurpose(p, lang)} />
          </aside>
        </div>
      )}
    </div>
  );
}

const myHand = (view: FrView): readonly string[] => view.players.find((p) => p.seat === view.seat)?.hand ?? [];

/** What a lit city costs: the ways there and their price ("1 action, discard 1 card"), or just its name for an event's target. */
function litCost(option: Option, view: FrView, lang: Lang): string {
  const label = optionLabel(option, view, lang);
  const prefix = `${option.facet.value} · `;
  return label.startsWith(prefix) ? label.slice(prefix.length) : '';
}

/** Who acts now and what the game waits for, in words. */
function Header(props: { readonly view: FrView; readonly session: Session; readonly seats: readonly SeatInfo[]; readonly connected: boolean; readonly replaying: boolean; readonly onReplay: () => void }) {
  const t = useT();
  const lang = useLang();
  const { view } = props;
  const toMove = view.pending?.seat ?? view.active;
  const mine = toMove === view.seat && !props.session.gm;
  const bot = props.seats.some((s) => s.seat === toMove && s.bot !== null);
  const who = seatName(view, toMove, lang);
  const waits = (): string => {
    const p = view.pending;
    if (!mine) {
      // What the game waits for from the other seat, in words.
      const what =
        p === null
          ? view.phase === 'invade'
            ? say(lang, 'invade')
            : view.actionsLeft > 0
              ? sayCount(lang, 'actionsOne', 'actionsOther', view.actionsLeft)
              : say(lang, 'draw')
          : p.kind === 'discard'
            ? say(lang, 'discard')
            : p.kind === 'put-back'
              ? say(lang, 'putBack')
              : p.kind === 'reorder'
                ? say(lang, 'reorder')
                : p.kind === 'remove'
                  ? say(lang, 'waitRemove', { Y: p.city })
                  : say(lang, 'continue');
      return say(lang, 'waitFor', { S: who, X: what });
    }
    if (p !== null) {
      if (p.kind === 'discard') return say(lang, 'waitDiscard');
      if (p.kind === 'put-back') return say(lang, 'waitPutBack');
      if (p.kind === 'reorder') return say(lang, 'waitReorder');
      if (p.kind === 'remove') return say(lang, 'waitRemove', { Y: p.city });
      return say(lang, 'waitRevolt');
    }
    if (view.phase === 'invade') return say(lang, 'waitInvade');
    return view.actionsLeft > 0 ? say(lang, 'waitActions', { n: view.actionsLeft }) : say(lang, 'waitNoActions');
  };
  return (
    <header className="rome-header" data-testid="turn-header" data-mine={mine ? 'true' : 'false'}>
      <p className="rome-who">
        {props.session.gm && `${t('spectator')} · `}
        {say(lang, 'turnOf', { T: view.turn })} ·{' '}
        {view.result !== null ? (
          <strong data-testid="result">
            {view.result.outcome === 'won' ? t('won') : t('lost')} ({causeText(view.result.cause, lang)})
          </strong>
        ) : (
          <strong>{mine ? say(lang, 'youAct') : say(lang, bot ? 'botActs' : 'othersAct', { S: who })}</strong>
        )}{' '}
        · <span className={props.connected ? 'ok' : 'checking'}>{props.connected ? t('live') : t('reconnecting')}</span>
        {view.result !== null && (
          <>
            {' '}
            <button type="button" aria-pressed={props.replaying} onClick={props.onReplay}>
              {props.replaying ? t('replayClose') : t('replay')}
            </button>
          </>
        )}
      </p>
      {view.result === null && (
        <p className="rome-waits" data-testid="waits">
          {waits()}
        </p>
      )}
    </header>
  );
}

/** The plays of the turn itself (end the actions, invade, take back), as buttons under the header. */
function TurnButtons({ options, view, disabled, onChoose }: { readonly options: readonly Option[]; readonly view: FrView; readonly disabled: boolean; readonly onChoose: (facet: Facet) => void }) {
  const lang = useLang();
  if (options.length === 0) return null;
  return (
    <div className="turn-actions" data-testid="turn-actions">
      {options.map((o) => (
        <button key={o.facet.value} type="button" data-turn={o.facet.value} disabled={disabled} onClick={() => onChoose(o.facet)}>
          {optionLabel(o, view, lang)}
        </button>
      ))}
    </div>
  );
}

/** A city as the sheet heads it: its legions, fort and barbarians in words. */
function CityLine({ view, city }: { readonly view: FrView; readonly city: string }) {
  const t = useT();
  const lang = useLang();
  const info = view.cities.find((c) => c.name === city);
  if (info === undefined) return <>{city}</>;
  const barbarians = Object.entries(info.barbarians).map(([tribe, n]) => `${n} ${tribeWord(tribe, lang)}`);
  return (
    <>
      {city}
      <small>
        {' '}
        · {t('legions')} {info.legions}
        {info.fort ? ` · ${say(lang, 'fortHere')}` : ''}
        {barbarians.length > 0 ? ` · ${say(lang, 'barbariansHere')}: ${barbarians.join(', ')}` : ''}
      </small>
    </>
  );
}

/** What may be chosen now: the open options as buttons in words (cities also lit on the map, cards also lit in the hand). */
function Sheet(props: {
  readonly view: FrView;
  readonly city: string | undefined;
  /** Whether the pawn may go to the city selected (from the start, by a tap on the pawn first). */
  readonly reachable: boolean;
  readonly path: readonly Facet[];
  readonly options: readonly Option[];
  readonly done: FrCommand | undefined;
  readonly disabled: boolean;
  readonly onChoose: (facet: Facet) => void;
  readonly onPlay: (command: FrCommand) => void;
  readonly onCancel: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const { view, path, options } = props;
  const [faces, setFaces] = useState('');
  const head = path[0];
  const shownCity = head?.key === 'at' ? head.value : path.length === 0 ? props.city : undefined;
  const title =
    shownCity !== undefined ? (
      <CityLine view={view} city={shownCity} />
    ) : head?.key === 'card' ? (
      cardName(head.value, lang)
    ) : head !== undefined ? (
      optionLabel({ facet: head, commands: [] }, view, lang)
    ) : null;
  // The choices made so far after the first, in words (the map and hand show the rest).
  const made = path.slice(1).map((facet) => optionLabel({ facet, commands: props.done !== undefined ? [props.done] : options[0]?.commands ?? [] }, view, lang));
  const cities = options.filter((o) => o.facet.kind === 'city');
  const rest = options.filter((o) => o.facet.kind !== 'city');
  const asked = props.done !== undefined && facesAsked(view, props.done);
  const withSet = asked && props.done !== undefined ? withFaces(props.done, faces) : props.done;
  const problem = !asked ? undefined : withSet === undefined ? t('facesNotUnderstood') : draftProblems(view, withSet).map((p) => draftReason(p, lang))[0];
  const mine = (view.pending?.seat ?? view.active) === view.seat && view.result === null;
  return (
    <section className="rome-sheet" data-testid="sheet" data-city={shownCity} data-path={path.length}>
      {title !== null && <h3>{title}</h3>}
      {made.length > 0 && <p className="sheet-made">{made.join(' · ')}</p>}
      {path.length === 0 && props.city === undefined && (!mine || view.pending === null) && (mine || pawnCity(view) !== '') && <p className="hint">{mine ? say(lang, 'tapHint') : say(lang, 'yourPawn', { Y: pawnCity(view) })}</p>}
      {path.length === 0 && props.city !== undefined && mine && <p className="hint">{say(lang, props.reachable ? 'goFromPawn' : 'nothingHere')}</p>}
      {cities.length > 0 && <p className="hint">{path.length === 1 && path[0]?.key === 'at' ? say(lang, 'goHint') : say(lang, 'pickCity')}</p>}
      {rest.some((o) => o.facet.kind === 'card') && <p className="hint">{say(lang, 'pickCard')}</p>}
      {rest.length > 0 && (
        <div className="sheet-options">
          {rest.map((o) => (
            <button key={`${o.facet.key}=${o.facet.value}`} type="button" data-key={o.facet.key} data-value={o.facet.value} disabled={props.disabled} onClick={() => props.onChoose(o.facet)}>
              {optionLabel(o, view, lang)}
            </button>
          ))}
        </div>
      )}
      {cities.length > 0 && (
        <div className="sheet-cities">
          {cities.map((o) => (
            <button key={`${o.facet.key}=${o.facet.value}`} type="button" data-key={o.facet.key} data-value={o.facet.value} disabled={props.disabled} onClick={() => props.onChoose(o.facet)}>
              {optionLabel(o, view, lang)}
            </button>
          ))}
        </div>
      )}
      {asked && (
        <label className="field">
          <span>{say(lang, 'facesField')}</span>
          <input className="faces" value={faces} placeholder="6 6 5" onChange={(event) => setFaces(event.target.value)} />
        </label>
      )}
      {problem !== undefined && <p className="draft-problem">{problem}</p>}
      {props.done !== undefined && (options.length > 0 || asked) && (
        <button type="button" className="sheet-play" data-testid="sheet-play" disabled={props.disabled || withSet === undefined || problem !== undefined} onClick={() => withSet !== undefined && props.onPlay(withSet)}>
          {say(lang, 'play')}
        </button>
      )}
      {(path.length > 0 || props.city !== undefined) && (
        <button type="button" className="sheet-cancel" onClick={props.onCancel}>
          {say(lang, 'cancel')}
        </button>
      )}
    </section>
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const tribeOrder = (card: string) => cityCard(card)?.tribe ?? 99;
const cityOrder = (card: string) => (cityCard(card) === undefined ? '\uffff' : cardName(card, 'en'));

/** The hand drawn as cards: city cards by city and tribe in words and colour, events by their title and effects; sortable; a lit card may be tapped. */
function HandCards(props: {
  readonly view: FrView;
  readonly cards: readonly string[];
  readonly path: readonly Facet[];
  readonly options: readonly Option[];
  readonly roots: readonly Option[];
  readonly sort: Sort;
  readonly onSort: (sort: Sort) => void;
  readonly onCard: (card: string) => void;
  readonly disabled: boolean;
}) {
  const lang = useLang();
  const { cards, sort } = props;
  const order = cards.map((card, i) => ({ card, i }));
  if (sort === 'tribe') order.sort((a, b) => tribeOrder(a.card) - tribeOrder(b.card) || compare(cityOrder(a.card), cityOrder(b.card)) || a.i - b.i);
  if (sort === 'city') order.sort((a, b) => compare(cityOrder(a.card), cityOrder(b.card)) || a.i - b.i);
  const open = new Set(props.options.filter((o) => o.facet.kind === 'card').map((o) => o.facet.value));
  const startable = new Set(props.roots.filter((o) => o.facet.key === 'card').map((o) => o.facet.value));
  const chosen = new Set(props.path.filter((f) => f.kind === 'card').map((f) => f.value));
  return (
    <section className="rome-hand" data-testid="hand">
      <h3>
        {say(lang, 'yourHand')} <small>({sayCount(lang, 'cardsOne', 'cardsOther', cards.length)})</small>
      </h3>
      <div className="hand-sort" role="group" aria-label={say(lang, 'sortBy')}>
        {say(lang, 'sortBy')}:{' '}
        {(['drawn', 'tribe', 'city'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={sort === s} data-sort={s} onClick={() => props.onSort(s)}>
            {say(lang, s === 'drawn' ? 'asDrawn' : s === 'tribe' ? 'byTribe' : 'byCity')}
          </button>
        ))}
      </div>
      {cards.length === 0 ? (
        <p className="hint">{say(lang, 'emptyHand')}</p>
      ) : (
        <div className="hand-cards">
          {order.map(({ card, i }) => {
            const lit = open.has(card) || (open.size === 0 && startable.has(card));
            return <Card key={`${card}-${i}`} card={card} lit={lit} pressed={chosen.has(card)} disabled={props.disabled || !lit} onTap={() => props.onCard(card)} />;
          })}
        </div>
      )}
    </section>
  );
}

/** One card. */
function Card({ card, lit, pressed, disabled, onTap }: { readonly card: string; readonly lit: boolean; readonly pressed: boolean; readonly disabled: boolean; readonly onTap: () => void }) {
  const lang = useLang();
  const city = cityCard(card);
  const tribe = city === undefined ? undefined : TRIBE_INFO[city.tribe];
  const event = isEvent(card) ? EVENT_WORDS[card] : undefined;
  return (
    <button
      type="button"
      className={`card${lit ? ' lit' : ''}${event !== undefined ? ' event' : ''}${tribe !== undefined ? ` tribe-${tribe.colour}` : ''}`}
      data-card={card}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onTap}
      style={tribe === undefined ? undefined : { borderLeftColor: TRIBE_FILL[tribe.colour] }}
    >
      {city !== undefined && tribe !== undefined ? (
        <>
          <b className="card-title">{cardName(card, lang).split(' · ')[0]}</b>
          <span className="card-tribe">{tribeWord(tribe.id, lang)}</span>
        </>
      ) : event !== undefined ? (
        <>
          <b className="card-title">{say(lang, 'eventCard')}: {cardName(card, lang)}</b>
          <span className="card-effect">{say(lang, 'eventNormal', { X: event.normal[lang] })}</span>
          <span className="card-effect">{say(lang, 'eventCorrupt', { X: event.corrupt[lang] })}</span>
        </>
      ) : (
        <>
          <b className="card-title">{cardName(card, lang)}</b>
          {card.startsWith('revolt-') && <span className="card-effect">{say(lang, 'revoltText')}</span>}
        </>
      )}
    </button>
  );
}

/** The seats by their roles: where each pawn stands and the hand each holds (the cards when the seat may see them). */
function Players({ view }: { readonly view: FrView }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="rome-players" data-testid="players">
      <h3>{say(lang, 'seats')}</h3>
      <ul className="hands">
        {view.players.map((p) => (
          <li key={p.seat} className={p.seat === view.seat ? 'mine' : ''} data-seat={p.seat}>
            <b>{seatName(view, p.seat, lang)}</b>
            {p.seat === view.seat ? ` (${say(lang, 'you')})` : ''} · {say(lang, 'atCity', { Y: p.city })} · {t('hand')}: {p.seat !== view.seat && p.hand.length > 0 ? p.hand.map((c) => cardName(c, lang)).join(', ') : sayCount(lang, 'cardsOne', 'cardsOther', p.handSize)}
          </li>
        ))}
      </ul>
    </section>
  );
}
