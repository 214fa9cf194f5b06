import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import { contextOf, type GameIndex, type JdaCommand, type JdaEvent, type JdaView } from '../../../src/games/jeanne-darc-1429/client.js';
import { useLang } from '../app/i18n';
import { LogList, type Entry as LogEntry } from '../ui/LogList';
import { purposeText } from './purpose';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { cardLabel, commandLabel, eventName, label, phaseLabel, powerName, questionText, useJdaLang, useL, word } from './labels';
import { counted } from '../app/lang';
import { eventLine, NOUNS, winnersLabel } from './describe';
import { JdaMap } from './Map';
import { stateFromView } from './offers';
import { type Chosen, choose, discardCommand, discardNeeded, entriesOf, type Entry, type Facet, fromOrigin, type Option, step, tapCard, tapCity } from './choose';
import { cardFace, headerText, mapCost, optionLabel, sortedHand } from './sheet';
import './jda-board.css';

type Sort = 'drawn' | 'kind';

/**
 * Jeanne d'Arc 1429 at the table, played on the board (issue 45 item 1): the header says who acts
 * and what the game waits for; the cities a choice may name are lit on the map with their cost, the
 * cards it may use lit in the hand; a tap on one chooses it, the sheet asks only what is left, in
 * words. One of the seat's own cities tapped lights the attacks from it. Every choice is one the
 * rules accept (choose.ts).
 */
