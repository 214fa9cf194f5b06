import type { Roll } from '../../../../kernel/dice.js';
import { num, t, type Lang, type Text } from '../../reports/text.js';
import { Trace, renderReport, type ReportData } from '../../reports/trace.js';
import type { Side } from './fighters.js';
import type { MatchStep } from './matching.js';
import type { CombatKind } from './pairings.js';
import type { CombatData, FighterData, PairingData } from './resolve.js';

const SIDE: Record<Side, Text> = { attacker: t('Angreifer', 'attacker'), defender: t('Verteidiger', 'defender') };
const COMBAT: Record<CombatKind, Text> = {
  knights: t('Ritterkampf', 'knights’ combat'),
  character: t('Charakterkampf', 'character combat'),
  duel: t('Zauberduell', 'wizard duel'),
  rearguard: t('Rückzugsgefecht', 'rearguard fight'),
};

/** A number in both languages. */
function n(value: number, decimals = 4): Text {
  return { de: num(value, 'de', decimals), en: num(value, 'en', decimals) };
}

function signed(value: number): Text {
  const text = n(value, 2);
  return value > 0 ? { de: `+${text.de}`, en: `+${text.en}` } : text;
}

function join(parts: readonly Text[], separator = ', '): Text {
  return { de: parts.map((p) => p.de).join(separator), en: parts.map((p) => p.en).join(separator) };
}

function describeFighter(name: string, f: FighterData): Text {
  const zkp = f.zkp === undefined ? t('', '') : t(`, ${f.zkp} ZKP${f.effectiveZkp !== f.zkp ? ` (nutzbar ${f.effectiveZkp})` : ''}`, `, ${f.zkp} ZKP${f.effectiveZkp !== f.zkp ? ` (usable ${f.effectiveZkp})` : ''}`);
  const knight = f.knight ? t(', Ritter', ', knight') : t('', '');
  return t(
    `${SIDE[f.side].de} ${f.realm}: ${f.label} „${name}“ ${num(f.gp, 'de')} GP${zkp.de}${knight.de} (Klassenstufe ${f.level})`,
    `${SIDE[f.side].en} ${f.realm}: ${f.label} "${name}" ${num(f.gp, 'en')} GP${zkp.en}${knight.en} (class level ${f.level})`,
  );
}

function stepText(step: MatchStep): Text {
  if (step.kind === 'rank') {
    const mark = (face: number, auto: boolean): string => `${face}${auto ? '*' : ''}`;
    const verdict = step.a > step.b ? t('Treffer für Angreifer', 'hits for the attacker') : step.b > step.a ? t('Treffer für Verteidiger', 'hits for the defender') : t('pariert', 'parried');
    return t(`${step.count} × ${mark(step.a, step.aAutomatic)} gegen ${mark(step.b, step.bAutomatic)}: ${verdict.de}`, `${step.count} × ${mark(step.a, step.aAutomatic)} against ${mark(step.b, step.bAutomatic)}: ${verdict.en}`);
  }
  const parts: Text[] = [];
  if (step.parries > 0) parts.push(t(`${step.parries} pariert`, `${step.parries} parried`));
  if (step.surplus !== undefined) {
    const owner = step.surplus === 'A' ? SIDE.attacker : SIDE.defender;
    const scorer = step.surplus === 'A' ? SIDE.defender : SIDE.attacker;
    if (step.answeredWith.length > 0) {
      const faces = step.answeredWith.join(', ');
      parts.push(t(`${step.answeredWith.length} × ${step.face} (${owner.de}) mit ${faces} geschlagen → ${step.answeredWith.length} Treffer ${scorer.de}`, `${step.answeredWith.length} × ${step.face} (${owner.en}) beaten by ${faces} → ${step.answeredWith.length} hit(s) ${scorer.en}`));
    }
    if (step.leftFree > 0) parts.push(t(`${step.leftFree} × ${step.face} (${owner.de}) bleiben frei`, `${step.leftFree} × ${step.face} (${owner.en}) stay free`));
  }
  return join(parts, '; ');
}

