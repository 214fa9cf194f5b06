import type { GameEntry } from '../../kernel/registry.js';
import { domaineCommand } from './cli.js';
import { domaineRules } from './ruleset.js';
import { domaineServerBots } from './server-bots.js';

export const domaineGame: GameEntry = {
  id: 'domaine',
  title: 'Domaine (strategic variant)',
  ruleSet: domaineRules,
  cli: (io) => domaineCommand(io),
  bots: domaineServerBots,
  demo: { title: 'Demo: Domaine', options: { players: 3 }, bot: 'heuristic' },
};
