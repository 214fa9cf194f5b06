import { CHARACTER_RANKS } from '../../data/figures.js';
import { STRONGHOLDS, type StrongholdLevel } from '../../data/structures.js';
import { TERRAIN, type StandardTerrain, type TerrainId } from '../../data/terrain.js';
import { ARMY_KINDS } from '../../data/units.js';
import { num, t, type Lang, type Text } from '../../reports/text.js';
import { renderReport } from '../../reports/trace.js';
import { HIT_UNITS } from './army-losses.js';
import { MODE_NAMES, normalHex, targetName } from './fire.js';
import type { ArmyDamage, HexDamage } from './hex-damage.js';
import type { LabelledDice } from './labelled-dice.js';
import type { RangedResult } from './resolve.js';
import type { RangedFile, TargetArmy } from './schema.js';

const TERRAIN_EN: Readonly<Record<TerrainId, string>> = {
  water: 'water',
  highland: 'highland',
  forest: 'forest',
  desert: 'desert',
  swamp: 'swamp',
  hills: 'hills',
  mountains: 'mountains',
  deepSea: 'deep sea',
  lowland: 'lowland',
  teleportField: 'teleport field',
  oneWayPoint: 'one-way point',
};

const STANDARD_TERRAIN_NAMES: Readonly<Record<StandardTerrain, Text>> = {
  lowland: t('Tiefland', 'lowland'),
  highland: t('Hochland', 'highland'),
  forest: t('Wald', 'forest'),
  desert: t('Wüste', 'desert'),
  swamp: t('Sumpf', 'swamp'),
  mountainous: t('bergiges Land', 'mountainous'),
};

function terrain(id: TerrainId): Text {
  return t(TERRAIN[id].de, TERRAIN_EN[id]);
}

function level(id: StrongholdLevel | null): Text {
  return id === null ? t('keine Ausbaustufe', 'no level') : t(`${STRONGHOLDS[id].de} (${id})`, `${STRONGHOLDS[id].en} (${id})`);
}

/** Both languages of a line built from numbers: `build(lang)` is called once per language. */
function both(build: (lang: Lang) => string): Text {
  return { de: build('de'), en: build('en') };
}

function unitList(army: Pick<TargetArmy, (typeof HIT_UNITS)[number] | 'HF'>, lang: Lang): string {
  const parts = HIT_UNITS.filter((unit) => (army[unit] ?? 0) > 0).map((unit) => `${num(army[unit] ?? 0, lang)} ${unit}`);
  return [...parts, `${num(army.HF, lang)} HF`].join(', ');
}

