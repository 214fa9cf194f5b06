import type { SideName } from '../world/schema.js';

/**
 * The orders of a realm's turn as data: what the text parser produces and what the JSON orders
 * format holds (docs/phoenix/orders.md). Places are written as in world files ("503/22").
 * This is the contract between the order language, the checker and the month's evaluation.
 */
export type Place = string;

/** Where an order stood in its source: 1-based line and column, and the line's text. */
export interface Located {
  readonly line: number;
  readonly column: number;
  readonly source?: string;
  /** The order's JSON path (`orders[3]`) when it came from the JSON form; line and column are then 0. */
  readonly path?: string;
}

/** Unit counts an order names: "K 5000 HF 2". */
export type Units = Partial<Record<'K' | 'R' | 'P' | 'S' | 'HF' | 'LKP' | 'SKP' | 'LKS' | 'SKS', number>>;

/** BEWEGE: a path of hexes, or a target with waypoints the path finder must pass. */
export interface MoveOrder {
  readonly type: 'move';
  readonly army: number;
  /** Every hex entered, in order (explicit path) … */
  readonly path?: readonly Place[];
  /** … or a target, reached by the cheapest path through the waypoints in order. */
  readonly to?: Place;
  readonly via?: readonly Place[];
  /** A character or wizard moving alone (R §1.9, P-7): its id; `army` is then 0. */
  readonly figure?: string;
}

/** EINSCHIFFEN: a land army boards a fleet of its realm on an adjacent water hex (or the same hex). */
export interface EmbarkOrder {
  readonly type: 'embark';
  readonly army: number;
  readonly fleet: number;
}

/** AUSSCHIFFEN: an embarked army lands on an adjacent land hex (after the fleet's move when both are given). */
export interface DisembarkOrder {
  readonly type: 'disembark';
  readonly army: number;
  readonly to: Place;
}

/** TEILE: a new army of the same kind from part of an army in the same hex. */
export interface SplitOrder {
  readonly type: 'split';
  readonly army: number;
  readonly newArmy: number;
  readonly units: Units;
}

/** VEREINE: an army joins another of the same kind in the same hex. */
export interface MergeOrder {
  readonly type: 'merge';
  readonly army: number;
  readonly into: number;
}

/** UEBERGIB HF: commanders change army in the same hex (the giving army must not have moved, errata 17). */
export interface HandOverOrder {
  readonly type: 'handOver';
  readonly from: number;
  readonly to: number;
  readonly commanders: number;
}

/** AUFSITZEN / ABSITZEN: warriors with mounts become riders (a rider army) and back; at start or end of movement. */
export interface MountOrder {
  readonly type: 'mount' | 'dismount';
  readonly army: number;
  readonly newArmy: number;
  readonly count: number;
  readonly when: 'before' | 'after';
}

/** LADUNG: cargo moves between armies in the same hex; ABWERFEN: gold is thrown away at the turn's start. */
export interface CargoOrder {
  readonly type: 'cargo';
  readonly from: number;
  readonly to: number;
  readonly gold?: number;
  readonly specialIncome?: number;
  readonly prisoners?: number;
  /** VOR / NACH: at the start or at the end of the movement; left out, wherever the armies share a hex first (R §4.3, errata 88; P-93). */
  readonly when?: 'before' | 'after';
}

export interface DumpOrder {
  readonly type: 'dump';
  readonly army: number;
  readonly gold: number;
}

/** EINLAGERN: an army's special income goes into the own stronghold it stands in at the end of the turn; all of it without GOLD (R §3.2.3). */
export interface DepositOrder {
  readonly type: 'deposit';
  readonly army: number;
  readonly gold?: number;
}

/** DELOKALISIERE: special income waiting in an own stronghold goes to the treasury as other income; all of it without GOLD (R §3.2.3). */
export interface DelocaliseOrder {
  readonly type: 'delocalise';
  readonly at: Place;
  readonly gold?: number;
}

/** ABZIEHEN: the crew of an own wall leaves it and joins a warrior army in the hex; the wall decays (R §1.5.4). */
export interface WithdrawCrewOrder {
  readonly type: 'withdrawCrew';
  readonly at: Place;
  readonly side: SideName;
  /** The warrior army the crew joins: a new number or an own warrior army in the hex. */
  readonly army: number;
}

/** FEUER: a weapon group fires before or after its army moves (§3, §5.1). */
export interface FireOrder {
  readonly type: 'fire';
  readonly army: number;
  readonly weapon: 'LKP' | 'SKP' | 'LKS' | 'SKS';
  readonly count: number;
  readonly at: Place;
  /** A wall on this side of the target hex instead of the hex. */
  readonly wall?: SideName;
  readonly when: 'before' | 'after';
}

/** EROBERE / PLUENDERE: the army takes (or plunders) the hex it ends its move on. */
export interface ConquerOrder {
  readonly type: 'conquer' | 'plunder';
  readonly army: number;
}

