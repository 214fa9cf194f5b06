import type { Alliance, DomResult, Pending } from './state.js';

/** Everything that happens, as data; `apply` turns each into the next state. Seats are indices. */
export type DomEvent =
  | { readonly t: 'founded'; readonly seat: number; readonly castle: number; readonly knight: number }
  /** A turn begins (the setup ends with the first). */
  | { readonly t: 'turn'; readonly seat: number; readonly turn: number }
  | { readonly t: 'ducats'; readonly seat: number; readonly delta: number; readonly why: 'income' | 'take' | 'special-income' | 'price' }
  | { readonly t: 'action'; readonly seat: number; readonly action: string }
  | { readonly t: 'border'; readonly edge: number; readonly on: boolean }
  | { readonly t: 'knight'; readonly seat: number; readonly square: number; readonly on: boolean }
  /** The result of a die of the variant's tables: a price, ducats, 'fail' or 'knight'. */
  | { readonly t: 'die'; readonly seat: number; readonly table: 'treason' | 'alliance' | 'special-income'; readonly roll: number; readonly outcome: number | 'fail' | 'knight' }
  | { readonly t: 'alliance'; readonly alliance: Alliance; readonly on: boolean }
  | { readonly t: 'pending'; readonly pending: Pending | null }
  | { readonly t: 'ended'; readonly result: DomResult };
