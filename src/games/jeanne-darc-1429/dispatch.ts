import { answerDefence, answerVeto, powerProblems } from './battle.js';
import { hasCommandShape } from './command-shape.js';
import { commandSchema, type JdaCommand } from './commands.js';
import { contextOf, type Ctx } from './context.js';
import type { Emitter } from './emitter.js';
import { advance } from './flow.js';
import type { Handler, Handlers } from './handler.js';
import { BUYING_HANDLERS } from './phases/buying.js';
import { EVENT_HANDLERS } from './phases/events.js';
import { PLAYER_HANDLERS } from './phases/player.js';
import { STATUS_HANDLERS } from './phases/status.js';
import { isPower, type Power } from './powers.js';
import { refusal, type Refusal } from './refusals.js';
import { playerOf, type JdaState, type Pending } from './state.js';

/** Answers to a fight in progress, whatever the phase: the sea lord's veto and the defender's card. */
const BATTLE_HANDLERS: Handlers = {
  veto: {
    veto: { check: () => [], resolve: (em, _power, command) => answerVeto(em, command.forbid) },
  },
  defend: {
    defend: {
      check(ctx, power, command) {
        const hand = playerOf(ctx.s, power).hand;
        const problems: Refusal[] = [];
        if (command.card !== null) {
          if (!hand.includes(command.card)) problems.push(refusal('not-in-hand', { card: command.card, count: 1 }, 'card'));
          else if (ctx.index.cards.get(command.card)?.kind !== 'siege') problems.push(refusal('not-siege-card', { card: command.card }, 'card'));
        }
        problems.push(...powerProblems(hand, ctx.index.cards, command.powers ?? []));
        return problems;
      },
      resolve: (em, _power, command) => answerDefence(em, command.card, command.powers ?? []),
    },
  },
};

const TABLES: readonly Handlers[] = [STATUS_HANDLERS, BUYING_HANDLERS, EVENT_HANDLERS, PLAYER_HANDLERS, BATTLE_HANDLERS];

/** The first table's handler for each question and command type, looked up once (every check and resolution asks). */
const HANDLERS = new Map<string, Map<string, Handler>>();
for (const table of [...TABLES].reverse()) {
  for (const [kind, byType] of Object.entries(table)) {
    const forKind = HANDLERS.get(kind) ?? new Map<string, Handler>();
    for (const [type, handler] of Object.entries(byType ?? {})) forKind.set(type, handler as unknown as Handler);
    HANDLERS.set(kind, forKind);
  }
}

function handlerFor(kind: Pending['kind'], type: JdaCommand['type']): Handler | undefined {
  return HANDLERS.get(kind)?.get(type);
}

/** The seats the pending question is put to. */
export function askedSeats(pending: Pending): readonly Power[] {
  return 'waiting' in pending ? pending.waiting : [pending.power];
}

/** The command types that answer a pending question. */
export function answersTo(kind: Pending['kind']): JdaCommand['type'][] {
  const types = new Set<JdaCommand['type']>();
  for (const table of TABLES) for (const type of Object.keys(table[kind] ?? {})) types.add(type as JdaCommand['type']);
  return [...types];
}

/** Why `seat` may not give `command` now; empty when it may. Never throws for bad commands. */
export function checkCommand(state: JdaState, seat: string, input: unknown): Refusal[] {
  if (state.result !== null) return [refusal('game-over')];
  if (!isPower(seat) || !state.turnOrder.includes(seat)) return [refusal('not-a-player', { seat: String(seat) })];
  // The common case skips the schema's parse; anything unusual is parsed and its problems named.
  if (hasCommandShape(input)) return checkWellFormed(state, seat, input);
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => refusal('bad-command', { detail: issue.message }, issue.path.join('.') || undefined));
  }
  return checkWellFormed(state, seat, parsed.data as JdaCommand);
}

/** The check of a command already known to have the schema's shape (the bots' own candidates): no parse. */
export function checkWellFormed(state: JdaState, seat: Power, command: JdaCommand): Refusal[] {
  const pending = state.pending;
  if (pending === null) return [refusal('game-over')];
  const asked = askedSeats(pending);
  if (!asked.includes(seat)) return [refusal('not-your-decision', { power: asked[0] as Power, what: pending.kind })];
  const handler = handlerFor(pending.kind, command.type);
  if (handler === undefined) return [refusal('wrong-command', { expected: answersTo(pending.kind).join('" or "'), given: command.type })];
  const ctx: Ctx = contextOf(state);
  return handler.check(ctx, seat, command);
}

/** Does a checked command and runs the game on to its next question. */
export function resolveCommand(em: Emitter, seat: string, command: JdaCommand): void {
  const pending = em.s.pending as Pending;
  const handler = handlerFor(pending.kind, command.type) as Handler;
  handler.resolve(em, seat as Power, command);
  advance(em);
}
