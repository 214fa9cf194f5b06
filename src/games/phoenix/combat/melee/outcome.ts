import type { StrongholdLevel } from '../../data/structures.js';
import type { PhoenixRules } from '../../rules.js';
import { shown } from '../shown.js';
import type { SideFate, MeleeNumbers, SideNumbers } from './losses.js';
import type { BattleMode, PreparedMelee } from './prepare.js';
import type { DecidedBy } from './resolve.js';
import { UNIT_FIELDS, type GpSource, type UnitField } from './strength.js';

/** Units whose fallen count for combat income: the fighting troops and their commanders (P-25). */
export const INCOME_TROOPS = ['K', 'R', 'S', 'HF', 'LKS', 'SKS'] as const satisfies readonly UnitField[];

export type Counts = Partial<Record<UnitField, number>>;

export interface ArmyResult {
  readonly id: number;
  readonly kind: string;
  readonly guard: boolean;
  readonly hs: number;
  readonly lossFraction: number;
  readonly before: Counts;
  readonly after: Counts;
  readonly lost: Counts;
  readonly captured: Counts;
  readonly destroyed: Counts;
}

export interface UnitResult {
  readonly kind: string;
  readonly guard: boolean;
  readonly armies: readonly number[];
  readonly hs: number;
  readonly hf: number;
  readonly gp: number;
  readonly sources: readonly GpSource[];
}

export interface SideResult {
  readonly realm: string;
  readonly pirate: boolean;
  readonly hs: number;
  readonly fate: SideFate;
  readonly units: readonly UnitResult[];
  readonly armies: readonly ArmyResult[];
  /** Characters and wizards of a beaten or overrun side face the rearguard fight (R §5.4). */
  readonly figuresAtRisk: readonly string[];
}

export interface BattleUnitFigures {
  readonly hs: number;
  readonly gp: number;
  readonly ks: number;
}

export interface LossFigures {
  readonly unit: number;
  readonly hs: number;
  readonly gp: number;
  readonly spread: number;
  readonly gpfDiff: number;
  readonly loss: number;
}

export interface BattleResult {
  readonly party: number;
  readonly realm: string;
  readonly mode: BattleMode;
  readonly attackerHsShare: number;
  readonly attackerGpShare: number;
  readonly winner: 'attacker' | 'defender';
  readonly rolls: { readonly w20Attacker: number; readonly w20Defender: number; readonly tie: number | null } | null;
  readonly decidedBy: DecidedBy | null;
  readonly attacker: { readonly hs: number; readonly ks: number | null; readonly units: readonly BattleUnitFigures[] };
  /** `overrunHs`: the HS the 10:1 rule measured, war ships as one ship each (P-111). */
  readonly defender: { readonly hs: number; readonly overrunHs: number; readonly ks: number | null; readonly units: readonly BattleUnitFigures[] };
  readonly losses: {
    readonly factor: number;
    readonly baseLoss: number;
    readonly sizeAdjustedLoss: number;
    readonly loserGpAverage: number;
    readonly units: readonly LossFigures[];
    readonly winnerLoss: number;
  } | null;
}

export interface IncomeResult {
  readonly realm: string;
  readonly enemyFallenValue: number;
  readonly ownFallenValue: number;
  readonly enemyRate: number;
  readonly ownRate: number;
  /** Special income in GS, rounded down (R §5.6, P-25). */
  readonly income: number;
}

export interface CargoLoot {
  readonly winner: string;
  readonly loser: string;
  /** Share of the loser's cargo the winner takes: HS ratio steps at sea (R §5.8.2), all on land (R §5.8.3). */
  readonly share: number;
  readonly ratio: number | null;
  readonly cargoGold: number;
  readonly specialIncome: number;
  readonly takenGold: number;
  readonly takenSpecialIncome: number;
}

export interface MeleeResult {
  readonly kind: 'melee';
  readonly description: string | null;
  readonly hex: { readonly terrain: string; readonly stronghold: { readonly level: StrongholdLevel; readonly bp: number; readonly owner: string; readonly effectiveLevel: StrongholdLevel | null } | null };
  readonly withoutDice: boolean;
  readonly interpretations: Readonly<Record<string, string>>;
  readonly attacker: SideResult;
  readonly defenders: readonly SideResult[];
  readonly battles: readonly BattleResult[];
  readonly income: { readonly attacker: IncomeResult | null; readonly defenders: readonly (IncomeResult | null)[] };
  readonly loot: { readonly stronghold: { readonly level: StrongholdLevel; readonly owner: string; readonly gold: number } | null; readonly cargo: readonly CargoLoot[] };
  readonly learns: {
    readonly attacker: { readonly inflicted: readonly { readonly party: number; readonly realm: string; readonly armies: readonly { readonly id: number; readonly lost: Counts }[] }[] };
    readonly defenders: readonly { readonly attackers: readonly number[]; readonly inflicted: readonly { readonly id: number; readonly lost: Counts }[] | null }[];
  };
  /** Overrunning costs the attacker 7 extra BWP; any other melee ends its movement (R §5.5). */
  readonly movement: { readonly overrun: boolean; readonly extraBwp: number | null; readonly endsMovement: boolean };
}

