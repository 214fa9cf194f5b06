import type { Text } from './text.js';

/** Refusals of phase 6: events and foreign intervention. */
export const EVENT_TEXTS = {} satisfies Record<string, Text>;
