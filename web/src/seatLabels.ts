import { COLOURS } from '../../src/games/domaine/state.js';
import { POWER_NAMES, isPower } from '../../src/games/jeanne-darc-1429/powers.js';
import { localized, type Lang } from './app/lang.js';
import { label as cccLabel } from './ccc-land-combat/labels.js';
import { colourName } from './domaine/texts.js';

type Words = readonly [string, string];

/** The games' names, German first. */
const GAME_NAMES: Readonly<Record<string, Words>> = {
  phoenix: ['Phoenix', 'Phoenix'],
  'fall-of-rome': ['Fall of Rome', 'Fall of Rome'],
  'jeanne-darc-1429': ["Jeanne d'Arc 1429", "Jeanne d'Arc 1429"],
  domaine: ['Domaine', 'Domaine'],
  'ccc-land-combat': ['CCC-Landkampf', 'CCC land combat'],
};


export function gameName(game: string, lang: Lang): string {
  const words = GAME_NAMES[game];
  return words === undefined ? game : localized(lang, words);
}

/**
 * A seat as people call it: the power, the colour, the side, "Player 2". Phoenix seats are realms
 * whose names live in the match's world: the page that learns it passes it as `known`.
 */
export function seatLabel(game: string, seat: string, lang: Lang, known?: string): string {
  if (known !== undefined) return known;
  switch (game) {
    case 'fall-of-rome': {
      const number = /^p(\d+)$/.exec(seat)?.[1];
      return number === undefined ? seat : localized(lang, [`Spieler ${number}`, `Player ${number}`]);
    }
    case 'jeanne-darc-1429':
      return isPower(seat) ? POWER_NAMES[seat][lang] : seat;
    case 'domaine': {
      const index = (COLOURS as readonly string[]).indexOf(seat);
      return index < 0 ? seat : colourName(lang, index);
    }
    case 'ccc-land-combat':
      if (seat === 'attacker' || seat === 'defender') return cccLabel(lang, seat);
      // One person plays both sides from the seat "both".
      return seat === 'both' ? localized(lang, ['beide Seiten', 'both sides']) : seat;
    default:
      return seat;
  }
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
