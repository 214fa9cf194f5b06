import { z } from 'zod';
import { InputError } from '../../kernel/problems.js';
import { parseWith } from '../../kernel/validation.js';

/**
 * The numbers of the round: phases 4–6 as page 4 gives them, the rest from notes.md, and the readings of the interpretation
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
  /** What each player has before the first round (the first phase is income). */
  readonly start: { readonly money: number; readonly influence: number };
  /** Phase 1: Louis d'Or per garrison, castle and fortress. */
  readonly income: { readonly garrison: number; readonly castle: number; readonly fortress: number };
  /** Phase 2/3/6 by political status: cards dealt, events drawn; attacks per player in peace. */
  readonly cardsDealt: { readonly war: number; readonly peace: number };
  readonly eventsDrawn: { readonly war: number; readonly peace: number };
  readonly peaceAttacks: number;
  /** Phase 7: influence points a player may add to one fight; the defender's bonus in mountains. */
  readonly fightInfluenceMax: number;
  readonly mountainBonus: number;
  /** Phase 7 step 1: free cities taken by road, or by sea from a port. */
  readonly expansion: { readonly byRoad: number; readonly bySea: number };
  /** Components: garrison markers per player, plunder markers in the box. */
  readonly garrisonMarkers: number;
  readonly plunderMarkers: number;
  /** Phase 8 and the battles of phase 6: throne points. */
  readonly throne: { readonly province: number; readonly ileDeFrance: number; readonly navalBattle: number; readonly duel: number; readonly winningCamp: number };
  /** The end: the game may end after any round from `first` on and ends after `last` at the latest. */
  readonly end: { readonly first: number; readonly last: number };
  /** JDA-44: after the plague the next round is Peace and goes on at phase 5 (no income, status vote, cards, buying), or starts afresh with phase 1. */
  readonly plague: 'peace-from-player-order' | 'next-round';
  /** JDA-51: confiscation — more than `threshold` cards: `more` random cards, fewer: `fewer`, exactly `threshold`: `exactly`. */
  readonly confiscation: { readonly threshold: number; readonly more: number; readonly fewer: number; readonly exactly: number };
  /** JDA-52: the papal intervention also shields its cities from uprisings and mercenaries, not only from attacks. */
  readonly papalCoversRisings: boolean;
  /** JDA-55: a duel of equal totals — both roll again, or nobody wins it. */
  readonly duelTie: 'roll-again' | 'no-winner';
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
  start: { money: 0, influence: 0 },
  income: { garrison: 1, castle: 2, fortress: 3 },
  cardsDealt: { war: 6, peace: 4 },
  eventsDrawn: { war: 2, peace: 1 },
  peaceAttacks: 1,
  fightInfluenceMax: 5,
  mountainBonus: 1,
  expansion: { byRoad: 2, bySea: 1 },
  garrisonMarkers: 20,
  plunderMarkers: 10,
  throne: { province: 1, ileDeFrance: 2, navalBattle: 1, duel: 1, winningCamp: 1 },
  end: { first: 6, last: 10 },
  plague: 'peace-from-player-order',
  confiscation: { threshold: 6, more: 2, fewer: 1, exactly: 1 },
  papalCoversRisings: true,
  duelTie: 'roll-again',
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
  start: z.strictObject({ money: count.optional(), influence: count.optional() }).optional(),
  income: z.strictObject({ garrison: count.optional(), castle: count.optional(), fortress: count.optional() }).optional(),
  cardsDealt: z.strictObject({ war: count.optional(), peace: count.optional() }).optional(),
  eventsDrawn: z.strictObject({ war: z.int().min(0).max(12).optional(), peace: z.int().min(0).max(12).optional() }).optional(),
  peaceAttacks: count.optional(),
  fightInfluenceMax: count.optional(),
  mountainBonus: count.optional(),
  expansion: z.strictObject({ byRoad: count.optional(), bySea: count.optional() }).optional(),
  garrisonMarkers: count.optional(),
  plunderMarkers: count.optional(),
  throne: z
    .strictObject({ province: count.optional(), ileDeFrance: count.optional(), navalBattle: count.optional(), duel: count.optional(), winningCamp: count.optional() })
    .optional(),
  end: z.strictObject({ first: z.int().min(1).max(50).optional(), last: z.int().min(1).max(50).optional() }).optional(),
  plague: z.enum(['peace-from-player-order', 'next-round']).optional(),
  confiscation: z.strictObject({ threshold: count.optional(), more: count.optional(), fewer: count.optional(), exactly: count.optional() }).optional(),
  papalCoversRisings: z.boolean().optional(),
  duelTie: z.enum(['roll-again', 'no-winner']).optional(),
});

function endOf(end: { first?: number | undefined; last?: number | undefined } | undefined, source?: string): JdaRules['end'] {
  const merged = { ...DEFAULT_RULES.end, ...end };
  if (merged.first > merged.last) throw new InputError([{ code: 'end-order', message: `the first possible last round (${merged.first}) is after the last (${merged.last})`, where: 'end' }], source);
  return merged;
}

/** The default rules with the given options laid over them; unknown keys are problems naming their path. */
export function applyRulesOptions(input: unknown, source?: string): JdaRules {
  const options = parseWith(rulesOptionsSchema, input, source);
  return {
    ...DEFAULT_RULES,
    ...options,
    prices: { ...DEFAULT_RULES.prices, ...options.prices },
    markers: { ...DEFAULT_RULES.markers, ...options.markers },
    defence: { ...DEFAULT_RULES.defence, ...options.defence },
    start: { ...DEFAULT_RULES.start, ...options.start },
    income: { ...DEFAULT_RULES.income, ...options.income },
    cardsDealt: { ...DEFAULT_RULES.cardsDealt, ...options.cardsDealt },
    eventsDrawn: { ...DEFAULT_RULES.eventsDrawn, ...options.eventsDrawn },
    expansion: { ...DEFAULT_RULES.expansion, ...options.expansion },
    throne: { ...DEFAULT_RULES.throne, ...options.throne },
    confiscation: { ...DEFAULT_RULES.confiscation, ...options.confiscation },
    end: endOf(options.end, source),
  } as JdaRules;
}
