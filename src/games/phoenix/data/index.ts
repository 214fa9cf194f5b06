export * from './armament.js';
export * from './combat.js';
export * from './figures.js';
export * from './movement.js';
export * from './ranged.js';
export * from './structures.js';
export * from './terrain.js';
export * from './units.js';