const FIELDS = UNIT_FIELDS.length;

function counts(values: Float64Array, army: number, keep: (field: UnitField, value: number) => boolean): Counts {
  const result: Counts = {};
  UNIT_FIELDS.forEach((field, f) => {
    const value = values[army * FIELDS + f] as number;
    if (keep(field, value)) result[field] = value;
  });
  return result;
}

function lostOf(side: SideNumbers, army: number, field: number): number {
  const i = army * FIELDS + field;
  return (side.before[i] as number) - (side.after[i] as number) - (side.captured[i] as number) - (side.destroyed[i] as number);
}

function sideResult(numbers: SideNumbers): SideResult {
  const side = numbers.side;
  const input = side.input;
  const present = (army: number) => (field: UnitField) => (input.armies[army]?.[field] ?? undefined) !== undefined || (numbers.before[army * FIELDS + UNIT_FIELDS.indexOf(field)] as number) > 0;
  const lost = new Float64Array(numbers.before.length);
  for (let a = 0; a < input.armies.length; a++) for (let f = 0; f < FIELDS; f++) lost[a * FIELDS + f] = lostOf(numbers, a, f);
  const beaten = numbers.fate !== 'fought';
  // A wiped-out winner's figures face no victor; only a beaten or overrun side's are at risk (R §5.5).
  const atRisk = beaten && numbers.fate !== 'wiped-out';
  return {
    realm: input.realm,
    pirate: input.pirate === true,
    hs: side.hs,
    fate: numbers.fate,
    units: side.units.map((unit) => ({ kind: unit.kind, guard: unit.guard, armies: unit.armies.map((a) => input.armies[a]?.id as number), hs: unit.hs, hf: unit.hf, gp: shown(unit.gp), sources: unit.sources })),
    armies: input.armies.map((army, a) => ({
      id: army.id,
      kind: army.kind,
      guard: army.guard === true,
      hs: side.armyHs[a] as number,
      lossFraction: beaten ? 1 : shown(numbers.fraction[numbers.armyUnit[a] as number] as number),
      before: counts(numbers.before, a, present(a)),
      after: counts(numbers.after, a, present(a)),
      lost: counts(lost, a, (_field, value) => value > 0),
      captured: counts(numbers.captured, a, (_field, value) => value > 0),
      destroyed: counts(numbers.destroyed, a, (_field, value) => value > 0),
    })),
    figuresAtRisk: atRisk ? [...(input.characters ?? []).map((c) => c.name), ...(input.wizards ?? []).map((w) => w.name)] : [],
  };
}

function troopValue(armies: readonly ArmyResult[], rules: PhoenixRules, weight: (army: number) => number): number {
  let value = 0;
  armies.forEach((army, a) => {
    const w = weight(a);
    for (const field of INCOME_TROOPS) value += (army.lost[field] ?? 0) * rules.tables.units[field].price * w;
  });
  return value;
}

/** §5.6: the winner's share of the enemy's and its own fallen troops, as special income (P-25). */
function income(side: SideResult, enemyFallenValue: number, ownFallenValue: number, rules: PhoenixRules): IncomeResult {
  const table = rules.tables.combatIncome;
  const enemyRate = side.pirate ? table.pirateEnemyFallen : table.enemyFallen;
  const ownRate = side.pirate ? table.pirateOwnFallen : table.ownFallen;
  return { realm: side.realm, enemyFallenValue: shown(enemyFallenValue), ownFallenValue: shown(ownFallenValue), enemyRate, ownRate, income: Math.floor(enemyFallenValue * enemyRate + ownFallenValue * ownRate + 1e-9) };
}

function cargoOf(armies: readonly { cargoGold?: number | undefined; specialIncome?: number | undefined }[]): { gold: number; special: number } {
  let gold = 0;
  let special = 0;
  for (const army of armies) {
    gold += army.cargoGold ?? 0;
    special += army.specialIncome ?? 0;
  }
  return { gold, special };
}

