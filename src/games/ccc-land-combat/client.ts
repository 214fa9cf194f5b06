/** What the browser client uses of this game: its only door into the game from web/src. */
import demoCombat from './data/demo-combat.json' with { type: 'json' };

/** The combat a new match starts from when the game master brings none. */
export const DEMO_COMBAT = demoCombat;
export type { SideName } from './combat-file.js';
export { currentSlot, retreatOptions, sideToMove, skillOwner } from './flow.js';
export { commanderCandidates, defendingFleets, landingFleets } from './forces.js';
export type { CccCommand, CccEvent, CccState } from './state.js';
export { PURPOSE_DE, describeEvent, texts } from './texts.js';
export type { Lang } from './texts.js';
export type { CccView } from './view.js';
