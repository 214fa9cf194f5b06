export * from './dice.js';
export * from './emitter.js';
export * from './match.js';
export * from './periodic.js';
export * from './problems.js';
export * from './registry.js';
export type * from './ruleset.js';
export * from './validation.js';
