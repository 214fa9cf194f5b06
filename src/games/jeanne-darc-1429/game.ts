import type { GameEntry } from '../../kernel/registry.js';
import { jeanneDarcCommand } from './cli.js';
import { jeanneDarcRules } from './ruleset.js';
import { jeanneDarcServerBots } from './server-bots.js';

export const jeanneDarcGame: GameEntry = {
  id: 'jeanne-darc-1429',
  title: "Jeanne d'Arc 1429",
  ruleSet: jeanneDarcRules,
  cli: (io) => jeanneDarcCommand(io),
  bots: jeanneDarcServerBots,
};
