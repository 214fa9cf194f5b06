import type { Roll } from '../../../../kernel/dice.js';
import { ARMY_KINDS } from '../../data/units.js';
import { STRONGHOLDS } from '../../data/structures.js';
import { TERRAIN } from '../../data/terrain.js';
import { num, pct, t, type Lang, type Text } from '../../reports/text.js';
import { Trace, type ReportData } from '../../reports/trace.js';
import type { BattleResult, Counts, MeleeResult, SideResult } from './outcome.js';
import type { GpSourceId } from './strength.js';

const SOURCE_NAMES: Readonly<Record<GpSourceId, Text>> = {
  commanders: t('Heerführer', 'commanders'),
  ownStronghold: t('eigener Rüstort', 'own stronghold'),
  foreignStronghold: t('fremder Rüstort', 'foreign stronghold'),
  terrain: t('Geländevorteil', 'terrain advantage'),
  standardTerrain: t('Standardgelände', 'standard terrain'),
  guard: t('Garde', 'guard'),
  support: t('Unterstützung', 'support'),
  figures: t('Charaktere/Zauberer', 'characters/wizards'),
  wall: t('Wall', 'wall'),
  quay: t('Kaianlage', 'quay'),
  landing: t('Angreifer schifft aus', 'attacker landing'),
  roadUphill: t('Straße bergauf', 'road uphill'),
  outOfForest: t('aus dem Wald', 'out of forest'),
  intoSwamp: t('in den Sumpf', 'into swamp'),
  intoDesert: t('in die Wüste', 'into desert'),
  downhill: t('bergab', 'downhill'),
  behindBridge: t('hinter Brücke', 'behind bridge'),
  behindRiver: t('hinter Fluss', 'behind river'),
};

const FATE: Readonly<Record<SideResult['fate'], Text>> = {
  fought: t('kämpft weiter', 'fights on'),
  beaten: t('aufgerieben', 'annihilated'),
  overrun: t('überrannt (wehrlos; gefangen oder vernichtet nach Wahl des Siegers)', 'overrun (defenceless; captured or destroyed as the winner chooses)'),
  surrendered: t('ergibt sich (keine kämpfenden Truppen)', 'surrenders (no fighting troops)'),
  'wiped-out': t('siegt, aber aufgerieben (die Verluste nehmen ihm die ganze Heeresstärke)', 'wins but is wiped out (its losses take all its strength)'),
};

function countsText(values: Counts, lang: Lang): string {
  const parts = Object.entries(values).map(([field, value]) => `${num(value, lang, 0)} ${field}`);
  return parts.length === 0 ? '–' : parts.join(', ');
}

function unitName(side: SideResult, index: number, lang: Lang): string {
  const unit = side.units[index];
  if (unit === undefined) return '?';
  const kind = ARMY_KINDS[unit.kind as keyof typeof ARMY_KINDS][lang];
  const guard = unit.guard ? (lang === 'de' ? ' (Garde)' : ' (guard)') : '';
  return `${side.realm} ${kind}${guard} [${unit.armies.join('+')}]`;
}

function sideLabel(battle: BattleResult, attacker: boolean, lang: Lang): string {
  return attacker ? (lang === 'de' ? 'Angreifer' : 'attacker') : `${lang === 'de' ? 'Verteidiger' : 'defender'} ${battle.realm}`;
}

