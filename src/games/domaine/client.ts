/** What the browser client uses of this game: its only door into the game from web/src. */
export { EDGES, SIZE, SQUARES, edgeName, edgeSquares, squareName } from './board.js';
export { heuristicBot } from './bots/heuristic.js';
export { bordersProblems, checkCommand, knightProblem, knightsPrice } from './check.js';
export type { DomCommand } from './commands.js';
export type { DomEvent } from './events.js';
export { alliances, expansions, foundings, knightSquares, treasons } from './legal.js';
export { commandText, eventText, purposeText } from './play/text.js';
export { COLOURS } from './state.js';
export type { Colour, DomState } from './state.js';
