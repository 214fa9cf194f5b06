/** Arbiter's game-agnostic kernel: dice, problems, validation, rule-set contract, match and replay. */
export * from './kernel/index.js';
