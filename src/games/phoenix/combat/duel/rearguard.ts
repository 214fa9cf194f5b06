import type { DiceSource } from '../../../../kernel/dice.js';
import type { Problem } from '../../../../kernel/problems.js';
import { t, type Text } from '../../reports/text.js';
import { renderReport } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import type { BattleOutcome } from '../battle-kind.js';
import { characterFighter, type Fighter } from './fighters.js';
import { planPairings, type PairingPlan } from './pairings.js';
import { nameProblems } from './prepare.js';
import { combatReport } from './report.js';
import { fighterData, pairingData, viewsOf, type CombatData, type FighterData } from './resolve.js';
import { fightRound, type FighterResult } from './round.js';
import type { RearguardFile } from './schema.js';

/** What becomes of a figure after the rearguard fight (R §5.2, §5.4, §5.5, errata 43). */
export type RearguardStatus = 'retreats' | 'withdraws' | 'teleports' | 'captured' | 'killed' | 'stays' | 'declined' | 'excluded' | 'died';

export interface RearguardFate {
  readonly status: RearguardStatus;
  readonly reason: Text;
  /** Retreated figures may not attack this month or the next (§5.4, §5.2). */
  readonly mayNotAttack?: boolean;
}

interface RearguardSetup {
  readonly winners: readonly Fighter[];
  readonly losers: readonly Fighter[];
  readonly joining: readonly Fighter[];
  readonly eligible: readonly Fighter[];
  readonly plan: PairingPlan;
  readonly problems: readonly Problem[];
}

/** Who may fight: winners unless they fought a knights' combat; losers who fought before the melee (errata 43). */
function setup(file: RearguardFile, rules: PhoenixRules): RearguardSetup {
  const winners = file.winner.characters.map((c, i) => characterFighter(c, 'attacker', file.winner.realm, `winner.characters[${i}]`, rules));
  const losers = (file.loser.characters ?? []).map((c, i) => characterFighter(c, 'defender', file.loser.realm, `loser.characters[${i}]`, rules));
  const winnerInput = new Map(file.winner.characters.map((c) => [c.name, c]));
  const loserInput = new Map((file.loser.characters ?? []).map((c) => [c.name, c]));
  const problems: Problem[] = nameProblems([...winners, ...losers]);
  const wizardNames = (file.loser.wizards ?? []).map((w) => w.name);
  const mayJoin = (name: string): boolean => winnerInput.get(name)?.knightsCombat !== true;
  const joiningNames = file.joining ?? (file.pairings !== undefined ? [...new Set(file.pairings.map((p) => p.fighter).filter((n) => winnerInput.has(n)))] : winners.filter((w) => mayJoin(w.name)).map((w) => w.name));
  (file.joining ?? []).forEach((name, i) => {
    const where = `joining[${i}]`;
    if (loserInput.has(name) || wizardNames.includes(name)) problems.push({ code: 'joins-beaten', message: `"${name}" is on the beaten side; only the winners’ characters choose to fight (§5.4)`, where });
    else if (!winnerInput.has(name)) problems.push({ code: 'unknown-fighter', message: `no character of the winning side is called "${name}"`, where });
    else if (!mayJoin(name)) problems.push({ code: 'knight-excluded', message: `"${name}" fought a knights’ combat and cannot take part in the rearguard fight (§5.4)`, where });
  });
  const eligible = losers.filter((l) => loserInput.get(l.name)?.foughtBefore === true && loserInput.get(l.name)?.knightsCombat !== true);
  const joining = winners.filter((w) => joiningNames.includes(w.name) && mayJoin(w.name));
  (file.pairings ?? []).forEach((entry, i) => {
    const where = `pairings[${i}]`;
    const target = loserInput.get(entry.opponent);
    if (target !== undefined && !eligible.some((e) => e.name === entry.opponent)) {
      const why = target.knightsCombat === true ? 'it fought a knights’ combat and withdraws without one (§5.2)' : 'it fought no character combat or duel before the melee (errata 43)';
      problems.push({ code: 'not-in-rearguard', message: `"${entry.opponent}" takes no part in a rearguard fight: ${why}`, where: `${where}.opponent` });
    }
    if (winnerInput.has(entry.fighter) && !joining.some((j) => j.name === entry.fighter)) {
      problems.push({ code: 'declined', message: `"${entry.fighter}" is not among the joining winners`, where: `${where}.fighter` });
    }
  });
  const plan = planPairings([{ combat: 'rearguard', attackers: joining, defenders: eligible }], problems.length === 0 ? file.pairings : [], {
    limit: rules.tables.characterRules.maxAttackersPerCharacter,
    defendersChoose: false,
    where: 'pairings',
  });
  return { winners, losers, joining, eligible, plan, problems: [...problems, ...plan.problems] };
}