/** Builds the result data (`--json`) from the prepared melee and its resolved numbers. */
export function meleeResult(p: PreparedMelee, n: MeleeNumbers, rules: PhoenixRules): MeleeResult {
  const file = p.file;
  const attacker = sideResult(n.attacker);
  const defenders = n.defenders.map(sideResult);
  const unitsA = p.attacker.units.length;
  // Share of each attacker unit's losses that fell in each battle: for income and what defenders learn (P-25, P-29).
  const battleWeight = (party: number, unit: number): number => {
    const total = n.attacker.unitLoss[unit] as number;
    return total > 0 ? (n.attackerBattleLoss[party * unitsA + unit] as number) / total : (p.battles[party]?.hsShare ?? 0);
  };
  const armyWeight = (party: number) => (army: number) => battleWeight(party, n.attacker.armyUnit[army] as number);

  const battles: BattleResult[] = p.battles.map((b, party) => {
    const numbers = n.battles[party];
    const realm = file.defenders[party]?.realm as string;
    const fought = b.mode === 'fight' && numbers !== undefined;
    const unitFigures = (hs: Float64Array, gp: Float64Array, ks: Float64Array | null, w20: number) =>
      Array.from(hs, (value, u) => ({ hs: shown(value), gp: shown((gp[u] as number) + w20), ks: shown(ks === null ? value : (ks[u] as number)) }));
    if (!fought) {
      return {
        party, realm, mode: b.mode, attackerHsShare: shown(b.hsShare), attackerGpShare: shown(b.gpShare), winner: 'attacker', rolls: null, decidedBy: null,
        attacker: { hs: shown(b.attHsTotal), ks: null, units: unitFigures(b.attHs, b.attGp, null, 0) },
        defender: { hs: b.defHsTotal, overrunHs: b.defOverrunHs, ks: null, units: unitFigures(b.defHs, b.defGp, null, 0) },
        losses: null,
      };
    }
    const winnerHs = numbers.attackerWins ? b.attHs : b.defHs;
    return {
      party,
      realm,
      mode: b.mode,
      attackerHsShare: shown(b.hsShare),
      attackerGpShare: shown(b.gpShare),
      winner: numbers.attackerWins ? 'attacker' : 'defender',
      rolls: { w20Attacker: numbers.w20Attacker, w20Defender: numbers.w20Defender, tie: numbers.decidedBy === 'tie' ? numbers.tieRoll : null },
      decidedBy: numbers.decidedBy,
      attacker: { hs: shown(b.attHsTotal), ks: shown(numbers.ksAttacker), units: unitFigures(b.attHs, b.attGp, numbers.attKs, numbers.w20Attacker) },
      defender: { hs: b.defHsTotal, overrunHs: b.defOverrunHs, ks: shown(numbers.ksDefender), units: unitFigures(b.defHs, b.defGp, numbers.defKs, numbers.w20Defender) },
      losses: {
        factor: shown(numbers.factor),
        baseLoss: shown(numbers.baseLoss),
        sizeAdjustedLoss: shown(numbers.totalLoss),
        loserGpAverage: shown(numbers.loserGpAverage),
        units: Array.from(winnerHs, (hs, u) => ({
          unit: u,
          hs: shown(hs),
          gp: shown(numbers.winnerGp[u] as number),
          spread: shown(numbers.spread[u] as number),
          gpfDiff: shown(numbers.gpfDiff[u] as number),
          loss: shown(numbers.loss[u] as number),
        })),
        winnerLoss: shown(numbers.winnerLoss),
      },
    };
  });

  // §5.6 combat income: only for battles fought, not for prisoners of an overrun (P-25).
  let attackerEnemyFallen = 0;
  let attackerOwnFallen = 0;
  let attackerWonAFight = false;
  const defenderIncome = battles.map((battle, party): IncomeResult | null => {
    if (battle.mode !== 'fight') return null;
    const partySide = defenders[party] as SideResult;
    const attackerFallen = troopValue(attacker.armies, rules, armyWeight(party));
    const partyFallen = troopValue(partySide.armies, rules, () => 1);
    if (battle.winner === 'attacker') {
      attackerWonAFight = true;
      attackerEnemyFallen += partyFallen;
      attackerOwnFallen += attackerFallen;
      return null;
    }
    // A winner its losses wiped out has no troops to take income (P-114).
    return partySide.fate === 'wiped-out' ? null : income(partySide, attackerFallen, partyFallen, rules);
  });
  const attackerIncome = attackerWonAFight && attacker.fate !== 'wiped-out' ? income(attacker, attackerEnemyFallen, attackerOwnFallen, rules) : null;

  // §5.8.1 loot of a conquered stronghold: the attacker has beaten every party (P-28).
  const stronghold = file.hex.stronghold;
  const conquered = attacker.fate !== 'wiped-out' && battles.every((battle) => battle.winner === 'attacker');
  const strongholdLoot =
    stronghold !== undefined && p.level !== null && conquered && file.defenders.some((side) => side.realm === stronghold.owner)
      ? { level: p.level, owner: stronghold.owner, gold: rules.tables.strongholds[p.level].loot }
      : null;

  // §5.8.2 at sea by HS superiority, §5.8.3 on land all cargo of destroyed armies.
  const atSea = rules.tables.terrain[file.hex.terrain].water;
  const cargo: CargoLoot[] = [];
  const attackerCargoShare = (party: number) => file.attacker.armies.map((army, a) => {
    const w = battleWeight(party, n.attacker.armyUnit[a] as number);
    return { cargoGold: (army.cargoGold ?? 0) * w, specialIncome: (army.specialIncome ?? 0) * w };
  });
  battles.forEach((battle, party) => {
    const attackerWon = battle.winner === 'attacker';
    if ((attackerWon ? attacker : defenders[party])?.fate === 'wiped-out') return;
    const loserCargo = attackerWon ? cargoOf(file.defenders[party]?.armies ?? []) : cargoOf(n.attacker.fate === 'beaten' ? file.attacker.armies : attackerCargoShare(party));
    if (loserCargo.gold === 0 && loserCargo.special === 0) return;
    const b = p.battles[party] as PreparedMelee['battles'][number];
    const hsW = attackerWon ? b.attHsTotal : b.defHsTotal;
    const hsL = attackerWon ? b.defHsTotal : b.attHsTotal;
    const ratio = hsL > 0 ? hsW / hsL : null;
    const seaLoot = rules.tables.seaLoot;
    const share = !atSea || ratio === null || ratio >= seaLoot.fullAtRatio ? 1 : Math.min(1, Math.floor(ratio + 1e-9) * seaLoot.sharePerRatioStep);
    cargo.push({
      winner: attackerWon ? attacker.realm : battle.realm,
      loser: attackerWon ? battle.realm : attacker.realm,
      share,
      ratio: atSea && ratio !== null ? shown(ratio) : null,
      cargoGold: loserCargo.gold,
      specialIncome: loserCargo.special,
      takenGold: Math.floor(loserCargo.gold * share + 1e-9),
      takenSpecialIncome: Math.floor(loserCargo.special * share + 1e-9),
    });
  });

  // Errata 85: defenders learn the attackers' army numbers — a guard's like any other, it carries no special one (R §6.8); losers learn what they inflicted (P-29).
  const attackerIds = file.attacker.armies.map((army) => army.id);
  const inflictedOn = (side: SideResult, weight: (army: number) => number) => side.armies.map((army, a) => ({ id: army.id, lost: scaled(army.lost, weight(a)) }));
  const learns = {
    attacker: {
      inflicted: battles
        .filter((battle) => battle.mode === 'fight' && battle.winner === 'defender')
        .map((battle) => ({ party: battle.party, realm: battle.realm, armies: inflictedOn(defenders[battle.party] as SideResult, () => 1) })),
    },
    defenders: battles.map((battle) => ({
      attackers: attackerIds,
      inflicted: battle.mode === 'fight' && battle.winner === 'attacker' ? inflictedOn(attacker, armyWeight(battle.party)) : null,
    })),
  };

  const overrun = battles.some((battle) => battle.mode === 'overrun');
  return {
    kind: 'melee',
    description: file.description ?? null,
    hex: {
      terrain: file.hex.terrain,
      stronghold: stronghold === undefined ? null : { level: stronghold.level, bp: stronghold.bp ?? rules.tables.strongholds[stronghold.level].bp, owner: stronghold.owner, effectiveLevel: p.level },
    },
    withoutDice: p.withoutDice,
    interpretations: {
      meleeSizeFactor: rules.interpretations.meleeSizeFactor,
      attackerGpSplit: rules.interpretations.attackerGpSplit,
      commanderGp: rules.interpretations.commanderGp,
      warShipAttack: rules.interpretations.warShipAttack,
      overrunWarShips: rules.interpretations.overrunWarShips,
      meleeSurvivorRounding: rules.interpretations.meleeSurvivorRounding,
    },
    attacker,
    defenders,
    battles,
    income: { attacker: attackerIncome, defenders: defenderIncome },
    loot: { stronghold: strongholdLoot, cargo },
    learns,
    movement: { overrun, extraBwp: overrun ? rules.tables.melee.overrunExtraBwp : null, endsMovement: battles.some((battle) => battle.mode === 'fight') },
  };
}

function scaled(lost: Counts, weight: number): Counts {
  if (weight === 1) return lost;
  const result: Counts = {};
  for (const [field, value] of Object.entries(lost) as [UnitField, number][]) {
    const share = Math.round(value * weight);
    if (share > 0) result[field] = share;
  }
  return result;
}
