import type { DiceSource } from '../../../../kernel/dice.js';
import type { PhoenixRules } from '../../rules.js';
import type { Fighter, Side } from './fighters.js';
import { addGp, apportion, pairingChange, roundChange, shareChange, sideLevel, type PairingChange, type SideLevel } from './gp-change.js';
import { emptyTotals, faceCounts, matcherFor, type MatchStep, type MatchTotals } from './matching.js';
import type { CombatKind, Pairing } from './pairings.js';

/** The dice a fighter brings into one pairing (P-5) and, once rolled, what they showed. */
export interface FighterDice {
  readonly name: string;
  readonly w6: number;
  readonly autoOnes: number;
}

export interface RolledDice extends FighterDice {
  readonly dice: readonly number[];
}

export interface FighterShare {
  readonly name: string;
  /** Its part of the side's formula result, in proportion to its dice (P-45). */
  readonly share: number;
  /** That part rounded as P-6 says. */
  readonly change: number;
  /** Hits its rolled dice took, the side's hits shared by rolled dice (P-45). */
  readonly hitsTaken: number;
}

export interface PairingResult {
  readonly pairing: Pairing;
  readonly dice: Readonly<Record<Side, readonly RolledDice[]>>;
  readonly totals: MatchTotals;
  readonly steps: readonly MatchStep[];
  readonly levels: Readonly<Record<Side, SideLevel>>;
  readonly outcome: PairingChange;
  readonly shares: Readonly<Record<Side, readonly FighterShare[]>>;
}

export interface FighterResult {
  readonly fighter: Fighter;
  readonly change: number;
  readonly gpAfter: number;
  /** GP below 1 after the fight (errata 24 for wizards, P-47 for characters). */
  readonly died: boolean;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  readonly hitsTaken: number;
}

export interface RoundResult {
  readonly pairings: readonly PairingResult[];
  readonly fighters: ReadonlyMap<string, FighterResult>;
}

/**
 * P-5: a fighter in several pairings splits its W6 (and its automatic 1s) as evenly as possible,
 * one die of the remainder each to the pairings it entered first.
 */
export function splitDice(fighters: ReadonlyMap<string, Fighter>, pairings: readonly Pairing[]): Map<number, Record<Side, FighterDice[]>> {
  const entered = new Map<string, number[]>();
  for (const pairing of pairings) {
    for (const name of [...pairing.attackers, ...pairing.defenders]) entered.set(name, [...(entered.get(name) ?? []), pairing.number]);
  }
  const part = (total: number, count: number, position: number): number => Math.floor(total / count) + (position < total % count ? 1 : 0);
  const result = new Map<number, Record<Side, FighterDice[]>>();
  for (const pairing of pairings) {
    const of = (name: string): FighterDice => {
      const fighter = fighters.get(name) as Fighter;
      const list = entered.get(name) as number[];
      const position = list.indexOf(pairing.number);
      return { name, w6: part(fighter.w6, list.length, position), autoOnes: part(fighter.autoOnes, list.length, position) };
    };
    result.set(pairing.number, { attacker: pairing.attackers.map(of), defender: pairing.defenders.map(of) });
  }
  return result;
}

const COMBAT_PURPOSE: Record<CombatKind, string> = {
  knights: 'knights’ combat',
  character: 'character combat',
  duel: 'wizard duel',
  rearguard: 'rearguard fight',
};

/** §1.3: a side whose wizards were all neutralised to 0 loses the duel automatically (not one that spent its ZKP, P-46). */
function automaticLoser(sides: Record<Side, readonly Fighter[]>): Side | undefined {
  const beaten = (list: readonly Fighter[]): boolean => list.length > 0 && list.every((f) => f.fullyNeutralised);
  if (beaten(sides.attacker) && !beaten(sides.defender)) return 'attacker';
  if (beaten(sides.defender) && !beaten(sides.attacker)) return 'defender';
  return undefined;
}

