/** Pandemic: Fall of Rome as a library: its catalogue entry, its rule set and the shapes it plays with. */
export { fallOfRomeGame } from './game.js';
export { fallOfRomeRules } from './rules.js';
export type { FrCommand } from './commands.js';
export type { FallOfRomeOptions } from './data/options.js';
export type { FrEvent } from './events.js';
export type { FrState } from './state.js';
export type { FrView } from './view.js';
