import type { PreparedMelee } from './prepare.js';
import { zeroedFloats } from './floats.js';
import { BattleNumbers, compareStrength, computeLosses } from './resolve.js';
import { HF_INDEX, UNIT_FIELDS, type MeleeSide } from './strength.js';

/**
 * What became of a side's armies: fought on (losses in proportion), beaten in melee (annihilated),
 * overrun at 10:1, surrendered without fighting troops (R §5.5), or won with losses that leave
 * none of its strength (wiped out, P-114).
 */
export type SideFate = 'fought' | 'beaten' | 'overrun' | 'surrendered' | 'wiped-out';

const FIELDS = UNIT_FIELDS.length;
const LKP = UNIT_FIELDS.indexOf('LKP');
const SKP = UNIT_FIELDS.indexOf('SKP');
/** Survivors are rounded down (P-3); this keeps 90.0000000001 % of 100 from becoming 89. */
const ROUNDING_SLACK = 1e-9;

/** Dice of a melee, asked for in order: both W20 of a party battle, then a W% only on a tie. */
export interface MeleeDice {
  w20(attacker: boolean, party: number): number;
  percent(party: number): number;
}

/**
 * Per side: HS lost per unit and the armies' units before and after (armies × UNIT_FIELDS). All
 * figures a resolution writes share one buffer, so a side allocates one array rather than five;
 * the named views onto it are made when first read (by the result and report).
 */
export class SideNumbers {
  /** HS lost and loss fraction per unit, then after, captured and destroyed per army × UNIT_FIELDS. */
  readonly figures: Float64Array;
  /** Units of the side; `figures` holds the per-unit figures first. */
  readonly units: number;
  readonly fractionAt: number;
  readonly afterAt: number;
  readonly capturedAt: number;
  readonly destroyedAt: number;
  readonly before: Float64Array;
  readonly armyUnit: Int32Array;
  fate: SideFate = 'fought';
  private views: Float64Array[] | null = null;

  constructor(
    readonly side: MeleeSide,
    /** Share of a beaten army's catapults destroyed (R §5.5). */
    readonly destroyedShare: number,
    /** Survivors rounded once per army (P-112) or per unit kind (P-3 before). */
    readonly perArmy: boolean,
  ) {
    const units = side.units.length;
    const size = side.unitCounts.length;
    this.units = units;
    this.fractionAt = units;
    this.afterAt = 2 * units;
    this.capturedAt = this.afterAt + size;
    this.destroyedAt = this.capturedAt + size;
    this.figures = zeroedFloats(this.destroyedAt + size);
    // The prepared side's counts and army → unit map never change, so they are shared, not copied.
    this.before = side.unitCounts;
    this.armyUnit = side.armyUnit;
  }

  /** The five views onto `figures`, made once. */
  private view(index: number): Float64Array {
    if (this.views === null) {
      const { figures, units, afterAt, capturedAt, destroyedAt } = this;
      const size = this.before.length;
      this.views = [figures.subarray(0, units), figures.subarray(units, afterAt), figures.subarray(afterAt, afterAt + size), figures.subarray(capturedAt, capturedAt + size), figures.subarray(destroyedAt, destroyedAt + size)];
    }
    return this.views[index] as Float64Array;
  }

  get unitLoss(): Float64Array {
    return this.view(0);
  }

  get fraction(): Float64Array {
    return this.view(1);
  }

  get after(): Float64Array {
    return this.view(2);
  }

  /** Catapults a beaten army leaves to the winner (P-22); everything of an overrun or surrendered army. */
  get captured(): Float64Array {
    return this.view(3);
  }

  /** Catapults of a beaten army destroyed (R §5.5: 50 %). */
  get destroyed(): Float64Array {
    return this.view(4);
  }
}

/** All figures of a melee; allocated once per prepared melee and reused by every resolution. */
export class MeleeNumbers {
  readonly battles: BattleNumbers[];
  readonly attacker: SideNumbers;
  readonly defenders: SideNumbers[];
  /** HS the attacker's units lost in each battle: [party × units + unit]. */
  readonly attackerBattleLoss: Float64Array;

