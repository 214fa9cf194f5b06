import { useState } from 'react';
import { STRONGHOLD_LEVELS, TERRAIN, TERRAIN_IDS, type World } from '../../../src/games/phoenix/client.js';
import { api } from '../api/client';
import type { Corrected, Corrections } from '../api/types';
import type { MonthStatus } from './month-status';
import { localized, useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';
import { AbsenceForm } from './AbsenceForm';
import { EventsForm } from './EventsForm';
import type { Booked } from './answer-types';
import { BookingForm } from './BookingForm';
import { MapImport } from './MapImport';
import { WorldRefusal } from './WorldRefusal';
import { changeSentence } from './correctionWords';
import { useRealmName } from './realmNames';
import { applyEdit, ARMY_UNITS, type ArmyUnit, type WorldEdit } from './worldEdits';

type Form = 'treasury' | 'army' | 'hex' | 'stronghold' | 'absence' | 'events' | 'meeting' | 'map';

const SECTIONS = ['realms', 'armies', 'hexes', 'strongholds', 'characters', 'wizards', 'walls', 'magicWalls', 'roads', 'bridges', 'quays', 'rivers', 'calendar', 'name', 'source'] as const;

/** "armies 2" as the reader's language says it; sections without a name keep theirs. */
function useChangeText(): (change: Record<string, number>) => string {
  const t = usePhoenixT();
  return (change) =>
    Object.entries(change)
      .map(([key, n]) => `${(SECTIONS as readonly string[]).includes(key) ? t(`section_${key as (typeof SECTIONS)[number]}`) : key} ${n}`)
      .join(', ');
}

/** The audit's schema leaves `change` as stored: every correction stores the counts per section that its answer (Corrected) gives. */
type AuditEntry = Omit<Corrections[number], 'change'> & { readonly change: Corrected['change'] };

/**
 * The game master corrects this month's world through forms (a treasury, an army, a hex, a
 * stronghold); each saved change is an audited correction with its reason, listed below.
 */
export function Correction({ base, token, status }: { readonly base: string; readonly token: string; readonly status: MonthStatus }) {
  const t = usePhoenixT();
  const lang = useLang();
  const [round, setRound] = useState(0);
  const [world] = useAsync((signal) => api<World>(`${base}/periods/${status.period}/state`, { token, signal }), [base, token, status.period, status.version, round]);
  const [audit] = useAsync((signal) => api<AuditEntry[]>(`${base}/periods/${status.period}/corrections`, { token, signal }), [base, token, status.period, status.version, round]);
  const [form, setForm] = useState<Form>('treasury');
  const [note, setNote] = useState('');
  const [booked, setBooked] = useState<readonly Booked[]>();
  const changeText = useChangeText();
  const realmName = useRealmName();
  // The world last sent: a refusal's places (armies[3]) are read in it.
  const [sent, setSent] = useState<World>();
  const save = useAction(async (loaded: World, edit: WorldEdit) => {
    const corrected = applyEdit(loaded, edit);
    setSent(corrected);
    const saved = await api<Corrected>(`${base}/corrections`, { token, body: { period: status.period, expectedVersion: status.version, note, state: corrected } });
    setNote('');
    setRound((r) => r + 1);
    return saved;
  });
  if (world.state === 'loading') return <Busy />;
  if (world.state === 'failed') return <ErrorNote error={world.error} />;
  const submit = (edit: WorldEdit) => void save.run(world.value, edit);
  const figures = new Map([...world.value.characters, ...world.value.wizards].map((f) => [f.id, f.name]));
  const figureName = (id: string) => figures.get(id);
  return (
    <div className="correction">
      <div role="radiogroup" aria-label={t('correct')} className="form-kinds">
        {(['treasury', 'army', 'hex', 'stronghold'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="form" checked={form === kind} onChange={() => setForm(kind)} /> {t(`edit_${kind}`)}
          </label>
        ))}
        <label>
          <input type="radio" name="form" checked={form === 'absence'} onChange={() => setForm('absence')} /> {localized(lang, ['Abwesenheit', 'Absence'])}
        </label>
        <label>
          <input type="radio" name="form" checked={form === 'events'} onChange={() => setForm('events')} /> {localized(lang, ['Ereignisse', 'Events'])}
        </label>
        <label>
          <input type="radio" name="form" checked={form === 'meeting'} onChange={() => setForm('meeting')} /> {localized(lang, ['Treffen buchen', 'Book a meeting'])}
        </label>
        <label>
          <input type="radio" name="form" checked={form === 'map'} onChange={() => setForm('map')} /> {localized(lang, ['Karte (Access)', 'Map (Access)'])}
        </label>
      </div>
      <label className="block">
        {t('note')} <input name="note" required value={note} onChange={(event) => setNote(event.target.value)} size={60} />
      </label>
      {form === 'treasury' && <TreasuryForm world={world.value} disabled={save.running || note.trim() === ''} onSave={submit} />}
      {form === 'army' && <ArmyForm world={world.value} disabled={save.running || note.trim() === ''} onSave={submit} />}
      {form === 'hex' && <HexForm world={world.value} disabled={save.running || note.trim() === ''} onSave={submit} />}
      {form === 'map' && <MapImport base={base} token={token} status={status} note={note} changeText={changeText} onApplied={() => (setNote(''), setRound((r) => r + 1))} />}
      {form === 'meeting' && <BookingForm world={world.value} base={base} token={token} status={status} note={note} booked={booked} onBooked={(list) => (setBooked(list), setNote(''), setRound((r) => r + 1))} />}
      {form === 'events' && <EventsForm world={world.value} disabled={save.running || note.trim() === ''} onSave={submit} />}
      {form === 'absence' && <AbsenceForm world={world.value} disabled={save.running || note.trim() === ''} onSave={submit} />}
      {form === 'stronghold' && <StrongholdForm world={world.value} disabled={save.running || note.trim() === ''} onSave={submit} />}
      {save.running && <Busy label={t('working')} />}
      {save.error !== undefined && <WorldRefusal error={save.error} world={sent} />}
      {save.value !== undefined && (
        <p className="ok" data-testid="corrected">
          {t('corrected')}: {changeText(save.value.change)}
        </p>
      )}
      <h3>{t('auditLog')}</h3>
      {audit.state === 'done' && (
        <ol className="audit" data-testid="audit">
          {audit.value.map((entry) => (
            <li key={entry.seq}>
              {new Date(entry.correctedAt).toLocaleString()} · {entry.author === '@gm' ? t('gameMaster') : entry.author}: <b>{entry.note}</b>
{` (${changeText(entry.change)})`}
              {/* Each changed value as a sentence (issue 46): the realm by name, the field in words, old → new. */}
              {entry.values.length > 0 && (
                <div className="changed-values">
                  {entry.values.map((change, i) => (
                    <div key={i}>{changeSentence(change, lang, realmName, figureName)}</div>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

interface FormProps {
  readonly world: World;
  readonly disabled: boolean;
  readonly onSave: (edit: WorldEdit) => void;
}

function RealmSelect({ world, value, onChange, none }: { readonly world: World; readonly value: string; readonly onChange: (realm: string) => void; readonly none?: boolean }) {
  const t = usePhoenixT();
  return (
    <label>
      {t('realm')}{' '}
      <select name="realm" value={value} onChange={(event) => onChange(event.target.value)}>
        {none === true && <option value="">—</option>}
        {world.realms.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function SaveButton({ disabled }: { readonly disabled: boolean }) {
  const t = usePhoenixT();
  return (
    <button type="submit" className="primary" disabled={disabled}>
      {t('saveCorrection')}
    </button>
  );
}

function TreasuryForm({ world, disabled, onSave }: FormProps) {
  const t = usePhoenixT();
  const [realm, setRealm] = useState(world.realms[0]?.id ?? '');
  const current = world.realms.find((r) => r.id === realm);
  const [gold, setGold] = useState<number>();
  return (
    <form
      className="edit-treasury"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ kind: 'treasury', realm, gold: gold ?? current?.treasury ?? 0 });
      }}
    >
      <RealmSelect world={world} value={realm} onChange={(r) => (setRealm(r), setGold(undefined))} />{' '}
      <label>
        {t('treasury')} (GS) <input name="gold" type="number" min={0} step={1} value={gold ?? current?.treasury ?? 0} onChange={(event) => setGold(Number(event.target.value))} />
      </label>{' '}
      <SaveButton disabled={disabled} />
    </form>
  );
}

function ArmyForm({ world, disabled, onSave }: FormProps) {
  const t = usePhoenixT();
  const [key, setKey] = useState(world.armies[0] === undefined ? '' : `${world.armies[0].realm}/${world.armies[0].number}`);
  const army = world.armies.find((a) => `${a.realm}/${a.number}` === key);
  const [edits, setEdits] = useState<{ at?: string; units: Partial<Record<ArmyUnit, number>> }>({ units: {} });
  if (army === undefined) return <p>{t('noArmies')}</p>;
  const value = (unit: ArmyUnit) => edits.units[unit] ?? army[unit] ?? 0;
  const units = Object.fromEntries(ARMY_UNITS.map((unit) => [unit, value(unit)])) as Record<ArmyUnit, number>;
  return (
    <form
      className="edit-army"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ kind: 'army', realm: army.realm, number: army.number, at: edits.at ?? army.at, units });
      }}
    >
      <label>
        {t('army')}{' '}
        <select name="army" value={key} onChange={(event) => (setKey(event.target.value), setEdits({ units: {} }))}>
          {world.armies.map((a) => (
            <option key={`${a.realm}/${a.number}`} value={`${a.realm}/${a.number}`}>
              {world.realms.find((r) => r.id === a.realm)?.name ?? a.realm} {a.number} ({a.at})
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('hexAt')} <input name="at" value={edits.at ?? army.at} size={7} onChange={(event) => setEdits({ ...edits, at: event.target.value })} />
      </label>
      <div className="units">
        {ARMY_UNITS.map((unit) => (
          <label key={unit}>
            {unit} <input name={unit} type="number" min={0} step={1} value={value(unit)} onChange={(event) => setEdits({ ...edits, units: { ...edits.units, [unit]: Number(event.target.value) } })} />
          </label>
        ))}
      </div>
      <SaveButton disabled={disabled} />{' '}
      <button type="button" disabled={disabled} onClick={() => onSave({ kind: 'remove-army', realm: army.realm, number: army.number })}>
        {t('removeArmy')}
      </button>
    </form>
  );
}

function HexForm({ world, disabled, onSave }: FormProps) {
  const t = usePhoenixT();
  const lang = useLang();
  const [at, setAt] = useState('');
  const hex = world.hexes.find((h) => h.at === at);
  const [terrain, setTerrain] = useState<string>();
  const [owner, setOwner] = useState<string>();
  return (
    <form
      className="edit-hex"
      onSubmit={(event) => {
        event.preventDefault();
        if (hex !== undefined) onSave({ kind: 'hex', at, terrain: (terrain ?? hex.terrain) as typeof hex.terrain, owner: (owner ?? hex.owner ?? '') || null });
      }}
    >
      <label>
        {t('hexAt')} <input name="at" value={at} size={7} placeholder="503/22" onChange={(event) => (setAt(event.target.value.trim()), setTerrain(undefined), setOwner(undefined))} />
      </label>{' '}
      {hex === undefined ? (
        at !== '' && <span className="bad">{t('noSuchHex')}</span>
      ) : (
        <>
          <label>
            {t('terrain')}{' '}
            <select name="terrain" value={terrain ?? hex.terrain} onChange={(event) => setTerrain(event.target.value)}>
              {TERRAIN_IDS.map((id) => (
                <option key={id} value={id}>
                  {lang === 'de' ? TERRAIN[id].de : id}
                </option>
              ))}
            </select>
          </label>{' '}
          <RealmSelect world={world} none value={owner ?? hex.owner ?? ''} onChange={setOwner} /> <SaveButton disabled={disabled} />
        </>
      )}
    </form>
  );
}

function StrongholdForm({ world, disabled, onSave }: FormProps) {
  const t = usePhoenixT();
  const [at, setAt] = useState('');
  const found = world.strongholds.find((s) => s.at === at);
  const [level, setLevel] = useState<string>();
  const [bp, setBp] = useState<number>();
  const [owner, setOwner] = useState<string>();
  const valid = world.hexes.some((h) => h.at === at);
  return (
    <form
      className="edit-stronghold"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ kind: 'stronghold', at, level: (level ?? found?.level ?? 'BUR') as 'BUR', bp: bp ?? found?.bp ?? 0, owner: (owner ?? found?.owner ?? '') || null });
      }}
    >
      <label>
        {t('hexAt')} <input name="at" value={at} size={7} placeholder="503/22" onChange={(event) => (setAt(event.target.value.trim()), setLevel(undefined), setBp(undefined), setOwner(undefined))} />
      </label>{' '}
      {!valid ? (
        at !== '' && <span className="bad">{t('noSuchHex')}</span>
      ) : (
        <>
          <label>
            {t('level')}{' '}
            <select name="level" value={level ?? found?.level ?? 'BUR'} onChange={(event) => setLevel(event.target.value)}>
              {STRONGHOLD_LEVELS.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </label>{' '}
          <label>
            BP <input name="bp" type="number" min={0} step={1} value={bp ?? found?.bp ?? 0} onChange={(event) => setBp(Number(event.target.value))} />
          </label>{' '}
          <RealmSelect world={world} none value={owner ?? found?.owner ?? ''} onChange={setOwner} /> <SaveButton disabled={disabled} />
          {found !== undefined && (
            <button type="button" disabled={disabled} onClick={() => onSave({ kind: 'remove-stronghold', at })}>
              {t('removeStronghold')}
            </button>
          )}
        </>
      )}
    </form>
  );
}
