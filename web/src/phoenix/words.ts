import type { GameWords } from '../game-words-slot.js';

/** Realms are named in the match's world: the pages that learn the names pass them on. */
export const PHOENIX_WORDS: GameWords = { name: { de: 'Phoenix', en: 'Phoenix', nl: 'Phoenix', fr: 'Phoenix' } };
