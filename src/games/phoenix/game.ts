import type { GameEntry } from '../../kernel/registry.js';
import { phoenixCommand } from './cli/commands.js';
import { PHOENIX_PERIODIC } from './periodic.js';

export const phoenixGame: GameEntry = {
  id: 'phoenix',
  title: 'Phoenix (Erkenfara)',
  periodic: PHOENIX_PERIODIC,
  cli: (io) => phoenixCommand(io.out),
  demo: { title: 'Demo: Erkenfara', options: { generate: { seed: 2026, realms: 4, armies: true } } },
};
