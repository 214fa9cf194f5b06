/** Domaine (strategic variant) as a library: its catalogue entry, its rule set and the shapes it plays with. */
export { domaineGame } from './game.js';
export { domaineRules } from './ruleset.js';
export type { DomCommand } from './commands.js';
export type { DomEvent } from './events.js';
export type { DomOptions } from './setup.js';
export type { DomState } from './state.js';
export type { DomView } from './view.js';
