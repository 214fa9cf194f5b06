/**
 * The shapes of the server's answers that the client reads (docs/server.md), inferred from the
 * zod schemas the server declares and checks its answers against (D-12): never a copy to drift.
 */
import type { z } from 'zod';
import type { createdMatchSchema, matchSchema, seatSchema } from '../../../src/server/http/schemas.js';
import type { publicRollSchema } from '../../../src/server/matches/gm-routes.js';
import type { gameSchema, matchAnswerSchema } from '../../../src/server/matches/routes.js';
import type { periodStatusSchema } from '../../../src/server/periods/status.js';
import type { tableSchema } from '../../../src/server/periods/table.js';

export type { Problem } from '../../../src/kernel/problems.js';

export type MatchInfo = z.output<typeof matchSchema>;
export type SeatInfo = z.output<typeof seatSchema>;
export type MatchAnswer = z.output<typeof matchAnswerSchema>;
export type CreatedMatch = z.output<typeof createdMatchSchema>;
/** Where a period stands (games played in periods); `news` is the game's own. */
export type PeriodStatus = z.output<typeof periodStatusSchema>;
/** The flag, the order and each turn's clock at the table. */
export type TableState = z.output<typeof tableSchema>;
export type GameInfo = z.output<typeof gameSchema>;
/** A die the game master rolled in the open. */
export type PublicRoll = z.output<typeof publicRollSchema>;
