import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import { useLang } from '../app/i18n';
import { counted, LOCALES, type Lang } from '../app/lang';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import {
  type BoardChoices,
  boardChoices,
  type CccCommand,
  type CccEvent,
  type CccState,
  type CccView,
  type CommanderChoice,
  commanderCandidates,
  currentSlot,
  declaration,
  describeEvent,
  fleetBombardment,
  oddsAfter,
  type SideName,
  sideNationName,
  sideToMove,
  skillOwner,
  texts,
  thingName,
  toWithdraw,
} from '../../../src/games/ccc-land-combat/client.js';
import { fill, label, NOUNS, tableName, type Label } from './labels';
import './ccc-board.css';

// Playing on the battlefield (issue 45 item 1): both sides' forces drawn as pieces — leaders, stacks
// of units by kind and count, the colony, the fleets in the coastal waters, the neighbouring areas —
// the sequence as a track, and this seat's choices made by tapping the pieces they concern. What may
// be tapped comes from the rules' own check (boardChoices, src/games/ccc-land-combat/board.ts).

type Entry = { seq: number; kind: 'roll'; roll: { die: string; value: number; purpose: string } } | { seq: number; kind: 'event'; event: CccEvent };

/** The flow functions read the table, not the hands: the view serves them as the state. */
const asState = (view: CccView): CccState => view as unknown as CccState;

const SIDES = ['attacker', 'defender'] as const;
const STEPS: readonly Label[] = ['step0', 'step1', 'step2', 'step3', 'step4', 'step5', 'step6'];
const ASK: Readonly<Record<string, Label>> = { declare: 'askDeclare', cards: 'askCards', free: 'askFree', charge: 'askCharge', siege: 'askSiege', roll: 'askRoll', retreat: 'askRetreat' };

/** A share as a percentage in the page's language ("62.5%", "62,5 %"). */
function percent(lang: Lang, count: number, total: number): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 }).format(total === 0 ? 0 : count / total);
}

