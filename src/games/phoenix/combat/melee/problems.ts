import type { Problem } from '../../../../kernel/problems.js';
import { RANGED_WEAPONS } from '../../data/units.js';
import type { PhoenixRules } from '../../rules.js';
import { armyProblems, type SideInput } from '../schema.js';
import type { MeleeFile } from './schema.js';
import { armyStrength, effectiveStrongholdLevel } from './strength.js';

/** Advantages that only a defender can have (R §1.5.4, §11.1). */
const DEFENDER_ONLY = ['wall', 'quay', 'landing'] as const;
/** A hex has six neighbours, so at most six armies can support one attacked army (R §5.5.1). */
const MAX_SUPPORT = 6;

function sideProblems(side: SideInput, path: string, defending: boolean, strongholdStands: boolean, water: boolean, rules: PhoenixRules): Problem[] {
  const problems = armyProblems(side.armies, `${path}.armies`);
  if (side.armies.length === 0) problems.push({ code: 'no-armies', message: 'a side in a melee needs at least one army', where: `${path}.armies` });
  const guards = new Map<string, number>();
  side.armies.forEach((army, index) => {
    const where = `${path}.armies[${index}]`;
    if (army.kind === 'fleet' ? !water : water) {
      const reason = water ? 'a land army at sea is embarked and does not fight (R §1.1.4)' : 'a fleet cannot fight on a land hex (R §1.8)';
      problems.push({ code: 'wrong-element', message: reason, where: `${where}.kind` });
    }
    if (army.guard === true) {
      const weapons = RANGED_WEAPONS.filter((weapon) => (army[weapon] ?? 0) > 0);
      if (weapons.length > 0) problems.push({ code: 'guard-ranged', message: `a guard army cannot hold ranged weapons (${weapons.join(', ')}) (R §6.8)`, where: `${where}.guard` });
      const element = army.kind === 'fleet' ? 'sea' : 'land';
      const earlier = guards.get(element);
      if (earlier !== undefined) problems.push({ code: 'two-guards', message: `a realm has only one ${element} guard (also at ${path}.armies[${earlier}]) (R §6.8)`, where: `${where}.guard` });
      else guards.set(element, index);
    }
    if (army.support !== undefined && army.support > 0) {
      if (!defending) problems.push({ code: 'support-attacker', message: 'only an attacked army can be supported (R §5.5.1)', where: `${where}.support` });
      else if (army.support > MAX_SUPPORT) problems.push({ code: 'support-too-many', message: `at most ${MAX_SUPPORT} armies, one per neighbouring hex, can support an army, not ${army.support} (R §5.5.1)`, where: `${where}.support` });
    }
    const seen = new Set<string>();
    (army.advantages ?? []).forEach((advantage, a) => {
      const at = `${where}.advantages[${a}]`;
      if (seen.has(advantage)) problems.push({ code: 'advantage-twice', message: `advantage "${advantage}" is listed twice`, where: at });
      seen.add(advantage);
      if (!defending && (DEFENDER_ONLY as readonly string[]).includes(advantage)) {
        problems.push({ code: 'defender-only', message: `"${advantage}" counts only for a defender (${rules.tables.combatGp[advantage].source})`, where: at });
      }
      if (advantage === 'quay' && strongholdStands) problems.push({ code: 'quay-with-stronghold', message: 'a quay gives no GP when a stronghold stands in the hex (R §11.1)', where: at });
    });
  });
  const ids = new Set(side.armies.map((army) => army.id));
  const checkArmy = (army: number | undefined, where: string) => {
    if (army !== undefined && !ids.has(army)) problems.push({ code: 'unknown-army', message: `army ${army} is not one of this side's armies`, where });
  };
  (side.characters ?? []).forEach((character, index) => checkArmy(character.army, `${path}.characters[${index}].army`));
  (side.wizards ?? []).forEach((wizard, index) => checkArmy(wizard.army, `${path}.wizards[${index}].army`));
  (side.characters ?? []).forEach((character, index) => {
    if (character.maxGp !== undefined && character.gp > character.maxGp) {
      problems.push({ code: 'gp-above-max', message: `current GP ${character.gp} exceed the maximum ${character.maxGp}`, where: `${path}.characters[${index}].gp` });
    }
  });
  (side.wizards ?? []).forEach((wizard, index) => {
    if (wizard.zkp > wizard.gp) problems.push({ code: 'zkp-above-gp', message: `current ZKP ${wizard.zkp} exceed the wizard's GP ${wizard.gp} (R §1.3)`, where: `${path}.wizards[${index}].zkp` });
  });
  return problems;
}

/** What the melee schema cannot see: rule limits and cross references, each with its JSON path. */
export function meleeProblems(file: MeleeFile, rules: PhoenixRules): Problem[] {
  const water = rules.tables.terrain[file.hex.terrain].water;
  const strongholdStands = effectiveStrongholdLevel(file.hex, rules) !== null;
  const problems: Problem[] = [];
  const stronghold = file.hex.stronghold;
  if (stronghold !== undefined) {
    if (water) problems.push({ code: 'stronghold-at-sea', message: `a stronghold cannot stand on ${file.hex.terrain} (R §1.5)`, where: 'hex.stronghold' });
    const realms = [file.attacker.realm, ...file.defenders.map((side) => side.realm)];
    if (!realms.includes(stronghold.owner)) {
      problems.push({ code: 'stronghold-owner', message: `owner "${stronghold.owner}" is neither the attacker nor a defender (realms: ${realms.join(', ')})`, where: 'hex.stronghold.owner' });
    }
  }
  problems.push(...sideProblems(file.attacker, 'attacker', false, strongholdStands, water, rules));
  if (file.attacker.armies.length > 0 && file.attacker.armies.every((army) => armyStrength(army, rules) === 0)) {
    problems.push({ code: 'attacker-without-troops', message: 'the attacker has no fighting troops (catapults do not fight in melee, R §5.5)', where: 'attacker.armies' });
  }
  const realms = new Map<string, string>([[file.attacker.realm, 'attacker.realm']]);
  file.defenders.forEach((side, index) => {
    const path = `defenders[${index}]`;
    const earlier = realms.get(side.realm);
    if (earlier !== undefined) problems.push({ code: 'realm-twice', message: `realm "${side.realm}" is already at ${earlier}; one realm is one party`, where: `${path}.realm` });
    else realms.set(side.realm, `${path}.realm`);
    problems.push(...sideProblems(side, path, true, strongholdStands, water, rules));
  });
  return problems;
}
