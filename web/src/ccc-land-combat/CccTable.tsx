import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import { useLang } from '../app/i18n';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import {
  type CccCommand,
  type CccEvent,
  type CccState,
  type CccView,
  commanderCandidates,
  currentSlot,
  defendingFleets,
  describeEvent,
  landingFleets,
  PURPOSE_DE,
  retreatOptions,
  type SideName,
  sideToMove,
  skillOwner,
  texts,
} from '../../../src/games/ccc-land-combat/client.js';
import type { Lang } from '../app/lang';
import { label, nationName, PURPOSES, tableName } from './labels';

/** A step of the land combat as the page's language names it (the rule set's texts speak all four). */
function stepName(lang: Lang, step: number): string {
  return texts(lang).step[step] ?? '';
}

/** A roll's purpose (recorded in English) in the page's language. */
function purposeText(purpose: string, lang: Lang): string {
  if (lang === 'de') return PURPOSE_DE[purpose] ?? purpose;
  return lang === 'en' ? purpose : (PURPOSES[lang][purpose] ?? purpose);
}

type Entry = { seq: number; kind: 'roll'; roll: { die: string; value: number; purpose: string } } | { seq: number; kind: 'event'; event: CccEvent };

/** The flow functions read the table, not the hands: the view serves them as the state. */
const asState = (view: CccView): CccState => view as unknown as CccState;