function battleSteps(trace: Trace, r: MeleeResult, battle: BattleResult, lang: Lang): void {
  const n = (value: number, digits = 4) => num(value, lang, digits);
  const tag = r.battles.length > 1 ? ` (${battle.realm})` : '';
  const defender = r.defenders[battle.party] as SideResult;
  if (r.battles.length > 1) {
    trace.add('§5.5, P-26', t(`Anteil der Angreifer-HS${tag}`, `attacker's HS share${tag}`), battle.attackerHsShare);
    trace.add('P-12', t(`Anteil der Angreifer-GP${tag}`, `attacker's GP share${tag}`), battle.attackerGpShare);
  }
  trace.add('§5.5', t(`Heeresstärke Angreifer${tag}`, `Heeresstärke attacker${tag}`), battle.attacker.hs);
  trace.add('§5.5', t(`Heeresstärke ${battle.realm}`, `Heeresstärke ${battle.realm}`), battle.defender.hs);
  if (battle.mode === 'surrender') {
    trace.add('§5.5', t(`${battle.realm} hat keine kämpfenden Truppen und ergibt sich`, `${battle.realm} has no fighting troops and surrenders`), '✓');
    return;
  }
  if (battle.mode === 'overrun') {
    trace.add('§5.5, errata 8', t(`Überlegenheit ohne GP ${n(battle.attacker.hs / battle.defender.hs, 2)} : 1 ≥ 10 : 1 – wehrlos`, `superiority without GP ${n(battle.attacker.hs / battle.defender.hs, 2)} : 1 ≥ 10 : 1 – defenceless`), '✓');
    return;
  }
  const sides = [
    { attacker: true, side: r.attacker, figures: battle.attacker, w20: battle.rolls?.w20Attacker ?? 0, share: battle.attackerGpShare },
    { attacker: false, side: defender, figures: battle.defender, w20: battle.rolls?.w20Defender ?? 0, share: 1 },
  ];
  for (const { attacker, side, figures, w20, share } of sides) {
    figures.units.forEach((unit, u) => {
      const name = unitName(side, u, lang);
      for (const source of side.units[u]?.sources ?? []) {
        trace.add(source.rule, t(`GP ${SOURCE_NAMES[source.source].de} ${name}`, `GP ${SOURCE_NAMES[source.source].en} ${name}`), source.gp);
      }
      const how = `${share === 1 ? '' : `${n(share)} × `}${n(side.units[u]?.gp ?? 0)} + W20 ${w20}`;
      trace.add('§5.5, P-2', t(`GP(a) ${name}`, `GP(a) ${name}`), unit.gp, how);
      trace.add('§5.5', t(`HS ${name}`, `HS ${name}`), unit.hs);
      trace.add('§5.5', t(`Kampfstärke ${name}`, `Kampfstärke ${name}`), unit.ks, `${n(unit.hs)} × (1 + ${n(unit.gp)} / 200)`);
    });
    trace.add('§5.5', t(`Kampfstärke ${sideLabel(battle, attacker, 'de')}`, `Kampfstärke ${sideLabel(battle, attacker, 'en')}`), (attacker ? battle.attacker.ks : battle.defender.ks) ?? 0);
  }
  const winnerText = battle.winner === 'attacker' ? t('Angreifer', 'attacker') : t(`Verteidiger ${battle.realm}`, `defender ${battle.realm}`);
  const by = battle.decidedBy === 'ks' ? t('höhere Kampfstärke', 'higher Kampfstärke') : battle.decidedBy === 'hs' ? t('Gleichstand, höhere Heeresstärke', 'tie, higher Heeresstärke') : t(`Gleichstand, W% = ${battle.rolls?.tie ?? ''} (1–50 Angreifer)`, `tie, W% = ${battle.rolls?.tie ?? ''} (1–50 attacker)`);
  trace.add(battle.decidedBy === 'tie' ? 'errata 82, P-20' : '§5.5', t(`Sieger (${by.de})`, `winner (${by.en})`), winnerText[lang]);
  const losses = battle.losses;
  if (losses === null) return;
  const winner = battle.winner === 'attacker' ? r.attacker : defender;
  trace.add('§5.5', t('Basisverlust = HS(Verlierer)', 'base loss = HS(loser)'), losses.baseLoss);
  trace.add(r.interpretations.meleeSizeFactor === 'loser-strength' ? '§5.5, P-1 (wörtlich)' : '§5.5, P-1', t('Faktor', 'factor'), losses.factor);
  trace.add('§5.5', t('Verluste(gesamt) = Basisverlust × (1 + Faktor), nicht negativ', 'total losses = base × (1 + factor), never negative'), losses.sizeAdjustedLoss);
  trace.add('§5.5', t('GP(schnitt) des Verlierers = (KS/HS − 1) × 100', "loser's GP average = (KS/HS − 1) × 100"), losses.loserGpAverage);
  for (const unit of losses.units) {
    const name = unitName(winner, unit.unit, lang);
    trace.add('§5.5', t(`VerlusteEinheit ${name} (HS-Anteil)`, `losses by HS share ${name}`), unit.spread);
    trace.add(battle.decidedBy === 'tie' ? '§5.5, errata 82' : '§5.5', t(`GP(Sieger) ${name}`, `winner's GP ${name}`), unit.gp);
    trace.add('§5.5', t(`GPF(diff) ${name}`, `GPF(diff) ${name}`), unit.gpfDiff, `(${n(unit.gp)} / 2 − ${n(losses.loserGpAverage)}) / 100`);
    trace.add('§5.5', t(`resultierende Verluste ${name}`, `resulting losses ${name}`), unit.loss, unit.gpfDiff >= 0 ? `${n(unit.spread)} / (1 + ${n(unit.gpfDiff)})` : `${n(unit.spread)} × (1 − (${n(unit.gpfDiff)}))`);
  }
  trace.add('§5.5', t('Verluste des Siegers', "winner's losses"), losses.winnerLoss);
}

