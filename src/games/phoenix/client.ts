/** What the browser client uses of this game: its only door into the game from web/src. */
import type { realmView } from './world/view.js';
export type { CharacterCombatFile, DuelFile, FighterCharacterInput, FighterWizardInput } from './combat/duel/schema.js';
export { BATTLE_KINDS } from './combat/kinds.js';
export type { MeleeFile } from './combat/melee/schema.js';
export type { FireGroup, RangedFile, ShooterArmy, TargetArmy, TargetHex } from './combat/ranged/schema.js';
export type { ArmyInput, CharacterInput, SideInput, WizardInput } from './combat/schema.js';
export { SITUATIONAL_ADVANTAGES } from './data/combat.js';
export { CHARACTER_RANK_IDS } from './data/figures.js';
export { RANGED_MODES } from './data/ranged.js';
export { STRONGHOLD_LEVELS } from './data/structures.js';
export { STANDARD_TERRAINS, TERRAIN, TERRAIN_IDS } from './data/terrain.js';
export type { TerrainId } from './data/terrain.js';
export { ARMY_KINDS, ARMY_KIND_IDS, RANGED_WEAPONS } from './data/units.js';
export type { ArmyKind } from './data/units.js';
export { DIRECTIONS } from './map/coords.js';
export { CORNERS, HEX_RADIUS, centre } from './map/svg/geometry.js';
export type { MonthNews } from './periodic.js';
export { renderHtml } from './reports/doc.js';
export { eventName } from './reports/event-text-realms.js';
export { humanReport } from './reports/human-report.js';
export type { RealmReport } from './reports/realm-report.js';
export { DEFAULT_RULES } from './rules.js';
export { parsePlace, placeIndex } from './world/places.js';
export type { World } from './world/schema.js';
/** What GET …/periods/:period/map.json answers: the world as a realm may see it. */
export type RealmView = ReturnType<typeof realmView>;
