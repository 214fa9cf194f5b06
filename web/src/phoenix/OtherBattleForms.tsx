import {
  ARMY_KINDS,
  CHARACTER_RANK_IDS,
  type CharacterCombatFile,
  DIRECTIONS,
  type DuelFile,
  type FighterCharacterInput,
  type FighterWizardInput,
  type FireGroup,
  RANGED_MODES,
  RANGED_WEAPONS,
  type RangedFile,
  type ShooterArmy,
  STRONGHOLD_LEVELS,
  type TargetArmy,
  type TargetHex,
  TERRAIN_IDS,
} from '../../../src/games/phoenix/client.js';
import { usePhoenixT } from './texts';
import { useLang, type Lang } from '../app/i18n';
import { rangedModeName, rankName, strongholdName, terrainName } from './battleWords';
import { ArmyHead, newArmy, NumberField, replace, Select, without } from './BattleForm';

type Unit = 'K' | 'P' | 'R' | 'S' | 'HF' | 'LKP' | 'SKP' | 'LKS' | 'SKS';

/** An army under fire or firing: number, kind, units (no melee-only fields, P-31). */
function RangedArmyRow<A extends ShooterArmy | TargetArmy>({ army, label, others, onChange, onRemove, children }: { readonly army: A; readonly label: string; readonly others: readonly A[]; readonly onChange: (army: A) => void; readonly onRemove: () => void; readonly children?: React.ReactNode }) {
  const units = ARMY_KINDS[army.kind].units as readonly Unit[];
  return (
    <fieldset className="army" aria-label={label}>
      <ArmyHead
        army={army}
        label={label}
        onId={(id) => onChange({ ...army, id })}
        onKind={(kind) => {
          const { id, kind: k, HF, K, R, S } = newArmy(kind, others);
          const keep = 'hex' in army ? { hex: army.hex, terrain: army.terrain } : {};
          onChange({ id, kind: k, HF, ...(K === undefined ? {} : { K }), ...(R === undefined ? {} : { R }), ...(S === undefined ? {} : { S }), ...keep } as A);
        }}
        onRemove={onRemove}
      />
      {children}
      {units.map((unit) => (
        <NumberField key={unit} label={`${label}: ${unit}`} short={unit} value={army[unit]} onChange={(n) => onChange({ ...army, [unit]: n })} />
      ))}
    </fieldset>
  );
}