  constructor(readonly prepared: PreparedMelee) {
    let width = prepared.attacker.units.length;
    for (const side of prepared.defenders) width = Math.max(width, side.units.length);
    this.battles = [];
    for (let party = 0; party < prepared.battles.length; party++) this.battles.push(new BattleNumbers(width));
    this.attacker = new SideNumbers(prepared.attacker, prepared.catapultsDestroyed, prepared.survivorsPerArmy);
    this.defenders = [];
    for (const side of prepared.defenders) this.defenders.push(new SideNumbers(side, prepared.catapultsDestroyed, prepared.survivorsPerArmy));
    this.attackerBattleLoss = zeroedFloats(prepared.battles.length * prepared.attacker.units.length);
  }
}

/** Loss fraction per unit of a side that fought on: HS lost / HS, at most 1. */
function fractions(side: SideNumbers): void {
  const { figures, fractionAt } = side;
  const units = side.side.units;
  for (let u = 0; u < units.length; u++) {
    const hs = (units[u] as { hs: number }).hs;
    figures[fractionAt + u] = hs > 0 ? Math.min(1, (figures[u] as number) / hs) : 0;
  }
}

/** Catapults of a beaten army: the winner captures half, rounded down like every survivor (P-22). */
function splitCatapults(side: SideNumbers, index: number): void {
  const n = side.before[index] as number;
  const kept = Math.floor(n * (1 - side.destroyedShare));
  side.figures[side.capturedAt + index] = kept;
  side.figures[side.destroyedAt + index] = n - kept;
}

/** HS left over per field while an army's survivors are shared out; one scratch array, as the core allocates nothing. */
const remainders = new Float64Array(FIELDS);

/**
 * Survivors of one army that fought on and keeps `keep` of itself. Per army (P-112): its surviving
 * HS is rounded down once, each kind keeps its share rounded down, and the HS left over goes to
 * the kinds with the largest remainders, one unit each while it fits. Per kind (P-3 before): each
 * kind rounded down. Kinds without HS (mounts, catapults) are rounded down. Returns the HS kept.
 */
function armySurvivors(side: SideNumbers, a: number, keep: number): number {
  const { before, figures, afterAt } = side;
  const strength = side.side.strength;
  const base = a * FIELDS;
  let budget = Math.floor((side.side.armyHs[a] as number) * keep + ROUNDING_SLACK);
  let kept = 0;
  for (let f = 0; f < FIELDS; f++) {
    if (f === HF_INDEX) continue;
    const exact = (before[base + f] as number) * keep;
    const left = Math.floor(exact + ROUNDING_SLACK);
    figures[afterAt + base + f] = left;
    const weight = strength[f] as number;
    remainders[f] = weight > 0 && side.perArmy ? (exact - left) * weight : 0;
    budget -= left * weight;
    kept += left * weight;
  }
  for (;;) {
    let best = -1;
    for (let f = 0; f < FIELDS; f++) if ((remainders[f] as number) > ROUNDING_SLACK && (strength[f] as number) <= budget && (best < 0 || (remainders[f] as number) > (remainders[best] as number))) best = f;
    if (best < 0) return kept;
    remainders[best] = 0;
    figures[afterAt + base + best] = (figures[afterAt + base + best] as number) + 1;
    budget -= strength[best] as number;
    kept += strength[best] as number;
  }
}

/**
 * Survivors per army. Fought on: every unit (K, P (P-21), R, S, HF, catapults, war ships) loses the
 * unit's fraction, shared out per army (P-112), the last HF stays while anything is left (P-3, §5,
 * errata 74); a side that keeps no HS at all is wiped out (P-114). Beaten: all fall; catapults half
 * destroyed, the rest captured (R §5.5, P-22). Overrun or surrendered: everything is taken (R §5.5).
 */