/** The trace of one pairing: dice, matching, hits, class levels, the formula (§5.3, P-4, P-5, P-6). */
function tracePairing(trace: Trace, p: PairingData, lang: Lang): void {
  const head = `${COMBAT[p.combat].de} ${p.number}`;
  const names = (side: Side): string => p[side].fighters.map((f) => f.name).join(' + ');
  trace.add('§5.3', t(`Paarung ${p.number} (${COMBAT[p.combat].de}, gewählt vom ${SIDE[p.chosenBy].de})`, `pairing ${p.number} (${COMBAT[p.combat].en}, chosen by the ${SIDE[p.chosenBy].en})`), `${names('attacker')} — ${names('defender')}`);
  for (const side of ['attacker', 'defender'] as const) {
    for (const f of p[side].fighters) {
      const auto = f.autoOnes > 0 ? ` + ${f.autoOnes} × 1 (auto)` : '';
      trace.add(f.autoOnes > 0 ? '§5.3, E31/E45' : '§5.3', t(`Würfel ${f.name} (${f.w6} W6)`, `Dice ${f.name} (${f.w6} W6)`), `${f.dice.length > 0 ? f.dice.join(', ') : '—'}${auto}`);
    }
  }
  for (const step of p.matching) {
    const label = step.kind === 'face' ? t(`Abgleich ${step.face}er`, `matching ${step.face}s`) : t('Abgleich nach Rang', 'matching by rank');
    trace.add('P-4', label, stepText(step)[lang]);
  }
  trace.add('§5.3', t(`${head}: Treffer Angreifer : Verteidiger`, `${COMBAT[p.combat].en} ${p.number}: hits attacker : defender`), `${p.attacker.hits} : ${p.defender.hits}${p.attacker.autoHits + p.defender.autoHits > 0 ? ` (auto-1: ${p.attacker.autoHits} : ${p.defender.autoHits})` : ''}`);
  for (const side of ['attacker', 'defender'] as const) {
    const from = p[side].levelFrom === 'rank' ? t('Rang/Klasse', 'rank/class') : t(`${p[side].totalGp} GP gesamt`, `${p[side].totalGp} GP in total`);
    trace.add(p[side].levelFrom === 'rank' ? '§5.3, P-43' : '§5.3', t(`Klassenstufe ${SIDE[side].de} (${from.de})`, `class level ${SIDE[side].en} (${from.en})`), p[side].level);
  }
  const verdict =
    p.winner === null
      ? t('unentschieden', 'draw')
      : p.automaticLoser !== undefined
        ? t(`${SIDE[p.winner].de} gewinnt (Gegner neutralisiert, §1.3)`, `${SIDE[p.winner].en} wins (opponent neutralised, §1.3)`)
        : t(`${SIDE[p.winner].de} gewinnt`, `${SIDE[p.winner].en} wins`);
  trace.add('E97', t(`${head}: Ergebnis`, `${COMBAT[p.combat].en} ${p.number}: result`), verdict[lang]);
  for (const side of ['attacker', 'defender'] as const) {
    trace.add('§5.3, E36/E95/E96', t(`GP-Änderung ${SIDE[side].de}seite`, `GP change ${SIDE[side].en} side`), Math.round(p[side].change * 10_000) / 10_000, p[side].formula);
    for (const share of p[side].shares) {
      if (p[side].shares.length > 1 || share.change !== share.share) {
        trace.add(p[side].shares.length > 1 ? 'P-45, P-6' : 'P-6', t(`GP-Änderung ${share.name}`, `GP change ${share.name}`), share.change, `${num(share.share, 'en', 4)} → ${num(share.change, 'en', 1)}`);
      }
    }
  }
}

