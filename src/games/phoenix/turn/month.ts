import type { DiceSource } from '../../../kernel/dice.js';
import type { PhoenixRules } from '../rules.js';
import { alliancesOf } from '../world/alliance.js';
import type { World } from '../world/schema.js';
import type { MonthContext, MonthPorts, RealmTurn } from './context.js';
import { GM_ONLY, realmsOnly, type MonthEvent } from './events.js';
import { MonthState } from './state.js';
import { MONTH_END, MONTH_START, REALM_STEPS } from './steps.js';
import { prepareTurn, type TurnInput } from './turn-input.js';
import { bringBack, setAsideAbsent } from './absence.js';

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
export function runMonth(world: World, turns: ReadonlyMap<string, TurnInput>, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts, realms?: number): MonthOutcome {
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

function evaluate(world: World, turns: ReadonlyMap<string, TurnInput>, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts, extent: Extent): MonthOutcome {
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

function run(state: MonthState, world: World, turns: ReadonlyMap<string, TurnInput>, dice: DiceSource, rules: PhoenixRules, ports: MonthPorts, extent: Extent): MonthOutcome {
  const { realms } = extent;
  // Before the first step the state is the world at the month's start: the turns are checked against it.
  const prepared = new Map<string, RealmTurn>();
  for (const realm of world.realms.map((r) => r.id).sort()) prepared.set(realm, prepareTurn(state.loaded, realm, turns.get(realm), rules, ports));
  const context: MonthContext = { state, dice, rules, ports, turns: prepared };

  state.step = 'A';
  for (const [realm, turn] of prepared) {
    if (turn.fileProblems.length > 0) state.emit({ code: 'turnRejected', rule: 'R §3', audience: realmsOnly(realm), data: { realm, problems: turn.fileProblems } });
    for (const refusal of turn.refused) state.emit({ code: 'refused', rule: 'R §3', audience: realmsOnly(realm), data: { ...refusal } });
  }
  for (const realm of [...turns.keys()].filter((r) => !prepared.has(r)).sort()) state.emit({ code: 'unknownRealm', rule: 'R §3', audience: GM_ONLY, data: { realm } });

  for (const step of MONTH_START) {
    state.step = step.id;
    step.run(context);
  }
  const order = (state.world.calendar.turnOrder[0] ?? []).filter((realm) => prepared.has(realm));
  state.rollsAtTurns = dice.rolls.length;
  for (const [done, realm] of order.entries()) {
    // Stopped after `realms` turns (the game master evaluates realm by realm): the month is not over.
    if (realms !== undefined && done >= realms) return { world: state.world, before: world, events: state.events, turns: prepared, rolls: dice.rolls, order, complete: false };
    const turn = prepared.get(realm) as RealmTurn;
    state.turnOf = realm;
    for (const step of REALM_STEPS) {
      state.step = step.id;
      step.run(context, turn);
    }
    if (realm === extent.trialOf) {
      state.turnOf = undefined;
      for (const step of MONTH_END.filter((s) => s.id === 'C')) {
        state.step = step.id;
        step.run(context);
      }
      return { world: state.world, before: world, events: state.events, turns: prepared, rolls: dice.rolls, order, complete: false };
    }
  }
  state.turnOf = undefined;
  for (const step of MONTH_END) {
    state.step = step.id;
    step.run(context);
  }
  return { world: state.world, before: world, events: state.events, turns: prepared, rolls: dice.rolls, order, complete: true };
}