export function rearguardProblems(file: RearguardFile, rules: PhoenixRules): Problem[] {
  return [...setup(file, rules).problems];
}

const NO_HEX = t('kein angrenzendes Gemark frei von gegnerischen Truppen: getötet (§5.4, §5.5)', 'no adjacent hex free of enemy troops: killed (§5.4, §5.5)');

function loserFate(file: RearguardFile, fighter: Fighter, result: FighterResult, eligible: boolean, rules: PhoenixRules): RearguardFate {
  const input = (file.loser.characters ?? []).find((c) => c.name === fighter.name);
  const canGo = file.retreatHexes.length > 0;
  if (input?.knightsCombat === true) {
    return canGo ? { status: 'withdraws', reason: t('Ritter nach Ritterkampf: zieht ohne Rückzugsgefecht ab (§5.2)', 'knight after a knights’ combat: withdraws without a rearguard fight (§5.2)'), mayNotAttack: true } : { status: 'killed', reason: NO_HEX };
  }
  if (!eligible) return { status: 'killed', reason: t('kein Charakterkampf vor dem Nahkampf: kein Rückzugsgefecht (Errata 43), getötet (§5.5)', 'no character combat before the melee: no rearguard fight (errata 43), killed (§5.5)') };
  const fought = result.won + result.lost + result.drawn > 0;
  if (fought && result.died) return { status: 'captured', reason: t('stirbt im Rückzugsgefecht: gefangen genommen (§5.4)', 'dies in the rearguard fight: captured (§5.4)') };
  if (fought && rules.interpretations.rearguardRetreat === 'win' && (result.lost > 0 || result.drawn > 0 || result.won === 0)) {
    return { status: 'killed', reason: t('Rückzugsgefecht nicht gewonnen: getötet (§5.5, P-49)', 'did not win the rearguard fight: killed (§5.5, P-49)') };
  }
  if (!canGo) return { status: 'killed', reason: NO_HEX };
  const why = fought ? t('überlebt das Rückzugsgefecht (§5.4)', 'survives the rearguard fight (§5.4)') : t('nicht angegriffen: Rückzug gelingt (§5.4)', 'not attacked: the retreat succeeds (§5.4)');
  return { status: 'retreats', reason: why, mayNotAttack: true };
}

function winnerFate(file: RearguardFile, fighter: Fighter, result: FighterResult, joined: boolean): RearguardFate {
  const input = file.winner.characters.find((c) => c.name === fighter.name);
  if (input?.knightsCombat === true) return { status: 'excluded', reason: t('Ritter nach Ritterkampf: nimmt nicht teil (§5.4)', 'knight after a knights’ combat: takes no part (§5.4)') };
  if (!joined) return { status: 'declined', reason: t('lehnt die Teilnahme ab (§5.4)', 'declines to take part (§5.4)') };
  if (result.died) return { status: 'died', reason: t('GP unter 1 (P-47)', 'GP below 1 (P-47)') };
  return { status: 'stays', reason: t('bleibt bei den siegreichen Truppen', 'stays with the victorious troops') };
}

