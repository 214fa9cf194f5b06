import type { DiceSource } from '../../../../kernel/dice.js';
import type { PhoenixRules } from '../../rules.js';
import { boardGp, type Fighter, type Side } from './fighters.js';
import type { MatchStep } from './matching.js';
import type { CombatKind } from './pairings.js';
import type { NeutralisationGroup, Prepared } from './prepare.js';
import { fightRound, type FighterResult, type PairingResult, type RoundResult } from './round.js';

/** One side of a pairing as data. */
export interface PairingSideData {
  readonly fighters: readonly { name: string; w6: number; autoOnes: number; dice: readonly number[] }[];
  readonly hits: number;
  /** Hits this side scored against the opponent's automatic 1s (errata 96). */
  readonly autoHits: number;
  readonly level: number;
  readonly levelFrom: 'rank' | 'gp-total';
  readonly totalGp: number;
  /** The exact formula result for the side (§5.3), before sharing and rounding. */
  readonly change: number;
  readonly formula: string;
  readonly shares: readonly { name: string; share: number; change: number; hitsTaken: number }[];
}

export interface PairingData {
  readonly number: number;
  readonly combat: CombatKind;
  readonly chosenBy: Side;
  readonly attacker: PairingSideData;
  readonly defender: PairingSideData;
  readonly parries: number;
  readonly matching: readonly MatchStep[];
  readonly winner: Side | null;
  readonly automaticLoser?: Side;
  /** Class level of the winning side : that of the losing side (1 in a draw). */
  readonly ratio: number;
  /** GP per net hit: 1 / ratio (§5.3 example 2: 0.75). */
  readonly perHit: number;
}

/** What a figure ends with. */
export interface FighterData {
  readonly side: Side;
  readonly realm: string;
  readonly figure: 'character' | 'wizard';
  readonly label: string;
  readonly level: number;
  readonly knight: boolean;
  readonly gp: number;
  readonly boardGp: number;
  readonly zkp?: number;
  readonly effectiveZkp?: number;
  readonly w6: number;
  readonly autoOnes: number;
  readonly fought: boolean;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  readonly hitsTaken: number;
  readonly change: number;
  readonly gpAfter: number;
  readonly died: boolean;
  /** Duel: lost or drew a pairing and lands in its realm's capital with ZKP 0 (§5.3). */
  readonly thrownBack?: boolean;
  readonly zkpAfter?: number;
  /** GP (characters) or ZKP (wizards) it brings into the melee (§5.3, P-41); 0 when dead or gone. */
  readonly meleeGp: number;
}

/** What one realm learns (errata 45: never the opponent's automatic 1s). */
export interface ViewData {
  readonly side: Side;
  readonly opponents: readonly { name: string; label: string; dice: readonly number[]; died: boolean; thrownBack?: boolean }[];
  readonly pairings: readonly { number: number; winner: Side | null; hitsDealtOnRolledDice: number; hitsTaken: number }[];
}

export interface CombatData {
  readonly kind: string;
  readonly hex: string | null;
  readonly readings: Readonly<Record<string, string>>;
  readonly neutralisation: readonly NeutralisationGroup[];
  readonly pairings: readonly PairingData[];
  readonly idle: readonly string[];
  readonly fighters: Readonly<Record<string, FighterData>>;
  readonly views: Readonly<Record<string, ViewData>>;
}

export function pairingData(result: PairingResult): PairingData {
  const side = (which: Side): PairingSideData => ({
    fighters: result.dice[which].map((d) => ({ name: d.name, w6: d.w6, autoOnes: d.autoOnes, dice: d.dice })),
    hits: which === 'attacker' ? result.totals.hitsA : result.totals.hitsB,
    autoHits: which === 'attacker' ? result.totals.autoHitsA : result.totals.autoHitsB,
    level: result.levels[which].level,
    levelFrom: result.levels[which].from,
    totalGp: result.levels[which].totalGp,
    change: result.outcome.change[which],
    formula: result.outcome.formula[which],
    shares: result.shares[which],
  });
  return {
    number: result.pairing.number,
    combat: result.pairing.combat,
    chosenBy: result.pairing.chosenBy,
    attacker: side('attacker'),
    defender: side('defender'),
    parries: result.totals.parries,
    matching: result.steps,
    winner: result.outcome.winner ?? null,
    ...(result.outcome.automaticLoser === undefined ? {} : { automaticLoser: result.outcome.automaticLoser }),
    ratio: result.outcome.ratio,
    perHit: 1 / result.outcome.ratio,
  };
}

