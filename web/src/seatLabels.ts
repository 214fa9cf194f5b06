import type { Lang, Words } from './app/lang.js';
import { gameWords } from './game-words.js';

/** A game's name as its folder gives it (game-words.ts). */
export function gameName(game: string, lang: Lang): string {
  const words = gameWords(game)?.name;
  return words === undefined ? game : words[lang];
}

/**
 * A seat as people call it: the power, the colour, the side, "Player 2" — as the game's folder
 * words it. Phoenix seats are realms whose names live in the match's world: the page that learns
 * it passes it as `known`.
 */
export function seatLabel(game: string, seat: string, lang: Lang, known?: string): string {
  return known ?? gameWords(game)?.seatLabel?.(seat, lang) ?? seat;
}

export const BOT_NAMES: Readonly<Record<string, Words>> = {
  random: { de: 'Zufall', en: 'random', nl: 'toeval', fr: 'hasard' },
  heuristic: { de: 'Heuristik', en: 'heuristic', nl: 'heuristiek', fr: 'heuristique' },
  mcts: { de: 'MCTS', en: 'MCTS', nl: 'MCTS', fr: 'MCTS' },
  planner: { de: 'Planer', en: 'planner', nl: 'planner', fr: 'planificateur' },
  endgame: { de: 'Endspiel-Planer', en: 'endgame planner', nl: 'eindspelplanner', fr: 'planificateur de fin de partie' },
};

/** A bot as the page names it. */
export function botName(bot: string, lang: Lang): string {
  const words = BOT_NAMES[bot];
  return words === undefined ? bot : words[lang];
}
