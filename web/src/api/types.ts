/**
 * The shapes of the server's answers that the client reads (docs/server.md), inferred from the
 * zod schemas the server declares and checks its answers against (D-12): never a copy to drift.
 */
import type { z } from 'zod';
import type { loginLinkSentSchema } from '../../../src/server/accounts/email.js';
import type { accountSchema, heldSeatSchema, signedInSchema } from '../../../src/server/accounts/common.js';
import type { ceremonySchema } from '../../../src/server/accounts/passkeys.js';
import type { loginMethodsSchema, seatKeySchema } from '../../../src/server/accounts/routes.js';
import type { createdMatchSchema, invitedSeatSchema, matchSchema, seatSchema } from '../../../src/server/http/schemas.js';
import type { publicRollSchema } from '../../../src/server/matches/gm-routes.js';
import type { gameSchema, invitePreviewSchema, joinedSeatSchema, matchAnswerSchema } from '../../../src/server/matches/routes.js';
import type { notificationSettingsSchema } from '../../../src/server/notify/routes.js';
import type { heldSchema, missedPolicySchema } from '../../../src/server/periods/deadline-routes.js';
import type { correctedSchema, correctionsSchema, evaluatedSchema, seatTurnsSchema } from '../../../src/server/periods/gm-routes.js';
import type { checkedSchema, draftSchema, submittedTurnSchema, turnVersionsSchema } from '../../../src/server/periods/seat-routes.js';
import type { periodStepsSchema, seatStepSchema } from '../../../src/server/periods/seat-steps.js';
import type { periodStatusSchema } from '../../../src/server/periods/status.js';
import type { demoSchema } from '../../../src/server/demo-route.js';
import type { tableSchema } from '../../../src/server/periods/table.js';
import type { replaySchema } from '../../../src/server/play/replay.js';

export type { Problem } from '../../../src/kernel/problems.js';

export type MatchInfo = z.output<typeof matchSchema>;
export type SeatInfo = z.output<typeof seatSchema>;
export type MatchAnswer = z.output<typeof matchAnswerSchema>;
export type CreatedMatch = z.output<typeof createdMatchSchema>;
/** A seat's new invite, after its player was replaced. */
export type InvitedSeat = z.output<typeof invitedSeatSchema>;
/** The seat an invite took, with its token. */
export type InvitePreview = z.output<typeof invitePreviewSchema>;
export type JoinedSeat = z.output<typeof joinedSeatSchema>;
/** Where a period stands (games played in periods); `news` is the game's own. */
export type PeriodStatus = z.output<typeof periodStatusSchema>;
export type DemoMatches = z.output<typeof demoSchema>;
/** The flag, the order and each turn's clock at the table. */
export type TableState = z.output<typeof tableSchema>;
export type GameInfo = z.output<typeof gameSchema>;
/** A die the game master rolled in the open. */
export type PublicRoll = z.output<typeof publicRollSchema>;
/** An interactive match at one step of its replay; `view` and the entries' details are the game's own. */
export type Replay = z.output<typeof replaySchema>;

/** The caller's turn: every version handed in, the draft being written, a check, a hand-in. */
export type TurnVersions = z.output<typeof turnVersionsSchema>;
export type SavedDraft = z.output<typeof draftSchema>;
export type CheckedTurn = z.output<typeof checkedSchema>;
export type SubmittedTurn = z.output<typeof submittedTurnSchema>;
/** A seat's turn as the game masters read it, with the checker's verdict. */
export type SeatTurns = z.output<typeof seatTurnsSchema>;
export type MissedPolicyAnswer = z.output<typeof missedPolicySchema>;
/** GET …/periods/:n/held: the realms the game master holds this month. */
export type HeldAnswer = z.output<typeof heldSchema>;
export type Evaluated = z.output<typeof evaluatedSchema>;
/** A period evaluated seat by seat: its steps so far, and one seat's step; `report` is the game's own. */
export type PeriodSteps = z.output<typeof periodStepsSchema>;
export type SeatStep = z.output<typeof seatStepSchema>;
/** A correction kept, and a period's audit of them; an entry's `change` is as the server recorded it. */
export type Corrected = z.output<typeof correctedSchema>;
export type Corrections = z.output<typeof correctionsSchema>;
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** Accounts: the account, signing in, the ways to, and the keys of held seats. */
export type Account = z.output<typeof accountSchema>;
export type HeldSeat = z.output<typeof heldSeatSchema>;
export type SignedIn = z.output<typeof signedInSchema>;
/** A passkey ceremony begun. */
export type Ceremony = z.output<typeof ceremonySchema>;
export type LoginMethods = z.output<typeof loginMethodsSchema>;
export type LoginLinkSent = z.output<typeof loginLinkSentSchema>;
export type SeatKey = z.output<typeof seatKeySchema>;
