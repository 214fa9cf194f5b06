import type { JdaCommand } from './commands.js';
import type { Ctx } from './context.js';
import type { Emitter } from './emitter.js';
import type { Power } from './powers.js';
import type { Refusal } from './refusals.js';
import type { Pending } from './state.js';

export type CommandOf<T extends JdaCommand['type']> = Extract<JdaCommand, { type: T }>;

/** How one command answers one pending question: its checks, and what it does once they pass. */
export interface Handler<T extends JdaCommand['type'] = JdaCommand['type']> {
  check(ctx: Ctx, power: Power, command: CommandOf<T>): Refusal[];
  /** Does the command; leaves `pending` null when the flow should go on by itself (flow.ts). */
  resolve(em: Emitter, power: Power, command: CommandOf<T>): void;
}

/** The commands that answer each kind of pending question, by command type. */
export type Handlers = { readonly [K in Pending['kind']]?: { readonly [T in JdaCommand['type']]?: Handler<T> } };
