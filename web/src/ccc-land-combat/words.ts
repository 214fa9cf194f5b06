import type { GameWords } from '../game-words-slot.js';
import { label } from './labels.js';

export const CCC_WORDS: GameWords = {
  name: { de: 'CCC-Landkampf', en: 'CCC land combat', nl: 'CCC-landgevecht', fr: 'Combat terrestre CCC' },
  seatLabel: (seat, lang) => {
    if (seat === 'attacker' || seat === 'defender') return label(lang, seat);
    // One person plays both sides from the seat "both".
    return seat === 'both' ? label(lang, 'bothSides') : undefined;
  },
};
