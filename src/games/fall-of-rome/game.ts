import type { GameEntry } from '../../kernel/registry.js';
import { fallOfRomeCommand } from './cli.js';
import { fallOfRomeRules } from './rules.js';
import { fallOfRomeServerBots } from './server-bots.js';

export const fallOfRomeGame: GameEntry = {
  id: 'fall-of-rome',
  title: 'Pandemic: Fall of Rome',
  ruleSet: fallOfRomeRules,
  cli: (io) => fallOfRomeCommand(io),
  bots: fallOfRomeServerBots,
  demo: { title: 'Demo: Fall of Rome', options: { players: 3, difficulty: 'introductory' }, bot: 'endgame' },
};
