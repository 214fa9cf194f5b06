/** Phoenix (Erkenfara) as a library: rules data and options, battle files, combat adjudication. */
export * from './data/index.js';
export { DEFAULT_RULES, DEFAULT_INTERPRETATIONS, INTERPRETATION_CHOICES } from './rules.js';
export type { PhoenixRules, PhoenixTables, Interpretations, InterpretationId } from './rules.js';
export { applyRulesOptions, loadRulesOptions, rulesOptionsSchema } from './options.js';
export { loadBattleFile, parseBattle } from './combat/battle-file.js';
export type { BattleKind, BattleOutcome, OddsOutcome } from './combat/battle-kind.js';
export { BATTLE_KINDS } from './combat/kinds.js';
export { phoenixSchemas } from './schemas.js';
export { loadWorldFile, parseWorld, worldProblems } from './world/load.js';
export type { LoadedWorld } from './world/loaded.js';
export { formatWorld, saveWorld } from './world/save.js';
export { worldSchema, WORLD_FORMAT } from './world/schema.js';
export type { World } from './world/schema.js';
export { generateWorld } from './map/generate/world.js';
export { exportMapCsv } from './map/csv/export.js';
export { importMapCsv } from './map/csv/import.js';
export { renderWorldSvg } from './map/svg/render.js';
export type { Lang, Text } from './report/text.js';
