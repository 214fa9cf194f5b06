import type { GameEntry } from '../../kernel/registry.js';
import { phoenixCommand } from './cli/commands.js';

export const phoenixGame: GameEntry = {
  id: 'phoenix',
  title: 'Phoenix (Erkenfara)',
  cli: (io) => phoenixCommand(io.out),
};
