import type { GameWords } from '../game-words-slot.js';
import { isPower, POWER_NAMES } from '../../../src/games/jeanne-darc-1429/client.js';

export const JEANNE_WORDS: GameWords = {
  name: ["Jeanne d'Arc 1429", "Jeanne d'Arc 1429"],
  seatLabel: (seat, lang) => (isPower(seat) ? POWER_NAMES[seat][lang] : undefined),
};