/** ZERSTOERE: an own conquest-capable army that does not move destroys a structure in its hex (§1.6). */
export interface DestroyOrder {
  readonly type: 'destroy';
  readonly army: number;
  readonly target:
    | { readonly kind: 'roads' }
    | { readonly kind: 'wall' | 'quay'; readonly side: SideName }
    | { readonly kind: 'bridge'; readonly to: Place }
    | { readonly kind: 'stronghold' };
}

/** AUFLOESEN: the army is disbanded this month and does not move (§1.6). */
export interface DisbandOrder {
  readonly type: 'disband';
  readonly army: number;
}

/** BAUE / REPARIERE: structures and strongholds, paid at 50 GS per BP (§1.5). */
export interface BuildOrder {
  readonly type: 'build' | 'repair';
  readonly structure: 'road' | 'bridge' | 'quay' | 'wall' | 'stronghold';
  readonly at: Place;
  /** The other hex of a road or bridge. */
  readonly to?: Place;
  /** The side of a wall or quay. */
  readonly side?: SideName;
}

/** RUESTE: armament in a stronghold (armament months, or from special income, §3.3). */
export interface ArmOrder {
  readonly type: 'arm';
  readonly at: Place;
  /** The army or fleet that receives the units: a new number or an army standing there. */
  readonly army: number;
  readonly units: Units;
  readonly fromSpecialIncome: boolean;
  /** SOFORT: an undead realm arms from this turn's combat income in B15, into the army named, where it stands (R §6.7; P-206). */
  readonly now?: true;
  /** SOFORT ZA <id>: the undead's one ZA, paid from the 17 % share (R §6.7, footnote 9; P-284); `units` is then empty. */
  readonly wizard?: string;
  /** LAGER: the traders arm goods into their stock on Audvacar (R §6.4.1; P-280); `army` is then 0. */
  readonly stock?: true;
  /** AUDVACAR: a realm arms dead goods at its trading post and sells them virtually to the traders (R §6.4.1; P-286); `army` is then 0. */
  readonly audvacar?: true;
}

/** VERKAUFE: the traders sell goods of their stock through the portals to a realm's trading post (R §6.4.1; P-281). */
export interface SellOrder {
  readonly type: 'sell';
  /** The buying realm. */
  readonly to: string;
  /** The stronghold with the buyer's trading post. */
  readonly post: Place;
  /** The buyer's army (or fleet) there that receives the goods: a new number or one standing there. */
  readonly army: number;
  readonly units: Units;
}

/** WEGERECHT / KUESTENRECHT granted to or revoked from another realm (§4.1, §4.2). */
export interface RightOrder {
  readonly type: 'right';
  readonly right: 'wegerecht' | 'kuestenrecht';
  readonly grant: boolean;
  readonly realm: string;
}

/** SCHENKE: a gift (or one half of a trade) handed over at the end of the turn (§3, §6.1). */
export interface GiftOrder {
  readonly type: 'gift';
  readonly to: string;
  readonly gold?: number;
  /** Horses, ships and ranged weapons from an army, handed over where they stand … */
  readonly army?: number;
  readonly units?: Units;
  /** … or prisoners from its cargo (R §3.2.2 "Verschenkt werden dürfen … Gefangene"). */
  readonly prisoners?: number;
  /** A hex with its structures. */
  readonly hex?: Place;
}

/** HAUPTSTADT: announce moving the capital into an existing fortress (§1.5.13). */
export interface CapitalMoveOrder {
  readonly type: 'capitalMove';
  readonly to: Place;
}

/** Standing orders where the rules let the defender choose. */
export interface StandingOrder {
  readonly type: 'standing';
  readonly army: number;
  readonly rule: 'fireWhenAttacked' | 'takePrisoners' | 'destroyOverrun' | 'declineRearguard';
}

/**
 * KAMPF: who fights whom in character combat (R §5.3; P-101). In the realm's own turn the
 * attacker's choice for its character; in other realms' turns a standing order: the opponent its
 * character chooses when it defends and nobody attacks it.
 */
export interface PairingOrder {
  readonly type: 'pairing';
  /** An own character (by id). */
  readonly fighter: string;
  /** A character of another realm (by id). */
  readonly opponent: string;
}

/**
 * RUECKZUG: a standing order naming the hex an own character (or wizard) retreats to when it
 * survives a rearguard fight (R §5.4; P-102); used when it is adjacent and free of enemy troops then.
 */
export interface RetreatOrder {
  readonly type: 'retreat';
  readonly figure: string;
  readonly to: Place;
}

/** A hex side a spell names: a hex and one of its sides (R §1.4.2, §1.4.4). */
export interface SpellSide {
  readonly at: Place;
  readonly side: SideName;
}

/** MAGISCHEWAND: an own wizard raises magic walls in Spells III (B16): one, from class D two (R §1.4.2). */
export interface MagicWallOrder {
  readonly type: 'magicWall';
  /** The wizard's id. */
  readonly wizard: string;
  readonly sides: readonly SpellSide[];
}