/** P-41: what a figure brings into the following melee. */
export function meleeGp(fighter: Fighter, result: FighterResult, gone: boolean, rules: PhoenixRules): number {
  if (result.died || gone) return 0;
  const base = fighter.figure === 'wizard' ? (fighter.effectiveZkp ?? 0) : fighter.boardGp;
  if (rules.interpretations.meleeGpAfterDuel === 'after-change') return fighter.figure === 'wizard' ? base : boardGp(result.gpAfter);
  return Math.max(0, base - result.hitsTaken);
}

export function fighterData(fighter: Fighter, result: FighterResult, duel: boolean, rules: PhoenixRules): FighterData {
  const fought = result.won + result.lost + result.drawn > 0;
  // §5.3: losers and draws land in the capital; a wizard in several pairings goes if it did not win them all (P-46)
  const thrownBack = duel && fought && !result.died && (result.lost > 0 || result.drawn > 0);
  return {
    side: fighter.side,
    realm: fighter.realm,
    figure: fighter.figure,
    label: fighter.label,
    level: fighter.level,
    knight: fighter.knight,
    gp: fighter.gp,
    boardGp: fighter.boardGp,
    ...(fighter.zkp === undefined ? {} : { zkp: fighter.zkp, effectiveZkp: fighter.effectiveZkp ?? 0 }),
    w6: fighter.w6,
    autoOnes: fighter.autoOnes,
    fought,
    won: result.won,
    lost: result.lost,
    drawn: result.drawn,
    hitsTaken: result.hitsTaken,
    change: result.change,
    gpAfter: result.gpAfter,
    died: result.died,
    ...(duel ? { thrownBack, zkpAfter: result.died || thrownBack ? 0 : (fighter.zkp ?? 0) } : {}),
    meleeGp: meleeGp(fighter, result, thrownBack, rules),
  };
}

/** Each realm's view: its opponents' rolled W6 and fates, the hits it can see (errata 45). */
export function viewsOf(round: RoundResult, fighters: Readonly<Record<string, FighterData>>): Record<string, ViewData> {
  const views: Record<string, ViewData> = {};
  const realms = new Map<string, Side>();
  for (const f of Object.values(fighters)) if (!realms.has(f.realm)) realms.set(f.realm, f.side);
  for (const [realm, side] of realms) {
    const enemy: Side = side === 'attacker' ? 'defender' : 'attacker';
    const opponents = Object.entries(fighters)
      .filter(([, f]) => f.side === enemy)
      .map(([name, f]) => ({
        name,
        label: f.label,
        dice: round.pairings.flatMap((p) => p.dice[enemy].filter((d) => d.name === name).flatMap((d) => d.dice)),
        died: f.died,
        ...(f.thrownBack === undefined ? {} : { thrownBack: f.thrownBack }),
      }));
    const pairings = round.pairings
      .filter((p) => p.dice[side].some((d) => fighters[d.name]?.realm === realm))
      .map((p) => {
        const mine = side === 'attacker' ? { hits: p.totals.hitsA, auto: p.totals.autoHitsA, taken: p.totals.hitsB } : { hits: p.totals.hitsB, auto: p.totals.autoHitsB, taken: p.totals.hitsA };
        return { number: p.pairing.number, winner: p.outcome.winner ?? null, hitsDealtOnRolledDice: mine.hits - mine.auto, hitsTaken: mine.taken };
      });
    views[realm] = { side, opponents, pairings };
  }
  return views;
}

/** Resolves a prepared character combat (with knights' combat) or duel. */
export function resolveCombat(kind: string, hex: string | undefined, prepared: Prepared, dice: DiceSource, rules: PhoenixRules): CombatData {
  const round = fightRound(prepared.fighters, prepared.plan.pairings, dice, rules);
  const fighters: Record<string, FighterData> = {};
  for (const [name, fighter] of prepared.fighters) fighters[name] = fighterData(fighter, round.fighters.get(name) as FighterResult, prepared.combat === 'duel', rules);
  const { diceMatching, gpRounding, duelClassLevel, meleeGpAfterDuel } = rules.interpretations;
  return {
    kind,
    hex: hex ?? null,
    readings: { diceMatching, gpRounding, duelClassLevel, meleeGpAfterDuel },
    neutralisation: prepared.neutralisation,
    pairings: round.pairings.map(pairingData),
    idle: prepared.plan.idle,
    fighters,
    views: viewsOf(round, fighters),
  };
}
