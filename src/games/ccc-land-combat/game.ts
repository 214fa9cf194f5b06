import type { GameEntry } from '../../kernel/registry.js';
import demoCombat from './data/demo-combat.json' with { type: 'json' };
import { cccCommand } from './cli.js';
import { cccRules } from './ruleset.js';

export const cccGame: GameEntry = {
  id: 'ccc-land-combat',
  title: 'Caribbean Colonization & Conquest: land combat',
  ruleSet: cccRules,
  cli: (io) => cccCommand(io),
  demo: { title: 'Demo: CCC land combat at Santo Domingo', options: { combat: demoCombat } },
};