export function applyToArmies(side: SideNumbers): void {
  const { before, figures, afterAt, capturedAt, destroyedAt, fate } = side;
  const size = before.length;
  const taken = fate === 'overrun' || fate === 'surrendered';
  for (let i = 0; i < size; i++) {
    figures[capturedAt + i] = taken ? (before[i] as number) : 0;
    figures[destroyedAt + i] = 0;
    if (fate !== 'fought') figures[afterAt + i] = 0;
  }
  if (taken) return;
  if (fate === 'beaten') {
    for (let i = 0; i < size; i += FIELDS) {
      splitCatapults(side, i + LKP);
      splitCatapults(side, i + SKP);
    }
    return;
  }
  fractions(side);
  let hsKept = 0;
  for (let a = 0; a < side.armyUnit.length; a++) {
    const keep = 1 - (figures[side.fractionAt + (side.armyUnit[a] as number)] as number);
    const base = a * FIELDS;
    const kept = armySurvivors(side, a, keep);
    hsKept += kept;
    let anyLeft = false;
    for (let f = 0; f < FIELDS; f++) if (f !== HF_INDEX && (figures[afterAt + base + f] as number) > 0) anyLeft = true;
    const hf = before[base + HF_INDEX] as number;
    const hfLeft = Math.floor(hf * keep + ROUNDING_SLACK);
    figures[afterAt + base + HF_INDEX] = anyLeft ? Math.min(hf, Math.max(1, hfLeft)) : hfLeft;
  }
  // Its losses took all its strength: nothing of it fights on, whatever the proportion left (P-114).
  if (hsKept === 0 && side.side.hs > 0) {
    side.fate = 'wiped-out';
    figures.fill(0, afterAt, afterAt + size);
  }
}

/** W% of a tie: 1–50 the attacker wins, 51–100 the defender (P-20). */
export const TIE_ATTACKER_MAX = 50;

/** Resolves every party battle and the survivors of every army; allocates nothing. */
export function resolveNumbers(p: PreparedMelee, dice: MeleeDice, out: MeleeNumbers): void {
  const attacker = out.attacker;
  const lossA = attacker.figures;
  const unitsA = p.attacker.units.length;
  lossA.fill(0, 0, unitsA);
  out.attackerBattleLoss.fill(0);
  let fought = 0;
  let lost = 0;
  let overran = 0;
  for (let party = 0; party < p.battles.length; party++) {
    const b = p.battles[party] as (typeof p.battles)[number];
    const numbers = out.battles[party] as BattleNumbers;
    const defender = out.defenders[party] as SideNumbers;
    defender.figures.fill(0, 0, defender.units);
    if (b.mode !== 'fight') {
      defender.fate = b.mode === 'overrun' ? 'overrun' : 'surrendered';
      if (b.mode === 'overrun') overran++;
      continue;
    }
    fought++;
    const w20A = p.withoutDice ? 0 : dice.w20(true, party);
    const w20D = p.withoutDice ? 0 : dice.w20(false, party);
    let ahead = compareStrength(b, w20A, w20D, numbers);
    if (ahead === 0) {
      const roll = dice.percent(party);
      ahead = roll <= TIE_ATTACKER_MAX ? 1 : -1;
      numbers.tieRoll = roll;
    }
    const attackerWins = ahead > 0;
    computeLosses(b, attackerWins, p.literalSizeFactor, numbers);
    const row = party * unitsA;
    if (attackerWins) {
      defender.fate = 'beaten';
      for (let u = 0; u < unitsA; u++) out.attackerBattleLoss[row + u] = numbers.figures[numbers.lossAt + u] as number;
    } else {
      lost++;
      defender.fate = 'fought';
      for (let u = 0; u < defender.units; u++) defender.figures[u] = numbers.figures[numbers.lossAt + u] as number;
      for (let u = 0; u < unitsA; u++) out.attackerBattleLoss[row + u] = b.attHs[u] as number;
    }
    for (let u = 0; u < unitsA; u++) lossA[u] = (lossA[u] as number) + (out.attackerBattleLoss[row + u] as number);
  }
  // Beaten only when every part of it fought and lost; otherwise it keeps what the won parts left (P-26).
  attacker.fate = lost > 0 && lost === fought && overran === 0 ? 'beaten' : 'fought';
  applyToArmies(attacker);
  for (const defender of out.defenders) applyToArmies(defender);
}
