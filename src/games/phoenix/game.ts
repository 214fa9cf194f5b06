import type { GameEntry } from '../../kernel/registry.js';
import { phoenixCommand } from './cli/commands.js';
import { phoenixPeriodic } from './periodic.js';

export const phoenixGame: GameEntry = {
  id: 'phoenix',
  title: 'Phoenix (Erkenfara)',
  periodic: phoenixPeriodic(),
  cli: (io) => phoenixCommand(io.out),
};
