/** CCC land combat as a library: its catalogue entry, its rule set and the shapes it plays with. */
export { cccGame } from './game.js';
export { cccRules } from './ruleset.js';
export type { CccCommand, CccEvent, CccOptions, CccState } from './state.js';
export type { CccView } from './view.js';