export function JdaTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const lang = useLang();
  const [view, setView] = useState<JdaView>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [connected, setConnected] = useState(false);
  const [path, setPath] = useState<Facet[]>([]);
  const [origin, setOrigin] = useState<string>();
  const [picked, setPicked] = useState<number[]>([]);
  const [discarding, setDiscarding] = useState(false);
  const [sort, setSort] = useState<Sort>('drawn');
  const [info, setInfo] = useState<string>();
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') {
            setView((message.data as { view: JdaView }).view);
            setPath([]);
            setOrigin(undefined);
            setPicked([]);
            setDiscarding(false);
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
  const act = useAction((command: JdaCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  const index = useMemo(() => (view === undefined ? undefined : contextOf(stateFromView(view)).index), [view]);
  const entries = useMemo(() => (view === undefined || session.gm ? [] : entriesOf(view)), [view, session.gm]);
  const needed = useMemo(() => (view === undefined || session.gm ? 0 : discardNeeded(view)), [view, session.gm]);
  if (view === undefined || index === undefined) return <Busy />;
  const bots = new Map(seats.filter((s) => s.bot !== null).map((s) => [s.seat, s.bot as string]));
  const asked = entries.length > 0 || needed > 0;
  const now = step(entries, path);
  // With one of the seat's own cities tapped first, only the attacks from it.
  const options = path.length === 0 && origin !== undefined ? fromOrigin(now.options, origin) : now.options;
  const cityOptions = options.filter((o) => o.facet.kind === 'city');
  const lit = new Map(cityOptions.map((o) => [o.facet.value, mapCost(o, view, lang, true)]));
  // A papal intervention on a province: the provinces it may shield lit on the map.
  const provinceOptions = options.filter((o) => o.facet.key === 'province');
  const origins = new Set(path.length === 0 && !discarding ? entries.flatMap((e) => (e.command.type === 'attack' ? [e.command.from] : [])) : []);
  const busy = act.running;
  const after = (chosen: Chosen | undefined) => {
    if (chosen === undefined) return;
    let next = chosen;
    // The origin tapped first is the origin of the attack.
    if (next.play === undefined && origin !== undefined && step(entries, next.path).options.some((o) => o.facet.key === 'from' && o.facet.value === origin)) {
      next = choose(entries, next.path, { key: 'from', value: origin, kind: 'city' });
    }
    if (next.play !== undefined) {
      setPath([]);
      setOrigin(undefined);
      void act.run(next.play);
    } else setPath(next.path);
  };
  const onCity = (city: string) => {
    if (!busy && !discarding && lit.has(city)) {
      setInfo(undefined);
      return after(tapCity(entries, path, city));
    }
    // Any other city: what it is; one of the seat's own cities an attack may start from lights its targets.
    setInfo(city);
    if (!busy && !discarding && origins.has(city)) {
      setPath([]);
      setOrigin(origin === city ? undefined : city);
    }
  };
  const onCard = (card: string, at: number) => {
    if (busy) return;
    if (discarding) {
      setPicked((list) => (list.includes(at) ? list.filter((i) => i !== at) : list.length < needed ? [...list, at] : list));
      return;
    }
    after(tapCard(entries, path, card));
  };
  const me = view.players.find((p) => p.power === view.you);
  const hand = me?.hand ?? [];
  const litCards = discarding ? new Set(hand) : new Set(options.filter((o) => o.facet.kind === 'card' && o.facet.value !== '').map((o) => o.facet.value));
  return (
    <div className="jda">
      <p className="status-line jda-header" data-testid="jda-header">
        {session.gm && `${label(lang, 'spectator')} · `}
        {view.result !== null ? (
          <strong data-testid="result">
            {winnersLabel(lang, view.result.winners.length)}: {view.result.winners.map((p) => powerName(lang, p)).join(', ')}
          </strong>
        ) : asked ? (
          <strong data-testid="your-turn">{headerText(view, index, lang, true, bots)}</strong>
        ) : (
          <span data-testid="waiting">{headerText(view, index, lang, false, bots)}</span>
        )}{' '}
        · <span className={connected ? 'ok' : 'checking'}>{connected ? label(lang, 'live') : label(lang, 'reconnecting')}</span>
      </p>
      <div className="jda-layout jda-board-layout">
        <div className="jda-main">
          <JdaMap
            view={view}
            index={index}
            choosable={new Set(lit.keys())}
            costs={lit}
            origins={origins}
            origin={origin}
            onChoose={onCity}
            provinces={new Set(provinceOptions.map((o) => o.facet.value))}
            onProvince={(province) => {
              const option = provinceOptions.find((o) => o.facet.value === province);
              if (!busy && option !== undefined) after(choose(entries, path, option.facet));
            }}
          />
        </div>
        <div className="jda-side">
          {info !== undefined && <CityInfo view={view} index={index} city={info} attacks={origin === info && lit.size > 0} onClose={() => setInfo(undefined)} />}
          {asked && view.pending !== null && (
            <Sheet
              view={view}
              index={index}
              entries={entries}
              path={path}
              options={options}
              done={now.done}
              origin={origin}
              needed={needed}
              discarding={discarding}
              picked={picked.map((i) => hand[i] as string)}
              busy={busy}
              onOption={(o) => (o.facet.kind === 'city' ? onCity(o.facet.value) : after(choose(entries, path, o.facet)))}
              onPlay={(command) => {
                setPath([]);
                setOrigin(undefined);
                void act.run(command);
              }}
              onCancel={() => {
                setPath([]);
                setOrigin(undefined);
                setPicked([]);
                setDiscarding(false);
              }}
              onDiscard={() => setDiscarding(true)}
            />
          )}
          {act.error !== undefined && <ErrorNote error={act.error} />}
          {me !== undefined && <Hand index={index} hand={hand} sort={sort} onSort={setSort} lit={litCards} picked={discarding ? picked : []} onCard={asked && !busy ? onCard : undefined} />}
        </div>
        <aside className="jda-rest">
          <Tracks view={view} index={index} />
          <Players view={view} />
          <Fight view={view} index={index} />
          <LogList entries={log} describe={(event) => eventLine(event as JdaEvent, index, lang)} purpose={(p) => purposeText(p, index, lang)} />
        </aside>
      </div>
    </div>
  );
}

/** A city tapped that is no choice now: who holds it and how, what stands there, its roads; what the seat may do from it. */
function CityInfo({ view, index, city, attacks, onClose }: { readonly view: JdaView; readonly index: GameIndex; readonly city: string; readonly attacks: boolean; readonly onClose: () => void }) {
  const l = useL();
  const lang = useJdaLang();
  const info = index.cities.get(city);
  const holding = view.cities[city];
  const province = [...index.provinces.values()].find((p) => p.cities.includes(city));
  const papal = view.papal !== null && (('city' in view.papal && view.papal.city === city) || ('province' in view.papal && view.papal.province === province?.id));
  const holder = holding === undefined ? l(view.legion.includes(city) ? 'legion' : 'free') : `${powerName(lang, holding.owner)}, ${label(lang, holding.defence)}`;
  const notes = [info?.port === true ? l('port') : '', info?.terrain === 'mountains' ? l('mountains') : '', view.plundered.includes(city) ? l('plundered') : '', papal ? l('papal') : ''].filter((n) => n !== '');
  const roads = (index.neighbours.get(city) ?? []).map((id) => index.cities.get(id)?.name ?? '').join(', ');
  return (
    <section className="jda-city-info" data-testid="city-info" data-city={city}>
      <h3>
        {info?.name ?? ''}
        {province !== undefined && <span className="hint"> · {province.name}</span>}
      </h3>
      <p>
        {holder}
        {notes.length > 0 && ` · ${notes.join(', ')}`}
      </p>
      {roads !== '' && (
        <p className="hint">
          {l('roadsTo')} {roads}
        </p>
      )}
      <p className="hint">{attacks ? l('attacksHere') : l('nothingHere')}</p>
      <button type="button" className="sheet-cancel" onClick={onClose}>
        {l('close')}
      </button>
    </section>
  );
}

/** The sheet: the question, the choices made so far, and the buttons for what is left. */
function Sheet(props: {
  readonly view: JdaView;
  readonly index: GameIndex;
  readonly entries: readonly Entry[];
  readonly path: readonly Facet[];
  readonly options: readonly Option[];
  readonly done: JdaCommand | undefined;
  readonly origin: string | undefined;
  readonly needed: number;
  readonly discarding: boolean;
  readonly picked: readonly string[];
  readonly busy: boolean;
  readonly onOption: (option: Option) => void;
  readonly onPlay: (command: JdaCommand) => void;
  readonly onCancel: () => void;
  readonly onDiscard: () => void;
}) {
  const { view, index, path, options, done, needed, discarding, picked, busy } = props;
  const l = useL();
  const lang = useJdaLang();
  const pending = view.pending;
  if (pending === null) return null;
  const made = path.map((facet) => optionLabel({ facet, commands: [] }, view, index, lang));
  if (props.origin !== undefined && path.length === 0) made.push(`${l('attacksFrom')} ${index.cities.get(props.origin)?.name ?? ''}`);
  const cities = options.filter((o) => o.facet.kind === 'city');
  const cards = options.filter((o) => o.facet.kind === 'card' && o.facet.value !== '');
  const words = options.filter((o) => o.facet.kind !== 'city' && !(o.facet.kind === 'card' && o.facet.value !== ''));
  const discard = discarding ? discardCommand(view, picked) : undefined;
  return (
    <section className="jda-sheet" data-testid="actions" data-needed={needed}>
      <h3>{l('actions')}</h3>
      <p className="question">{questionText(lang, pending)}</p>
      {made.length > 0 && (
        <p className="sheet-made" data-testid="sheet-made">
          {l('chosen')} {made.join(' · ')}
        </p>
      )}
      {discarding ? (
        <>
          <p className="hint">
            {l('discardPick')} {picked.length} / {counted(lang, needed, NOUNS.card)} {l('picked')}
          </p>
          <div className="sheet-options">
            <button type="button" className="sheet-play" disabled={busy || discard === undefined} onClick={() => discard !== undefined && props.onPlay(discard)}>
              {l('endDiscarding')}
            </button>
            <button type="button" className="sheet-cancel" onClick={props.onCancel}>
              {l('cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          {(cities.length > 0 || cards.length > 0) && <p className="hint">{cards.length > 0 && cities.length === 0 ? l('tapCardHint') : l('tapLit')}</p>}
          {props.origin !== undefined && path.length === 0 && cities.length === 0 && <p className="hint">{l('noAttackFrom')}</p>}
          <div className="sheet-options">
            {done !== undefined && (
              <button type="button" className="sheet-play" disabled={busy} onClick={() => props.onPlay(done)}>
                {commandLabel(done, index, lang)}
              </button>
            )}
            {words.map((o) => (
              <button key={`${o.facet.key}=${o.facet.value}`} type="button" disabled={busy} data-key={o.facet.key} data-value={o.facet.value} onClick={() => props.onOption(o)}>
                {optionLabel(o, view, index, lang)}
              </button>
            ))}
            {path.length === 0 && needed > 0 && (
              <button type="button" data-key="discard" disabled={busy} onClick={props.onDiscard}>
                {l('endBuying')} (− {counted(lang, needed, NOUNS.card)})
              </button>
            )}
          </div>
          {cards.length > 0 && (
            <div className="sheet-cards">
              {cards.map((o) => (
                <button key={`${o.facet.key}=${o.facet.value}`} type="button" disabled={busy} data-key={o.facet.key} data-value={o.facet.value} onClick={() => props.onOption(o)}>
                  {optionLabel(o, view, index, lang)}
                </button>
              ))}
            </div>
          )}
          {cities.length > 0 && (
            <div className="sheet-cities">
              {cities.map((o) => (
                <button key={`${o.facet.key}=${o.facet.value}`} type="button" disabled={busy} data-city={o.facet.value} onClick={() => props.onOption(o)}>
                  {optionLabel(o, view, index, lang)}
                </button>
              ))}
            </div>
          )}
          {(path.length > 0 || props.origin !== undefined) && (
            <button type="button" className="sheet-cancel" onClick={props.onCancel}>
              {l('cancel')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The seat's hand drawn as cards (name and effect), sorted as the player likes; lit cards are choices, tapped to choose. */
function Hand(props: {
  readonly index: GameIndex;
  readonly hand: readonly string[];
  readonly sort: Sort;
  readonly onSort: (sort: Sort) => void;
  readonly lit: ReadonlySet<string>;
  readonly picked: readonly number[];
  readonly onCard: ((card: string, at: number) => void) | undefined;
}) {
  const { index, hand, sort, lit, picked, onCard } = props;
  const l = useL();
  const lang = useJdaLang();
  return (
    <section className="jda-hand" data-testid="my-hand">
      <h3>
        {l('yourHand')} · {counted(lang, hand.length, NOUNS.card)}
      </h3>
      {hand.length === 0 ? (
        <p className="hint">{l('emptyHand')}</p>
      ) : (
        <>
          <div className="hand-sort" role="group" aria-label={l('sortBy')}>
            <span>{l('sortBy')}</span>
            {(['drawn', 'kind'] as const).map((by) => (
              <button key={by} type="button" aria-pressed={sort === by} onClick={() => props.onSort(by)}>
                {l(by === 'drawn' ? 'sortDrawn' : 'sortKind')}
              </button>
            ))}
          </div>
          <div className="hand-cards">
            {sortedHand(index, lang, hand, sort).map(({ id, at }) => {
              const face = cardFace(index, lang, id);
              const on = lit.has(id) && onCard !== undefined;
              return (
                <button
                  key={at}
                  type="button"
                  className={`card ${face.kind}${on ? ' lit' : ''}`}
                  data-card={id}
                  aria-pressed={picked.includes(at) ? true : undefined}
                  disabled={!on}
                  onClick={() => onCard?.(id, at)}>
                  <strong className="card-title">{face.name}</strong>
                  <span className="card-effect">{face.effect}</span>
                </button>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}

/** Round, phase, status and the markers of the round. */
function Tracks({ view, index }: { readonly view: JdaView; readonly index: GameIndex }) {
  const l = useL();
  const lang = useJdaLang();
  const notes = [view.halfIncomeThisRound ? l('halfIncome') : '', view.peaceNextRound ? l('truceNext') : '', view.plagueUsed ? l('plagueUsed') : ''].filter((n) => n !== '');
  return (
    <dl className="tracks" data-testid="tracks">
      <dt>{l('round')}</dt>
      <dd>{view.round}</dd>
      <dt>{l('phase')}</dt>
      <dd data-testid="phase">{phaseLabel(lang, view.phase)}</dd>
      <dt>{l('status')}</dt>
      <dd>{view.status === null ? l('undecided') : l(view.status)}</dd>
      <dt>{l('turnOrder')}</dt>
      <dd>{view.turnOrder.map((p) => powerName(lang, p)).join(' › ')}</dd>
      <dt>{l('events')}</dt>
      <dd data-testid="events">
        {view.eventsDrawn.length > 0 && `${l('drawn')}: ${view.eventsDrawn.map((e) => (e === '?' ? '?' : eventName(index, lang, e))).join(', ')}`}
        {view.eventsDrawn.length > 0 && view.eventsDone.length > 0 && ' · '}
        {view.eventsDone.length > 0 && `${l('done')}: ${view.eventsDone.map((e) => eventName(index, lang, e)).join(', ')}`}
        {view.eventsDrawn.length === 0 && view.eventsDone.length === 0 && '—'}
      </dd>
      {view.seaLord !== null && (
        <>
          <dt>{l('seaLord')}</dt>
          <dd>{powerName(lang, view.seaLord)}</dd>
        </>
      )}
      {view.interventionsLeft > 0 && (
        <>
          <dt>{l('interventions')}</dt>
          <dd>{view.interventionsLeft}</dd>
        </>
      )}
      <dt>{l('deck')}</dt>
      <dd>
        {counted(lang, view.deckSize, NOUNS.card)} · {l('discard')} {counted(lang, view.discard.length, NOUNS.card)}
      </dd>
      {notes.length > 0 && (
        <>
          <dt>✱</dt>
          <dd>{notes.join(' · ')}</dd>
        </>
      )}
    </dl>
  );
}

/** Every power's money, influence and throne points and hand size (the seat's own hand is drawn as cards). */
function Players({ view }: { readonly view: JdaView }) {
  const l = useL();
  const lang = useJdaLang();
  return (
    <table className="jda-players" data-testid="players">
      <thead>
        <tr>
          <th>{l('players')}</th>
          <th title={l('money')}>LdO</th>
          <th>{l('influence')}</th>
          <th>{l('throne')}</th>
          <th>{l('hand')}</th>
        </tr>
      </thead>
      <tbody>
        {view.players.map((p) => (
          <tr key={p.power} className={p.power === view.you ? 'mine' : ''} data-power={p.power}>
            <td>
              {powerName(lang, p.power)}
              {p.heroActive ? ` (${l('hero')})` : ''}
            </td>
            <td>{p.money}</td>
            <td>{p.influence}</td>
            <td>{p.throne}</td>
            <td>{counted(lang, p.power === view.you ? p.hand.length : p.handSize, NOUNS.card)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The fight or duel in progress. */
function Fight({ view, index }: { readonly view: JdaView; readonly index: GameIndex }) {
  const l = useL();
  const lang = useJdaLang();
  if (view.battle === null && view.duel === null) return null;
  return (
    <section className="jda-fight" data-testid="fight">
      <h3>{l('battle')}</h3>
      {view.battle !== null && (
        <p>
          {powerName(lang, view.battle.attacker)} → {index.cities.get(view.battle.to)?.name ?? view.battle.to} ({word(lang, view.battle.kind)}) · {l('cards')}: {view.battle.cards.map((c) => cardLabel(index, lang, c)).join(', ') || '—'} · {l('influence')} {view.battle.influence}
        </p>
      )}
      {view.duel !== null && <p>{view.duel.pairs.map(([a, b]) => `${powerName(lang, a)} – ${powerName(lang, b)}`).join(' · ')}</p>}
    </section>
  );
}

