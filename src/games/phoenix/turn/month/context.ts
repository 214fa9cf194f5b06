import type { DiceSource } from '../../../../kernel/dice.js';
import type { Problem } from '../../../../kernel/problems.js';
import type { MoveContext, MovePlan } from '../../movement/types.js';
import type { LocatedOrder, MoveOrder, Order, Turn } from '../../orders/ast.js';
import { realmNamer } from '../../reports/realm-names.js';
import { t, type Lang, type Text } from '../../reports/text.js';
import type { PhoenixRules } from '../../rules.js';
import type { LoadedWorld } from '../../world/loaded.js';
import type { Army } from '../../world/schema.js';
import { GM_ONLY, realmsOnly } from './events.js';
import type { MonthState } from './state.js';

/** The order checker and the movement planner the month calls (orders/check.ts, movement/plan.ts). */
export interface MonthPorts {
  planMove(world: LoadedWorld, realm: string, order: MoveOrder, rules: PhoenixRules, context?: MoveContext): MovePlan;
  /** The checker's problems in the language asked for (German when none is). */
  checkTurn(world: LoadedWorld, turn: Turn, rules: PhoenixRules, lang?: Lang): Problem[];
}

/** An order the month did not carry out, and why: as if it had not been given. */
export interface Refusal {
  readonly line?: number;
  readonly column?: number;
  /** The order's JSON path when the turn came in its JSON form. */
  readonly path?: string;
  readonly order?: string;
  readonly code: string;
  /** Why, in German (the game's language; also the only text of older records). */
  readonly message: string;
  /** Why, in English; absent only in records written before refusals were bilingual. */
  readonly messageEn?: string;
  /**
   * Dice rolled in the realm's turn before the refusal (a fight's outcome): the checker could not
   * foresee it, since it cannot know the month's dice (P-103).
   */
  readonly afterDice?: true;
}

/** A realm's turn as the month evaluates it: the orders it carries out and those it refused. */
export interface RealmTurn {
  readonly realm: string;
  readonly orders: readonly LocatedOrder[];
  readonly refused: Refusal[];
  /** Problems of the orders file itself; the realm's turn is then empty (P-72). */
  readonly fileProblems: readonly Problem[];
}

export interface MonthContext {
  readonly state: MonthState;
  readonly dice: DiceSource;
  readonly rules: PhoenixRules;
  readonly ports: MonthPorts;
  readonly turns: ReadonlyMap<string, RealmTurn>;
}

/** A named step of the month (A1–A4, C, D) or of a realm's turn (B1–B18). */
export interface Step<Args extends unknown[] = []> {
  readonly id: string;
  readonly rule: string;
  readonly title: Text;
  run(context: MonthContext, ...args: Args): void;
}

export type MonthStep = Step;
export type RealmStep = Step<[RealmTurn]>;

/** The order types whose `type` field can be T (BuildOrder is both 'build' and 'repair'). */
type OrderOf<T extends Order['type']> = Order extends infer O ? (O extends Order ? (T extends O['type'] ? O : never) : never) : never;

/** The orders of a type in the order they were given. */
export function ordersOf<T extends Order['type']>(turn: RealmTurn, ...types: T[]): (OrderOf<T> & { loc: LocatedOrder['loc'] })[] {
  return turn.orders.filter((order) => (types as string[]).includes(order.type)) as (OrderOf<T> & { loc: LocatedOrder['loc'] })[];
}

/** Realms by name in the words a realm reads (the check, the report); ids stay in the data. Names do not change within a month. */
const namers = new WeakMap<MonthState, (text: string) => string>();
function namerOf(state: MonthState): (text: string) => string {
  let namer = namers.get(state);
  if (namer === undefined) namers.set(state, (namer = realmNamer(state.loaded.realms.values())));
  return namer;
}

/** Refuses an order during the evaluation: the realm (and the game masters) learn why. */
export function refuse(context: MonthContext, turn: RealmTurn, order: LocatedOrder, code: string, message: Text): void {
  const mark = context.state.rollsAtTurns;
  const named = namerOf(context.state);
  const refusal: Refusal = {
    line: order.loc.line,
    column: order.loc.column,
    ...(order.loc.path === undefined ? {} : { path: order.loc.path }),
    ...(order.loc.source === undefined ? {} : { order: order.loc.source }),
    code,
    message: named(message.de),
    messageEn: named(message.en),
    ...(mark !== undefined && context.dice.rolls.length > mark ? { afterDice: true as const } : {}),
  };
  turn.refused.push(refusal);
  context.state.emit({ code: 'refused', rule: 'R §3', audience: realmsOnly(turn.realm), data: { ...refusal, type: order.type } });
}

/** The realm's army of that number, or undefined after refusing the order that names it (`unknown-army`). */
export function ownArmy(context: MonthContext, turn: RealmTurn, order: LocatedOrder, number: number): Army | undefined {
  const army = context.state.army(turn.realm, number);
  if (army === undefined) refuse(context, turn, order, 'unknown-army', t(`${turn.realm} hat kein Heer ${number}.`, `${turn.realm} has no army ${number}`));
  return army;
}

/** A note only the game masters read: a computation, a skipped case. */
export function gmNote(context: MonthContext, code: string, rule: string, data: Record<string, unknown>): void {
  context.state.emit({ code, rule, audience: GM_ONLY, data });
}
