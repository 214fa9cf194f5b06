import { z } from 'zod';
import { ARMY_KIND_IDS } from '../data/units.js';
import { CHARACTER_RANK_IDS, WIZARD_CLASS_IDS } from '../data/figures.js';
import { STRONGHOLD_LEVELS } from '../data/structures.js';
import { STANDARD_TERRAINS, TERRAIN_IDS } from '../data/terrain.js';

/**
 * The world file: Erkenfara's map and everything on it at the end of a month (docs/phoenix/
 * world-files.md). Plain JSON data; the loader (world/load.ts) adds the cross-reference checks
 * and the indices a month evaluation needs.
 */
export const WORLD_FORMAT = 'arbiter-phoenix-world/1';

/** A place written gf/kf with two digits for kf; orders reuse the pattern with their own message. */
export const PLACE_PATTERN = /^\d{3,4}\/\d{2}$/;
const place = z.string().regex(PLACE_PATTERN, { error: 'must be a place written gf/kf with two digits for kf, like "503/22" or "601/09"' });
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'must be a short id of lower-case letters, digits and "-", like "nordmark"' });
export const count = z.int().min(0);
const gp = z.number().min(0).multipleOf(0.1);
export const side = z.enum(['NW', 'NO', 'O', 'SO', 'SW', 'W']);
const turn = z.int().min(1);

/** Counts of each unit kind, all optional: shared by world files and orders. */
export const unitCountsShape = {
  K: count.optional(),
  R: count.optional(),
  P: count.optional(),
  S: count.optional(),
  HF: count.optional(),
  LKP: count.optional(),
  SKP: count.optional(),
  LKS: count.optional(),
  SKS: count.optional(),
};

