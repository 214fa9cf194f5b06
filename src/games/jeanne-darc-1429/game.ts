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
  // D-14: `npm start` offers this match on a first start; the heuristic bot plays every power but Navarre.
  demo: { title: "Demo: Jeanne d'Arc 1429", options: { players: 4 }, bot: 'heuristic' },
};
