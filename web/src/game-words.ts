import type { GameWords } from './game-words-slot.js';
import { CCC_WORDS } from './ccc-land-combat/words.js';
import { DOMAINE_WORDS } from './domaine/words.js';
import { FALL_OF_ROME_WORDS } from './fall-of-rome/words.js';
import { JEANNE_WORDS } from './jeanne-darc-1429/words.js';
import { PHOENIX_WORDS } from './phoenix/words.js';

/**
 * Each game's name and seat labels, by the server's game id: the registry's words slot, kept apart
 * from games.tsx so that the generic pages (and plain tests) name games without loading any screen.
 */
export const GAME_WORDS: Readonly<Record<string, GameWords>> = {
  phoenix: PHOENIX_WORDS,
  'fall-of-rome': FALL_OF_ROME_WORDS,
  'jeanne-darc-1429': JEANNE_WORDS,
  domaine: DOMAINE_WORDS,
  'ccc-land-combat': CCC_WORDS,
};

export function gameWords(game: string): GameWords | undefined {
  return Object.hasOwn(GAME_WORDS, game) ? GAME_WORDS[game] : undefined;
}
