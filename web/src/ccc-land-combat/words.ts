import type { GameWords } from '../game-words-slot.js';
import { localized } from '../app/lang.js';
import { label } from './labels.js';

export const CCC_WORDS: GameWords = {
  name: ['CCC-Landkampf', 'CCC land combat'],
  seatLabel: (seat, lang) => {
    if (seat === 'attacker' || seat === 'defender') return label(lang, seat);
    // One person plays both sides from the seat "both".
    return seat === 'both' ? localized(lang, ['beide Seiten', 'both sides']) : undefined;
  },
};
