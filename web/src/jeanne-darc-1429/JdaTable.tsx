import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import {
  type AttackPower,
  type AttackSpace,
  contextOf,
  type GameIndex,
  type JdaCommand,
  type JdaEvent,
  type JdaView,
  pendingText,
} from '../../../src/games/jeanne-darc-1429/client.js';
import { useLang } from '../app/i18n';
import { LogList, type Entry } from '../ui/LogList';
import { purposeText } from './purpose';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { cardLabel, cardsText, commandLabel, eventName, label, phaseLabel, POWER_CARDS, powerName, questionLabel, useJdaLang, useL, word, type JdaLang } from './labels';
import { counted } from '../app/lang';
import { eventLine, NOUNS, winnersLabel } from './describe';
import { JdaMap } from './Map';
import { offeredCommands, stateFromView } from './offers';

/** More choices than this are offered as one list to pick from, not as a row of buttons. */
const MOST_BUTTONS = 8;

/** Jeanne d'Arc 1429 at the table: the map as this seat sees it, live, with the rules' choices for it. */
export function JdaTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const lang = useLang();
  const [view, setView] = useState<JdaView>();
  const [log, setLog] = useState<Entry[]>([]);
  const [connected, setConnected] = useState(false);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') setView((message.data as { view: JdaView }).view);
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
  const act = useAction((command: JdaCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  const index = useMemo(() => (view === undefined ? undefined : contextOf(stateFromView(view)).index), [view]);
  const offer = useMemo(() => (view === undefined || session.gm ? { commands: [], attacks: null } : offeredCommands(view)), [view, session.gm]);
  if (view === undefined || index === undefined) return <Busy />;
  const bots = new Map(seats.filter((s) => s.bot !== null).map((s) => [s.seat, s.bot as string]));
  const byCity = commandsByCity(offer.commands);
  const asked = offer.commands.length > 0 || offer.attacks !== null;
  return (
      <div className="jda">
        <p className="status-line">
          {session.gm && `${label(lang, 'spectator')} · `}
          {view.result !== null ? (
            <strong data-testid="result">
              {winnersLabel(lang, view.result.winners.length)}: {view.result.winners.map((p) => powerName(lang, p)).join(', ')}
            </strong>
          ) : asked ? (
            <strong>{label(lang, 'yourTurn')}</strong>
          ) : (
            <span data-testid="waiting">
              {label(lang, 'waitingFor')} {view.pending === null ? '…' : questionLabel(lang, view.pending)}
              {botNote(view, bots, lang)}
            </span>
          )}{' '}
          · <span className={connected ? 'ok' : 'checking'}>{connected ? label(lang, 'live') : label(lang, 'reconnecting')}</span>
        </p>
        <div className="jda-layout">
          <JdaMap view={view} index={index} choosable={new Set(byCity.keys())} onChoose={act.running ? undefined : (city) => void act.run(byCity.get(city) as JdaCommand)} />
          <aside>
            <Tracks view={view} index={index} />
            <Players view={view} index={index} />
            <Fight view={view} index={index} />
            {asked && (
              <section className="actions" data-testid="actions">
                <h3>{label(lang, 'actions')}</h3>
                <p className="question" title={view.pending === null ? undefined : pendingText(view.pending, view, index)}>
                  {view.pending !== null && questionLabel(lang, view.pending)}
                </p>
                <Choices commands={offer.commands} index={index} disabled={act.running} onPick={(command) => void act.run(command)} />
                {offer.attacks !== null && <AttackForm space={offer.attacks} index={index} disabled={act.running} onAttack={(command) => void act.run(command)} />}
              </section>
            )}
            {act.error !== undefined && <ErrorNote error={act.error} />}
            <LogList entries={log} describe={(event) => eventLine(event as JdaEvent, index, lang)} purpose={(p) => purposeText(p, index, lang)} />
          </aside>
        </div>
      </div>
  );
}

/** The city a command names alone (a city to choose, a papal city, one city to take, a building site). */
function cityOf(command: JdaCommand): string | undefined {
  switch (command.type) {
    case 'choose-city':
      return command.city;
    case 'papal':
      return command.city;
    case 'expand':
      return command.cities.length === 1 && command.bySea !== true ? command.cities[0] : undefined;
    case 'buy':
      return command.purchase.type === 'card' ? undefined : command.purchase.city;
    default:
      return undefined;
  }
}

/** Commands that can be given by clicking their city on the map: those alone in naming it. */
function commandsByCity(commands: readonly JdaCommand[]): Map<string, JdaCommand> {
  const found = new Map<string, JdaCommand | null>();
  for (const command of commands) {
    const city = cityOf(command);
    if (city !== undefined) found.set(city, found.has(city) ? null : command);
  }
  return new Map([...found].filter((entry): entry is [string, JdaCommand] => entry[1] !== null));
}

function botNote(view: JdaView, bots: ReadonlyMap<string, string>, lang: JdaLang): string {
  if (view.pending === null) return '';
  const seats = 'waiting' in view.pending ? view.pending.waiting : [view.pending.power];
  const played = seats.filter((s) => bots.has(s));
  return played.length === 0 ? '' : ` (${label(lang, 'botPlays')} ${played.map((s) => bots.get(s) as string).join(', ')})`;
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

/** Every power's money, influence and throne points; the seat's own hand, the others' hand sizes. */
function Players({ view, index }: { readonly view: JdaView; readonly index: GameIndex }) {
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
            <td data-testid={p.power === view.you ? 'my-hand' : undefined}>{p.power === view.you ? (p.hand.length > 0 ? cardsText(index, lang, p.hand) : '—') : counted(lang, p.handSize, NOUNS.card)}</td>
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

/** The offered commands: a few as buttons, many as one list. */
function Choices({ commands, index, disabled, onPick }: { readonly commands: readonly JdaCommand[]; readonly index: GameIndex; readonly disabled: boolean; readonly onPick: (command: JdaCommand) => void }) {
  const l = useL();
  const lang = useJdaLang();
  const [chosen, setChosen] = useState(0);
  if (commands.length <= MOST_BUTTONS) {
    return (
      <div className="choice-buttons">
        {commands.map((command, i) => (
          <button key={i} type="button" disabled={disabled} onClick={() => onPick(command)}>
            {commandLabel(command, index, lang)}
          </button>
        ))}
      </div>
    );
  }
  const at = Math.min(chosen, commands.length - 1);
  return (
    <div className="choice-list">
      <select aria-label={l('choose')} value={at} onChange={(e) => setChosen(Number(e.target.value))}>
        {commands.map((command, i) => (
          <option key={i} value={i}>
            {commandLabel(command, index, lang)}
          </option>
        ))}
      </select>{' '}
      <button type="button" disabled={disabled} onClick={() => onPick(commands[at] as JdaCommand)}>
        {l('choose')}
      </button>
    </div>
  );
}

/** An attack put together from the rules' parts: a route, two siege cards, influence and power cards. */
function AttackForm({ space, index, disabled, onAttack }: { readonly space: AttackSpace; readonly index: GameIndex; readonly disabled: boolean; readonly onAttack: (command: JdaCommand) => void }) {
  const l = useL();
  const lang = useJdaLang();
  const [route, setRoute] = useState(0);
  const [pair, setPair] = useState(0);
  const [influence, setInfluence] = useState(0);
  const [powers, setPowers] = useState(0);
  const [from, to] = space.routes[Math.min(route, space.routes.length - 1)] as readonly [string, string];
  const cards = space.pairs[Math.min(pair, space.pairs.length - 1)] as string[];
  const chosenPowers = space.powerSets[Math.min(powers, space.powerSets.length - 1)] as AttackPower[];
  const amount = space.steps[Math.min(influence, space.steps.length - 1)] as number;
  const city = (id: string) => index.cities.get(id)?.name ?? id;
  const command: JdaCommand = { type: 'attack', from, to, cards, influence: amount, ...(chosenPowers.length > 0 ? { powers: chosenPowers } : {}) };
  return (
    <fieldset className="attack-form" data-testid="attack-form">
      <legend>{l('attack')}</legend>
      <label className="field">
        <span>{l('route')}</span>
        <select aria-label={l('route')} value={route} onChange={(e) => setRoute(Number(e.target.value))}>
          {space.routes.map(([a, b], i) => (
            <option key={i} value={i}>
              {city(a)} → {city(b)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{l('siegeCards')}</span>
        <select aria-label={l('siegeCards')} value={pair} onChange={(e) => setPair(Number(e.target.value))}>
          {space.pairs.map((p, i) => (
            <option key={i} value={i}>
              {p.map((c) => cardLabel(index, lang, c)).join(' + ')}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{l('influence')}</span>
        <select aria-label={l('influence')} value={influence} onChange={(e) => setInfluence(Number(e.target.value))}>
          {space.steps.map((n, i) => (
            <option key={i} value={i}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {space.powerSets.length > 1 && (
        <label className="field">
          <span>{l('powerCards')}</span>
          <select aria-label={l('powerCards')} value={powers} onChange={(e) => setPowers(Number(e.target.value))}>
            {space.powerSets.map((set, i) => (
              <option key={i} value={i}>
                {set.length === 0 ? l('none') : set.map((p) => POWER_CARDS[p]?.[lang] ?? p).join(' + ')}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" disabled={disabled} onClick={() => onAttack(command)}>
        {l('attackButton')}: {city(to)}
      </button>
    </fieldset>
  );
}
