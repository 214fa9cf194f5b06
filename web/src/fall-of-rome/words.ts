import type { GameWords } from '../game-words-slot.js';
import { localized } from '../app/lang.js';

export const FALL_OF_ROME_WORDS: GameWords = {
  name: ['Fall of Rome', 'Fall of Rome'],
  seatLabel: (seat, lang) => {
    const number = /^p(\d+)$/.exec(seat)?.[1];
    return number === undefined ? undefined : localized(lang, [`Spieler ${number}`, `Player ${number}`]);
  },
};