function fateText(name: string, f: FighterData): Text {
  const change = f.fought ? t(` (${signed(f.change).de})`, ` (${signed(f.change).en})`) : t(' (kämpft nicht)', ' (does not fight)');
  const gp = t(`${name}: ${num(f.gp, 'de')} → ${num(f.gpAfter, 'de')} GP${change.de}`, `${name}: ${num(f.gp, 'en')} → ${num(f.gpAfter, 'en')} GP${change.en}`);
  if (f.died) return join([gp, f.figure === 'wizard' ? t('stirbt (GP unter 1, Errata 24)', 'dies (GP below 1, errata 24)') : t('stirbt (GP unter 1, P-47)', 'dies (GP below 1, P-47)')], '; ');
  if (f.thrownBack === true) return join([gp, t('wird mit 0 ZKP in die Hauptstadt zurückgeschleudert (§5.3)', 'is thrown back to its capital with 0 ZKP (§5.3)')], '; ');
  const melee = f.figure === 'wizard' ? t(`bringt ${f.meleeGp} ZKP in den Nahkampf (P-41)`, `brings ${f.meleeGp} ZKP into the melee (P-41)`) : t(`bringt ${f.meleeGp} GP in den Nahkampf (P-41)`, `brings ${f.meleeGp} GP into the melee (P-41)`);
  return join([gp, melee], '; ');
}

function viewNotes(data: CombatData): Text[] {
  const notes: Text[] = [];
  for (const [realm, view] of Object.entries(data.views)) {
    const seen = view.opponents.map((o) => `${o.name} [${o.dice.join(', ') || '—'}]`).join('; ');
    notes.push(t(`${realm} erfährt: die gewürfelten W6 der Gegner (${seen}) und den Ausgang jeder Paarung.`, `${realm} learns: the opponents' rolled W6 (${seen}) and the outcome of each pairing.`));
  }
  if (Object.values(data.fighters).some((f) => f.autoOnes > 0)) {
    notes.push(t('Automatische 1en werden nicht als Würfel gelegt und dem Gegner nicht bekannt gegeben (Errata 45).', 'Automatic 1s are not laid out as dice and are not told to the opponent (errata 45).'));
  }
  return notes;
}

/** The report of a character combat (with knights' combat) or duel. */
export function combatReport(data: CombatData, rolls: readonly Roll[], title: Text, lang: Lang): ReportData {
  const trace = new Trace();
  for (const group of data.neutralisation) {
    trace.add('§1.3', t(`Neutralisierung ${SIDE[group.side].de}${group.hex ? ` in ${group.hex}` : ''}`, `neutralisation ${SIDE[group.side].en}${group.hex ? ` in ${group.hex}` : ''}`), group.wizards.map((w) => `${w.name} ${w.zkp} → ${w.effectiveZkp}`).join(', '));
  }
  for (const pairing of data.pairings) tracePairing(trace, pairing, lang);
  const notes: Text[] = [];
  if (data.idle.length > 0) notes.push(t(`Ohne Gegner (P-40): ${data.idle.join(', ')}`, `Without an opponent (P-40): ${data.idle.join(', ')}`));
  if (data.pairings.some((p) => p.combat === 'knights')) {
    notes.push(t('Ritter bringen nur ihre verbliebenen GP in den Nahkampf, nehmen nicht am Charakterkampf und nicht am Rückzugsgefecht teil; der am Ende unterlegene Ritter darf ohne Rückzugsgefecht in ein Nachbargemark abziehen (§5.2).', 'Knights bring only their remaining GP into the melee and join neither the character combat nor the rearguard fight; the knight beaten in the end may withdraw to a neighbouring hex without a rearguard fight (§5.2).'));
  }
  if (data.kind === 'duel') notes.push(t('Gewonnene GP müssen erst als ZKP regeneriert werden (§5.3).', 'GP won must first be regenerated as ZKP (§5.3).'));
  notes.push(...viewNotes(data));
  return {
    title,
    inputs: [...(data.hex === null ? [] : [t(`Gemark ${data.hex}`, `hex ${data.hex}`)]), ...Object.entries(data.fighters).map(([name, f]) => describeFighter(name, f)), t(`Lesarten: ${Object.entries(data.readings).map(([k, v]) => `${k}=${v}`).join(', ')}`, `readings: ${Object.entries(data.readings).map(([k, v]) => `${k}=${v}`).join(', ')}`)],
    rolls,
    steps: trace.steps,
    result: Object.entries(data.fighters).map(([name, f]) => fateText(name, f)),
    notes,
  };
}

export function renderCombat(data: CombatData, rolls: readonly Roll[], title: Text, lang: Lang): string {
  return renderReport(combatReport(data, rolls, title, lang), lang);
}
