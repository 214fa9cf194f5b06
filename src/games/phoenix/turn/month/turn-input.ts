import type { Problem } from '../../../../kernel/problems.js';
import type { LocatedOrder, Turn } from '../../orders/ast.js';
import type { PhoenixRules } from '../../rules.js';
import type { LoadedWorld } from '../../world/loaded.js';
import type { MonthPorts, RealmTurn, Refusal } from './context.js';

/**
 * What the month receives per realm: a parsed turn (with the problems of lines the parser could
 * not read, which count as refused orders), or the problems that kept its file from being read.
 */
export type TurnInput = Turn | { readonly turn: Turn; readonly problems: readonly Problem[] } | readonly Problem[];

/** The capabilities Arbiter does not evaluate yet, in German (as the checker names them). */
const CAPABILITY_DE: Readonly<Record<string, string>> = { promotion: 'Beförderungen' };

const LINE_COLUMN = /line (\d+)(?:, column (\d+))?/;

/** The line a problem names ("line L, column C"), if any. */
function lineOf(problem: Problem): { line: number; column?: number } | undefined {
  const match = problem.where === undefined ? null : LINE_COLUMN.exec(problem.where);
  if (match === null) return undefined;
  return { line: Number(match[1]), ...(match[2] === undefined ? {} : { column: Number(match[2]) }) };
}

/** The order a problem names: by its line, or by its JSON path. */
function orderOf(turn: Turn, problem: Problem): LocatedOrder | undefined {
  const at = lineOf(problem);
  if (at !== undefined) return turn.orders.find((o) => o.loc.line === at.line && o.loc.path === undefined);
  return problem.where === undefined ? undefined : turn.orders.find((o) => o.loc.path === problem.where);
}

function refusalOf(problem: Problem, order?: LocatedOrder, english?: Problem): Refusal {
  const at = lineOf(problem);
  return {
    ...(at === undefined ? {} : at),
    ...(order?.loc.path === undefined ? {} : { path: order.loc.path }),
    ...(order?.loc.source === undefined ? {} : { order: order.loc.source }),
    code: problem.code,
    message: problem.message,
    ...(english === undefined ? {} : { messageEn: english.message }),
  };
}

/** The checker's problems in German, each with its English twin when both runs agree. */
function checkerProblems(world: LoadedWorld, turn: Turn, rules: PhoenixRules, ports: MonthPorts): { problem: Problem; english?: Problem }[] {
  // The checker's notes (a move the board may cut short, P-120) refuse nothing.
  const german = ports.checkTurn(world, turn, rules, 'de').filter((p) => p.severity !== 'warning');
  const english = german.length === 0 ? [] : ports.checkTurn(world, turn, rules, 'en').filter((p) => p.severity !== 'warning');
  const paired = english.length === german.length && english.every((p, i) => p.code === german[i]?.code && p.where === german[i]?.where);
  return german.map((problem, i) => (paired ? { problem, english: english[i] as Problem } : { problem }));
}

/**
 * A realm's turn as the month evaluates it (P-72): orders the checker refuses are left out, as
 * if not given; a turn whose file could not be read, or that names another realm, is empty.
 */
export function prepareTurn(world: LoadedWorld, realm: string, input: TurnInput | undefined, rules: PhoenixRules, ports: MonthPorts): RealmTurn {
  if (input === undefined) return { realm, orders: [], refused: [], fileProblems: [] };
  if (Array.isArray(input)) return { realm, orders: [], refused: [], fileProblems: input as readonly Problem[] };
  const parsed = 'turn' in input ? input : { turn: input as Turn, problems: [] };
  const turn = parsed.turn;
  if (turn.realm !== realm) {
    return { realm, orders: [], refused: [], fileProblems: [{ code: 'wrong-realm', message: `the turn is written for "${turn.realm}", not for ${realm}`, where: 'realm' }] };
  }
  // The parser's problems say themselves in both languages (turn-body.ts): the refusal keeps the German and the English.
  const worded = parsed.problems.map((problem) => (problem.texts?.de === undefined || problem.texts.en === undefined ? { problem } : { problem: { ...problem, message: problem.texts.de }, english: { ...problem, message: problem.texts.en } }));
  const problems: { problem: Problem; english?: Problem }[] = [...worded, ...checkerProblems(world, turn, rules, ports)];
  const refused: Refusal[] = [];
  const bad = new Set<LocatedOrder>();
  const badLines = new Set<number>();
  for (const { problem, english } of problems) {
    const order = orderOf(turn, problem);
    const at = lineOf(problem);
    if (order !== undefined) bad.add(order);
    else if (at !== undefined) badLines.add(at.line);
    refused.push(refusalOf(problem, order, english));
  }
  const orders: LocatedOrder[] = [];
  for (const order of turn.orders) {
    if (bad.has(order) || (order.loc.path === undefined && badLines.has(order.loc.line))) continue;
    if (order.type === 'unsupported') {
      refused.push({ line: order.loc.line, column: order.loc.column, ...(order.loc.path === undefined ? {} : { path: order.loc.path }), ...(order.loc.source === undefined ? {} : { order: order.loc.source }), code: 'unsupported', message: `${order.keyword}: ${CAPABILITY_DE[order.capability] ?? order.capability} wertet Arbiter noch nicht aus.`, messageEn: `${order.keyword}: ${order.capability} is not evaluated yet` });
      continue;
    }
    orders.push(order);
  }
  return { realm, orders, refused, fileProblems: [] };
}
