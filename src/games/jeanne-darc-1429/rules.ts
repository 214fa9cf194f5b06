import { z } from 'zod';
import { parseWith } from '../../kernel/validation.js';

/**
 * The numbers of phases 4 and 5 as page 4 gives them, and the readings of the interpretation
 * register (docs/jeanne-darc-1429/interpretations.md) that players may switch.
 */
export interface JdaRules {
  readonly prices: {
    readonly card: number;
    readonly castle: number;
    readonly fortress: number;
    /** "bij 3 of 4 spelers": the player counts that pay the higher prices (JDA-1). */
    readonly dearAt: readonly number[];
    readonly castleDear: number;
    readonly fortressDear: number;
  };
  readonly handLimit: number;
  /** Markers in the box, shared by all players (JDA-4). */
  readonly markers: { readonly castles: number; readonly fortresses: number };
  readonly defence: { readonly garrison: number; readonly castle: number; readonly fortress: number };
  /** JDA-2: a purchase that would take the hand above the limit is refused, or allowed and discarded at the end. */
  readonly overLimitPurchase: 'refuse' | 'discard-at-end';
  /** JDA-5: a fortress is placed under the castle, so its castle marker stays in use. */
  readonly fortressKeepsCastle: boolean;
  /** JDA-9: when the previous first player is drawn first, draw all markers again or only the first one. */
  readonly repeatedDraw: 'whole-draw' | 'first-marker';
  /** JDA-10: the most influence points a player can hold (null: no limit). */
  readonly influenceCap: number | null;
}

export const DEFAULT_RULES: JdaRules = {
  prices: { card: 2, castle: 6, fortress: 8, dearAt: [3, 4], castleDear: 8, fortressDear: 10 },
  handLimit: 12,
  markers: { castles: 20, fortresses: 10 },
  defence: { garrison: 2, castle: 4, fortress: 6 },
  overLimitPurchase: 'refuse',
  fortressKeepsCastle: true,
  repeatedDraw: 'whole-draw',
  influenceCap: null,
};

const count = z.int().min(0);

export const rulesOptionsSchema = z.strictObject({
  prices: z
    .strictObject({
      card: count.optional(),
      castle: count.optional(),
      fortress: count.optional(),
      dearAt: z.array(z.int().min(2).max(6)).optional(),
      castleDear: count.optional(),
      fortressDear: count.optional(),
    })
    .optional(),
  handLimit: count.optional(),
  markers: z.strictObject({ castles: count.optional(), fortresses: count.optional() }).optional(),
  defence: z.strictObject({ garrison: count.optional(), castle: count.optional(), fortress: count.optional() }).optional(),
  overLimitPurchase: z.enum(['refuse', 'discard-at-end']).optional(),
  fortressKeepsCastle: z.boolean().optional(),
  repeatedDraw: z.enum(['whole-draw', 'first-marker']).optional(),
  influenceCap: count.nullable().optional(),
});

/** The default rules with the given options laid over them; unknown keys are problems naming their path. */
export function applyRulesOptions(input: unknown, source?: string): JdaRules {
  const options = parseWith(rulesOptionsSchema, input, source);
  return {
    ...DEFAULT_RULES,
    ...options,
    prices: { ...DEFAULT_RULES.prices, ...options.prices },
    markers: { ...DEFAULT_RULES.markers, ...options.markers },
    defence: { ...DEFAULT_RULES.defence, ...options.defence },
  } as JdaRules;
}