export const realmSchema = z.strictObject({
  id: slug,
  name: z.string().min(1).max(60),
  colour: z.string().regex(/^#[0-9a-f]{6}$/, { error: 'must be a colour written #rrggbb in lower case' }),
  /** `traders`: the traders of Audvacar (R §6.4.1; P-280); `creatures`: hostile creatures, the game masters' realm (R §6.3.2; P-283). */
  kind: z.enum(['original', 'invader', 'pirate', 'undead', 'traders', 'creatures']),
  capital: place.optional(),
  standardTerrain: z.enum([...STANDARD_TERRAINS, 'water']),
  treasury: count,
  specialFunds: z.array(z.strictObject({ at: place, gold: count })).optional(),
  wegerechtFrom: z.array(slug).optional(),
  kuestenrechtFrom: z.array(slug).optional(),
  /** The first month in which the ruler may change again after a wizard ruler's appointment (R §1.9.1, §1.9.3). */
  rulerChangeFrom: turn.optional(),
  /** Characters who died: the first month in which their player may take a new identity (R §1.9, errata 54; P-180). */
  identityLocks: z.array(z.strictObject({ id: slug, name: z.string().min(1).max(60), from: turn, player: z.string().min(1).max(60).optional() })).optional(),
  /** A new realm's first month (R §2, §6.5; P-270): its first armament month arms from the start capital, its second brings the bonus strongholds. */
  founded: turn.optional(),
  /**
   * A pirate's income bonus as the game masters set it every third armament round (R §6.6.6; P-202):
   * `gold` paid each income round while the land points stay under 100 and the armament value
   * under `threshold` (GS) — the threshold is the pirate's and the game masters' secret.
   */
  pirateBonus: z.strictObject({ gold: z.int().min(0).max(125_000), threshold: count }).optional(),
  /** An invader's free stronghold steps earned at 12 / 24 / 36 / 48 hexes, never lost (R §6.5; P-208). */
  bonusStrongholds: z.int().min(0).max(4).optional(),
  /** How many of the earned steps the invader has placed (BONUSRUESTORT; P-274). */
  bonusPlaced: z.int().min(0).max(4).optional(),
  /**
   * The game masters' mark of a realm not ready to play this month (R §6.9): absent for the `times`-th
   * time, `registered` (abgemeldet) or not; or under the gods' protection (§6.9.1) or leaving the game
   * (§6.9.3). P-230.
   */
  absence: z.union([z.strictObject({ times: z.int().min(1).max(99), registered: z.boolean() }), z.strictObject({ protection: z.enum(['gods', 'leaving']) })]).optional(),
  /** A realm founded by a coup: the realms its rebels left (R §6.2; P-233). */
  coupFrom: z.array(slug).min(1).optional(),
  /** Trading posts destroyed with their stronghold: a new one at `at` from month `from` (R §6.4.1; P-236). */
  tradingPostLocks: z.array(z.strictObject({ at: place, from: turn })).optional(),
  /** The traders' goods on Audvacar: armed there, never moved or used, only sold (R §6.4.1; P-280). */
  stock: z.strictObject(unitCountsShape).optional(),
  /** Dead goods the realms sold virtually to the traders, armed in month `turn`: in the stock from the traders' next month on (R §6.4.1; P-286). */
  stockArriving: z.array(z.strictObject({ turn, units: z.strictObject(unitCountsShape) })).max(100).optional(),
  /** Goods bought from the traders on their way through the portals: on the map at the start of this realm's next turn (R §6.4.1; P-281). */
  deliveries: z.array(z.strictObject({ post: place, army: z.int().min(1), units: z.strictObject(unitCountsShape) })).max(100).optional(),
  /** Trade cards the realm holds, as the game masters book them (R §6.4.1; P-282). */
  tradeCards: z.array(z.strictObject({ card: z.string().min(1).max(40), count: z.int().min(1) })).max(100).optional(),
});

export const hexSchema = z.strictObject({
  at: place,
  terrain: z.enum(TERRAIN_IDS),
  elevation: z.int().min(0).max(4).optional(),
  owner: slug.optional(),
  plunderedUntil: turn.optional(),
  marks: z.array(slug).optional(),
});

const atSide = { at: place, side };
const building = z.boolean().optional();
export const riverSchema = z.strictObject(atSide);
export const quaySchema = z.strictObject({ ...atSide, bp: count, building });
export const wallSchema = z.strictObject({ ...atSide, bp: count, crewK: count, crewHF: count, building });
/** A magic wall: the wizard who raised it, its realm (the wall outlives its caster, errata 49) and the month of that realm's next turn, at whose start it falls (R §1.4.2). */
export const magicWallSchema = z.strictObject({
  ...atSide,
  caster: slug,
  realm: z.string({ error: 'the realm that raised the wall (required since the magic wall spell; it is the caster\'s realm)' }).pipe(slug),
  expires: turn,
});
export const linkSchema = z.strictObject({ from: place, to: place, bp: count, building });

export const strongholdSchema = z.strictObject({
  at: place,
  level: z.enum(STRONGHOLD_LEVELS),
  bp: count,
  owner: slug.optional(),
  building,
  capitalMove: z.int().min(1).max(4).optional(),
  /** A finished stronghold that fire brought below the level it was built to: repairs restore that level (R §1.5.12; P-92). */
  repairTo: z.enum(STRONGHOLD_LEVELS).optional(),
  /** A trading post of the traders of Audvacar stands here (R §6.4.1; P-236). */
  tradingPost: z.literal(true).optional(),
});


/** A creature's abilities beyond ordinary armament, as data (R §6.3.2; P-235). */
const creatureAbilities = z.strictObject({
  /** Banishes this many times the RP of a wizard of its class (the Banshee: 2). */
  banishRpFactor: z.int().min(1).max(10).optional(),
});

export const armySchema = z.strictObject({
  realm: slug,
  number: z.int(),
  kind: z.enum(ARMY_KIND_IDS),
  at: place,
  ...unitCountsShape,
  guard: z.boolean().optional(),
  cargo: z.strictObject({ gold: count, prisoners: count }).optional(),
  aboard: z.int().optional(),
  banned: z.boolean().optional(),
  moved: z.boolean().optional(),
  /** The month in which the army may not move: it received a gift after its realm's turn (R §3; P-94). */
  immobileIn: z.int().optional(),
  /** A martial creature (number 4xx, R §6.3.2; P-235): its name and extra abilities, known to its realm only. */
  creature: z.strictObject({ name: z.string().min(1).max(60), abilities: creatureAbilities.optional() }).optional(),
});

const figure = {
  id: slug,
  name: z.string().min(1).max(60),
  realm: slug,
  at: place,
  army: z.int().optional(),
  prisonerOf: slug.optional(),
  /**
   * The game masters' mark of an absent player (R §6.10): `castle` — in the Elemental Castle (6666/66),
   * off the board; `returns` — back from it, placed in the capital at the month's start; `away` —
   * not at the meeting, still on the board, vanishes before a fight (P-187).
   */
  absence: z.enum(['castle', 'returns', 'away']).optional(),
  /** The player who plays the character (R §1.9: one character a player; the identity lock of P-180 is the player's; P-277). */
  player: z.string().min(1).max(60).optional(),
};

export const characterSchema = z.strictObject({
  ...figure,
  rank: z.enum(CHARACTER_RANK_IDS),
  gp,
  maxGp: gp,
  /** A member of the knights' order: fights a knights' combat against enemy knights (R §5.2). */
  knight: z.boolean().optional(),
  /** The last month in which it may not attack: it retreated from a rearguard fight or a knights' combat (R §5.2, §5.4; P-91). */
  noAttackUntil: z.int().optional(),
  /** A noble's own stronghold (R §1.9.1: Burgherr, Stadthalter, Festungsherr; the ruler's is the capital; P-177). */
  seat: place.optional(),
});
export const wizardSchema = z.strictObject({
  ...figure,
  class: z.enum(WIZARD_CLASS_IDS),
  gp,
  zkp: gp,
  character: z.boolean().optional(),
  /** How a character wizard was armed: a CZB loses 4 more ZKP when it becomes a Noname (R §1.9.2, errata 1; P-182). */
  armedAs: z.enum(['CZA', 'CZB']).optional(),
  /** The realm's ruler: the GP its appointment added (12 as ZA, 8 as ZB, 0 from ZC), taken off when deposed (R §1.9.3). */
  rulerBonus: gp.optional(),
  /** A magical creature treated as a wizard (R §6.3.2; P-235): its number 4xx and extra abilities. */
  creature: z.strictObject({ number: z.int().min(400).max(499), abilities: creatureAbilities.optional() }).optional(),
});

export const calendarSchema = z.strictObject({
  turn,
  turnOrder: z.array(z.array(slug)).max(4),
  emergence: z.array(place).max(4),
  /** The month's events as the game masters announce them (R §6.11; P-234): which, and the hexes struck. */
  events: z.array(z.strictObject({ event: z.enum(['goodHarvest', 'plague', 'vermin', 'disease']), at: z.array(place).max(200) })).max(20).optional(),
});

export const worldSchema = z.strictObject({
  format: z.literal(WORLD_FORMAT),
  name: z.string().min(1),
  source: z.string(),
  calendar: calendarSchema,
  realms: z.array(realmSchema),
  hexes: z.array(hexSchema),
  rivers: z.array(riverSchema),
  quays: z.array(quaySchema),
  walls: z.array(wallSchema),
  magicWalls: z.array(magicWallSchema),
  roads: z.array(linkSchema),
  bridges: z.array(linkSchema),
  strongholds: z.array(strongholdSchema),
  armies: z.array(armySchema),
  characters: z.array(characterSchema),
  wizards: z.array(wizardSchema),
});

export type World = z.output<typeof worldSchema>;
export type Realm = World['realms'][number];
export type Hex = World['hexes'][number];
export type River = World['rivers'][number];
export type Quay = World['quays'][number];
export type Wall = World['walls'][number];
export type MagicWall = World['magicWalls'][number];
export type Link = World['roads'][number];
export type Stronghold = World['strongholds'][number];
export type Army = World['armies'][number];
export type Character = World['characters'][number];
export type Wizard = World['wizards'][number];
export type SideName = z.output<typeof side>;
