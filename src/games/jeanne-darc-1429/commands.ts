import { z } from 'zod';
import { POWERS } from './powers.js';
import type { Power } from './powers.js';
import type { Purchase } from './prices.js';
import type { Status } from './state.js';

/** Power cards an attacker may add to his two siege cards. */
export type AttackPower = 'ambassador' | 'double' | 'traitor';
/** Power cards a defender may add to his card. */
export type DefencePower = 'double' | 'retreat';

/**
 * What a seat (a power: "france", "england" …) may do; each answers the game's `pending` question.
 * Cities, provinces and cards are ids from the data files.
 */
export type JdaCommand =
  /** Phase 2: the secret choice of War or Peace. */
  | { readonly type: 'status'; readonly choice: Status }
  /** Phase 4: one purchase, then the end of the player's purchases (with the cards he discards above the limit). */
  | { readonly type: 'buy'; readonly purchase: Purchase }
  | { readonly type: 'end-buying'; readonly discards?: readonly string[] }
  /** Phase 6: the first player's order of the two events he drew. */
  | { readonly type: 'order-events'; readonly order: readonly string[] }
  /** Phase 6: a city for an uprising, mercenaries, a treaty or a foreign intervention. */
  | { readonly type: 'choose-city'; readonly city: string }
  /** Phase 6: the player whose cards are confiscated. */
  | { readonly type: 'choose-player'; readonly power: Power }
  /** Phase 6: where the papal intervention forbids fighting — a province or a city. */
  | { readonly type: 'papal'; readonly province?: string; readonly city?: string }
  /** Phase 6: a naval battle's or field battle's duel — one card (or none) and influence points, secret until all have chosen. */
  | { readonly type: 'duel'; readonly card: string | null; readonly influence: number }
  /** Phase 7 step 1: free cities taken, by road or by sea from the player's port `from` (empty: none). */
  | { readonly type: 'expand'; readonly cities: readonly string[]; readonly bySea?: boolean; readonly from?: string }
  /** Phase 7 step 2 or the long-range attack: two siege cards, influence points, power cards by kind. */
  | { readonly type: 'attack'; readonly from: string; readonly to: string; readonly cards: readonly string[]; readonly influence: number; readonly powers?: readonly AttackPower[] }
  /** The defender's answer: one card (or none) and power cards by kind. */
  | { readonly type: 'defend'; readonly card: string | null; readonly powers?: readonly DefencePower[] }
  /** The sea lord's answer to an announced landing. */
  | { readonly type: 'veto'; readonly forbid: boolean }
  /** Phase 7: an uprising card played against a city. */
  | { readonly type: 'provoke'; readonly city: string }
  /** Ends the player's attacks, or declines the long-range attack. */
  | { readonly type: 'pass' };

const id = z.string().min(1).max(100);
const cards = z.array(id).max(100);

/** The shape of every command, so that a malformed one is refused with its place named, never thrown. */
export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('status'), choice: z.enum(['war', 'peace']) }),
  z.strictObject({
    type: z.literal('buy'),
    purchase: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('card') }),
      z.strictObject({ type: z.literal('castle'), city: id }),
      z.strictObject({ type: z.literal('fortress'), city: id }),
    ]),
  }),
  z.strictObject({ type: z.literal('end-buying'), discards: cards.optional() }),
  z.strictObject({ type: z.literal('order-events'), order: z.array(id).max(12) }),
  z.strictObject({ type: z.literal('choose-city'), city: id }),
  z.strictObject({ type: z.literal('choose-player'), power: z.enum(POWERS) }),
  z.strictObject({ type: z.literal('papal'), province: id.optional(), city: id.optional() }),
  z.strictObject({ type: z.literal('duel'), card: id.nullable(), influence: z.int().min(0).max(1000) }),
  z.strictObject({ type: z.literal('expand'), cities: z.array(id).max(20), bySea: z.boolean().optional(), from: id.optional() }),
  z.strictObject({
    type: z.literal('attack'),
    from: id,
    to: id,
    cards,
    influence: z.int().min(0).max(1000),
    powers: z.array(z.enum(['ambassador', 'double', 'traitor'])).max(3).optional(),
  }),
  z.strictObject({ type: z.literal('defend'), card: id.nullable(), powers: z.array(z.enum(['double', 'retreat'])).max(2).optional() }),
  z.strictObject({ type: z.literal('veto'), forbid: z.boolean() }),
  z.strictObject({ type: z.literal('provoke'), city: id }),
  z.strictObject({ type: z.literal('pass') }),
]);
