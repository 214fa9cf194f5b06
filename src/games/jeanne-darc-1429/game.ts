import type { GameEntry } from '../../kernel/registry.js';
import { jeanneDarcRules } from './ruleset.js';

export const jeanneDarcGame: GameEntry = {
  id: 'jeanne-darc-1429',
  title: "Jeanne d'Arc 1429",
  ruleSet: jeanneDarcRules,
};
