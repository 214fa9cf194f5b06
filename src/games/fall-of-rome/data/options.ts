import { z } from 'zod';
import { ROLES } from './roles.js';

/** Faces of the battle die, in the order of the W6 result 1–6 (data.md "Battle die", *unconfirmed*). */
export const FACE_KINDS = ['remove-1', 'lose-1', 'remove-1-lose-1', 'remove-2-lose-1', 'special'] as const;
export type FaceKind = (typeof FACE_KINDS)[number];

export const DIFFICULTIES = ['introductory', 'standard', 'heroic'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * Every number the rules give and every reading of the interpretation register
 * (docs/fall-of-rome/interpretations.md); defaults follow data.md, *unconfirmed* facts included.
 */
export const rulesSchema = z.strictObject({
  /** Revolt cards by difficulty (data.md, *unconfirmed* 5/6/7). */
  revoltCards: z.strictObject({ introductory: z.number().int().min(0).max(12), standard: z.number().int().min(0).max(12), heroic: z.number().int().min(0).max(12) }),
  /** Invasion rate per step of its track (*unconfirmed*). */
  invasionTrack: z.array(z.number().int().min(0).max(9)).min(1),
  /** Recruitment rate per step of the invasion track (*unconfirmed*). */
  recruitmentTrack: z.array(z.number().int().min(0).max(9)).min(1),
  /** The decline value at which the game is lost. */
  declineLimit: z.number().int().min(1),
  legions: z.number().int().min(0),
  forts: z.number().int().min(1),
  /** Cubes in supply per tribe, in the order Os, Vi, Hu, Va, AS (*unconfirmed*). */
  cubes: z.array(z.number().int().min(3)).length(5),
  /** Starting hand by number of players; solitaire deals as 2 (*unconfirmed*). */
  handSizes: z.array(z.number().int().min(0).max(7)).length(6),
  handLimit: z.number().int().min(1),
  actionsPerTurn: z.number().int().min(1),
  dieFaces: z.array(z.enum(FACE_KINDS)).length(6),
  maxDice: z.number().int().min(1),
  /** FR-4: event cards shuffled into the player deck per player; the rest go to the box or the Vestalis. */
  eventsPerPlayer: z.number().int().min(0).max(7),
  /** FR-5/FR-18: where pawns start, and with how many legions each (*unconfirmed*; 2 as for solitaire pawns). */
  startCity: z.string(),
  startLegions: z.number().int().min(0).max(3),
  /** FR-23: roles played by the one player of a solitaire game; each pawn starts with 2 legions in the city of a card of the shared hand. */
  solitairePawns: z.number().int().min(2).max(4),
  solitaireLegions: z.number().int().min(0).max(3),
  /** FR-23: the shared starting hand, the cards dealt face up to the treasury, and the events shuffled into the deck. */
  solitaireHand: z.number().int().min(1).max(7),
  solitaireTreasury: z.number().int().min(0).max(10),
  solitaireEvents: z.number().int().min(0).max(13),
  /** FR-22: a sacked city's neighbours always get a cube (data.md), or only when it held a fort (FR-17's reading). */
  sackSpread: z.enum(['always', 'only-with-fort']),
  /** FR-7: legions in an invaded city without pawn or fort are all lost (ambush), or just one. */
  ambush: z.boolean(),
  /** FR-9: the game is lost when a tribe has no cube left to place. */
  lossWhenCubesRunOut: z.boolean(),
  /** FR-2: hands are open (cooperative table) or hidden from the other seats. */
  openHands: z.boolean(),
  /** FR-11: the Mercator's trade moves only a card matching his city (data.md), or any card. */
  mercatorTrade: z.enum(['any-card', 'city-card']),
  /** FR-12: the barbarians the Regina Foederata may take along. */
  reginaMoves: z.enum(['any', 'allied']),
  /** FR-21: the Vestalis draws from her deck at any time she could play an event, costing no action, or as an action of her turn. */
  vestalisConsult: z.enum(['free', 'action']),
});
export type Rules = z.infer<typeof rulesSchema>;

export const DEFAULT_RULES: Rules = {
  revoltCards: { introductory: 5, standard: 6, heroic: 7 },
  invasionTrack: [2, 2, 3, 3, 4, 4, 4, 5],
  recruitmentTrack: [3, 3, 2, 2, 2, 1, 1, 1],
  declineLimit: 8,
  legions: 16,
  forts: 6,
  cubes: [14, 24, 20, 22, 20],
  handSizes: [0, 4, 4, 3, 2, 2],
  handLimit: 7,
  actionsPerTurn: 4,
  dieFaces: ['remove-1', 'remove-1', 'lose-1', 'remove-1-lose-1', 'remove-2-lose-1', 'special'],
  maxDice: 3,
  eventsPerPlayer: 2,
  startCity: 'Roma',
  startLegions: 2,
  solitairePawns: 3,
  solitaireLegions: 2,
  solitaireHand: 3,
  solitaireTreasury: 3,
  solitaireEvents: 4,
  sackSpread: 'always',
  ambush: true,
  lossWhenCubesRunOut: true,
  openHands: true,
  mercatorTrade: 'city-card',
  reginaMoves: 'any',
  vestalisConsult: 'free',
};

/** What a match is set up with. */
export const optionsSchema = z.strictObject({
  /** 1 is solitaire (one player, several pawns). */
  players: z.number().int().min(1).max(5),
  /** Roles in seat order; missing ones are dealt at random. */
  roles: z.array(z.enum(ROLES)).optional(),
  difficulty: z.enum(DIFFICULTIES).default('standard'),
  rules: rulesSchema.partial().optional(),
});
export type FallOfRomeOptions = z.input<typeof optionsSchema>;
