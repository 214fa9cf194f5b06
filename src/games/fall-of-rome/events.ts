import type { Pending, Phase, Result, TurnFlags } from './state.js';

/**
 * What happens, in small steps that `apply` replays. Cities, tribes and seats are indices.
 * Events that only report (battle, invade, sacked, blocked) leave the state as it is.
 */
export type FrEvent =
  /** Opens every command: whether it may be undone, and by whom (FR-14). */
  | { readonly t: 'begin'; readonly seat: number; readonly undoable: boolean }
  | { readonly t: 'undone'; readonly seat: number }
  | { readonly t: 'cubes'; readonly city: number; readonly tribe: number; readonly n: number }
  | { readonly t: 'legions'; readonly city: number; readonly n: number }
  | { readonly t: 'fort'; readonly city: number; readonly on: boolean }
  | { readonly t: 'pawn'; readonly seat: number; readonly city: number }
  /** Player deck top → hand. `secret`: hands are hidden, so only `seat` sees the card (FR-2). */
  | { readonly t: 'draw'; readonly seat: number; readonly card: string; readonly secret: boolean }
  /** A revolt drawn from the player deck; it goes to the box once resolved. */
  | { readonly t: 'revolt'; readonly seat: number; readonly card: string }
  | { readonly t: 'discard'; readonly seat: number; readonly card: string }
  | { readonly t: 'give'; readonly from: number; readonly to: number; readonly card: string; readonly secret: boolean }
  /** Solitaire: a card from the hand into the treasury (`into`) or back (FR-23). */
  | { readonly t: 'treasury'; readonly seat: number; readonly card: string; readonly into: boolean }
  /** Player discard → hand (Homo faber). */
  | { readonly t: 'retrieve'; readonly seat: number; readonly card: string }
  /** Vestalis deck top → hand. */
  | { readonly t: 'consult'; readonly seat: number; readonly card: string; readonly secret: boolean }
  /** Hand → top of the player deck (Vestalis). */
  | { readonly t: 'put-back'; readonly seat: number; readonly card: string; readonly secret: boolean }
  | { readonly t: 'event'; readonly seat: number; readonly card: string; readonly corrupt: boolean }
  /** A barbarian card turned over from the top or bottom of its deck, onto its discard pile. */
  | { readonly t: 'reveal'; readonly card: string; readonly from: 'top' | 'bottom' }
  /** The barbarian discard, shuffled, put on top of the barbarian deck (bottom first). */
  | { readonly t: 'shuffle'; readonly order: readonly string[] }
  /** The top of the barbarian deck in a new order, top first (Melius cavere). */
  | { readonly t: 'reorder'; readonly seat: number; readonly top: readonly string[] }
  /** A barbarian card taken from the top cards out of the game (Melius cavere, corrupt). */
  | { readonly t: 'bury'; readonly card: string }
  | { readonly t: 'invasion-rate'; readonly step: number }
  | { readonly t: 'decline'; readonly value: number }
  | { readonly t: 'ally'; readonly tribe: number }
  | { readonly t: 'actions'; readonly left: number }
  | { readonly t: 'flags'; readonly flags: TurnFlags }
  | { readonly t: 'battle'; readonly seat: number; readonly city: number; readonly dice: readonly number[]; readonly set: boolean; readonly remove: number; readonly lose: number; readonly gain: number }
  | { readonly t: 'vae-victis-used' }
  | { readonly t: 'invade'; readonly city: number; readonly tribe: number }
  | { readonly t: 'blocked'; readonly city: number; readonly tribe: number; readonly lost: number }
  | { readonly t: 'sacked'; readonly city: number; readonly tribe: number }
  | { readonly t: 'pending'; readonly pending: Pending | null }
  /** A new phase; a new turn also clears the turn's flags and counters. */
  | { readonly t: 'phase'; readonly phase: Phase; readonly active: number; readonly turn: number; readonly actionsLeft: number }
  /** Revolts drawn and still to resolve, and resolved so far in this draw. */
  | { readonly t: 'revolts'; readonly left: number; readonly resolved: number }
  | { readonly t: 'end'; readonly result: Result };