/** A CCC land combat at the table: both sides' forces, the step, this seat's legal choices and card windows, the roll and the outcome. */
export function CccTable({ session }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const lang = useLang();
  const L = (key: Parameters<typeof label>[1]): string => label(lang, key);
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
  const mine = toMove !== null && !session.gm && (view.seat === 'both' || view.seat === toMove);
  const slot = currentSlot(state);
  const unitName = (type: string): string => tableName(type, view.tables.units[type]?.name, lang);
  const lines = log.flatMap((e) => (e.kind === 'roll' ? [`🎲 ${e.roll.die} ${e.roll.value} · ${purposeText(e.roll.purpose, lang)}`] : describeEvent(state, lang, e.event)));
  return (
    <div className="ccc" data-testid="ccc-table" data-log={log.length}>
      <h2>{file.title ?? file.landArea.name}</h2>
      <p className="status-line" data-testid="ccc-status">
        {view.end !== null ? (
          <strong data-testid="result">
            {L('over')}: {L(view.winner ?? 'attacker')} ({nationName(view.winner === 'defender' ? file.defender : file.attacker.side, lang)}) {L('wins')}
          </strong>
        ) : (
          <>
            {stepName(lang, slot.step >= 1 && slot.step <= 6 ? slot.step : 0)} · {mine ? <strong>{L('yourTurn')}</strong> : `${L('waiting')} ${toMove === null ? '' : L(toMove)}`}
          </>
        )}
      </p>
      <div className="ccc-sides">
        {(['attacker', 'defender'] as const).map((side) => (
          <section key={side} className={`ccc-side ${side}`} data-testid={`ccc-${side}`}>
            <h3>
              {L(side)}: {nationName(side === 'attacker' ? file.attacker.side : file.defender, lang)}
            </h3>
            <ul>
              {view.units[side].map((u) => (
                <li key={u.id} className={view.eliminated.includes(u.id) ? 'gone' : ''}>
                  {unitName(u.type)} <small>({unitOrigin(view, u, lang)})</small>
                  {view.eliminated.includes(u.id) ? ` — ${L('eliminated')}` : ''}
                </li>
              ))}
            </ul>
            <Hand view={view} side={side} lang={lang} />
          </section>
        ))}
      </div>
      {view.lcdr !== null && (
        <section className="ccc-roll" data-testid="ccc-roll">
          <h3>{L('lcdr')}</h3>
          {describeEvent(state, lang, { type: 'lcdr', ...view.lcdr }).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      )}
      {mine && <Choices view={view} side={toMove} lang={lang} disabled={act.running} onCommand={(c) => void act.run(c)} />}
      {act.error !== undefined && <ErrorNote error={act.error} />}
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

/** Where a unit fights from, by name: its leader, its colony, its fleet or its people. */
function unitOrigin(view: CccView, u: CccView['units']['attacker'][number], lang: Lang): string {
  const file = view.file;
  switch (u.from) {
    case 'army':
      return file.avatars.find((a) => a.units.some((x) => x.id === u.id))?.name ?? label(lang, 'army');
    case 'colony':
      return file.landArea.colony?.name ?? label(lang, 'colony');
    case 'fleet':
      return file.fleets.find((f) => f.id === u.fleet)?.name ?? label(lang, 'fleet');
    case 'natives':
      return file.natives?.name ?? nationName('natives', lang);
  }
}

/** " 2" after the second unit of a type in a list that holds several of it; nothing for a unit alone of its type. */
function ordinal(units: readonly { readonly id: string; readonly type: string }[], u: { readonly id: string; readonly type: string }): string {
  const same = units.filter((x) => x.type === u.type);
  return same.length > 1 ? ` ${same.findIndex((x) => x.id === u.id) + 1}` : '';
}

function Hand({ view, side, lang }: { readonly view: CccView; readonly side: SideName; readonly lang: Lang }) {
  const L = (key: Parameters<typeof label>[1]): string => label(lang, key);
  const owner = skillOwner(asState(view), side);
  if (owner === null) return null;
  const hand = view.hands[owner];
  if (hand === undefined) return null;
  return <p className="ccc-hand">{Array.isArray(hand) ? `${L('hand')} (${nationName(owner, lang)}): ${hand.map((id) => tableName(id, view.tables.cards.find((c) => c.id === id)?.name, lang)).join(', ') || '—'}` : `${nationName(owner, lang)}: ${(hand as { count: number }).count} ${L('hidden')}`}</p>;
}

/** What this seat may do now, built from the rules' own functions; the server checks every command again. */
function Choices({ view, side, lang, disabled, onCommand }: { readonly view: CccView; readonly side: SideName; readonly lang: Lang; readonly disabled: boolean; readonly onCommand: (command: CccCommand) => void }) {
  const L = (key: Parameters<typeof label>[1]): string => label(lang, key);
  const state = asState(view);
  const slot = currentSlot(state);
  const [picked, setPicked] = useState<string[]>([]);
  const [commander, setCommander] = useState<string>('');
  const [consent, setConsent] = useState(false);
  const [landing, setLanding] = useState<string[]>([]);
  const [bombard, setBombard] = useState<string[]>(defendingFleets(view.file));
  const toggle = (list: string[], set: (l: string[]) => void, id: string): void => set(list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const send = (command: CccCommand): void => {
    setPicked([]);
    onCommand(command);
  };
  const body = (() => {
    switch (slot.kind) {
      case 'declare': {
        const candidates = commanderCandidates(view.file);
        const chosen = commander === '' ? (candidates.find((c) => !c.allied)?.avatar.id ?? '') : commander;
        const allied = candidates.find((c) => c.avatar.id === chosen)?.allied === true;
        const fleets = landingFleets(view.file).map((id) => view.file.fleets.find((f) => f.id === id)).filter((f) => f !== undefined);
        const land: Record<string, string[]> = {};
        for (const f of fleets) land[f.id] = f.units.filter((u) => landing.includes(u.id)).map((u) => u.id);
        return (
          <>
            <label className="field">
              {L('commander')}{' '}
              <select aria-label={L('commander')} value={chosen} onChange={(e) => setCommander(e.target.value)}>
                {candidates.map((c) => (
                  <option key={c.avatar.id} value={c.avatar.id}>
                    {c.avatar.name} ({nationName(c.avatar.nation, lang)})
                  </option>
                ))}
                <option value="">{L('colonyItself')}</option>
              </select>
            </label>
            {allied && (
              <label>
                <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> {L('allyConsents')}
              </label>
            )}
            {fleets.flatMap((f) =>
              f.units.map((u) => (
                <label key={u.id}>
                  <input type="checkbox" checked={landing.includes(u.id)} onChange={() => toggle(landing, setLanding, u.id)} /> {L('land')}: {f.name} — {tableName(u.type, view.tables.units[u.type]?.name, lang)}{ordinal(f.units, u)}
                </label>
              )),
            )}
            {defendingFleets(view.file).map((id) => (
              <label key={id}>
                <input type="checkbox" checked={bombard.includes(id)} onChange={() => toggle(bombard, setBombard, id)} /> {L('bombard')}: {view.file.fleets.find((f) => f.id === id)?.name}
              </label>
            ))}
            <button type="button" disabled={disabled} onClick={() => send({ type: 'declare', commander: chosen === '' ? null : chosen, allyConsents: consent, land, bombard })}>
              {L('declare')}
            </button>
          </>
        );
      }
      case 'cards': {
        const owner = skillOwner(state, side) ?? '';
        const hand = view.hands[owner];
        const cards = Array.isArray(hand) ? (hand as string[]) : [];
        return (
          <>
            <p>
              {L('cardWindow')} ({slot.step})
            </p>
            {cards.map((id) => {
              const card = view.tables.cards.find((c) => c.id === id);
              return (
                <label key={id} className={`card ${card?.colour ?? ''}`}>
                  <input type="checkbox" checked={picked.includes(id)} onChange={() => toggle(picked, setPicked, id)} /> {tableName(id, card?.name, lang)} ({card === undefined ? '' : L(card.colour)}
                  {card?.reaction === true ? `, ${L('reaction')}` : ''})
                </label>
              );
            })}
            <button type="button" disabled={disabled || picked.length === 0} onClick={() => send({ type: 'cards', cards: picked })}>
              {L('play')}
            </button>
            <button type="button" disabled={disabled} onClick={() => send({ type: 'cards', cards: [] })}>
              {L('pass')}
            </button>
          </>
        );
      }
      case 'free':
        return (
          <>
            {view.tables.freeActions.map((a) => (
              <button key={a.id} type="button" disabled={disabled || view.freeActions.includes(a.id)} onClick={() => send({ type: 'free-action', action: a.id })}>
                {tableName(a.id, a.name, lang)}
              </button>
            ))}
            <button type="button" disabled={disabled} onClick={() => send({ type: 'end-free-actions' })}>
              {L('endFree')}
            </button>
          </>
        );
      case 'charge':
        return (
          <>
            <button type="button" disabled={disabled} onClick={() => send({ type: 'charge', announce: true })}>
              {L('charge')}
            </button>
            <button type="button" disabled={disabled} onClick={() => send({ type: 'charge', announce: false })}>
              {L('noCharge')}
            </button>
          </>
        );
      case 'siege':
        return (
          <>
            <button type="button" disabled={disabled} onClick={() => send({ type: 'siege', announce: true })}>
              {L('siege')}
            </button>
            <button type="button" disabled={disabled} onClick={() => send({ type: 'siege', announce: false })}>
              {L('noSiege')}
            </button>
          </>
        );
      case 'roll':
        return (
          <button type="button" disabled={disabled} onClick={() => send({ type: 'roll' })}>
            {L('roll')}
          </button>
        );
      case 'retreat':
        return retreatOptions(state, side).map((to) => (
          <button key={to} type="button" disabled={disabled} onClick={() => send({ type: 'retreat', to })}>
            {L('retreatTo')} {to.startsWith('fleet:') ? (view.file.fleets.find((f) => `fleet:${f.id}` === to)?.name ?? to) : (view.file.landArea.adjacent.find((a) => a.id === to)?.name ?? to)}
          </button>
        ));
      default:
        return null;
    }
  })();
  return (
    <section className="actions" data-testid="actions" data-kind={slot.kind}>
      <h3>
        {L(side)} · {stepName(lang, slot.step)}
      </h3>
      {body}
    </section>
  );
}