function inputs(file: RangedFile): Text[] {
  const lines: Text[] = [t(`Schießendes Reich: ${file.shooter.realm}`, `Shooting realm: ${file.shooter.realm}`)];
  for (const army of file.shooter.armies) {
    lines.push(both((lang) => `${lang === 'de' ? 'Heer' : 'army'} ${army.id} ${lang === 'de' ? 'in' : 'at'} ${normalHex(army.hex)} (${terrain(army.terrain)[lang]}): ${unitList(army, lang)}`));
  }
  file.fire.forEach((group, index) => {
    const target = targetName({ hex: normalHex(group.target.hex), ...(group.target.wall === undefined ? {} : { wall: group.target.wall }) });
    lines.push(
      both((lang) =>
        lang === 'de'
          ? `Gruppe ${index + 1}: Heer ${group.army}, ${group.count} ${group.weapon} ${MODE_NAMES[group.mode].de} auf ${target.de}${group.overWall === undefined ? '' : ` über den Wall ${group.overWall}`}`
          : `group ${index + 1}: army ${group.army}, ${group.count} ${group.weapon} ${MODE_NAMES[group.mode].en} at ${target.en}${group.overWall === undefined ? '' : ` over the wall ${group.overWall}`}`,
      ),
    );
  });
  for (const hex of file.targets) {
    lines.push(
      both((lang) => {
        const de = lang === 'de';
        const parts = [`${de ? 'Ziel' : 'target'} ${normalHex(hex.hex)} (${terrain(hex.terrain)[lang]}), ${de ? 'Reich' : 'realm'} ${hex.realm}`];
        if (hex.standardTerrain !== undefined) parts.push(`${de ? 'Standardgelände' : 'standard terrain'} ${STANDARD_TERRAIN_NAMES[hex.standardTerrain][lang]}`);
        const s = hex.stronghold;
        if (s !== undefined) {
          const bp = s.bp ?? STRONGHOLDS[s.level].bp;
          parts.push(`${level(s.level)[lang]} ${num(bp, lang)} BP, ${de ? 'Besitzer' : 'owner'} ${s.owner}${s.underConstruction === true ? (de ? ', im Bau' : ', under construction') : ''}`);
        }
        for (const wall of hex.walls ?? []) parts.push(`${de ? 'Wall' : 'wall'} ${wall.side} ${num(wall.bp ?? 100, lang)} BP`);
        return parts.join('; ');
      }),
    );
    for (const army of hex.armies ?? []) {
      lines.push(
        both((lang) => {
          const de = lang === 'de';
          const extra: string[] = [];
          if (army.guard === true) extra.push(de ? 'Garde' : 'guard');
          const banned = HIT_UNITS.filter((u) => (army.banned?.[u] ?? 0) > 0).map((u) => `${num(army.banned?.[u] ?? 0, lang)} ${u}`);
          if (banned.length > 0) extra.push(`${de ? 'gebannt' : 'banned'}: ${banned.join(', ')}`);
          if (army.loadedShips !== undefined) extra.push(`${de ? 'beladene Schiffe' : 'loaded ships'}: ${num(army.loadedShips, lang)}`);
          for (const d of army.damaged ?? []) extra.push(`${de ? 'beschädigt' : 'damaged'}: ${d.weapon} ${num(d.bp, lang)} BP`);
          return `  ${de ? 'Heer' : 'army'} ${army.id} (${ARMY_KINDS[army.kind][lang]}): ${unitList(army, lang)}${extra.length > 0 ? ` — ${extra.join('; ')}` : ''}`;
        }),
      );
    }
    for (const c of hex.characters ?? []) {
      lines.push(both((lang) => `  ${lang === 'de' ? 'Charakter' : 'character'} ${c.name} (${CHARACTER_RANKS[c.rank].code}, ${num(c.gp, lang)} GP)${c.army === undefined ? '' : ` ${lang === 'de' ? 'bei Heer' : 'with army'} ${c.army}`}`));
    }
    for (const w of hex.wizards ?? []) {
      lines.push(both((lang) => `  ${lang === 'de' ? 'Zauberer' : 'wizard'} ${w.name} (${num(w.zkp, lang)} ZKP${w.character === true ? ', CZ' : ''})${w.army === undefined ? '' : ` ${lang === 'de' ? 'bei Heer' : 'with army'} ${w.army}`}`));
    }
  }
  return lines;
}

function armyLine(army: ArmyDamage, lang: Lang): string {
  const de = lang === 'de';
  const lost = HIT_UNITS.flatMap((unit) => {
    const loss = army.units[unit];
    if (loss === undefined || loss.lost === 0) return [];
    const ships = loss.emptyLost === undefined ? '' : ` (${num(loss.emptyLost, lang)} ${de ? 'leer' : 'empty'}, ${num(loss.loadedLost ?? 0, lang)} ${de ? 'beladen' : 'loaded'})`;
    return [`${num(loss.lost, lang)} ${unit}${ships}`];
  });
  if (army.HF.lost > 0) lost.push(`${num(army.HF.lost, lang)} HF`);
  const after = Object.fromEntries(HIT_UNITS.map((unit) => [unit, army.units[unit]?.after ?? 0]));
  const head = `${de ? 'Heer' : 'army'} ${army.id}: `;
  if (army.destroyed) return `${head}${de ? 'vernichtet' : 'destroyed'} (${lost.join(', ')})`;
  const loses = lost.length === 0 ? (de ? 'keine Verluste' : 'no losses') : `${de ? 'verliert' : 'loses'} ${lost.join(', ')}`;
  const repaired = HIT_UNITS.flatMap((unit) => (army.units[unit]?.weapons ?? []).filter((w) => !w.destroyed).map(() => unit));
  const repairs = repaired.length === 0 ? '' : `; ${de ? 'voll repariert' : 'fully repaired'}: ${repaired.join(', ')}`;
  return `${head}${loses}; ${de ? 'bleiben' : 'keeps'} ${unitList({ ...after, HF: army.HF.after }, lang)}${repairs}`;
}

