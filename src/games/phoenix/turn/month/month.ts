import type { DiceSource } from '../../../../kernel/dice.js';
import type { PhoenixRules } from '../../rules.js';
import { alliancesOf } from '../../world/alliance.js';
import type { World } from '../../world/schema.js';
import type { MonthContext, MonthPorts, RealmTurn } from './context.js';
import { GM_ONLY, realmsOnly, type MonthEvent } from './events.js';
import { MonthState } from './state.js';
import { MONTH_END, MONTH_START, REALM_STEPS } from '../steps.js';
import { prepareTurn, type TurnInput } from './turn-input.js';
import { bringBack, setAsideAbsent } from '../special-realms/absence.js';
import { isStartOrder } from './start-orders.js';

/**
 * The turns a month reads: one set for the whole month, or — realm by realm at the table (P-296) —
 * each set as it stood when a realm's turn ran: the first for the month's start (A) and the first
 * realm of the order, the i-th for the i-th realm; later realms and the month's end read the last.
 */
export type MonthTurns = ReadonlyMap<string, TurnInput> | readonly ReadonlyMap<string, TurnInput>[];

export interface MonthOutcome {
  /** The world at the end of the month (a new object; the input is not changed). */
  readonly world: World;
  /** The world as it was, for reports that compare. */
  readonly before: World;
  readonly events: readonly MonthEvent[];
  readonly turns: ReadonlyMap<string, RealmTurn>;
  /** Every die rolled, in order. */
  readonly rolls: DiceSource['rolls'];
  /** The month's turn order: the realms whose turns run (B1–B18), first to last. */
  readonly order?: readonly string[];
  /** With `realms` given: whether the month ran to its end (C, D, E) — false when it stopped after that many realms' turns. */
  readonly complete?: boolean;
}

/**
 * Evaluates one month (R §3): A1–A3 for all realms, then each realm's turn B1–B18 in the turn
 * order, then C, D and the calendar. A turn that cannot be read leaves its realm's turn empty and
 * never stops the others (P-72).
 */
export function runMonth(world: World, turns: MonthTurns, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts, realms?: number): MonthOutcome {
  return evaluate(world, turns, dice, rules, ports, realms === undefined ? {} : { realms });
}

/**
 * The month as the checker runs it (P-103): one realm's turn alone, evaluated up to the end of that
 * realm's turn and C (building and repairs), where its orders can still be refused; later realms'
 * turns (empty) and D, E are left out.
 */
export function trialMonth(world: World, realm: string, turn: TurnInput, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts): MonthOutcome {
  return evaluate(world, new Map([[realm, turn]]), dice, rules, ports, { trialOf: realm });
}

/** How far a month runs: every realm's turn (the default), the first `realms` of them, or a trial up to one realm's turn. */
interface Extent {
  readonly realms?: number;
  readonly trialOf?: string;
}

function evaluate(world: World, turns: MonthTurns, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts, extent: Extent): MonthOutcome {
  // Figures in the Elemental Castle sit the month out; back from it, they appear in the capital (R §6.10; P-187).
  const aside = setAsideAbsent(world);
  const state = new MonthState(aside.world, alliancesOf(rules));
  state.offBoard = aside.castle;
  state.step = 'A';
  for (const event of aside.events) state.emit(event);
  const outcome = run(state, world, turns, dice, rules, ports, extent);
  if (aside.castle.length > 0) {
    state.step = 'E';
    state.turnOf = undefined;
    if (outcome.complete === true) bringBack(outcome.world, aside.castle, rules, (event) => state.emit(event));
    else for (const figure of aside.castle) ('rank' in figure ? outcome.world.characters : outcome.world.wizards).push(figure as never);
  }
  return outcome;
}