/** EINREISSEN: an own wizard tears down the hostile magic walls of one side, from class E two (R §1.4.4). */
export interface TearDownOrder {
  readonly type: 'tearDown';
  readonly wizard: string;
  readonly sides: readonly SpellSide[];
  /** VOR: in Spells I (B6), before the movement; NACH: in Spells II (B10), after it (P-154). */
  readonly when: 'before' | 'after';
}

/** ENTLASSE: before its movement a realm dismisses a wizard who is no character, without compensation (R §1.3.1). */
export interface DismissOrder {
  readonly type: 'dismiss';
  readonly wizard: string;
}

/** TELEPORTIERE: a wizard teleports alone, once a month: VOR in phase 5, NACH in phase 9 (R §1.3, §3; P-144). */
export interface TeleportOrder {
  readonly type: 'teleport';
  readonly wizard: string;
  readonly to: Place;
  readonly when: 'before' | 'after';
}

/** BANNE: an own wizard banishes hostile troops 1 or 2 hexes away with the ZKP it chooses, in Spells II (B10) (R §1.4.3). */
export interface BanishOrder {
  readonly type: 'banish';
  readonly wizard: string;
  readonly at: Place;
  readonly zkp: number;
}

/** TELEPORTIERE … MIT: an own wizard from class E teleports with own armies of its hex, in Spells II (B10) (R §1.4.1). */
export interface TeleportUnitsOrder {
  readonly type: 'teleportUnits';
  readonly wizard: string;
  readonly to: Place;
  readonly armies: readonly number[];
}

/** BEFOERDERE / DEGRADIERE: a character's rank changes; a character wizard is named ruler or deposed (R §1.9.1, §1.9.3). */
export interface RankOrder {
  readonly type: 'rank';
  readonly direction: 'promote' | 'demote';
  readonly figure: string;
  /** The new rank; absent when a ruler wizard is deposed. */
  readonly rank?: 'civilian' | 'commander' | 'castleLord' | 'townLord' | 'fortressLord' | 'ruler';
  /** The noble's own stronghold (P-177). */
  readonly seat?: Place;
}

/** RUESTE CZA/CZB: a character wizard armed in the realm's largest stronghold (R §1.9.2, §3.3); RUESTE <place> ZA: a Noname wizard armed there (R §1.3). */
export interface ArmWizardOrder {
  readonly type: 'armWizard';
  /** A character wizard (CZA, CZB: in the largest stronghold) or a Noname wizard (ZA: in the stronghold `at`). */
  readonly as: 'CZA' | 'CZB' | 'ZA';
  readonly wizard: string;
  /** Where a ZA is armed (R §1.3, §3.3). */
  readonly at?: Place;
  /** The player who takes this new identity (R §1.9: one character a player, the lock after a death; P-277). */
  readonly player?: string;
}

/**
 * BONUSRUESTORT: a free stronghold placed by the realm — a new realm's fortress, town or castle for
 * its noble after the second armament round (R §2), or an invader's earned step (R §6.5).
 */
export interface BonusStrongholdOrder {
  readonly type: 'bonusStronghold';
  readonly at: Place;
  /** The noble the stronghold of R §2 is for; without it, an invader's next step of R §6.5. */
  readonly figure?: string;
}

/** UMRUESTEN: a character wizard becomes a Noname wizard, for good (R §1.9.2, errata 1). */
export interface ConvertOrder {
  readonly type: 'convert';
  readonly wizard: string;
}

/** FREILASSEN: a realm releases a character or wizard it holds prisoner (R §5.8.4). */
export interface ReleaseOrder {
  readonly type: 'release';
  readonly figure: string;
}

/** Orders of capabilities that a later issue brings (magic, teleport, banish, duels, promotions). */
export interface UnsupportedOrder {
  readonly type: 'unsupported';
  readonly keyword: string;
  readonly capability: string;
}

export type Order =
  | MoveOrder
  | EmbarkOrder
  | DisembarkOrder
  | SplitOrder
  | MergeOrder
  | HandOverOrder
  | MountOrder
  | CargoOrder
  | DumpOrder
  | DepositOrder
  | DelocaliseOrder
  | WithdrawCrewOrder
  | FireOrder
  | ConquerOrder
  | DestroyOrder
  | DisbandOrder
  | BuildOrder
  | ArmOrder
  | RightOrder
  | GiftOrder
  | CapitalMoveOrder
  | StandingOrder
  | PairingOrder
  | RetreatOrder
  | MagicWallOrder
  | TearDownOrder
  | DismissOrder
  | TeleportOrder
  | BanishOrder
  | TeleportUnitsOrder
  | RankOrder
  | ArmWizardOrder
  | BonusStrongholdOrder
  | ConvertOrder
  | ReleaseOrder
  | SellOrder
  | UnsupportedOrder;

export type OrderType = Order['type'];

/** An order with where it stood in its source (`loc`), for messages that name line and column. */
export type LocatedOrder = Order & { readonly loc: Located };

/** A realm's turn: the realm and its orders, each with where it stood. */
export interface Turn {
  readonly realm: string;
  readonly orders: readonly LocatedOrder[];
}
