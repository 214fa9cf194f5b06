import type { TurnBody } from '../../../kernel/periodic.js';
import { TurnTooLarge } from '../../../kernel/problems.js';
import type { Turn } from './ast.js';

/**
 * How much work one turn may ask of the server (issue 18): a realm's real turn stays far below
 * each; a turn above one is refused (TurnTooLarge, a 400 on the server) before anything expensive runs.
 */
export const TURN_BOUNDS = {
  /** Lines of the order text. */
  lines: 5_000,
  /** Orders of one turn. */
  orders: 2_000,
  /** Waypoints of one move (as for the move-plan endpoint). */
  waypoints: 20,
  /** Hexes of one move's explicit path. */
  pathHexes: 100,
  /** Path searches of one turn: every move to a target costs its waypoints + 1. */
  searches: 1_000,
} as const;

function refuse(code: string, message: string, where?: string): never {
  throw new TurnTooLarge({ code, message, ...(where === undefined ? {} : { where }) });
}

/** Before parsing: the text's lines. */
export function boundTurnText(body: TurnBody): void {
  if (body.format !== 'text' || typeof body.content !== 'string') return;
  let lines = 1;
  for (let i = body.content.indexOf('\n'); i >= 0; i = body.content.indexOf('\n', i + 1)) {
    lines += 1;
    if (lines > TURN_BOUNDS.lines) refuse('too-many-lines', `the turn has more than ${TURN_BOUNDS.lines} lines; this server checks at most ${TURN_BOUNDS.lines}`);
  }
}

/** A move as the bounds read it: its waypoints, its explicit path, whether it searches a path to a target. */
interface BoundedMove {
  readonly via: number;
  readonly path: number;
  readonly searches: boolean;
  readonly where: string;
}

/** The bounds on a turn's orders and moves, however they were read. */
function boundOrders(orders: number, moves: readonly BoundedMove[]): void {
  if (orders > TURN_BOUNDS.orders) refuse('too-many-orders', `the turn has ${orders} orders; this server takes at most ${TURN_BOUNDS.orders}`);
  let searches = 0;
  for (const { via, path, searches: searching, where } of moves) {
    if (via > TURN_BOUNDS.waypoints) refuse('too-many-waypoints', `a move takes at most ${TURN_BOUNDS.waypoints} waypoints, this one ${via}`, where);
    if (path > TURN_BOUNDS.pathHexes) refuse('path-too-long', `a move's path takes at most ${TURN_BOUNDS.pathHexes} hexes, this one ${path}`, where);
    if (searching) searches += via + 1;
    if (searches > TURN_BOUNDS.searches) {
      refuse('too-many-searches', `the moves of this turn ask for more than ${TURN_BOUNDS.searches} path searches (a move to a target costs its waypoints + 1); this server does at most ${TURN_BOUNDS.searches}`, where);
    }
  }
}

/** After parsing: orders, waypoints, path lengths and the path searches they would cost. */
export function boundTurn(turn: Turn): void {
  const moves = turn.orders.flatMap((order): BoundedMove[] =>
    order.type !== 'move' ? [] : [{ via: order.via?.length ?? 0, path: order.path?.length ?? 0, searches: order.to !== undefined, where: order.loc.path ?? `line ${order.loc.line}` }],
  );
  boundOrders(turn.orders.length, moves);
}

/**
 * The same bounds read off a JSON turn before it is parsed (a hand-in is refused over them before
 * it is stored; parsing it there cost a third of a millisecond per hand-in, issue 47). A body that
 * is not a turn is not too large: its check says what is wrong with it.
 */
export function boundTurnJson(content: unknown): void {
  const orders = (content as { orders?: unknown } | null)?.orders;
  if (!Array.isArray(orders)) return;
  const length = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  const moves = orders.flatMap((order: unknown, i): BoundedMove[] => {
    const move = order as { type?: unknown; via?: unknown; path?: unknown; to?: unknown } | null;
    if (move === null || typeof move !== 'object' || move.type !== 'move') return [];
    return [{ via: length(move.via), path: length(move.path), searches: move.to !== undefined, where: `orders[${i}]` }];
  });
  boundOrders(orders.length, moves);
}