/**
 * One round of character combat, knights' combat, duel or rearguard fight (R §5.3: a single
 * round). All dice of all pairings are rolled first, pairing by pairing, attacking side first,
 * each fighter's dice together; then each pairing is matched and scored on its own (P-5).
 */
export function fightRound(fighters: ReadonlyMap<string, Fighter>, pairings: readonly Pairing[], dice: DiceSource, rules: PhoenixRules): RoundResult {
  const split = splitDice(fighters, pairings);
  const rolled = new Map<number, Record<Side, RolledDice[]>>();
  for (const pairing of pairings) {
    const parts = split.get(pairing.number) as Record<Side, FighterDice[]>;
    const roll = (part: FighterDice): RolledDice => ({
      ...part,
      dice: Array.from({ length: part.w6 }, () => dice.roll('W6', `${COMBAT_PURPOSE[pairing.combat]}, pairing ${pairing.number}`, part.name)),
    });
    rolled.set(pairing.number, { attacker: parts.attacker.map(roll), defender: parts.defender.map(roll) });
  }

  const match = matcherFor(rules.interpretations.diceMatching);
  const results: PairingResult[] = [];
  const changes = new Map<string, number>();
  const taken = new Map<string, number>();
  const record = new Map<string, { won: number; lost: number; drawn: number }>();
  for (const pairing of pairings) {
    const sides = rolled.get(pairing.number) as Record<Side, RolledDice[]>;
    const figures: Record<Side, Fighter[]> = {
      attacker: pairing.attackers.map((n) => fighters.get(n) as Fighter),
      defender: pairing.defenders.map((n) => fighters.get(n) as Fighter),
    };
    const pool = (list: readonly RolledDice[]): { faces: number[]; auto: number } => ({ faces: faceCounts(list.flatMap((d) => d.dice)), auto: list.reduce((s, d) => s + d.autoOnes, 0) });
    const a = pool(sides.attacker);
    const b = pool(sides.defender);
    const totals = emptyTotals();
    const steps: MatchStep[] = [];
    match(a.faces, a.auto, b.faces, b.auto, totals, steps);
    const levels = { attacker: sideLevel(figures.attacker, rules), defender: sideLevel(figures.defender, rules) };
    const outcome = pairingChange(totals, levels, pairing.combat === 'duel' ? automaticLoser(figures) : undefined);
    const shareSide = (side: Side): FighterShare[] => {
      const list = sides[side];
      const exact = shareChange(outcome.change[side], list.map((d) => d.w6 + d.autoOnes));
      const hitsOnRolled = side === 'attacker' ? totals.hitsB - totals.autoHitsB : totals.hitsA - totals.autoHitsA;
      const hits = apportion(hitsOnRolled, list.map((d) => d.w6));
      return list.map((d, i) => {
        const fighter = fighters.get(d.name) as Fighter;
        const change = roundChange(exact[i] as number, fighter.keepsTenths, rules);
        changes.set(d.name, addGp(changes.get(d.name) ?? 0, change));
        taken.set(d.name, (taken.get(d.name) ?? 0) + (hits[i] as number));
        const tally = record.get(d.name) ?? { won: 0, lost: 0, drawn: 0 };
        if (outcome.winner === undefined) tally.drawn += 1;
        else if (outcome.winner === side) tally.won += 1;
        else tally.lost += 1;
        record.set(d.name, tally);
        return { name: d.name, share: exact[i] as number, change, hitsTaken: hits[i] as number };
      });
    };
    results.push({ pairing, dice: sides, totals, steps, levels, outcome, shares: { attacker: shareSide('attacker'), defender: shareSide('defender') } });
  }

  const summary = new Map<string, FighterResult>();
  for (const [name, fighter] of fighters) {
    const change = changes.get(name) ?? 0;
    const gpAfter = addGp(fighter.gp, change);
    const tally = record.get(name) ?? { won: 0, lost: 0, drawn: 0 };
    const fought = record.has(name);
    summary.set(name, { fighter, change, gpAfter, died: fought && gpAfter < 1, ...tally, hitsTaken: taken.get(name) ?? 0 });
  }
  return { pairings: results, fighters: summary };
}
