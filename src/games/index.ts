import { registerGame } from '../kernel/registry.js';
import { cccGame } from './ccc-land-combat/index.js';
import { domaineGame } from './domaine/index.js';
import { fallOfRomeGame } from './fall-of-rome/index.js';
import { jeanneDarcGame } from './jeanne-darc-1429/index.js';
import { phoenixGame } from './phoenix/index.js';

/** The catalogue: the one place that knows every game (through each game's entry); the flagship first, then by id. */
registerGame(phoenixGame);
registerGame(cccGame);
registerGame(domaineGame);
registerGame(fallOfRomeGame);
registerGame(jeanneDarcGame);