function hexLines(hex: HexDamage): Text[] {
  const lines: Text[] = [];
  const s = hex.stronghold;
  if (s !== undefined) {
    lines.push(
      both((lang) => {
        const de = lang === 'de';
        const head = `${hex.hex}: ${de ? 'Rüstort' : 'stronghold'} ${num(s.bpBefore, lang)} → ${num(s.bpAfter, lang)} BP`;
        if (s.destroyed) return `${head}, ${de ? 'zerstört (unter 500 BP)' : 'destroyed (below 500 BP)'}`;
        return `${head}, ${de ? 'zählt als' : 'counts as'} ${level(s.levelAfter)[lang]}${s.underConstruction ? (de ? ' (Baustelle, wird nicht zerstört)' : ' (site, not destroyed)') : ''}`;
      }),
    );
  }
  for (const army of hex.armies) lines.push(both((lang) => `${hex.hex}: ${armyLine(army, lang)}`));
  for (const figure of hex.figures) {
    if (figure.fate === 'killed') lines.push(t(`${hex.hex}: ${figure.name} stirbt mit Heer ${figure.army}`, `${hex.hex}: ${figure.name} dies with army ${figure.army}`));
    if (figure.fate === 'teleported') lines.push(t(`${hex.hex}: ${figure.name} führt eine Notteleportation durch`, `${hex.hex}: ${figure.name} teleports away in an emergency`));
  }
  if (hex.damageLost > 0) lines.push(both((lang) => `${hex.hex}: ${lang === 'de' ? 'nichts zu treffen, Schaden verfällt' : 'nothing to hit, damage lost'} (${num(hex.damageLost, lang)})`));
  return lines;
}

function results(result: RangedResult): Text[] {
  const lines: Text[] = [];
  for (const wall of result.walls) {
    lines.push(
      both((lang) => {
        const de = lang === 'de';
        const head = `${wall.hex} ${de ? 'Wall' : 'wall'} ${wall.side}: ${num(wall.bpBefore, lang)} BP, ${de ? 'Schaden' : 'damage'} ${num(wall.damage, lang)}`;
        return wall.destroyed
          ? `${head} → ${de ? 'zerstört' : 'destroyed'}${wall.excessLost > 0 ? `, ${num(wall.excessLost, lang)} ${de ? 'verfallen' : 'lost'}` : ''}`
          : `${head} → ${num(wall.bpAfter, lang)} BP`;
      }),
    );
  }
  for (const hex of result.hexes) lines.push(...hexLines(hex));
  lines.push(t('Für im Fernkampf vernichtete Rüstgüter gibt es keine Kampfeinnahmen (§5.1).', 'Nothing destroyed by fire earns combat income (§5.1).'));
  return lines;
}

function notes(result: RangedResult): Text[] {
  const { shooter, target, strongholdOwner } = result.learns;
  const rolled = (lang: Lang) => shooter.damageRolled.map((d) => `${d.hex}${d.wall === undefined ? '' : ` ${lang === 'de' ? 'Wall' : 'wall'} ${d.wall}`}: ${num(d.bp, lang)} BP`).join('; ');
  const lines: Text[] = [
    both((lang) => (lang === 'de' ? `${shooter.realm} erfährt nur den erwürfelten Schaden: ${rolled(lang)}.` : `${shooter.realm} learns only the damage rolled: ${rolled(lang)}.`)),
  ];
  for (const hex of target) {
    lines.push(
      t(
        `${hex.realm} erfährt nur, aus welchen Feldern ${hex.hex} beschossen wurde: ${hex.firedFrom.join(', ')} (nicht wie oft).`,
        `${hex.realm} learns only from which hexes ${hex.hex} was fired on: ${hex.firedFrom.join(', ')} (not how often).`,
      ),
    );
  }
  for (const s of strongholdOwner) {
    lines.push(
      both((lang) =>
        lang === 'de'
          ? `Nur der Besitzer ${s.realm} erfährt die BP des Rüstorts in ${s.hex}: ${num(s.bp, lang)}; die Karte zeigt nur ${s.destroyed ? 'die Zerstörung' : `das Symbol ${s.level ?? 'Baustelle'}`} (§1.5.12).`
          : `Only its owner ${s.realm} learns the BP of the stronghold in ${s.hex}: ${num(s.bp, lang)}; the map shows only ${s.destroyed ? 'its destruction' : `the symbol ${s.level ?? 'site'}`} (§1.5.12).`,
      ),
    );
  }
  return lines;
}

export function renderRanged(file: RangedFile, result: RangedResult, dice: LabelledDice, lang: Lang): string {
  return renderReport(
    { title: t('Fernkampf (R §5.1)', 'Ranged fire (R §5.1)'), inputs: inputs(file), rolls: dice.rolls(lang), steps: result.steps, result: results(result), notes: notes(result) },
    lang,
  );
}
