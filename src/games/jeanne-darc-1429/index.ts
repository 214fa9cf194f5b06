/** Jeanne d'Arc 1429 as a library: its catalogue entry, its rule set and the shapes it plays with. */
export { jeanneDarcGame } from './game.js';
export { jeanneDarcRules } from './ruleset.js';
export type { JdaCommand } from './commands.js';
export type { JdaEvent } from './events.js';
export type { JdaOptions } from './setup.js';
export type { JdaState } from './state.js';
export type { JdaView } from './view.js';