function TextField({ label, short, value, onChange }: { readonly label: string; readonly short?: string; readonly value: string; readonly onChange: (value: string) => void }) {
  return (
    <label className="field">
      <span>{short ?? label}</span>
      <input value={value} aria-label={label} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** Ranged fire as a form: the shooting realm's armies (where they stand), the weapon groups and what each aims at, the hexes fired on. */
export function RangedForm({ file, onChange }: { readonly file: RangedFile; readonly onChange: (file: RangedFile) => void }) {
  const t = usePhoenixT();
  const lang = useLang();
  const shooters = file.shooter.armies;
  const hexes = file.targets.map((target) => target.hex);
  const setTarget = (i: number, target: TargetHex) => onChange({ ...file, targets: replace(file.targets, i, target) });
  const setFire = (i: number, group: FireGroup) => onChange({ ...file, fire: replace(file.fire, i, group) });
  return (
    <div className="battle-form" data-testid="ranged-form">
      <fieldset className="side" aria-label={t('shooter')}>
        <legend>{t('shooter')}</legend>
        <TextField label={`${t('shooter')}: ${t('realm')}`} short={t('realm')} value={file.shooter.realm} onChange={(realm) => onChange({ ...file, shooter: { ...file.shooter, realm } })} />
        {shooters.map((army, i) => (
          <RangedArmyRow key={i} army={army} label={`${t('shooter')} ${t('army')} ${army.id}`} others={shooters.filter((a) => a !== army)} onChange={(next) => onChange({ ...file, shooter: { ...file.shooter, armies: replace(shooters, i, next) } })} onRemove={() => onChange({ ...file, shooter: { ...file.shooter, armies: without(shooters, i) } })}>
            <TextField label={`${t('shooter')} ${t('army')} ${army.id}: ${t('hex')}`} short={t('hex')} value={army.hex} onChange={(hex) => onChange({ ...file, shooter: { ...file.shooter, armies: replace(shooters, i, { ...army, hex }) } })} />
            <Select label={`${t('shooter')} ${t('army')} ${army.id}: ${t('terrain')}`} short={t('terrain')} value={army.terrain} options={TERRAIN_IDS} names={(id) => terrainName(lang, id)} onChange={(terrain) => terrain !== '' && onChange({ ...file, shooter: { ...file.shooter, armies: replace(shooters, i, { ...army, terrain }) } })} />
          </RangedArmyRow>
        ))}
        <button type="button" onClick={() => onChange({ ...file, shooter: { ...file.shooter, armies: [...shooters, { ...newArmy('warriors', shooters), hex: shooters[0]?.hex ?? '503/25', terrain: shooters[0]?.terrain ?? 'lowland' } as ShooterArmy] } })}>
          + {t('army')}
        </button>
      </fieldset>
      <fieldset className="fire" aria-label={t('fireGroups')}>
        <legend>{t('fireGroups')}</legend>
        {file.fire.map((group, i) => {
          const label = `${t('fireGroup')} ${i + 1}`;
          return (
            <div key={i} className="figure-row" role="group" aria-label={label}>
              <Select label={`${label}: ${t('army')}`} short={t('army')} value={String(group.army)} options={shooters.map((a) => String(a.id))} onChange={(army) => army !== '' && setFire(i, { ...group, army: Number(army) })} />
              <Select label={`${label}: ${t('weapon')}`} short={t('weapon')} value={group.weapon} options={RANGED_WEAPONS} onChange={(weapon) => weapon !== '' && setFire(i, { ...group, weapon })} />
              <NumberField label={`${label}: ${t('count')}`} short={t('count')} value={group.count} onChange={(count) => setFire(i, { ...group, count })} />
              <Select label={`${label}: ${t('mode')}`} short={t('mode')} value={group.mode} options={RANGED_MODES} names={(mode) => rangedModeName(lang, mode)} onChange={(mode) => mode !== '' && setFire(i, { ...group, mode })} />
              <Select label={`${label}: ${t('target')}`} short={t('target')} value={group.target.hex} options={hexes} onChange={(hex) => hex !== '' && setFire(i, { ...group, target: { ...group.target, hex } })} />
              <Select
                label={`${label}: ${t('wallTarget')}`}
                short={t('wallTarget')}
                value={group.target.wall ?? ''}
                options={['', ...DIRECTIONS] as const}
                names={(v) => (v === '' ? '—' : v)}
                onChange={(wall) => setFire(i, { ...group, target: wall === '' ? { hex: group.target.hex } : { ...group.target, wall } })}
              />
              <Select
                label={`${label}: ${t('overWall')}`}
                short={t('overWall')}
                value={group.overWall ?? ''}
                options={['', ...DIRECTIONS] as const}
                names={(v) => (v === '' ? '—' : v)}
                onChange={(side) => {
                  const { overWall: _, ...rest } = group;
                  setFire(i, side === '' ? rest : { ...rest, overWall: side });
                }}
              />
              <button type="button" className="quiet" aria-label={`${t('remove')}: ${label}`} onClick={() => onChange({ ...file, fire: without(file.fire, i) })}>
                ✕
              </button>
            </div>
          );
        })}
        <button type="button" onClick={() => onChange({ ...file, fire: [...file.fire, { army: shooters[0]?.id ?? 101, weapon: 'SKP', count: 1, mode: 'near', target: { hex: hexes[0] ?? '503/26' } }] })}>
          + {t('fireGroup')}
        </button>
      </fieldset>
      <div className="sides">
        {file.targets.map((target, i) => {
          const title = `${t('target')} ${i + 1}`;
          const armies = target.armies ?? [];
          const stronghold = target.stronghold;
          return (
            <fieldset key={i} className="side" aria-label={title}>
              <legend>
                {title}{' '}
                {file.targets.length > 1 && (
                  <button type="button" className="quiet" aria-label={`${t('remove')}: ${title}`} onClick={() => onChange({ ...file, targets: without(file.targets, i) })}>
                    ✕
                  </button>
                )}
              </legend>
              <TextField label={`${title}: ${t('hex')}`} short={t('hex')} value={target.hex} onChange={(hex) => setTarget(i, { ...target, hex })} />
              <TextField label={`${title}: ${t('realm')}`} short={t('realm')} value={target.realm} onChange={(realm) => setTarget(i, { ...target, realm })} />
              <Select label={`${title}: ${t('terrain')}`} short={t('terrain')} value={target.terrain} options={TERRAIN_IDS} names={(id) => terrainName(lang, id)} onChange={(terrain) => terrain !== '' && setTarget(i, { ...target, terrain })} />
              <Select
                label={`${title}: ${t('stronghold')}`}
                short={t('stronghold')}
                value={stronghold?.level ?? ''}
                options={['', ...STRONGHOLD_LEVELS] as const}
                names={(v) => (v === '' ? '—' : strongholdName(lang, v))}
                onChange={(level) => {
                  const { stronghold: _, ...rest } = target;
                  // Another level: its BP start full (a level bounds its BP).
                  setTarget(i, level === '' ? rest : { ...rest, stronghold: { level, owner: stronghold?.owner ?? target.realm } });
                }}
              />
              {stronghold !== undefined && (
                <label className="field">
                  <span>BP</span>
                  <input type="number" min={0} aria-label={`${title}: BP`} placeholder={t('full')} value={stronghold.bp ?? ''} onChange={(event) => setTarget(i, { ...target, stronghold: { ...stronghold, ...(event.target.value === '' ? { bp: undefined } : { bp: Math.max(0, Math.floor(Number(event.target.value)) || 0) }) } as TargetHex['stronghold'] })} />
                </label>
              )}
              <div className="figures">
                <h5>
                  {t('walls')}{' '}
                  <button type="button" onClick={() => setTarget(i, { ...target, walls: [...(target.walls ?? []), { side: DIRECTIONS.find((d) => !(target.walls ?? []).some((w) => w.side === d)) ?? 'W' }] })}>
                    + {t('walls')}
                  </button>
                </h5>
                {(target.walls ?? []).map((wall, j) => (
                  <div key={j} className="figure-row">
                    <Select label={`${title} ${t('walls')} ${j + 1}: ${t('side')}`} short={t('side')} value={wall.side} options={DIRECTIONS} onChange={(side) => side !== '' && setTarget(i, { ...target, walls: replace(target.walls ?? [], j, { ...wall, side }) })} />
                    <NumberField label={`${title} ${t('walls')} ${j + 1}: BP`} short="BP" value={wall.bp ?? 100} onChange={(bp) => setTarget(i, { ...target, walls: replace(target.walls ?? [], j, { ...wall, bp }) })} />
                    <button type="button" className="quiet" aria-label={`${t('remove')}: ${title} ${t('walls')} ${j + 1}`} onClick={() => setTarget(i, { ...target, walls: without(target.walls ?? [], j) })}>
                      ✕
                    </button>
                  </div>
                ))}
              </div>
              {armies.map((army, j) => (
                <RangedArmyRow key={j} army={army} label={`${title} ${t('army')} ${army.id}`} others={armies.filter((a) => a !== army)} onChange={(next) => setTarget(i, { ...target, armies: replace(armies, j, next) })} onRemove={() => setTarget(i, { ...target, armies: without(armies, j) })} />
              ))}
              <button type="button" onClick={() => setTarget(i, { ...target, armies: [...armies, newArmy('warriors', armies) as TargetArmy] })}>
                + {t('army')}
              </button>
            </fieldset>
          );
        })}
      </div>
      <button type="button" onClick={() => onChange({ ...file, targets: [...file.targets, { hex: '', terrain: 'lowland', realm: file.targets[0]?.realm ?? 'Reich' }] })}>
        + {t('target')}
      </button>
    </div>
  );
}

type Fighter = FighterCharacterInput | FighterWizardInput;

/** One side of a character combat or duel: its realm and its fighters. */
function FighterSide<F extends Fighter>({ title, realm, list, make, fields, onRealm, onChange }: { readonly title: string; readonly realm: string; readonly list: readonly F[]; readonly make: () => F; readonly fields: (figure: F, set: (figure: F) => void, label: string) => React.ReactNode; readonly onRealm: (realm: string) => void; readonly onChange: (list: F[]) => void }) {
  const t = usePhoenixT();
  return (
    <fieldset className="side" aria-label={title}>
      <legend>{title}</legend>
      <TextField label={`${title}: ${t('realm')}`} short={t('realm')} value={realm} onChange={onRealm} />
      {list.map((figure, i) => {
        const label = `${title} ${i + 1}`;
        return (
          <div key={i} className="figure-row" role="group" aria-label={label}>
            <TextField label={`${label}: ${t('name')}`} short={t('name')} value={figure.name} onChange={(name) => onChange(replace(list, i, { ...figure, name }))} />
            {fields(figure, (next) => onChange(replace(list, i, next)), label)}
            {list.length > 1 && (
              <button type="button" className="quiet" aria-label={`${t('remove')}: ${figure.name}`} onClick={() => onChange(without(list, i))}>
                ✕
              </button>
            )}
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...list, make()])}>
        + {title}
      </button>
    </fieldset>
  );
}

const characterFields = (c: FighterCharacterInput, set: (c: FighterCharacterInput) => void, label: string, t: ReturnType<typeof usePhoenixT>, lang: Lang) => (
  <>
    <Select label={`${label}: ${t('rank')}`} short={t('rank')} value={c.rank} options={CHARACTER_RANK_IDS} names={(rank) => rankName(lang, rank)} onChange={(rank) => rank !== '' && set({ ...c, rank })} />
    <NumberField label={`${label}: GP`} short="GP" value={c.gp} step={0.1} onChange={(gp) => set({ ...c, gp })} />
    <label className="field check">
      <input type="checkbox" aria-label={`${label}: ${t('knight')}`} checked={c.knight === true} onChange={(event) => set({ ...c, knight: event.target.checked || undefined } as FighterCharacterInput)} /> {t('knight')}
    </label>
  </>
);

const wizardFields = (w: FighterWizardInput, set: (w: FighterWizardInput) => void, label: string, t: ReturnType<typeof usePhoenixT>) => (
  <>
    <NumberField label={`${label}: GP`} short="GP" value={w.gp} step={0.1} onChange={(gp) => set({ ...w, gp })} />
    <NumberField label={`${label}: ZKP`} short="ZKP" value={w.zkp} onChange={(zkp) => set({ ...w, zkp })} />
    <label className="field">
      <span>{t('hex')}</span>
      <input aria-label={`${label}: ${t('hex')}`} placeholder="—" value={w.hex ?? ''} onChange={(event) => set({ ...w, hex: event.target.value === '' ? undefined : event.target.value } as FighterWizardInput)} />
    </label>
    <label className="field check">
      <input type="checkbox" aria-label={`${label}: ${t('characterWizard')}`} checked={w.character === true} onChange={(event) => set({ ...w, character: event.target.checked || undefined } as FighterWizardInput)} /> {t('characterWizard')}
    </label>
  </>
);

/** Character combat (with knights' combat) as a form: each side's realm and characters; the pairings are the default assignment (P-40). */
export function CharacterCombatForm({ file, onChange }: { readonly file: CharacterCombatFile; readonly onChange: (file: CharacterCombatFile) => void }) {
  const t = usePhoenixT();
  const lang = useLang();
  const side = (key: 'attacker' | 'defender', title: string) => (
    <FighterSide
      title={title}
      realm={file[key].realm}
      list={file[key].characters}
      make={(): FighterCharacterInput => ({ name: `${key === 'attacker' ? 'A' : 'D'}${file[key].characters.length + 1}`, rank: CHARACTER_RANK_IDS[0] as FighterCharacterInput['rank'], gp: 10 })}
      fields={(c, set, label) => characterFields(c, set, label, t, lang)}
      onRealm={(realm) => onChange({ ...file, [key]: { ...file[key], realm } })}
      onChange={(characters) => onChange({ ...file, [key]: { ...file[key], characters } })}
    />
  );
  return (
    <div className="battle-form" data-testid="character-combat-form">
      <p className="hint">{t('pairingsDefault')}</p>
      <div className="sides">
        {side('attacker', t('attacker'))}
        {side('defender', t('defender'))}
      </div>
    </div>
  );
}

/** A wizard duel as a form: each side's realm and wizards (GP, ZKP, where each stands: neutralisation, §1.3). */
export function DuelForm({ file, onChange }: { readonly file: DuelFile; readonly onChange: (file: DuelFile) => void }) {
  const t = usePhoenixT();
  const side = (key: 'attacker' | 'defender', title: string) => (
    <FighterSide
      title={title}
      realm={file[key].realm}
      list={file[key].wizards}
      make={(): FighterWizardInput => ({ name: `${key === 'attacker' ? 'ZA' : 'ZD'}${file[key].wizards.length + 1}`, gp: 8, zkp: 8 })}
      fields={(w, set, label) => wizardFields(w, set, label, t)}
      onRealm={(realm) => onChange({ ...file, [key]: { ...file[key], realm } })}
      onChange={(wizards) => onChange({ ...file, [key]: { ...file[key], wizards } })}
    />
  );
  return (
    <div className="battle-form" data-testid="duel-form">
      <label className="field">
        <span>{t('hex')}</span>
        <input aria-label={`${t('duel')}: ${t('hex')}`} value={file.hex ?? ''} onChange={(event) => onChange({ ...file, hex: event.target.value === '' ? undefined : event.target.value } as DuelFile)} />
      </label>
      <p className="hint">{t('pairingsDefault')}</p>
      <div className="sides">
        {side('attacker', t('attacker'))}
        {side('defender', t('defender'))}
      </div>
    </div>
  );
}
