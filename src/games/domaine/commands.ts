import { z } from 'zod';

const square = z.int();

/** Commands of a seat; squares are 0–143 (row * 12 + column), edges 0–263 (board.ts). */
export const commandSchema = z.discriminatedUnion('type', [
  /** Setup: a castle on a free meadow and a knight next to it. */
  z.strictObject({ type: z.literal('found'), castle: square, knight: square }),
  z.strictObject({ type: z.literal('borders'), edges: z.array(z.int()).min(1).max(3) }),
  z.strictObject({ type: z.literal('knights'), squares: z.array(square).min(1).max(2) }),
  z.strictObject({ type: z.literal('expand'), castle: square, square }),
  z.strictObject({ type: z.literal('treason'), square }),
  z.strictObject({ type: z.literal('alliance'), castle: square, with: z.array(square).min(1).max(4), marker: square }),
  z.strictObject({ type: z.literal('take-ducats') }),
  z.strictObject({ type: z.literal('special-income') }),
  /** After a 6 of the special income: the free knight's square, or null to place none. */
  z.strictObject({ type: z.literal('free-knight'), square: square.nullable() }),
  /** A domaine without castle next to only your colour: the castle of the domaine it joins. */
  z.strictObject({ type: z.literal('merge'), castle: square }),
]);

export type DomCommand = z.output<typeof commandSchema>;
export type ActionType = Exclude<DomCommand['type'], 'found' | 'free-knight' | 'merge'>;
