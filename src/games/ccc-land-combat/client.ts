/** What the browser client uses of this game: its only door into the game from web/src. */
import demoCombat from './data/demo-combat.json' with { type: 'json' };

/** The combat a new match starts from when the game master brings none. */
export const DEMO_COMBAT = demoCombat;
export type { SideName } from './combat-file.js';
export { boardChoices, commandsOf, declaration, oddsAfter } from './board.js';
export type { BoardChoices, CardChoice, CommanderChoice } from './board.js';
export { fleetBombardment } from './combat.js';
export { currentSlot, retreatOptions, sideToMove, skillOwner, toWithdraw } from './flow.js';
export { commanderCandidates, defendingFleets, landingFleets } from './forces.js';
export type { CccCommand, CccEvent, CccState } from './state.js';
export { PURPOSE_DE, describeEvent, nationName as sideNationName, texts, thingName } from './texts.js';
export type { Lang } from './texts.js';
export type { CccView } from './view.js';
