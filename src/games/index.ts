import { registerGame } from '../kernel/registry.js';
import { cccGame } from './ccc-land-combat/game.js';
import { domaineGame } from './domaine/game.js';
import { fallOfRomeGame } from './fall-of-rome/game.js';
import { jeanneDarcGame } from './jeanne-darc-1429/game.js';
import { phoenixGame } from './phoenix/game.js';

/** The catalogue: the one place that knows every game; the flagship first, then by id. */
registerGame(phoenixGame);
registerGame(cccGame);
registerGame(domaineGame);
registerGame(fallOfRomeGame);
registerGame(jeanneDarcGame);