function wizardFate(wizard: NonNullable<RearguardFile['loser']['wizards']>[number]): RearguardFate {
  if (wizard.character !== true) return { status: 'stays', reason: t('Noname-Zauberer: keine Notteleportation (§5.4); auf erobertem Gemark vernichtet (§1.3)', 'Noname wizard: no emergency teleport (§5.4); destroyed on a conquered hex (§1.3)') };
  if (wizard.foughtBefore !== true) return { status: 'killed', reason: t('kein Zauberduell vor dem Nahkampf: keine Notteleportation (Errata 43), getötet (§5.5)', 'no duel before the melee: no emergency teleport (errata 43), killed (§5.5)') };
  return { status: 'teleports', reason: t('Notteleportation des Charakterzauberers (§5.4, Errata 43)', 'emergency teleport of the character wizard (§5.4, errata 43)') };
}

export interface RearguardData extends CombatData {
  readonly declined: boolean;
  readonly retreatHexes: readonly string[];
  readonly fates: Readonly<Record<string, RearguardFate>>;
}

/** R §5.4: one round of character combat started by the winners, then who retreats, teleports, is captured or killed. */
export function resolveRearguard(file: RearguardFile, dice: DiceSource, rules: PhoenixRules): BattleOutcome {
  const s = setup(file, rules);
  const fighters = new Map([...s.winners, ...s.losers].map((f) => [f.name, f]));
  const round = fightRound(fighters, s.plan.pairings, dice, rules);
  const figures: Record<string, FighterData> = {};
  const fates: Record<string, RearguardFate> = {};
  for (const [name, fighter] of fighters) {
    const result = round.fighters.get(name) as FighterResult;
    figures[name] = fighterData(fighter, result, false, rules);
    fates[name] =
      fighter.side === 'attacker'
        ? winnerFate(file, fighter, result, s.joining.includes(fighter))
        : loserFate(file, fighter, result, s.eligible.includes(fighter), rules);
  }
  for (const wizard of file.loser.wizards ?? []) fates[wizard.name] = wizardFate(wizard);
  const { diceMatching, gpRounding, duelClassLevel, rearguardRetreat } = rules.interpretations;
  const data: RearguardData = {
    kind: 'rearguard',
    hex: file.hex ?? null,
    readings: { diceMatching, gpRounding, duelClassLevel, rearguardRetreat },
    neutralisation: [],
    pairings: round.pairings.map(pairingData),
    idle: s.plan.idle,
    fighters: figures,
    views: viewsOf(round, figures),
    declined: s.joining.length === 0,
    retreatHexes: file.retreatHexes,
    fates,
  };
  const rolls = [...dice.rolls];
  return {
    data,
    render(lang) {
      const base = combatReport(data, rolls, t('Rückzugsgefecht / Notteleportation (§5.4)', 'Rearguard fight / emergency teleport (§5.4)'), lang);
      const result = Object.entries(fates).map(([name, fate]) => {
        const gp = figures[name] === undefined || !figures[name].fought ? '' : ` (${figures[name].gp} → ${figures[name].gpAfter} GP)`;
        const ban = fate.mayNotAttack ? t('; darf in diesem und dem nächsten Monat nicht angreifen', '; may not attack this month or the next') : t('', '');
        return t(`${name}${gp}: ${fate.reason.de}${ban.de}`, `${name}${gp}: ${fate.reason.en}${ban.en}`);
      });
      const declined = data.declined ? [t('Alle Charaktere der Siegerseite lehnen ab: der Rückzug gelingt (§5.4).', 'All characters of the winning side decline: the retreat succeeds (§5.4).')] : [];
      const hexes = t(`Freie Nachbargemarken: ${file.retreatHexes.join(', ') || '—'}`, `free adjacent hexes: ${file.retreatHexes.join(', ') || '—'}`);
      return renderReport({ ...base, inputs: [...base.inputs, hexes], result: [...declined, ...result] }, lang);
    },
  };
}
