/** A barbarian to remove: a city and a tribe, by name. */
export interface Removal {
  readonly city: string;
  readonly tribe: string;
}

/** A pawn moved by Festina lente. */
export interface PawnMove {
  readonly seat: string;
  readonly to: string;
  readonly legions?: number;
  /** Corrupt Festina lente: the Regina Foederata's barbarians along (FR-12). */
  readonly barbarians?: Escort;
}

/** Barbarians the Regina Foederata takes along: tribe → how many. */
export type Escort = Readonly<Record<string, number>>;

/**
 * What a seat may do. Cities, tribes, seats and cards are given by name ("Roma", "huns", "p2",
 * "Roma/Hu", "carpe-diem"); the rules read them case-insensitively where names are involved.
 */
export type FrCommand =
  | { readonly type: 'march'; readonly to: string; readonly legions?: number; readonly barbarians?: Escort }
  | { readonly type: 'sail'; readonly to: string; readonly card?: string; readonly legions?: number; readonly barbarians?: Escort }
  | { readonly type: 'build-fort'; readonly card?: string; readonly from?: string }
  | { readonly type: 'recruit' }
  | { readonly type: 'battle'; readonly dice?: number; readonly set?: readonly number[] }
  | { readonly type: 'conspire'; readonly with: string; readonly card: string; readonly direction: 'give' | 'take' }
  | { readonly type: 'trade'; readonly with: string; readonly card: string; readonly direction: 'give' | 'take' }
  | { readonly type: 'ally'; readonly tribe: string; readonly cards: readonly string[] }
  | { readonly type: 'enlist'; readonly tribe: string; readonly card?: string; readonly legions?: number }
  | { readonly type: 'reinforce'; readonly city: string }
  | { readonly type: 'levy'; readonly card: string; readonly legions?: number }
  | { readonly type: 'transfer'; readonly to: string; readonly card: string; readonly legions?: number }
  | { readonly type: 'consult'; readonly card: string }
  | { readonly type: 'draw'; readonly three?: boolean }
  | { readonly type: 'invade' }
  | { readonly type: 'continue' }
  | { readonly type: 'remove'; readonly tribes: readonly string[] }
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'put-back'; readonly card: string }
  | { readonly type: 'reorder'; readonly order: readonly string[]; readonly remove?: string }
  | { readonly type: 'undo' }
  | EventCommand;

/** Playing an event card; which fields it needs depends on the card (docs/fall-of-rome/commands.md). */
export interface EventCommand {
  readonly type: 'event';
  readonly card: string;
  readonly corrupt?: boolean;
  /** Do ut des: the two seats and the card each gives. */
  readonly a?: string;
  readonly aCard?: string;
  readonly b?: string;
  readonly bCard?: string;
  /** Vae victis, Mors tua, Mortui non mordent: barbarians to remove. */
  readonly removals?: readonly Removal[];
  /** Si vis pacem: where the fort goes; `from` a fort to move when none is left. */
  readonly city?: string;
  readonly from?: string;
  /** Si vis pacem (corrupt): the pawn that moves there and its legions. */
  readonly pawn?: string;
  readonly legions?: number;
  /** Hic manebimus optime: up to 3 fort cities. */
  readonly cities?: readonly string[];
  /** Homo faber: the card to take from the discard. */
  readonly take?: string;
  readonly moves?: readonly PawnMove[];
  /** Veni, vidi, vici: destination, dice and set dice. */
  readonly to?: string;
  readonly dice?: number;
  readonly set?: readonly number[];
}

export const ACTION_TYPES = new Set(['march', 'sail', 'build-fort', 'recruit', 'battle', 'conspire', 'trade', 'ally', 'enlist', 'reinforce', 'levy', 'transfer', 'consult']);
export const COMMAND_TYPES = new Set([...ACTION_TYPES, 'draw', 'invade', 'continue', 'remove', 'discard', 'put-back', 'reorder', 'undo', 'event']);
