import type { GameWords } from '../game-words-slot.js';
import { COLOURS } from '../../../src/games/domaine/client.js';
import { colourName } from './texts.js';

export const DOMAINE_WORDS: GameWords = {
  name: { de: 'Domaine', en: 'Domaine', nl: 'Domaine', fr: 'Domaine' },
  seatLabel: (seat, lang) => {
    const index = (COLOURS as readonly string[]).indexOf(seat);
    return index < 0 ? undefined : colourName(lang, index);
  },
};
