import type { GameWords } from '../game-words-slot.js';
import { isPower, POWER_NAMES } from '../../../src/games/jeanne-darc-1429/client.js';

export const JEANNE_WORDS: GameWords = {
  name: { de: "Jeanne d'Arc 1429", en: "Jeanne d'Arc 1429", nl: "Jeanne d'Arc 1429", fr: "Jeanne d'Arc 1429" },
  seatLabel: (seat, lang) => (isPower(seat) ? POWER_NAMES[seat][lang] : undefined),
};
