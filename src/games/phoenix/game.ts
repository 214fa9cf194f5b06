import type { GameEntry } from '../../kernel/registry.js';
import { phoenixCommand } from '../../cli/phoenix.js';

export const phoenixGame: GameEntry = {
  id: 'phoenix',
  title: 'Phoenix (Erkenfara)',
  cli: (io) => phoenixCommand(io.out),
};
