import { SeededDice, type DiceSource } from '../../src/kernel/dice.js';
import { UNIT_CODES } from '../../src/games/phoenix/data/units.js';
import type { PhoenixRules } from '../../src/games/phoenix/rules.js';
import { evaluateMonth } from '../../src/games/phoenix/turn/month/evaluate.js';
import type { TurnInput } from '../../src/games/phoenix/turn/month/turn-input.js';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import { formatWorld } from '../../src/games/phoenix/world/save.js';
import type { World } from '../../src/games/phoenix/world/schema.js';

/** A count the rules keep in whole units: an integer, never below 0. */
function whole(value: number | undefined): boolean {
  return value === undefined || (Number.isSafeInteger(value) && value >= 0);
}

/** GP and ZKP are kept in tenths (R §1.9.1, §1.9.2): at most one decimal as written, never float noise, never below 0. */
function tenths(value: number): boolean {
  return value >= 0 && /^\d+(\.\d)?$/.test(String(value));
}

/**
 * What must hold of every world a month writes (issue 42): the next month loads it and passes the
 * world check, troops, treasuries and BP are whole and never negative, GP and ZKP are whole tenths,
 * and (with `monthAfter`) a further month runs on it. Returns what is broken, each with `label`.
 */
export function worldInvariants(world: World, rules: PhoenixRules, label: string, monthAfter = true): string[] {
  let next: World;
  try {
    next = parseWorld(JSON.parse(formatWorld(world)), label).world;
  } catch (error) {
    return [`${label}: the next month refuses the world: ${(error as Error).message.split('\n').slice(0, 3).join(' / ')}`];
  }
  const broken: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) broken.push(`${label}: ${what}`);
  };
  for (const army of next.armies) {
    for (const unit of UNIT_CODES) check(whole(army[unit]), `army ${army.realm}#${army.number} ${unit} = ${army[unit]}`);
    check(whole(army.cargo?.gold) && whole(army.cargo?.prisoners), `army ${army.realm}#${army.number} cargo ${JSON.stringify(army.cargo)}`);
  }
  for (const realm of next.realms) {
    check(whole(realm.treasury), `realm ${realm.id} treasury ${realm.treasury}`);
    for (const fund of realm.specialFunds ?? []) check(whole(fund.gold), `realm ${realm.id} special funds at ${fund.at}: ${fund.gold}`);
  }
  for (const stronghold of next.strongholds) check(whole(stronghold.bp), `stronghold ${stronghold.at} bp ${stronghold.bp}`);
  for (const list of [next.walls, next.quays]) for (const item of list) check(whole(item.bp), `structure ${item.at} ${item.side} bp ${item.bp}`);
  for (const list of [next.roads, next.bridges]) for (const item of list) check(whole(item.bp), `structure ${item.from}-${item.to} bp ${item.bp}`);
  for (const character of next.characters) check(tenths(character.gp) && tenths(character.maxGp), `character ${character.id} ${character.gp}/${character.maxGp} GP`);
  for (const wizard of next.wizards) check(tenths(wizard.gp) && tenths(wizard.zkp), `wizard ${wizard.id} ${wizard.gp} GP, ${wizard.zkp} ZKP`);
  if (!monthAfter) return broken;
  try {
    evaluateMonth(next, new Map(), new SeededDice(1), rules);
  } catch (error) {
    broken.push(`${label}: the month after fails: ${(error as Error).message.split('\n')[0]}`);
  }
  return broken;
}

/** Evaluates months in a row from `world`, each with its turns, checking the invariants after each; the last world written (as loaded). */
export function monthChain(world: World, months: readonly ReadonlyMap<string, TurnInput>[], dice: DiceSource, rules: PhoenixRules, label: string, monthAfter = true): { broken: string[]; world: World } {
  let current = world;
  for (const [i, turns] of months.entries()) {
    let written: World;
    try {
      written = evaluateMonth(current, turns, dice, rules).world;
    } catch (error) {
      return { broken: [`${label}, month ${i + 1}: the month fails: ${(error as Error).message.split('\n')[0]}`], world: current };
    }
    const broken = worldInvariants(written, rules, `${label}, month ${i + 1}`, monthAfter);
    if (broken.length > 0) return { broken, world: current };
    current = parseWorld(JSON.parse(formatWorld(written))).world;
  }
  return { broken: [], world: current };
}
