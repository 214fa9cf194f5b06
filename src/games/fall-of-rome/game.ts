import type { GameEntry } from '../../kernel/registry.js';
import { fallOfRomeCommand } from './cli.js';
import { fallOfRomeRules } from './rules.js';

export const fallOfRomeGame: GameEntry = {
  id: 'fall-of-rome',
  title: 'Pandemic: Fall of Rome',
  ruleSet: fallOfRomeRules,
  cli: (io) => fallOfRomeCommand(io),
};
