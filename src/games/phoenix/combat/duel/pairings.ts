import type { Problem } from '../../../../kernel/problems.js';
import type { Fighter, Side } from './fighters.js';
import type { AssignmentInput } from './schema.js';

/** What kind of fight a pairing belongs to. */
export type CombatKind = 'knights' | 'character' | 'duel' | 'rearguard';

/** One pairing: the attacking side's fighters (in the order they joined) against the defending side's. */
export interface Pairing {
  readonly number: number;
  readonly combat: CombatKind;
  /** Who formed it: an attacker engaging a defender, or a defender nobody attacked (§5.3). */
  readonly chosenBy: Side;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

export interface PairingRules {
  /** At most this many figures strike one figure (4 in character combat, none in duels, §5.3). */
  readonly limit?: number;
  /** Defenders nobody attacks choose an opponent (§5.3); in a rearguard they simply retreat (P-49). */
  readonly defendersChoose: boolean;
  /** JSON path of the explicit pairings. */
  readonly where: string;
}

/** A group fights on its own: knights against knights (§5.2), everyone else in the main fight. */
export interface FightGroup {
  readonly combat: CombatKind;
  readonly attackers: readonly Fighter[];
  readonly defenders: readonly Fighter[];
}

interface Entry {
  readonly fighter: Fighter;
  readonly opponent: Fighter;
  readonly where?: string;
}

export interface PairingPlan {
  readonly pairings: readonly Pairing[];
  /** Fighters who fight nobody, e.g. a fifth attacker the default assignment could not place. */
  readonly idle: readonly string[];
  readonly problems: readonly Problem[];
}

const strongestFirst = (fighters: readonly Fighter[]): Fighter[] => fighters.map((f, i) => ({ f, i })).sort((x, y) => y.f.boardGp - x.f.boardGp || x.i - y.i).map((x) => x.f);

/**
 * P-40 default assignment: attackers by strength engage defenders by strength one to one; spare
 * attackers join the defender with the fewest attackers (the stronger on a tie); defenders left
 * unattacked choose the attacker with the fewest opponents (the stronger on a tie). The limit holds.
 */
function defaultEntries(group: FightGroup, rules: PairingRules): Entry[] {
  const attackers = strongestFirst(group.attackers);
  const defenders = strongestFirst(group.defenders);
  const opponents = new Map<string, number>();
  const count = (f: Fighter): number => opponents.get(f.name) ?? 0;
  const limit = rules.limit ?? Number.POSITIVE_INFINITY;
  const entries: Entry[] = [];
  attackers.forEach((attacker, index) => {
    const target = index < defenders.length ? defenders[index] : [...defenders].sort((x, y) => count(x) - count(y))[0];
    if (target === undefined || count(target) >= limit) return;
    entries.push({ fighter: attacker, opponent: target });
    opponents.set(target.name, count(target) + 1);
    opponents.set(attacker.name, count(attacker) + 1);
  });
  if (rules.defendersChoose) entries.push(...defenderChoices(defenders.slice(attackers.length), attackers, entries, rules));
  return entries;
}

/** Defenders nobody attacks choose the attacker with the fewest opponents, the stronger on a tie (P-40). */
function defenderChoices(silent: readonly Fighter[], attackers: readonly Fighter[], existing: readonly Entry[], rules: PairingRules): Entry[] {
  const opponents = new Map<string, number>();
  for (const entry of existing) {
    for (const f of [entry.fighter, entry.opponent]) opponents.set(f.name, (opponents.get(f.name) ?? 0) + 1);
  }
  const count = (f: Fighter): number => opponents.get(f.name) ?? 0;
  const limit = rules.limit ?? Number.POSITIVE_INFINITY;
  const ranked = strongestFirst(attackers);
  const choices: Entry[] = [];
  for (const defender of strongestFirst(silent)) {
    const target = [...ranked].sort((x, y) => count(x) - count(y))[0];
    if (target === undefined || count(target) >= limit) continue;
    choices.push({ fighter: defender, opponent: target });
    opponents.set(target.name, count(target) + 1);
  }
  return choices;
}

/** Explicit choices: checked against the names, the sides, the groups and who may choose. */
function explicitEntries(groups: readonly FightGroup[], assignments: readonly AssignmentInput[], rules: PairingRules, problems: Problem[]): Entry[][] {
  const groupOf = new Map<string, number>();
  const fighters = new Map<string, Fighter>();
  groups.forEach((group, index) => {
    for (const f of [...group.attackers, ...group.defenders]) {
      groupOf.set(f.name, index);
      fighters.set(f.name, f);
    }
  });
  const perGroup: Entry[][] = groups.map(() => []);
  const seen = new Set<string>();
  assignments.forEach((assignment, index) => {
    const where = `${rules.where}[${index}]`;
    const fighter = fighters.get(assignment.fighter);
    const opponent = fighters.get(assignment.opponent);
    if (fighter === undefined) problems.push({ code: 'unknown-fighter', message: `no fighter of this fight is called "${assignment.fighter}"`, where: `${where}.fighter` });
    if (opponent === undefined) problems.push({ code: 'unknown-fighter', message: `no fighter of this fight is called "${assignment.opponent}"`, where: `${where}.opponent` });
    if (fighter === undefined || opponent === undefined) return;
    if (fighter.side === opponent.side) {
      problems.push({ code: 'same-side', message: `"${fighter.name}" and "${opponent.name}" are on the same side`, where: `${where}.opponent` });
      return;
    }
    if (seen.has(fighter.name)) {
      problems.push({ code: 'assigned-twice', message: `"${fighter.name}" chooses an opponent twice; each figure chooses once (§5.3)`, where: `${where}.fighter` });
      return;
    }
    seen.add(fighter.name);
    if (fighter.side === 'defender' && !rules.defendersChoose) {
      problems.push({ code: 'defender-chooses', message: `"${fighter.name}" is on the beaten side: it does not choose, it retreats unless attacked (§5.4, P-49)`, where: `${where}.fighter` });
      return;
    }
    const group = groupOf.get(fighter.name) as number;
    if (group !== groupOf.get(opponent.name)) {
      problems.push({ code: 'knights-apart', message: `"${fighter.name}" and "${opponent.name}" cannot fight each other: knights fight only knights in the knights’ combat (§5.2)`, where: `${where}.opponent` });
      return;
    }
    (perGroup[group] as Entry[]).push({ fighter, opponent, where });
  });
  groups.forEach((group, index) => {
    for (const attacker of group.attackers) {
      if (!seen.has(attacker.name)) problems.push({ code: 'attacker-unassigned', message: `attacker "${attacker.name}" has no opponent; the attacker assigns each of its figures (§5.3)`, where: rules.where });
    }
    // unattacked defenders who did not choose take the default choice (P-40)
    const attacked = new Set((perGroup[index] as Entry[]).filter((e) => e.fighter.side === 'attacker').map((e) => e.opponent.name));
    const choosers = new Set((perGroup[index] as Entry[]).filter((e) => e.fighter.side === 'defender').map((e) => e.fighter.name));
    const silent = group.defenders.filter((d) => !attacked.has(d.name) && !choosers.has(d.name));
    if (rules.defendersChoose) (perGroup[index] as Entry[]).push(...defenderChoices(silent, group.attackers, perGroup[index] as Entry[], rules));
  });
  return perGroup;
}

/** Builds the pairings of one group from its ordered choices and checks §5.3's limits. */
function build(group: FightGroup, entries: readonly Entry[], rules: PairingRules, problems: Problem[]): { attackers: Map<string, string[]>; choosers: Map<string, string[]>; order: { chosenBy: Side; key: string }[] } {
  const attackers = new Map<string, string[]>();
  const choosers = new Map<string, string[]>();
  const order: { chosenBy: Side; key: string }[] = [];
  const opponents = new Map<string, number>();
  const attackerEntries = entries.filter((e) => e.fighter.side === 'attacker');
  const defenderEntries = entries.filter((e) => e.fighter.side === 'defender');
  const attacked = new Set(attackerEntries.map((e) => e.opponent.name));
  const unengaged = group.defenders.filter((d) => !attacked.has(d.name)).map((d) => d.name);
  for (const entry of [...attackerEntries, ...defenderEntries]) {
    const { fighter, opponent } = entry;
    if (fighter.side === 'defender' && attacked.has(fighter.name)) {
      problems.push({ code: 'defender-attacked', message: `"${fighter.name}" is attacked and fights its attackers; only defenders nobody attacks choose (§5.3)`, where: `${entry.where}.fighter` });
      continue;
    }
    const struck = (opponents.get(opponent.name) ?? 0) + 1;
    if (rules.limit !== undefined && struck > rules.limit) {
      problems.push({ code: 'too-many-on-one', message: `"${fighter.name}" would be the ${struck}th figure striking "${opponent.name}"; at most ${rules.limit} may strike one character (§5.3)`, where: `${entry.where}.opponent` });
      continue;
    }
    if (fighter.side === 'attacker') {
      const joined = attackers.get(opponent.name);
      if (joined === undefined) {
        attackers.set(opponent.name, [fighter.name]);
        order.push({ chosenBy: 'attacker', key: opponent.name });
      } else {
        if (unengaged.length > 0) {
          problems.push({ code: 'defender-not-engaged', message: `"${fighter.name}" joins the fight on "${opponent.name}" while "${unengaged[0]}" is not engaged; every defender must first be engaged by one attacker (§5.3)`, where: `${entry.where}.opponent` });
          continue;
        }
        joined.push(fighter.name);
      }
    } else {
      const joined = choosers.get(opponent.name);
      if (joined === undefined) {
        choosers.set(opponent.name, [fighter.name]);
        order.push({ chosenBy: 'defender', key: opponent.name });
      } else joined.push(fighter.name);
    }
    opponents.set(opponent.name, struck);
    opponents.set(fighter.name, (opponents.get(fighter.name) ?? 0) + 1);
  }
  return { attackers, choosers, order };
}

/**
 * The pairings of a fight (R §5.3, P-40, P-5): explicit choices when given, else the default
 * assignment; knights' pairings (if any) come first. Problems name the JSON path of the choice.
 */
export function planPairings(groups: readonly FightGroup[], assignments: readonly AssignmentInput[] | undefined, rules: PairingRules): PairingPlan {
  const problems: Problem[] = [];
  const entriesPerGroup = assignments === undefined ? groups.map((g) => defaultEntries(g, rules)) : explicitEntries(groups, assignments, rules, problems);
  const pairings: Pairing[] = [];
  const fighting = new Set<string>();
  groups.forEach((group, index) => {
    const { attackers, choosers, order } = build(group, entriesPerGroup[index] as Entry[], rules, problems);
    for (const { chosenBy, key } of order) {
      const pairing: Pairing =
        chosenBy === 'attacker'
          ? { number: pairings.length + 1, combat: group.combat, chosenBy, attackers: attackers.get(key) as string[], defenders: [key] }
          : { number: pairings.length + 1, combat: group.combat, chosenBy, attackers: [key], defenders: choosers.get(key) as string[] };
      pairings.push(pairing);
      for (const name of [...pairing.attackers, ...pairing.defenders]) fighting.add(name);
    }
  });
  const idle = groups.flatMap((g) => [...g.attackers, ...g.defenders]).filter((f) => !fighting.has(f.name)).map((f) => f.name);
  return { pairings, idle, problems };
}
