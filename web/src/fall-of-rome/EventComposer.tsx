import { useState } from 'react';
import {
  cardTitle,
  type Composable,
  draftCommand,
  draftProblems,
  type FrCommand,
  type FrView,
  type PawnDraft,
  pawnsAtRest,
  removable,
  type Removal,
} from '../../../src/games/fall-of-rome/client.js';
import { reasonIn } from './labels';
import { tribeWord as tribeName } from './board-words';
import { facetsOf } from './choose';
import { optionLabel, seatName } from './sheet';
import { useLang, useT } from '../app/i18n';

/**
 * An event played with targets of the player's own choosing, part by part: barbarians from any
 * cities, or every pawn to its own city. The rules check the draft on this seat's view as it grows
 * and say why it cannot be played yet; the server checks it again.
 */
export function EventComposer({ view, composable, disabled, onPlay }: { readonly view: FrView; readonly composable: Composable; readonly disabled: boolean; readonly onPlay: (command: FrCommand) => void }) {
  const t = useT();
  const lang = useLang();
  const { card, forms } = composable;
  const [corrupt, setCorrupt] = useState(forms[0] === true);
  const [removals, setRemovals] = useState<readonly Removal[]>([]);
  const [pawns, setPawns] = useState<readonly PawnDraft[]>(() => pawnsAtRest(view));
  const form = forms.includes(corrupt) ? corrupt : (forms[0] as boolean);
  const command = draftCommand(card, form, removals, pawns);
  const problems = draftProblems(view, command);
  return (
    <details className="event-composer" data-card={card}>
      <summary>
        {t('composeEvent')}: {cardTitle(card)}
      </summary>
      {forms.length > 1 && (
        <label className="field">
          <input type="checkbox" checked={form} onChange={(event) => setCorrupt(event.target.checked)} /> {t('corruptForm')}
        </label>
      )}
      {command.removals !== undefined ? (
        <RemovalsDraft view={view} removals={removals} onChange={setRemovals} />
      ) : (
        <PawnsDraft view={view} pawns={pawns} onChange={setPawns} />
      )}
      <p className="draft-label">
        {facetsOf(command, view)
          .slice(1)
          .map((facet) => optionLabel({ facet, commands: [command] }, view, lang))
          .join(' · ')}
      </p>
      {problems[0] !== undefined && <p className="draft-problem">{reasonIn(problems[0], lang)}</p>}
      <button type="button" className="draft-play" disabled={disabled || problems.length > 0} onClick={() => onPlay(command)}>
        {t('playEvent')}: {cardTitle(card)}
      </button>
    </details>
  );
}

const key = (r: Removal) => `${r.city}|${r.tribe}`;

function RemovalsDraft({ view, removals, onChange }: { readonly view: FrView; readonly removals: readonly Removal[]; readonly onChange: (removals: readonly Removal[]) => void }) {
  const t = useT();
  const lang = useLang();
  const left = removable(view, removals);
  const [picked, setPicked] = useState('');
  const chosen = left.find((r) => key(r) === picked) ?? left[0];
  return (
    <div className="draft-removals">
      <ol>
        {removals.map((r, i) => (
          <li key={i}>
            {r.city}: {tribeName(r.tribe, lang)}{' '}
            <button type="button" aria-label={`${t('composeDrop')} ${r.city} ${tribeName(r.tribe, lang)}`} onClick={() => onChange(removals.filter((_, j) => j !== i))}>
              ×
            </button>
          </li>
        ))}
      </ol>
      {chosen !== undefined && (
        <>
          <select aria-label={t('barbarians')} value={key(chosen)} onChange={(event) => setPicked(event.target.value)}>
            {left.map((r) => (
              <option key={key(r)} value={key(r)}>
                {r.city}: {tribeName(r.tribe, lang)}
              </option>
            ))}
          </select>{' '}
          <button type="button" onClick={() => onChange([...removals, chosen])}>
            {t('composeAdd')}
          </button>
        </>
      )}
    </div>
  );
}

function PawnsDraft({ view, pawns, onChange }: { readonly view: FrView; readonly pawns: readonly PawnDraft[]; readonly onChange: (pawns: readonly PawnDraft[]) => void }) {
  const t = useT();
  const lang = useLang();
  const set = (i: number, part: Partial<PawnDraft>) => onChange(pawns.map((p, j) => (j === i ? { ...p, ...part } : p)));
  return (
    <div className="draft-pawns">
      {pawns.map((pawn, i) => {
        const player = view.players.find((p) => p.seat === pawn.seat);
        const here = view.cities.find((c) => c.name === player?.city);
        const legions = Math.min(3, here?.legions ?? 0);
        const tribes = Object.entries(here?.barbarians ?? {});
        return (
          <div key={pawn.seat} className="draft-pawn" data-seat={pawn.seat}>
            <label>
              {seatName(view, pawn.seat, lang)} ({player?.city}) →{' '}
              <select value={pawn.to ?? ''} onChange={(event) => set(i, { to: event.target.value === '' ? undefined : event.target.value })}>
                <option value="">{t('composeStays')}</option>
                {view.cities.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>{' '}
            <label>
              {t('legions')}{' '}
              <select value={pawn.legions} onChange={(event) => set(i, { legions: Number(event.target.value) })}>
                {Array.from({ length: legions + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            {player?.role === 'regina-foederata' && tribes.length > 0 && (
              <label>
                {' '}
                {t('barbarians')}{' '}
                <select
                  value={pawn.escort === undefined ? '' : `${pawn.escort.tribe}|${pawn.escort.count}`}
                  onChange={(event) => {
                    const [tribe, count] = event.target.value.split('|');
                    set(i, { escort: tribe === undefined || tribe === '' ? undefined : { tribe, count: Number(count) } });
                  }}
                >
                  <option value="">0</option>
                  {tribes.flatMap(([tribe, n]) =>
                    Array.from({ length: Math.min(3, n ?? 0) }, (_, k) => (
                      <option key={`${tribe}|${k + 1}`} value={`${tribe}|${k + 1}`}>
                        {tribeName(tribe, lang)} ×{k + 1}
                      </option>
                    )),
                  )}
                </select>
              </label>
            )}
          </div>
        );
      })}
    </div>
  );
}