function armySteps(trace: Trace, side: SideResult, lang: Lang): void {
  for (const army of side.armies) {
    const name = `${side.realm}_${army.guard ? (lang === 'de' ? 'Garde' : 'guard') : army.id}`;
    if (side.fate === 'fought') trace.add('§5.5, P-3', t(`Verlustanteil ${name}`, `loss fraction ${name}`), pct(army.lossFraction, lang, 4));
    trace.add('§5, P-3', t(`Verbleibend ${name}`, `remaining ${name}`), countsText(army.after, lang));
  }
}

function inputLines(r: MeleeResult, lang: Lang): Text[] {
  const lines: Text[] = [];
  const terrain = TERRAIN[r.hex.terrain as keyof typeof TERRAIN];
  const hex = r.hex.stronghold;
  const strongholdText = hex === null ? t('kein Rüstort', 'no stronghold') : t(
    `${STRONGHOLDS[hex.level].de} (${num(hex.bp, 'de')} BP, wirkt als ${hex.effectiveLevel === null ? 'zerstört' : STRONGHOLDS[hex.effectiveLevel].de}) von ${hex.owner}`,
    `${STRONGHOLDS[hex.level].en} (${num(hex.bp, 'en')} BP, counts as ${hex.effectiveLevel === null ? 'destroyed' : STRONGHOLDS[hex.effectiveLevel].en}) of ${hex.owner}`,
  );
  lines.push(t(`Gemark: ${terrain.de}, ${strongholdText.de}`, `hex: ${r.hex.terrain}, ${strongholdText.en}`));
  if (r.description !== null) lines.push(t(r.description, r.description));
  const sides: [Text, SideResult][] = [[t('Angreifer', 'attacker'), r.attacker], ...r.defenders.map((side): [Text, SideResult] => [t('Verteidiger', 'defender'), side])];
  for (const [role, side] of sides) {
    for (const army of side.armies) {
      const guard = army.guard ? (lang === 'de' ? ' Garde' : ' guard') : '';
      lines.push(t(`${role.de} ${side.realm}_${army.id}${guard}: ${countsText(army.before, lang)}`, `${role.en} ${side.realm}_${army.id}${guard}: ${countsText(army.before, lang)}`));
    }
  }
  lines.push(t(r.withoutDice ? 'ohne Würfel (beide W20 = 0, P-2)' : 'ein W20 je Seite und Kampf (P-2)', r.withoutDice ? 'without dice (both W20 = 0, P-2)' : 'one W20 per side and battle (P-2)'));
  const readings = Object.entries(r.interpretations).map(([key, value]) => `${key}=${value}`).join(', ');
  lines.push(t(`Auslegungen: ${readings}`, `readings: ${readings}`));
  return lines;
}

