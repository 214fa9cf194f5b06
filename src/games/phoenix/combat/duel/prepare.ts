import type { Problem } from '../../../../kernel/problems.js';
import type { PhoenixRules } from '../../rules.js';
import { boardGp, characterFighter, wizardFighter, type Fighter, type Side } from './fighters.js';
import { neutralise, type Neutralised } from './neutralisation.js';
import { planPairings, type FightGroup, type PairingPlan } from './pairings.js';
import type { CharacterCombatFile, DuelFile, FighterWizardInput } from './schema.js';

/** Wizards of one side standing in one hex, and what neutralisation left them (§1.3). */
export interface NeutralisationGroup {
  readonly side: Side;
  readonly hex: string;
  readonly wizards: readonly Neutralised[];
}

/** A character-combat or duel file made ready to fight: fighters, pairings and the problems found. */
export interface Prepared {
  readonly combat: 'character' | 'duel';
  readonly fighters: ReadonlyMap<string, Fighter>;
  readonly groups: readonly FightGroup[];
  readonly plan: PairingPlan;
  readonly neutralisation: readonly NeutralisationGroup[];
  readonly problems: readonly Problem[];
}

/** Every name once in the whole file: pairings and reports refer to figures by name. */
export function nameProblems(fighters: readonly Fighter[]): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const f of fighters) {
    const earlier = first.get(f.name);
    if (earlier !== undefined) problems.push({ code: 'duplicate-name', message: `the name "${f.name}" is used twice (also at ${earlier}); each figure needs its own name`, where: `${f.path}.name` });
    else first.set(f.name, f.path);
  }
  return problems;
}

/** R §1.3: the GP value is the maximum of the ZKP. */
export function zkpProblems(wizards: readonly FighterWizardInput[], path: string): Problem[] {
  return wizards.flatMap((w, i) =>
    w.zkp > boardGp(w.gp) ? [{ code: 'zkp-above-gp', message: `ZKP ${w.zkp} exceed the GP value ${w.gp}; a wizard's GP are the maximum of its ZKP (R §1.3)`, where: `${path}[${i}].zkp` }] : [],
  );
}

/** Knights on both sides fight a knights' combat first; a knight with no opposing knight fights with the others (§5.2). */
export function characterGroups(attackers: readonly Fighter[], defenders: readonly Fighter[]): FightGroup[] {
  const knightsFight = attackers.some((f) => f.knight) && defenders.some((f) => f.knight);
  if (!knightsFight) return [{ combat: 'character', attackers, defenders }];
  return [
    { combat: 'knights', attackers: attackers.filter((f) => f.knight), defenders: defenders.filter((f) => f.knight) },
    { combat: 'character', attackers: attackers.filter((f) => !f.knight), defenders: defenders.filter((f) => !f.knight) },
  ].filter((g) => g.attackers.length > 0 || g.defenders.length > 0) as FightGroup[];
}

export function prepareCharacterCombat(file: CharacterCombatFile, rules: PhoenixRules): Prepared {
  const side = (which: Side): Fighter[] => file[which].characters.map((c, i) => characterFighter(c, which, file[which].realm, `${which}.characters[${i}]`, rules));
  const attackers = side('attacker');
  const defenders = side('defender');
  const groups = characterGroups(attackers, defenders);
  const plan = planPairings(groups, file.pairings, { limit: rules.tables.characterRules.maxAttackersPerCharacter, defendersChoose: true, where: 'pairings' });
  const all = [...attackers, ...defenders];
  return { combat: 'character', fighters: new Map(all.map((f) => [f.name, f])), groups, plan, neutralisation: [], problems: [...nameProblems(all), ...plan.problems] };
}

export function prepareDuel(file: DuelFile, rules: PhoenixRules): Prepared {
  const neutralisation: NeutralisationGroup[] = [];
  const side = (which: Side): Fighter[] => {
    const wizards = file[which].wizards;
    const hexOf = (w: FighterWizardInput): string => w.hex ?? file.hex ?? '';
    const usable = new Map<number, Neutralised>();
    for (const hex of new Set(wizards.map(hexOf))) {
      const indices = wizards.map((w, i) => ({ w, i })).filter((x) => hexOf(x.w) === hex);
      const result = neutralise(indices.map((x) => x.w));
      indices.forEach((x, k) => usable.set(x.i, result[k] as Neutralised));
      if (indices.length > 1) neutralisation.push({ side: which, hex, wizards: result });
    }
    return wizards.map((w, i) => {
      const kept = usable.get(i) as Neutralised;
      const hex = w.hex ?? file.hex;
      return wizardFighter(w, which, file[which].realm, `${which}.wizards[${i}]`, { effectiveZkp: kept.effectiveZkp, neutralised: kept.effectiveZkp < w.zkp }, hex, rules);
    });
  };
  const problems = [...zkpProblems(file.attacker.wizards, 'attacker.wizards'), ...zkpProblems(file.defender.wizards, 'defender.wizards')];
  const attackers = side('attacker');
  const defenders = side('defender');
  const groups: FightGroup[] = [{ combat: 'duel', attackers, defenders }];
  const plan = planPairings(groups, file.pairings, { defendersChoose: true, where: 'pairings' });
  const all = [...attackers, ...defenders];
  return { combat: 'duel', fighters: new Map(all.map((f) => [f.name, f])), groups, plan, neutralisation, problems: [...problems, ...nameProblems(all), ...plan.problems] };
}
