import type { Lang, Words } from './app/lang.js';

/** How pages name a game and its seats, without loading its screens (game-words.ts gathers them). */
export interface GameWords {
  /** The game's name in every language of the interface. */
  readonly name: Words;
  /** A seat as people call it (the power, the colour, the side); absent: the match names its seats (a Phoenix realm). */
  readonly seatLabel?: (seat: string, lang: Lang) => string | undefined;
}
