import type { ReactNode } from 'react';
import {
  ARMY_KIND_IDS,
  ARMY_KINDS,
  type ArmyInput,
  type ArmyKind,
  CHARACTER_RANK_IDS,
  type CharacterInput,
  type MeleeFile,
  type SideInput,
  SITUATIONAL_ADVANTAGES,
  STANDARD_TERRAINS,
  STRONGHOLD_LEVELS,
  TERRAIN,
  TERRAIN_IDS,
  type TerrainId,
  type WizardInput,
} from '../../../src/games/phoenix/client.js';
import { useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';
import { usePhoenixT } from './texts';
import { advantageName, rankName, strongholdName, terrainName } from './battleWords';

type Unit = 'K' | 'P' | 'R' | 'S' | 'HF' | 'LKP' | 'SKP' | 'LKS' | 'SKS';

/** A new army of a kind: the first free number of its range, one commander. */
export function newArmy(kind: ArmyKind, taken: readonly ArmyInput[]): ArmyInput {
  const [low] = ARMY_KINDS[kind].range;
  let id = low;
  while (taken.some((a) => a.id === id)) id++;
  return { id, kind, HF: 1, ...(kind === 'warriors' ? { K: 1000 } : kind === 'riders' ? { R: 1000 } : { S: 10 }) };
}

export function newSide(realm: string): SideInput {
  return { realm, armies: [newArmy('warriors', [])] };
}

export const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
export const replace = <T,>(list: readonly T[], index: number, item: T) => list.map((x, i) => (i === index ? item : x));
export const num = (text: string) => (text === '' ? 0 : Math.max(0, Math.floor(Number(text)) || 0));

/** A field whose visible caption may be short ("K") while its accessible name says whose it is. */
export function NumberField({ label, short, value, onChange, step }: { readonly label: string; readonly short?: string; readonly value: number | undefined; readonly onChange: (value: number) => void; readonly step?: number }) {
  return (
    <label className="field">
      <span>{short ?? label}</span>
      <input type="number" min={0} step={step ?? 1} value={value ?? 0} aria-label={label} onChange={(event) => onChange(step !== undefined && step < 1 ? Math.max(0, Number(event.target.value) || 0) : num(event.target.value))} />
    </label>
  );
}

export function Select<T extends string>({ label, short, value, options, onChange, names }: { readonly label: string; readonly short?: string; readonly value: T | ''; readonly options: readonly T[]; readonly onChange: (value: T | '') => void; readonly names?: (value: T) => string }) {
  return (
    <label className="field">
      <span>{short ?? label}</span>
      <select value={value} aria-label={label} onChange={(event) => onChange(event.target.value as T | '')}>
        {options.map((o) => (
          <option key={o} value={o}>
            {names?.(o) ?? o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The head of an army's fieldset in the battle forms: its number, its kind and a remove button. */
export function ArmyHead({ army, label, onId, onKind, onRemove }: { readonly army: { readonly id: number; readonly kind: ArmyKind }; readonly label: string; readonly onId: (id: number) => void; readonly onKind: (kind: ArmyKind) => void; readonly onRemove: () => void }) {
  const t = usePhoenixT();
  const lang = phoenixLang(useLang());
  return (
    <>
      <legend>
        {t('army')} {army.id}{' '}
        <button type="button" className="quiet" onClick={onRemove} aria-label={`${t('remove')}: ${label}`}>
          ✕
        </button>
      </legend>
      <NumberField label={`${label}: ${t('number')}`} short={t('number')} value={army.id} onChange={onId} />
      <Select
        label={`${label}: ${t('kind')}`}
        short={t('kind')}
        value={army.kind}
        options={ARMY_KIND_IDS}
        names={(k) => ARMY_KINDS[k][lang]}
        onChange={(kind) => kind !== '' && onKind(kind)}
      />
    </>
  );
}

function ArmyRow({ army, side, armies, onChange, onRemove }: { readonly army: ArmyInput; readonly side: string; readonly armies: readonly ArmyInput[]; readonly onChange: (army: ArmyInput) => void; readonly onRemove: () => void }) {
  const t = usePhoenixT();
  const lang = useLang();
  const units = ARMY_KINDS[army.kind].units as readonly Unit[];
  const label = `${side} ${t('army')} ${army.id}`;
  return (
    <fieldset className="army" aria-label={label}>
      <ArmyHead army={army} label={label} onId={(id) => onChange({ ...army, id })} onKind={(kind) => onChange(newArmy(kind, armies.filter((a) => a !== army)))} onRemove={onRemove} />
      {units.map((unit) => (
        <NumberField key={unit} label={`${label}: ${unit}`} short={unit} value={army[unit]} onChange={(n) => onChange({ ...army, [unit]: n })} />
      ))}
      <NumberField label={`${label}: ${t('support')}`} short={t('support')} value={army.support} onChange={(support) => onChange({ ...army, support })} />
      <label className="field check">
        <input type="checkbox" checked={army.guard === true} onChange={(event) => onChange({ ...army, guard: event.target.checked || undefined } as ArmyInput)} /> {t('guard')}
      </label>
      <details className="advantages">
        <summary>
          {t('advantages')} ({army.advantages?.length ?? 0})
        </summary>
        {SITUATIONAL_ADVANTAGES.map((advantage) => (
          <label key={advantage} className="field check">
            <input
              type="checkbox"
              checked={army.advantages?.includes(advantage) ?? false}
              onChange={(event) => {
                const next = event.target.checked ? [...(army.advantages ?? []), advantage] : (army.advantages ?? []).filter((a) => a !== advantage);
                onChange({ ...army, advantages: next.length > 0 ? next : undefined } as ArmyInput);
              }}
            />{' '}
            {advantageName(lang, advantage)}
          </label>
        ))}
      </details>
    </fieldset>
  );
}

export function Figures<F extends CharacterInput | WizardInput>({ title, list, armies, make, fields, onChange }: { readonly title: string; readonly list: readonly F[]; readonly armies: readonly ArmyInput[]; readonly make: () => F; readonly fields: (figure: F, set: (figure: F) => void) => ReactNode; readonly onChange: (list: F[]) => void }) {
  const t = usePhoenixT();
  return (
    <div className="figures">
      <h5>
        {title}{' '}
        <button type="button" onClick={() => onChange([...list, make()])}>
          + {title}
        </button>
      </h5>
      {list.map((figure, i) => (
        <div key={i} className="figure-row">
          <label className="field">
            <span>{t('name')}</span>
            <input value={figure.name} onChange={(event) => onChange(replace(list, i, { ...figure, name: event.target.value }))} />
          </label>
          {fields(figure, (next) => onChange(replace(list, i, next)))}
          <label className="field">
            <span>{t('army')}</span>
            <select value={figure.army ?? ''} onChange={(event) => onChange(replace(list, i, { ...figure, army: event.target.value === '' ? undefined : Number(event.target.value) } as F))}>
              <option value="">—</option>
              {armies.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.id}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="quiet" onClick={() => onChange(without(list, i))} aria-label={`${t('remove')}: ${figure.name}`}>
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}

function SideForm({ side, title, onChange, onRemove }: { readonly side: SideInput; readonly title: string; readonly onChange: (side: SideInput) => void; readonly onRemove?: () => void }) {
  const t = usePhoenixT();
  const lang = useLang();
  return (
    <fieldset className="side" aria-label={title}>
      <legend>
        {title}{' '}
        {onRemove !== undefined && (
          <button type="button" className="quiet" onClick={onRemove} aria-label={`${t('remove')}: ${title}`}>
            ✕
          </button>
        )}
      </legend>
      <label className="field">
        <span>{t('realm')}</span>
        <input value={side.realm} aria-label={`${title}: ${t('realm')}`} onChange={(event) => onChange({ ...side, realm: event.target.value })} />
      </label>
      <Select
        label={`${title}: ${t('standardTerrain')}`}
        short={t('standardTerrain')}
        value={side.standardTerrain ?? ''}
        options={['', ...STANDARD_TERRAINS] as const}
        names={(v) => (v === '' ? '—' : terrainName(lang, v))}
        onChange={(v) => onChange({ ...side, standardTerrain: v === '' ? undefined : v } as SideInput)}
      />
      {side.armies.map((army, i) => (
        <ArmyRow key={i} army={army} side={title} armies={side.armies} onChange={(next) => onChange({ ...side, armies: replace(side.armies, i, next) })} onRemove={() => onChange({ ...side, armies: without(side.armies, i) })} />
      ))}
      <button type="button" onClick={() => onChange({ ...side, armies: [...side.armies, newArmy('warriors', side.armies)] })}>
        + {t('army')}
      </button>
      <Figures
        title={t('characters')}
        list={side.characters ?? []}
        armies={side.armies}
        make={(): CharacterInput => ({ name: `C${(side.characters?.length ?? 0) + 1}`, rank: CHARACTER_RANK_IDS[0] as CharacterInput['rank'], gp: 10 })}
        fields={(c, set) => (
          <>
            <Select label={t('rank')} value={c.rank} options={CHARACTER_RANK_IDS} names={(rank) => rankName(lang, rank)} onChange={(rank) => rank !== '' && set({ ...c, rank })} />
            <NumberField label="GP" value={c.gp} step={0.1} onChange={(gp) => set({ ...c, gp })} />
            <label className="field check">
              <input type="checkbox" checked={c.knight === true} onChange={(event) => set({ ...c, knight: event.target.checked || undefined } as CharacterInput)} /> {t('knight')}
            </label>
          </>
        )}
        onChange={(characters) => onChange({ ...side, characters: characters.length > 0 ? characters : undefined } as SideInput)}
      />
      <Figures
        title={t('wizards')}
        list={side.wizards ?? []}
        armies={side.armies}
        make={(): WizardInput => ({ name: `Z${(side.wizards?.length ?? 0) + 1}`, gp: 8, zkp: 8 })}
        fields={(w, set) => (
          <>
            <NumberField label="GP" value={w.gp} step={0.1} onChange={(gp) => set({ ...w, gp })} />
            <NumberField label="ZKP" value={w.zkp} onChange={(zkp) => set({ ...w, zkp })} />
          </>
        )}
        onChange={(wizards) => onChange({ ...side, wizards: wizards.length > 0 ? wizards : undefined } as SideInput)}
      />
    </fieldset>
  );
}

/** A melee as a form: the hex (terrain, stronghold), the attacker and each defending realm. */
export function BattleForm({ file, onChange }: { readonly file: MeleeFile; readonly onChange: (file: MeleeFile) => void }) {
  const t = usePhoenixT();
  const lang = phoenixLang(useLang());
  const stronghold = file.hex.stronghold;
  const realms = [file.attacker.realm, ...file.defenders.map((d) => d.realm)];
  return (
    <div className="battle-form">
      <fieldset className="hex" aria-label={t('hex')}>
        <legend>{t('hex')}</legend>
        <Select
          label={t('terrain')}
          value={file.hex.terrain}
          options={TERRAIN_IDS}
          names={(id) => (lang === 'de' ? (TERRAIN[id as TerrainId]?.de ?? id) : terrainName(lang, id))}
          onChange={(terrain) => terrain !== '' && onChange({ ...file, hex: { ...file.hex, terrain } })}
        />
        <Select
          label={t('stronghold')}
          value={stronghold?.level ?? ''}
          options={['', ...STRONGHOLD_LEVELS] as const}
          names={(v) => (v === '' ? '—' : strongholdName(lang, v))}
          onChange={(level) =>
            onChange({ ...file, hex: level === '' ? { terrain: file.hex.terrain } : { ...file.hex, stronghold: { ...stronghold, level, owner: stronghold?.owner ?? (file.defenders[0]?.realm as string) } } })
          }
        />
        {stronghold !== undefined && (
          <>
            <label className="field">
              <span>{t('owner')}</span>
              <select value={stronghold.owner} aria-label={t('owner')} onChange={(event) => onChange({ ...file, hex: { ...file.hex, stronghold: { ...stronghold, owner: event.target.value } } })}>
                {realms.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>BP</span>
              <input type="number" min={0} aria-label="BP" placeholder={t('full')} value={stronghold.bp ?? ''} onChange={(event) => onChange({ ...file, hex: { ...file.hex, stronghold: { ...stronghold, bp: event.target.value === '' ? undefined : num(event.target.value) } } })} />
            </label>
          </>
        )}
        <label className="field check">
          <input type="checkbox" checked={file.withoutDice === true} onChange={(event) => onChange({ ...file, withoutDice: event.target.checked ? true : undefined } as MeleeFile)} /> {t('withoutDice')}
        </label>
      </fieldset>
      <div className="sides">
        <SideForm side={file.attacker} title={t('attacker')} onChange={(attacker) => onChange({ ...file, attacker })} />
        {file.defenders.map((defender, i) => (
          <SideForm
            key={i}
            side={defender}
            title={`${t('defender')} ${i + 1}`}
            onChange={(next) => onChange({ ...file, defenders: replace(file.defenders, i, next) })}
            onRemove={file.defenders.length > 1 ? () => onChange({ ...file, defenders: without(file.defenders, i) }) : undefined}
          />
        ))}
      </div>
      <button type="button" onClick={() => onChange({ ...file, defenders: [...file.defenders, newSide(`Reich${file.defenders.length + 2}`)] })}>
        + {t('defender')}
      </button>
    </div>
  );
}