/** A CCC land combat at the table: the battlefield, the step, this seat's choices by tapping, the roll and the outcome. */
export function CccTable({ session }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const lang = useLang();
  const L = (key: Label): string => label(lang, key);
  const [view, setView] = useState<CccView>();
  const [log, setLog] = useState<Entry[]>([]);
  useEffect(
    () =>
      follow(`/api/matches/${session.matchId}/events`, session.token, (message) => {
        if (message.event === 'view') setView((message.data as { view: CccView }).view);
        if (message.event === 'log') {
          const { entries } = message.data as { entries: Entry[] };
          setLog((known) => {
            const last = known.at(-1)?.seq ?? -1;
            return [...known, ...entries.filter((e) => e.seq > last)];
          });
        }
      }, () => undefined),
    [session.matchId, session.token],
  );
  const act = useAction((command: CccCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  if (view === undefined) return <Busy />;
  const state = asState(view);
  const file = view.file;
  const toMove = sideToMove(state);
  const choices = session.gm ? null : boardChoices(state, view.seat);
  const slot = currentSlot(state);
  const nation = (side: SideName): string => sideNationName(file, side === 'attacker' ? file.attacker.side : file.defender, lang);
  const lines = log.flatMap((e) => (e.kind === 'roll' ? [rollLine(lang, e.roll)] : describeEvent(state, lang, e.event)));
  const ask = ASK[slot.kind];
  return (
    <div className="ccc" data-testid="ccc-table" data-log={log.length}>
      <h2>{file.title ?? file.landArea.name}</h2>
      <p className="status-line" data-testid="ccc-status">
        {view.end !== null ? (
          <strong data-testid="result">
            {L('over')}: {L(view.winner ?? 'attacker')} ({nation(view.winner ?? 'attacker')}) {L('wins')}
          </strong>
        ) : toMove === null ? null : choices !== null ? (
          <>
            <strong>{L('yourTurn')}</strong> ({L(toMove)}, {nation(toMove)}): {ask === undefined ? '' : L(ask)}
          </>
        ) : (
          <>
            {L('waiting')} {L(toMove)} ({nation(toMove)}): {ask === undefined ? '' : L(ask)}
          </>
        )}
      </p>
      <ol className="ccc-track" aria-label={L('stepTrack')} data-testid="ccc-track">
        {STEPS.map((key, step) => {
          const now = view.end === null && slot.step === step;
          return (
            <li key={key} className={now ? 'now' : view.end !== null || step < slot.step ? 'done' : ''} aria-current={now ? 'step' : undefined}>
              {L(key)}
            </li>
          );
        })}
      </ol>
      <Board key={`${view.cursor}:${view.awaiting ? 1 : 0}`} view={view} choices={choices} lang={lang} disabled={act.running} onCommand={(c) => void act.run(c)} />
      {act.error !== undefined && <ErrorNote error={act.error} />}
      {view.lcdr !== null && (
        <section className="ccc-roll" data-testid="ccc-roll">
          <h3>{L('lcdr')}</h3>
          {describeEvent(state, lang, { type: 'lcdr', ...view.lcdr }).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      )}
      <section className="log">
        <h3>{L('log')}</h3>
        <ol data-testid="log" tabIndex={0} aria-label={L('log')}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A roll of the log as a sentence of the page's language ("Roll d6 for LC DR attacker: 4."). */
function rollLine(lang: Lang, roll: { die: string; value: number; purpose: string }): string {
  const text = texts(lang).roll({ die: roll.die as never, value: roll.value, purpose: roll.purpose }).trim();
  return `🎲 ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

interface BoardProps {
  readonly view: CccView;
  readonly choices: BoardChoices | null;
  readonly lang: Lang;
  readonly disabled: boolean;
  readonly onCommand: (command: CccCommand) => void;
}

type Landing = { readonly fleet: string; readonly unit: string };

/** The battlefield, the hands and the seat's choices at one moment of the sequence (a new moment starts with nothing picked). */
function Board({ view, choices, lang, disabled, onCommand }: BoardProps) {
  const L = (key: Label): string => label(lang, key);
  const state = asState(view);
  const file = view.file;
  const kind = choices?.slot.kind;
  const [commander, setCommander] = useState<CommanderChoice>();
  const [landing, setLanding] = useState<Landing[]>([]);
  const [bombard, setBombard] = useState<string[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [retreat, setRetreat] = useState<string>();
  const unitName = (type: string): string => tableName(type, view.tables.units[type]?.name, lang);
  const nation = (id: string): string => sideNationName(file, id, lang);
  const fleetName = (id: string): string => file.fleets.find((f) => f.id === id)?.name ?? '';
  const placeName = (to: string): string => (to.startsWith('fleet:') ? fleetName(to.slice(6)) : (file.landArea.adjacent.find((a) => a.id === to)?.name ?? ''));
  const isLanding = (l: Landing): boolean => landing.some((x) => x.fleet === l.fleet && x.unit === l.unit);
  const canLand = (l: Landing): boolean => kind === 'declare' && (choices?.landing.some((x) => x.fleet === l.fleet && x.unit === l.unit) ?? false);
  const declared = view.declared;
  const candidates = commanderCandidates(file);

  // What each side fights with: the declared units, or before the declaration what the file brings.
  const planned = (side: SideName): { id: string; type: string; gone: boolean; origin: string }[] => {
    if (declared) {
      return view.units[side].map((u) => ({ id: u.id, type: u.type, gone: view.eliminated.includes(u.id), origin: u.from === 'fleet' ? (u.fleet ?? '') : u.from }));
    }
    const a = file.attacker;
    if (side === 'attacker') {
      if (a.side === 'natives') return (file.natives?.armies ?? []).flatMap((army) => army.units.map((u) => ({ id: u.id, type: u.type, gone: false, origin: 'natives' })));
      if (a.fleet !== undefined) return (file.fleets.find((f) => f.id === a.fleet)?.units ?? []).map((u) => ({ id: u.id, type: u.type, gone: false, origin: a.fleet ?? '' }));
      return (file.avatars.find((x) => x.id === a.avatar)?.units ?? []).map((u) => ({ id: u.id, type: u.type, gone: false, origin: 'army' }));
    }
    if (file.defender === 'natives') return (file.natives?.armies ?? []).flatMap((army) => army.units.map((u) => ({ id: u.id, type: u.type, gone: false, origin: 'natives' })));
    return [];
  };

  const stacks = (side: SideName) => {
    const groups = new Map<string, { type: string; n: number; gone: number }>();
    for (const u of planned(side)) {
      const g = groups.get(u.type) ?? { type: u.type, n: 0, gone: 0 };
      g.n += 1;
      if (u.gone) g.gone += 1;
      groups.set(u.type, g);
    }
    return [...groups.values()];
  };
  const factorOf = (side: SideName, type: string): number => (side === 'attacker' ? (view.tables.units[type]?.af ?? 0) : (view.tables.units[type]?.df ?? 0));

  // The leaders on each side's land: the attacking avatar; the defender's candidates (or its commander once declared).
  const leaders = (side: SideName) => {
    if (side === 'attacker') return file.avatars.filter((a) => a.id === file.attacker.avatar);
    return file.avatars.filter((a) => (declared ? a.id === view.commander || candidates.some((c) => c.avatar.id === a.id) : candidates.some((c) => c.avatar.id === a.id)));
  };

  const commanderOffer = (id: string | null): CommanderChoice | undefined => (kind === 'declare' ? choices?.commanders.find((c) => c.id === id) : undefined);
  const colonyOffer = commanderOffer(null);
  const retreatOffers = kind === 'retreat' ? (choices?.retreat ?? []) : [];
  const withdraw = choices !== null && kind === 'retreat' ? toWithdraw(state, choices.side) : { units: [], avatars: [] };
  const withdrawText = [...withdraw.avatars.map((id) => file.avatars.find((a) => a.id === id)?.name ?? ''), ...unitList(lang, withdraw.units.map((id) => view.units[choices?.side ?? 'attacker'].find((u) => u.id === id)?.type ?? ''), unitName)].join(', ');
  const bombardValue = (ships: readonly string[]): number => fleetBombardment(view.tables, ships, 'defender', view.tables.bombardment.percent);

  const leaderPiece = (side: SideName, a: (typeof file.avatars)[number]) => {
    const offer = side === 'defender' ? commanderOffer(a.id) : undefined;
    const chosen = commander !== undefined && commander.id === a.id;
    const allied = candidates.find((c) => c.avatar.id === a.id)?.allied === true;
    const status = side === 'attacker' || (declared && view.commander === a.id) ? L('commands') : declared ? L('staysOut') : '';
    const body = (
      <>
        <span className="ccc-piece-name">♞ {a.name}</span>
        <span className="ccc-piece-note">{fill(lang, 'leaderFactor', { n: String(a.factor) })}</span>
        {a.units.length > 0 && side === 'defender' && !declared && <span className="ccc-piece-note">{fill(lang, 'withdraws', { x: unitList(lang, a.units.map((u) => u.type), unitName).join(', ') })}</span>}
        {allied && <span className="ccc-piece-note">{fill(lang, 'alliedNote', { x: nation(a.nation) })}</span>}
        {status !== '' && <span className="ccc-piece-note">{status}</span>}
      </>
    );
    if (offer === undefined) return <span key={a.id} className={`ccc-piece leader${status === L('staysOut') ? ' out' : ''}`}>{body}</span>;
    return (
      <button key={a.id} type="button" className="ccc-piece leader lit" data-piece={`leader:${a.id}`} aria-pressed={chosen} onClick={() => setCommander(chosen ? undefined : offer)}>
        {body}
      </button>
    );
  };

  const colony = file.landArea.colony;
  return (
    <>
      <section className="ccc-field" aria-label={L('battlefield')} data-testid="ccc-field">
        <div className="ccc-sea">
          <h3>{L('sea')}</h3>
          <div className="ccc-fleets">
            {file.fleets.length === 0 && <span className="ccc-empty">{L('naviesNone')}</span>}
            {file.fleets.map((f) => {
              const mayBombard = kind === 'declare' && (choices?.bombard.includes(f.id) ?? false);
              const bombarding = declared ? view.bombard.includes(f.id) : bombard.includes(f.id);
              const retreatTo = retreatOffers.includes(`fleet:${f.id}`);
              const aboard = file.avatars.filter((a) => a.embarked === f.id).map((a) => a.name);
              const head = (
                <>
                  <span className="ccc-piece-name">⚓ {f.name}</span>
                  <span className="ccc-piece-note">
                    {nation(f.nation)} · {f.ships.map((s) => tableName(s, view.tables.ships[s]?.name, lang)).join(', ')}
                  </span>
                  {aboard.length > 0 && <span className="ccc-piece-note">{fill(lang, 'aboard', { x: aboard.join(', ') })}</span>}
                  {(mayBombard || bombarding) && <span className="ccc-piece-note">{bombarding ? fill(lang, 'bombards', { n: String(bombardValue(f.ships)) }) : L('noBombards')}</span>}
                  {retreatTo && withdrawText !== '' && <span className="ccc-piece-note">{L('retreatTo')} · {fill(lang, 'withdraws', { x: withdrawText })}</span>}
                </>
              );
              return (
                <div key={f.id} className="ccc-fleet">
                  {mayBombard ? (
                    <button type="button" className="ccc-piece fleet lit" data-piece={`bombard:${f.id}`} aria-pressed={bombarding} onClick={() => setBombard(bombarding ? bombard.filter((x) => x !== f.id) : [...bombard, f.id])}>
                      {head}
                    </button>
                  ) : retreatTo ? (
                    <button type="button" className="ccc-piece fleet lit" data-piece={`retreat:fleet:${f.id}`} aria-pressed={retreat === `fleet:${f.id}`} onClick={() => setRetreat(`fleet:${f.id}`)}>
                      {head}
                    </button>
                  ) : (
                    <span className="ccc-piece fleet">{head}</span>
                  )}
                  <div className="ccc-cargo">
                    {f.units.map((u) => {
                      const l = { fleet: f.id, unit: u.id };
                      const landed = declared ? view.landed.some((x) => x.fleet === f.id && x.unit === u.id) : isLanding(l);
                      const text = `${unitName(u.type)} · ${landed ? L('lands') : L('staysAboard')}`;
                      return canLand(l) ? (
                        <button key={u.id} type="button" className="ccc-piece unit lit" data-piece={`land:${f.id}:${u.id}`} aria-pressed={landed} onClick={() => setLanding(landed ? landing.filter((x) => !(x.fleet === f.id && x.unit === u.id)) : [...landing, l])}>
                          {text}
                        </button>
                      ) : (
                        <span key={u.id} className="ccc-piece unit">
                          {text}
                        </span>
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className="ccc-land">
          <h3>
            {file.landArea.name}
            {colony !== null && (
              <small>
                {' '}
                · {colony.name} ({nation(colony.owner)}
                {colony.fortification === null ? '' : `, ${thingName(colony.fortification, lang)}`})
              </small>
            )}
          </h3>
          <div className="ccc-camps">
            {SIDES.map((side) => (
              <div key={side} className={`ccc-camp ${side}`} data-testid={`ccc-${side}`}>
                <h4>
                  {L(side)}: {nation(side === 'attacker' ? file.attacker.side : file.defender)}
                </h4>
                <div className="ccc-pieces">
                  {leaders(side).map((a) => leaderPiece(side, a))}
                  {side === 'attacker' && file.attacker.fleet !== undefined && <span className="ccc-piece leader">⚓ {fleetName(file.attacker.fleet)}</span>}
                  {side === 'defender' && !declared && colony !== null && colony.owner === file.defender && (
                    <ColonyPiece
                      lang={lang}
                      garrison={colony.garrison}
                      regiments={colony.royalRegiments}
                      unitName={unitName}
                      offer={colonyOffer}
                      chosen={commander !== undefined && commander.id === null}
                      onPick={() => setCommander(commander?.id === null ? undefined : colonyOffer)}
                    />
                  )}
                  {stacks(side).map((g) => (
                    <span key={g.type} className={`ccc-piece stack${g.gone === g.n ? ' gone' : ''}`} data-stack={g.type}>
                      <span className="ccc-piece-name">
                        {unitName(g.type)} <b>×{g.n}</b>
                      </span>
                      <span className="ccc-piece-note">
                        {side === 'attacker' ? 'AF' : 'DF'} {factorOf(side, g.type)}
                        {g.gone > 0 ? ` · ${g.gone}× ${L('eliminated')}` : ''}
                      </span>
                    </span>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="ccc-neighbours">
          <h3>{L('neighbours')}</h3>
          <div className="ccc-places">
            {file.landArea.adjacent.map((a) => {
              const offered = retreatOffers.includes(a.id);
              const body = (
                <>
                  <span className="ccc-piece-name">{a.name}</span>
                  <span className="ccc-piece-note">{a.controlledBy === null ? L('noMarker') : fill(lang, 'controlledBy', { x: nation(a.controlledBy) })}</span>
                  {offered && withdrawText !== '' && <span className="ccc-piece-note">{fill(lang, 'withdraws', { x: withdrawText })}</span>}
                </>
              );
              return offered ? (
                <button key={a.id} type="button" className="ccc-piece place lit" data-piece={`retreat:${a.id}`} aria-pressed={retreat === a.id} onClick={() => setRetreat(a.id)}>
                  {body}
                </button>
              ) : (
                <span key={a.id} className="ccc-piece place">
                  {body}
                </span>
              );
            })}
          </div>
        </div>
      </section>
      <div className="ccc-hands">
        {SIDES.map((side) => (
          <Hand key={side} view={view} side={side} lang={lang} pickable={kind === 'cards' && choices?.side === side ? choices : null} picked={picked} onPick={(id) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id])} />
        ))}
      </div>
      {choices !== null && (
        <Actions
          view={view}
          choices={choices}
          lang={lang}
          disabled={disabled}
          onCommand={onCommand}
          commander={commander}
          landing={landing}
          bombard={bombard}
          picked={picked}
          retreat={retreat === undefined ? undefined : { to: retreat, name: placeName(retreat) }}
          landingText={unitList(lang, landing.map((l) => file.fleets.find((f) => f.id === l.fleet)?.units.find((u) => u.id === l.unit)?.type ?? ''), unitName).join(', ')}
          commanderName={commander === undefined ? '' : commander.id === null ? L('colonyDefends') : (file.avatars.find((a) => a.id === commander.id)?.name ?? '')}
          fleetNames={bombard.map(fleetName)}
        />
      )}
    </>
  );
}

/** Units by kind: "2 × infantry", "cavalry". */
function unitList(lang: Lang, types: readonly string[], unitName: (type: string) => string): string[] {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, n]) => (n > 1 ? `${n.toLocaleString(LOCALES[lang])} × ${unitName(t)}` : unitName(t)));
}

function ColonyPiece(props: { lang: Lang; garrison: number; regiments: number; unitName: (t: string) => string; offer: CommanderChoice | undefined; chosen: boolean; onPick: () => void }) {
  const parts = [props.garrison > 0 ? `${props.garrison} × ${props.unitName('garrison')}` : '', props.regiments > 0 ? `${props.regiments} × ${props.unitName('royal-regiment')}` : ''].filter((x) => x !== '');
  const body = (
    <>
      <span className="ccc-piece-name">⚑ {parts.join(', ') || label(props.lang, 'none')}</span>
      {props.offer !== undefined && <span className="ccc-piece-note">{label(props.lang, 'colonyDefends')}</span>}
    </>
  );
  if (props.offer === undefined) return <span className="ccc-piece colony">{body}</span>;
  return (
    <button type="button" className="ccc-piece colony lit" data-piece="leader:colony" aria-pressed={props.chosen} onClick={props.onPick}>
      {body}
    </button>
  );
}

type SortKey = 'hand' | 'name' | 'colour' | 'playable';
const COLOURS = ['green', 'blue', 'yellow', 'white', 'red'];

/** A side's hand as cards (name, colour, effect, why it may not be played now), or its back when hidden. */
function Hand(props: { view: CccView; side: SideName; lang: Lang; pickable: BoardChoices | null; picked: readonly string[]; onPick: (id: string) => void }) {
  const { view, side, lang, pickable } = props;
  const L = (key: Label): string => label(lang, key);
  const [sort, setSort] = useState<SortKey>('hand');
  const owner = skillOwner(asState(view), side);
  if (owner === null) return null;
  const hand = view.hands[owner];
  if (hand === undefined) return null;
  const title = fill(lang, 'handOf', { x: sideNationName(view.file, owner, lang) });
  if (!Array.isArray(hand)) {
    const count = (hand as { count: number }).count;
    return (
      <section className="ccc-hand" data-testid={`hand-${side}`}>
        <h3>{title}</h3>
        <div className="ccc-cards">
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className="ccc-card back" aria-hidden="true" />
          ))}
          <span className="ccc-piece-note">{counted(lang, count, NOUNS.hiddenCard)}</span>
        </div>
      </section>
    );
  }
  const cardOf = (id: string) => view.tables.cards.find((c) => c.id === id);
  const nameOf = (id: string): string => tableName(id, cardOf(id)?.name, lang);
  const refusal = (id: string) => pickable?.cards.find((c) => c.id === id)?.refusal ?? null;
  const ids = [...(hand as string[])];
  if (sort === 'name') ids.sort((a, b) => nameOf(a).localeCompare(nameOf(b), LOCALES[lang]));
  if (sort === 'colour') ids.sort((a, b) => COLOURS.indexOf(cardOf(a)?.colour ?? '') - COLOURS.indexOf(cardOf(b)?.colour ?? ''));
  if (sort === 'playable') ids.sort((a, b) => Number(refusal(a) !== null) - Number(refusal(b) !== null));
  const sorts: readonly [SortKey, Label][] = [['hand', 'sortHand'], ['name', 'sortName'], ['colour', 'sortColour'], ...(pickable === null ? [] : [['playable', 'sortPlayable'] as [SortKey, Label]])];
  return (
    <section className="ccc-hand" data-testid={`hand-${side}`}>
      <h3>
        {title} · {counted(lang, ids.length, NOUNS.card)}
      </h3>
      {pickable !== null && <p className="hint">{L('hintCards')}</p>}
      {ids.length > 1 && (
        <div className="hand-sort">
          {L('sort')}
          {sorts.map(([key, word]) => (
            <button key={key} type="button" aria-pressed={sort === key} onClick={() => setSort(key)}>
              {L(word)}
            </button>
          ))}
        </div>
      )}
      <div className="ccc-cards">
        {ids.map((id) => {
          const card = cardOf(id);
          const refused = refusal(id);
          const body = (
            <>
              <span className="ccc-card-name">{nameOf(id)}</span>
              <span className="ccc-card-kind">
                {card === undefined ? '' : L(card.colour)}
                {card?.reaction === true ? ` · ${L('reaction')}` : ''}
              </span>
              <span className="ccc-card-effect">{card === undefined ? '' : effectText(lang, card)}</span>
              {pickable !== null && refused !== null && <span className="ccc-card-refusal">{fill(lang, 'notNow', { x: reasonText(refused, lang) })}</span>}
            </>
          );
          const colour = card?.colour ?? '';
          if (pickable === null) return <span key={id} className={`ccc-card ${colour}`}>{body}</span>;
          return (
            <button key={id} type="button" className={`ccc-card ${colour}${refused === null ? ' lit' : ''}`} data-card={id} disabled={refused !== null} aria-pressed={props.picked.includes(id)} onClick={() => props.onPick(id)}>
              {body}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** What a card does in a land combat, with its limits. */
function effectText(lang: Lang, card: CccView['tables']['cards'][number]): string {
  const e = card.effect;
  const signed = (n: number): string => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)}`;
  const what =
    e.kind === 'modifier'
      ? fill(lang, 'effectModifier', { n: signed(e.value) })
      : e.kind === 'opponent-modifier'
        ? fill(lang, 'effectOpponent', { n: signed(e.value) })
        : e.kind === 'reduce-hits'
          ? fill(lang, 'effectReduce', { x: counted(lang, e.value, NOUNS.hit) })
          : label(lang, 'effectNone');
  const only = card.only === 'attacker' ? 'onlyAttacker' : card.only === 'defender' ? 'onlyDefender' : card.only === 'against-natives' ? 'onlyNatives' : null;
  return only === null ? what : `${what} (${label(lang, only)})`;
}

/** The rules' reason in the page's language, without the card's name in front (the card shows it). */
function reasonText(problem: { readonly message: string; readonly texts?: Readonly<Partial<Record<string, string>>> | undefined }, lang: Lang): string {
  const text = problem.texts?.[lang] ?? problem.message;
  const colon = text.indexOf(': ');
  return colon >= 0 ? text.slice(colon + 2) : text;
}

interface ActionsProps {
  readonly view: CccView;
  readonly choices: BoardChoices;
  readonly lang: Lang;
  readonly disabled: boolean;
  readonly onCommand: (command: CccCommand) => void;
  readonly commander: CommanderChoice | undefined;
  readonly landing: readonly Landing[];
  readonly bombard: readonly string[];
  readonly picked: readonly string[];
  readonly retreat: { readonly to: string; readonly name: string } | undefined;
  readonly landingText: string;
  readonly commanderName: string;
  readonly fleetNames: readonly string[];
}

/** The seat's confirmation of what it tapped, and the choices that are no piece (a charge, the siege bonus, the roll, free actions). */
function Actions(props: ActionsProps) {
  const { view, choices, lang, disabled, onCommand } = props;
  const L = (key: Label): string => label(lang, key);
  const slot = choices.slot;
  const state = asState(view);
  const oddsOf = useMemo(() => {
    const at = (command: CccCommand): string | null => {
      try {
        const o = oddsAfter(state, view.seat, command);
        return o === null ? null : percent(lang, o.attackerWins, o.total);
      } catch {
        return null;
      }
    };
    if (slot.kind === 'charge') return { yes: at({ type: 'charge', announce: true }), no: at({ type: 'charge', announce: false }) };
    if (slot.kind === 'siege') return { yes: at({ type: 'siege', announce: true }), no: at({ type: 'siege', announce: false }) };
    if (slot.kind === 'roll') return { yes: at({ type: 'roll' }), no: null };
    return { yes: null, no: null };
  }, [state, view.seat, slot.kind, lang]);
  const odds = (p: string | null): string => (p === null ? '' : ` · ${fill(lang, 'odds', { p })}`);
  const oddsNote = oddsOf.yes !== null ? <p className="hint">{`${L('oddsIf').charAt(0).toUpperCase()}${L('oddsIf').slice(1)}:`}</p> : null;
  const body = (() => {
    switch (slot.kind) {
      case 'declare': {
        const needed = !choices.commanders.some((c) => c.id === null) && props.commander === undefined;
        return (
          <>
            <p className="hint">{L('hintDeclare')}</p>
            <p className="ccc-summary">
              {L('commander')}: {props.commander === undefined ? '—' : props.commanderName}
              <br />
              {fill(lang, 'landsList', { x: props.landingText === '' ? L('none') : props.landingText })}
              <br />
              {fill(lang, 'bombardList', { x: props.fleetNames.length === 0 ? L('none') : props.fleetNames.join(', ') })}
            </p>
            {needed && <p className="hint">{L('pickCommander')}</p>}
            <button
              type="button"
              disabled={disabled || needed}
              onClick={() => onCommand(declaration(props.commander ?? { id: null, allied: false }, props.landing, props.bombard))}
            >
              {L('declare')}
            </button>
          </>
        );
      }
      case 'cards':
        return (
          <>
            <button type="button" disabled={disabled || props.picked.length === 0} onClick={() => onCommand({ type: 'cards', cards: [...props.picked] })}>
              {props.picked.length === 0 ? L('play') : fill(lang, 'playN', { x: counted(lang, props.picked.length, NOUNS.card) })}
            </button>
            <button type="button" disabled={disabled} onClick={() => onCommand({ type: 'cards', cards: [] })}>
              {L('pass')}
            </button>
          </>
        );
      case 'free':
        return (
          <>
            {choices.free.map((id) => (
              <button key={id} type="button" disabled={disabled} onClick={() => onCommand({ type: 'free-action', action: id })}>
                {tableName(id, view.tables.freeActions.find((a) => a.id === id)?.name, lang)}
              </button>
            ))}
            <button type="button" disabled={disabled} onClick={() => onCommand({ type: 'end-free-actions' })}>
              {L('endFree')}
            </button>
          </>
        );
      case 'charge':
      case 'siege': {
        const type = slot.kind;
        return (
          <>
            {oddsNote}
            <button type="button" disabled={disabled} onClick={() => onCommand({ type, announce: true })}>
              {L(type === 'charge' ? 'charge' : 'siege')}
              {odds(oddsOf.yes)}
            </button>
            <button type="button" disabled={disabled} onClick={() => onCommand({ type, announce: false })}>
              {L(type === 'charge' ? 'noCharge' : 'noSiege')}
              {odds(oddsOf.no)}
            </button>
          </>
        );
      }
      case 'roll':
        return (
          <>
            {oddsOf.yes !== null && (
              <p className="ccc-odds" data-testid="ccc-odds">
                {fill(lang, 'odds', { p: oddsOf.yes })} ({L('oddsIf')})
              </p>
            )}
            <button type="button" disabled={disabled} onClick={() => onCommand({ type: 'roll' })}>
              {L('roll')}
            </button>
          </>
        );
      case 'retreat':
        return (
          <>
            <p className="hint">{L('hintRetreat')}</p>
            <button type="button" disabled={disabled || props.retreat === undefined} onClick={() => props.retreat !== undefined && onCommand({ type: 'retreat', to: props.retreat.to })}>
              {L('retreatTo')} {props.retreat?.name ?? '…'}
            </button>
          </>
        );
      default:
        return null;
    }
  })();
  return (
    <section className="actions" data-testid="actions" data-kind={slot.kind}>
      <h3>
        {L(choices.side)} · {L(STEPS[slot.step] ?? 'step0')}
        {slot.kind === 'cards' ? ` · ${L('cardWindow')}` : ''}
      </h3>
      {body}
    </section>
  );
}
