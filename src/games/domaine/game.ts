import type { GameEntry } from '../../kernel/registry.js';
import { domaineRules } from './ruleset.js';

export const domaineGame: GameEntry = {
  id: 'domaine',
  title: 'Domaine (strategic variant)',
  ruleSet: domaineRules,
};
