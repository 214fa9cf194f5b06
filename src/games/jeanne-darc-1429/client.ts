/** What the browser client uses of this game: its only door into the game from web/src. */
export type { AttackPower, JdaCommand } from './commands.js';
export { contextOf } from './context.js';
export type { GameIndex } from './data/board-index.js';
export { askedSeats } from './dispatch.js';
export type { JdaEvent } from './events.js';
export { attackAt, choices } from './legal.js';
export type { AttackSpace } from './legal.js';
export { commandText, eventText, pendingText } from './play/text.js';
export { POWER_NAMES, isPower } from './powers.js';
export { jeanneDarcRules } from './ruleset.js';
export type { JdaState, Pending } from './state.js';
export { HIDDEN } from './view.js';
export type { JdaView } from './view.js';
export { priceOf } from './prices.js';