function resultLines(r: MeleeResult, lang: Lang): Text[] {
  const lines: Text[] = [];
  for (const battle of r.battles) {
    const winner = battle.winner === 'attacker' ? r.attacker.realm : battle.realm;
    lines.push(t(`Kampf gegen ${battle.realm}: ${winner} gewinnt`, `battle against ${battle.realm}: ${winner} wins`));
  }
  for (const side of [r.attacker, ...r.defenders]) {
    lines.push(t(`${side.realm}: ${FATE[side.fate].de}`, `${side.realm}: ${FATE[side.fate].en}`));
    for (const army of side.armies) {
      const extra = [
        Object.keys(army.lost).length > 0 ? t(`gefallen ${countsText(army.lost, lang)}`, `fallen ${countsText(army.lost, lang)}`) : null,
        Object.keys(army.captured).length > 0 ? t(`erobert ${countsText(army.captured, lang)}`, `taken ${countsText(army.captured, lang)}`) : null,
        Object.keys(army.destroyed).length > 0 ? t(`zerstört ${countsText(army.destroyed, lang)}`, `destroyed ${countsText(army.destroyed, lang)}`) : null,
      ].filter((part): part is Text => part !== null);
      const tail = extra.length === 0 ? '' : `; ${extra.map((part) => part[lang]).join('; ')}`;
      lines.push(t(`  ${side.realm}_${army.id}: ${countsText(army.after, lang)}${tail}`, `  ${side.realm}_${army.id}: ${countsText(army.after, lang)}${tail}`));
    }
  }
  for (const income of [r.income.attacker, ...r.income.defenders]) {
    if (income === null) continue;
    const how = `${pct(income.enemyRate, lang)} × ${num(income.enemyFallenValue, lang, 2)} + ${pct(income.ownRate, lang)} × ${num(income.ownFallenValue, lang, 2)} GS`;
    lines.push(t(`Kampfeinnahmen ${income.realm} (besondere Einnahmen, §5.6): ${num(income.income, 'de')} GS (${how})`, `combat income ${income.realm} (special income, §5.6): ${num(income.income, 'en')} GS (${how})`));
  }
  const loot = r.loot.stronghold;
  if (loot !== null) lines.push(t(`Beute aus der Eroberung (${STRONGHOLDS[loot.level].de} von ${loot.owner}, §5.8.1): ${num(loot.gold, 'de')} GS`, `loot of the conquest (${STRONGHOLDS[loot.level].en} of ${loot.owner}, §5.8.1): ${num(loot.gold, 'en')} GS`));
  for (const cargo of r.loot.cargo) {
    const rule = cargo.ratio === null ? '§5.8.3' : '§5.8.2';
    const ratio = cargo.ratio === null ? '' : lang === 'de' ? `, Überlegenheit ${num(cargo.ratio, lang, 2)} : 1` : `, superiority ${num(cargo.ratio, lang, 2)} : 1`;
    lines.push(t(
      `Ladung: ${cargo.winner} kann ${pct(cargo.share, 'de')} der Ladung von ${cargo.loser} übernehmen${ratio} (${rule}): ${num(cargo.takenGold, 'de')} GS Ladung, ${num(cargo.takenSpecialIncome, 'de')} GS besondere Einnahmen`,
      `cargo: ${cargo.winner} may take ${pct(cargo.share, 'en')} of ${cargo.loser}'s cargo${ratio} (${rule}): ${num(cargo.takenGold, 'en')} GS cargo, ${num(cargo.takenSpecialIncome, 'en')} GS special income`,
    ));
  }
  r.learns.defenders.forEach((learn, party) => {
    const realm = r.defenders[party]?.realm ?? '';
    const ids = learn.attackers.join(', ');
    lines.push(t(`${realm} erfährt die angreifenden Heere: ${ids} (errata 85)`, `${realm} learns the attacking armies: ${ids} (errata 85)`));
    if (learn.inflicted !== null) {
      const text = learn.inflicted.map((army) => `${army.id}: ${countsText(army.lost, lang)}`).join('; ');
      lines.push(t(`${realm} erfährt die beigebrachten Verluste: ${text} (§5.5)`, `${realm} learns the losses it inflicted: ${text} (§5.5)`));
    }
  });
  for (const learn of r.learns.attacker.inflicted) {
    const text = learn.armies.map((army) => `${army.id}: ${countsText(army.lost, lang)}`).join('; ');
    lines.push(t(`${r.attacker.realm} erfährt die ${learn.realm} beigebrachten Verluste: ${text} (§5.5)`, `${r.attacker.realm} learns the losses it inflicted on ${learn.realm}: ${text} (§5.5)`));
  }
  if (r.movement.overrun) lines.push(t(`Das Überrennen kostet ${r.movement.extraBwp ?? ''} zusätzliche BWP; gefangene Truppen bewegen sich diesen Monat nicht mehr (§5.5)`, `overrunning costs ${r.movement.extraBwp ?? ''} extra BWP; captured troops cannot move this month (§5.5)`));
  if (r.movement.endsMovement) lines.push(t('Der Nahkampf kostet den Rest der Bewegungspunkte des Monats (§5.5)', 'the melee costs the rest of the month’s movement points (§5.5)'));
  return lines;
}

function notes(r: MeleeResult): Text[] {
  const result: Text[] = [];
  for (const side of [r.attacker, ...r.defenders]) {
    if (side.figuresAtRisk.length === 0) continue;
    const names = side.figuresAtRisk.join(', ');
    const one = side.figuresAtRisk.length === 1;
    result.push(t(
      `${names} (${side.realm}) ${one ? 'wird' : 'werden'} zuletzt angegriffen und vom Sieger getötet bzw. gefangen, wenn ${one ? 'er/sie' : 'sie'} das Rückzugsgefecht nicht gewinn${one ? 't' : 'en'} (§5.4, §5.5)`,
      `${names} (${side.realm}) ${one ? 'is' : 'are'} attacked last and killed or captured by the winner unless ${one ? 'it wins' : 'they win'} the rearguard fight (§5.4, §5.5)`,
    ));
  }
  return result;
}

/** The printable report of a melee in one language. */
export function meleeReport(r: MeleeResult, rolls: readonly Roll[], lang: Lang): ReportData {
  const trace = new Trace();
  for (const battle of r.battles) battleSteps(trace, r, battle, lang);
  for (const side of [r.attacker, ...r.defenders]) armySteps(trace, side, lang);
  return {
    title: t('Nahkampf (§5.5)', 'Melee (§5.5)'),
    inputs: inputLines(r, lang),
    rolls,
    steps: trace.steps,
    result: resultLines(r, lang),
    notes: notes(r),
  };
}
