import type { GameWords } from '../game-words-slot.js';

export const FALL_OF_ROME_WORDS: GameWords = {
  // The published editions' titles: "Pandemic: Fall of Rome", in Dutch "De Val van Rome", in French "La Chute de Rome" (the German edition keeps the English).
  name: { de: 'Fall of Rome', en: 'Fall of Rome', nl: 'De Val van Rome', fr: 'La Chute de Rome' },
  seatLabel: (seat, lang) => {
    const number = /^p(\d+)$/.exec(seat)?.[1];
    return number === undefined ? undefined : { de: `Spieler ${number}`, en: `Player ${number}`, nl: `Speler ${number}`, fr: `Joueur ${number}` }[lang];
  },
};
