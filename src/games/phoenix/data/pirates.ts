/**
 * The pirates' numbers (R §6.6). Losses of non-pirates passing a teleport gate, in per cent, by
 * the W10 face 0–9 (face 0 is the "0" of the rulebook's table: 35 %; R §6.6.2, tables.md §12).
 */
export const GATE_LOSS_PERCENT: readonly number[] = [35, 5, 10, 15, 15, 20, 20, 25, 25, 30];
