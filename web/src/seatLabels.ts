import { localized, type Lang } from './app/lang.js';
import { gameWords } from './game-words.js';

type Words = readonly [string, string];

/** A game's name as its folder gives it (game-words.ts). */
export function gameName(game: string, lang: Lang): string {
  const words = gameWords(game)?.name;
  return words === undefined ? game : localized(lang, words);
}

/**
 * A seat as people call it: the power, the colour, the side, "Player 2" — as the game's folder
 * words it. Phoenix seats are realms whose names live in the match's world: the page that learns
 * it passes it as `known`.
 */
export function seatLabel(game: string, seat: string, lang: Lang, known?: string): string {
  return known ?? gameWords(game)?.seatLabel?.(seat, lang) ?? seat;
}

const BOT_NAMES: Readonly<Record<string, Words>> = {
  random: ['Zufall', 'random'],
  heuristic: ['Heuristik', 'heuristic'],
  mcts: ['MCTS', 'MCTS'],
  planner: ['Planer', 'planner'],
  endgame: ['Endspiel-Planer', 'endgame planner'],
};

/** A bot as the page names it. */
export function botName(bot: string, lang: Lang): string {
  const words = BOT_NAMES[bot];
  return words === undefined ? bot : localized(lang, words);
}