function run(state: MonthState, world: World, turns: MonthTurns, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts, extent: Extent): MonthOutcome {
  const { realms } = extent;
  const sets = Array.isArray(turns) ? (turns as readonly ReadonlyMap<string, TurnInput>[]) : [turns as ReadonlyMap<string, TurnInput>];
  // Before the first step the state is the world at the month's start: the turns are checked against it, each text once.
  const realmIds = world.realms.map((r) => r.id).sort();
  const made = new Map<string, Map<TurnInput | undefined, RealmTurn>>(realmIds.map((realm) => [realm, new Map()]));
  const preparedSets = (sets.length === 0 ? [new Map<string, TurnInput>()] : sets).map((set) => {
    const prepared = new Map<string, RealmTurn>();
    for (const realm of realmIds) {
      const known = made.get(realm) as Map<TurnInput | undefined, RealmTurn>;
      const input = set.get(realm);
      if (!known.has(input)) known.set(input, prepareTurn(state.loaded, realm, input, rules, ports));
      prepared.set(realm, known.get(input) as RealmTurn);
    }
    return prepared;
  });
  const setFor = (index: number) => preparedSets[Math.min(index, preparedSets.length - 1)] as Map<string, RealmTurn>;
  const prepared = setFor(0);
  const context: MonthContext = { state, dice, rules, ports, turns: prepared };
  const firstTurns = sets[0] ?? new Map<string, TurnInput>();

  state.step = 'A';
  for (const [realm, turn] of prepared) {
    if (turn.fileProblems.length > 0) state.emit({ code: 'turnRejected', rule: 'R §3', audience: realmsOnly(realm), data: { realm, problems: turn.fileProblems } });
    for (const refusal of turn.refused) state.emit({ code: 'refused', rule: 'R §3', audience: realmsOnly(realm), data: { ...refusal } });
  }
  for (const realm of [...firstTurns.keys()].filter((r) => !prepared.has(r)).sort()) state.emit({ code: 'unknownRealm', rule: 'R §3', audience: GM_ONLY, data: { realm } });

  for (const step of MONTH_START) {
    state.step = step.id;
    step.run(context);
  }
  const order = (state.world.calendar.turnOrder[0] ?? []).filter((realm) => prepared.has(realm));
  state.rollsAtTurns = dice.rolls.length;
  // The turn each realm played: its own step's (the report reads its refusals).
  const own = new Map(prepared);
  let last = context;
  for (const [done, realm] of order.entries()) {
    // Stopped after `realms` turns (the game master evaluates realm by realm): the month is not over.
    if (realms !== undefined && done >= realms) return { world: state.world, before: world, events: state.events, turns: own, rolls: dice.rolls, order, complete: false };
    last = { ...context, turns: setFor(done) };
    const turn = last.turns.get(realm) as RealmTurn;
    own.set(realm, turn);
    state.turnOf = realm;
    if (turn !== prepared.get(realm)) handedInLate(state, turn);
    for (const step of REALM_STEPS) {
      state.step = step.id;
      step.run(last, turn);
    }
    if (realm === extent.trialOf) {
      state.turnOf = undefined;
      for (const step of MONTH_END.filter((s) => s.id === 'C')) {
        state.step = step.id;
        step.run(last);
      }
      return { world: state.world, before: world, events: state.events, turns: own, rolls: dice.rolls, order, complete: false };
    }
  }
  state.turnOf = undefined;
  for (const step of MONTH_END) {
    state.step = step.id;
    step.run(last);
  }
  return { world: state.world, before: world, events: state.events, turns: own, rolls: dice.rolls, order, complete: true };
}

/**
 * A turn handed in after the month's start (at the table, P-296): what the checker found is told at
 * its turn, and its orders of the month's start (A2, A3: armament, bonus strongholds, building) are
 * not carried out — the month's start read the turns as they were then (R §3, §3.3). Repairs run in C,
 * after the last realm's turn, and are carried out.
 */
function handedInLate(state: MonthState, turn: RealmTurn): void {
  const { realm } = turn;
  state.step = 'B1';
  if (turn.fileProblems.length > 0) state.emit({ code: 'turnRejected', rule: 'R §3', audience: realmsOnly(realm), data: { realm, problems: turn.fileProblems } });
  for (const refusal of turn.refused) state.emit({ code: 'refused', rule: 'R §3', audience: realmsOnly(realm), data: { ...refusal } });
  const late = turn.orders.filter(isStartOrder).length;
  if (late > 0) state.emit({ code: 'startOrdersLate', rule: 'R §3, §3.3; P-297', audience: realmsOnly(realm), data: { realm, orders: late } });
}
