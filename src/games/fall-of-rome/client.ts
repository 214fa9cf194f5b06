/** What the browser client uses of this game: its only door into the game from web/src. */
export type { FrCommand, Removal } from './commands.js';
export { composableCards, draftCommand, draftProblems, draftReason, facesAsked, pawnsAtRest, removable, withFaces } from './compose.js';
export type { Composable, PawnDraft } from './compose.js';
export { cardTitle, cityCard, isEvent } from './data/cards.js';
export { CITIES, CITY_NAMES, PREVIOUS, ROAD_LIST, SUPPLY } from './data/cities.js';
export { MAP_LAYOUT } from './data/map-layout.js';
export { ROLE_TEXT } from './data/roles.js';
export { TRIBE_INFO } from './data/tribes.js';
export type { Tribe } from './data/tribes.js';
export type { FrEvent } from './events.js';
export { offeredCommands } from './offers.js';
export { cardDe, commandKind, commandLabel, phaseName, tribeName } from './play/labels.js';
export { TEXTS, counted, fill } from './play/lang.js';
export type { Lang } from './play/lang.js';
export { TRIBE_NAMES } from './play/story.js';
export type { Cause, Phase } from './state.js';
export type { FrView } from './view.js';
