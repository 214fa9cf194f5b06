import { z } from 'zod';
import { parseWith } from '../../kernel/validation.js';

/**
 * The numbers of the strategic variant (variante-strategique.fr.txt) and of the base game (notes.md),
 * and the readings of docs/domaine/interpretations.md that players may switch.
 */
export interface DomRules {
  /** "Coût des actions": 1, 2, 3 borders for 1, 3, 6 ducats; 1, 2 knights for 3, 7; expansion 4; take 3 ducats. */
  readonly prices: {
    readonly borders: readonly number[];
    readonly knights: readonly number[];
    /** Base game: a knight placed in a forest costs 1 ducat more (also the free knight of the special income). */
    readonly forest: number;
    readonly expansion: number;
    readonly take: number;
  };
  /** "Alliance et Trahison": the price by die face 1–6; null: failure, the turn passes. */
  readonly attemptTable: readonly (number | null)[];
  /** "Revenu spécial": ducats by die face 1–6; null: place a knight free at once. */
  readonly specialIncome: readonly (number | null)[];
  /** Points of a square in a domaine (notes.md). */
  readonly values: { readonly forest: number; readonly village: number; readonly city: number };
  /** DOM-12: mines score nothing, or `points` once for a player whose domaines hold all four kinds. */
  readonly mines: { readonly mode: 'none' | 'all-kinds'; readonly points: number };
  /** The king token by number of players. */
  readonly king: Readonly<Record<'2' | '3' | '4', number>>;
  /** Castles per player by number of players (DOM-6: two players 4 each, only two colours). */
  readonly castles: Readonly<Record<'2' | '3' | '4', number>>;
  readonly knights: number;
  readonly startDucats: number;
  /** Setup: castles of one colour at least `preferred` apart, `fallback` if impossible (DOM-3: the metric). */
  readonly distance: { readonly preferred: number; readonly fallback: number; readonly metric: 'manhattan' | 'chebyshev' };
  /** "Sous-variante": an alliance may take in several adjacent domaines for `extra` ducats more. */
  readonly subVariant: boolean;
  readonly subVariantExtra: number;
  /** DOM-9: a knight may be placed inside another player's domaine. */
  readonly knightsIntoForeignDomaine: boolean;
}

/** The defaults, frozen: the rules of every match set up without options (states share them and never change them). */
export const DEFAULT_RULES: DomRules = deepFreeze({
  prices: { borders: [1, 3, 6], knights: [3, 7], forest: 1, expansion: 4, take: 3 },
  attemptTable: [null, null, 7, 5, 3, 1],
  specialIncome: [1, 2, 3, 4, 5, null],
  values: { forest: 1, village: 3, city: 5 },
  mines: { mode: 'none', points: 5 },
  king: { '2': 50, '3': 40, '4': 30 },
  castles: { '2': 4, '3': 4, '4': 3 },
  knights: 15,
  startDucats: 7,
  distance: { preferred: 6, fallback: 5, metric: 'manhattan' },
  subVariant: false,
  subVariantExtra: 1,
  knightsIntoForeignDomaine: false,
});

function deepFreeze<T extends object>(o: T): T {
  for (const value of Object.values(o)) if (typeof value === 'object' && value !== null) deepFreeze(value as object);
  return Object.freeze(o);
}

const count = z.int().min(0).max(1000);
const byPlayers = z.strictObject({ '2': count.optional(), '3': count.optional(), '4': count.optional() });

export const rulesOptionsSchema = z.strictObject({
  prices: z
    .strictObject({
      borders: z.array(count).length(3).optional(),
      knights: z.array(count).length(2).optional(),
      forest: count.optional(),
      expansion: count.optional(),
      take: count.optional(),
    })
    .optional(),
  attemptTable: z.array(count.nullable()).length(6).optional(),
  specialIncome: z.array(count.nullable()).length(6).optional(),
  values: z.strictObject({ forest: count.optional(), village: count.optional(), city: count.optional() }).optional(),
  mines: z.strictObject({ mode: z.enum(['none', 'all-kinds']).optional(), points: count.optional() }).optional(),
  king: byPlayers.optional(),
  castles: z.strictObject({ '2': z.int().min(1).max(6).optional(), '3': z.int().min(1).max(4).optional(), '4': z.int().min(1).max(3).optional() }).optional(),
  knights: z.int().min(1).max(30).optional(),
  startDucats: count.optional(),
  distance: z
    .strictObject({ preferred: z.int().min(1).max(22).optional(), fallback: z.int().min(1).max(22).optional(), metric: z.enum(['manhattan', 'chebyshev']).optional() })
    .optional(),
  subVariant: z.boolean().optional(),
  subVariantExtra: count.optional(),
  knightsIntoForeignDomaine: z.boolean().optional(),
});

/** The default rules with the given options laid over them; unknown keys are problems naming their path. */
export function applyRulesOptions(input: unknown, source?: string): DomRules {
  // No options (the usual case) need no schema, and lay nothing over the defaults.
  if (input === undefined || input === null) return DEFAULT_RULES;
  const o = parseWith(rulesOptionsSchema, input, source);
  return {
    ...DEFAULT_RULES,
    ...o,
    prices: { ...DEFAULT_RULES.prices, ...o.prices },
    values: { ...DEFAULT_RULES.values, ...o.values },
    mines: { ...DEFAULT_RULES.mines, ...o.mines },
    king: { ...DEFAULT_RULES.king, ...o.king },
    castles: { ...DEFAULT_RULES.castles, ...o.castles },
    distance: { ...DEFAULT_RULES.distance, ...o.distance },
  } as DomRules;
}
