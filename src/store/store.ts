import type { TurnBody } from '../kernel/periodic.js';
import type { RecordedCommand } from '../kernel/match.js';
import type { Seat } from '../kernel/ruleset.js';

/** 'paused': the game master stopped the match; it takes no turns or commands until resumed. */
export type MatchStatus = 'open' | 'running' | 'paused' | 'finished';

export interface MatchInfo {
  readonly id: string;
  /** The game's id in the kernel's registry. */
  readonly game: string;
  readonly title: string;
  readonly options: unknown;
  readonly seed: number;
  readonly status: MatchStatus;
  /** The period being played, for order-and-evaluate matches; null for interactive ones. */
  readonly currentPeriod: number | null;
  /** Rises with every change to the match's record; the token of optimistic concurrency. */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface NewMatch {
  readonly game: string;
  readonly title: string;
  readonly options: unknown;
  readonly seed: number;
  /** The player seats; each gets an invite. */
  readonly seats: readonly Seat[];
  /** The game master's seat, which gets a token at once. */
  readonly gmSeat: Seat;
  /** The log entries of the setup, before any command. */
  readonly setupLog?: readonly unknown[];
  /** For order-and-evaluate matches: the state document of period 1. */
  readonly firstPeriod?: { readonly state: unknown; readonly deadline?: string | null };
}

export interface CreatedMatch {
  readonly match: MatchInfo;
  /** The game master's token, shown once: only its hash is kept. */
  readonly gmToken: string;
  /** Each player seat's invite secret, shown once. */
  readonly invites: Readonly<Record<Seat, string>>;
}

export interface SeatInfo {
  readonly seat: Seat;
  readonly joined: boolean;
  readonly joinedAt: string | null;
  readonly inviteOpen: boolean;
  /** The bot that plays the seat on the server, or null for a person. */
  readonly bot: string | null;
}

export interface SeatIdentity {
  readonly matchId: string;
  readonly seat: Seat;
}

export interface StoredLogEntry {
  readonly seq: number;
  /** The command that caused it (1-based); 0 for the setup. */
  readonly commandSeq: number;
  readonly entry: unknown;
}

export type { TurnBody } from '../kernel/periodic.js';

export interface Submission extends TurnBody {
  readonly seat: Seat;
  readonly period: number;
  readonly version: number;
  readonly submittedAt: string;
}

export interface PeriodInfo {
  readonly period: number;
  readonly openingState: unknown;
  /** The state after the last correction, or the opening state. */
  readonly state: unknown;
  readonly corrections: number;
  readonly deadline: string | null;
  readonly openedAt: string;
  readonly evaluated: boolean;
}

export interface EvaluationResult {
  readonly nextState: unknown;
  readonly events: unknown;
  readonly reports: Readonly<Record<Seat, unknown>>;
  readonly gmReport: unknown;
  readonly nextDeadline?: string | null;
  /** When the period was evaluated seat by seat: the last seat's step, kept with the evaluation in its transaction. */
  readonly lastStep?: NewSeatStep;
}

/**
 * One seat's turn of a period evaluated on its own, as at the table (one realm's turn
 * in the month's turn order). Once the first step is kept, the period takes no more submissions
 * or corrections: the steps read the turns as they were then.
 */
export interface NewSeatStep {
  readonly seat: Seat;
  /** The state document after this seat's turn (the middle of the period). */
  readonly state: unknown;
  /** What happened in this seat's turn. */
  readonly events: unknown;
  /** The seat's report as it stands after its turn. */
  readonly report: unknown;
  /** Every die value of the period so far, in order: the next step replays them. */
  readonly rolls: readonly number[];
}

/** What a step read: each seat's latest submission version then, and how many table events there were. */
export interface StepTurns {
  readonly versions: Readonly<Record<Seat, number>>;
  readonly tableEvents: number;
}

export interface SeatStep extends NewSeatStep {
  readonly period: number;
  /** 1 for the first seat evaluated, and so on. */
  readonly seq: number;
  readonly evaluatedAt: string;
  /** Null for steps kept before the store recorded it (no turn could change after the first step then). */
  readonly turns: StepTurns | null;
}

export interface EvaluationInfo {
  readonly period: number;
  readonly events: unknown;
  readonly gmReport: unknown;
  /** The submission version of each seat that the evaluation read. */
  readonly submissionVersions: Readonly<Record<Seat, number>>;
  readonly evaluatedAt: string;
  readonly publishedAt: string | null;
}

export interface SeatReport {
  readonly period: number;
  readonly seat: Seat;
  readonly report: unknown;
  readonly publishedAt: string | null;
}

export interface NewCorrection {
  readonly author: Seat;
  readonly note: string;
  /** What was changed, as the game master's tool describes it; kept for the audit. */
  readonly change: unknown;
  /** The whole state document after the change. */
  readonly state: unknown;
}

export interface Correction extends NewCorrection {
  readonly period: number;
  readonly seq: number;
  readonly correctedAt: string;
}

export type UpdateKind =
  | 'created'
  | 'status'
  | 'seat-joined'
  | 'command'
  | 'submission'
  | 'evaluation'
  | 'seat-step'
  | 'correction'
  | 'publication'
  | 'notice'
  | 'table';

/** What subscribers hear: that something changed, never what (no secrets travel here). */
export interface StoreUpdate {
  readonly matchId: string;
  readonly kind: UpdateKind;
  readonly version: number;
  readonly period?: number;
  readonly seat?: Seat;
  /** For kind 'notice': what the seat is told (in the page, live). */
  readonly notice?: NoticeKind;
}

/** What a seat is notified of (issue 19). */
export type NoticeKind = 'your-turn' | 'deadline-soon' | 'report-published';

/** What happens to a seat that misses a period's deadline: an empty turn, its standing orders repeated, or the game master decides. */
export type MissedPolicy = 'hold' | 'standing' | 'gm';

/** Where a seat wants to be notified; only the seat itself and the server's senders read it. */
export interface SeatContact {
  readonly email: string | null;
  /** A Web Push subscription as the browser gave it. */
  readonly push: unknown;
}

export type UpdateListener = (update: StoreUpdate) => void;

/** A die the game master rolled in the open, with the reason: every seat sees it. */
export interface NewPublicRoll {
  readonly author: Seat;
  /** Faces: 6, 10 or 20. */
  readonly die: number;
  readonly value: number;
  readonly reason: string;
}

export interface PublicRoll extends NewPublicRoll {
  readonly seq: number;
  readonly rolledAt: string;
}

/** What happened at the table: the mode started or ended, the flag passed, a turn handed in, a claim of the clock. */
export type TableEventKind = 'start' | 'flag' | 'handed-in' | 'claim' | 'stop';

export interface NewTableEvent {
  readonly kind: TableEventKind;
  readonly realm: Seat | null;
  readonly author: Seat;
  readonly data?: unknown;
}

export interface TableEvent extends NewTableEvent {
  readonly seq: number;
  readonly at: string;
}

/** A turn being written, not handed in. */
export interface Draft {
  readonly period: number;
  readonly text: string;
  readonly savedAt: string;
}

/** A WebAuthn credential of an account: its public key (not a secret) and signature counter. */
export interface Passkey {
  /** The credential id, base64url. */
  readonly id: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

/** A seat an account holds (its token unchanged since it was saved). */
export interface HeldSeat {
  readonly matchId: string;
  readonly seat: Seat;
  readonly title: string;
  readonly game: string;
  readonly status: string;
  readonly addedAt: string;
}

export interface LoginLinkRequest {
  readonly email: string;
  /** A signed-in account adding the address; absent: a sign-in (or a new account). */
  readonly accountId?: string | undefined;
  /** A seat to save to the account when the link is used. */
  readonly seatToken?: string | undefined;
}

export interface LoginLinkUse {
  readonly accountId: string;
  /** A new session token, shown once. */
  readonly session: string;
  /** Whether the link's seat was saved (false when its token was replaced meanwhile). */
  readonly seatSaved: boolean;
}

/**
 * Optional accounts (issue 19, D-17): passkeys and e-mail addresses that open a session, and the
 * seats the account holds. Tokens, keys and links are kept as hashes.
 */
export interface AccountStore {
  /** Keeps a passkey; for accountId null a new account is made. Answers the account's id. */
  addPasskey(accountId: string | null, passkey: Passkey): Promise<string>;
  passkey(id: string): Promise<(Passkey & { readonly accountId: string }) | undefined>;
  passkeys(accountId: string): Promise<Passkey[]>;
  setPasskeyCounter(id: string, counter: number): Promise<void>;
  emails(accountId: string): Promise<string[]>;
  /** Keeps a WebAuthn challenge for ttlMs; answers the ceremony's id. */
  saveChallenge(purpose: 'register' | 'login', challenge: string, accountId: string | null, ttlMs: number): Promise<string>;
  /** The challenge of a ceremony, once (it is deleted); undefined when unknown or expired. */
  takeChallenge(id: string, purpose: 'register' | 'login'): Promise<{ challenge: string; accountId: string | null } | undefined>;
  /** A new session token for the account, shown once. */
  openSession(accountId: string, ttlMs: number): Promise<string>;
  sessionAccount(token: string): Promise<string | undefined>;
  /** Signs out: the session and every seat key opened with it stop working. */
  closeSession(token: string): Promise<void>;
  /** Saves the seat whose token this is to the account; undefined when the token opens no seat. */
  holdSeat(accountId: string, seatToken: string): Promise<SeatIdentity | undefined>;
  /** The seat `seatToken` would give `accountId` (undefined: a new account) to keep: a seat's own token, or a key made for that account; undefined when neither. */
  seatToKeep(accountId: string | undefined, seatToken: string): Promise<SeatIdentity | undefined>;
  /** The seats the account holds whose token has not been replaced since. */
  heldSeats(accountId: string): Promise<HeldSeat[]>;
  dropSeat(accountId: string, matchId: string, seat: Seat): Promise<boolean>;
  /** A key this session opens a held seat with; undefined when the account does not hold it. */
  seatKey(sessionToken: string, matchId: string, seat: Seat): Promise<string | undefined>;
  /** The seat a key opens, while its session lasts and the seat's token is unchanged. */
  seatByKey(key: string): Promise<SeatIdentity | undefined>;
  /** A single-use login link's token, or undefined when the address had too many lately. */
  createLoginLink(request: LoginLinkRequest, ttlMs: number): Promise<string | undefined>;
  /** Uses a login link once: signs in (making the account on first use); undefined when unknown, used or expired. */
  useLoginLink(token: string, sessionTtlMs: number): Promise<LoginLinkUse | undefined>;
}

/**
 * Matches of every game: creating them, their seats and tokens, the commands and log of interactive
 * matches, contacts, dice rolled in the open, and live updates. Every method is one transaction;
 * methods that take `expectedVersion` fail with VersionConflictError when the match changed since
 * the caller read it.
 */
export interface MatchStore {
  createMatch(match: NewMatch): Promise<CreatedMatch>;
  getMatch(matchId: string): Promise<MatchInfo | undefined>;
  listMatches(): Promise<MatchInfo[]>;
  setStatus(matchId: string, status: MatchStatus, expectedVersion: number): Promise<MatchInfo>;

  seats(matchId: string): Promise<SeatInfo[]>;
  /** The seat whose token (or an account's key of it, D-17) this is, or undefined. */
  seatByToken(token: string): Promise<SeatIdentity | undefined>;
  /** Uses an invite once: the seat is joined and gets a new token (any older one stops working). */
  claimInvite(invite: string): Promise<(SeatIdentity & { readonly token: string }) | undefined>;
  /** The seat an open invite is for, without using it (the join screen says what it joins), or undefined. */
  inviteSeat(invite: string): Promise<SeatIdentity | undefined>;
  /** A new invite for a seat (the old one stops working), e.g. for a player who lost the link. */
  reissueInvite(matchId: string, seat: Seat): Promise<string>;
  /** A new token for the game master's seat (the old one stops working): `arbiter admin links`. */
  reissueGmToken(matchId: string, gmSeat: Seat): Promise<string>;
  /** Leaves a seat without a player: its invite and token stop working and no bot plays it. */
  vacateSeat(matchId: string, seat: Seat): Promise<SeatInfo>;
  /** Hands a seat to a server-side bot: any invite and token of it stop working. */
  assignBot(matchId: string, seat: Seat, bot: string): Promise<SeatInfo>;

  /** Appends an accepted command of an interactive match with the log entries it caused. */
  appendCommand(
    matchId: string,
    expectedVersion: number,
    command: RecordedCommand<unknown>,
    log: readonly unknown[],
  ): Promise<MatchInfo>;
  commands(matchId: string): Promise<RecordedCommand<unknown>[]>;
  log(matchId: string, afterSeq?: number): Promise<StoredLogEntry[]>;

  /** Sets a seat's e-mail address and/or push subscription (undefined: unchanged, null: removed). */
  setContact(matchId: string, seat: Seat, contact: { readonly email?: string | null; readonly push?: unknown }): Promise<SeatContact>;
  contact(matchId: string, seat: Seat): Promise<SeatContact>;
  /** Keeps a die the game master rolled in the open (the match's version rises; subscribers hear a 'notice'). */
  addPublicRoll(matchId: string, roll: NewPublicRoll): Promise<PublicRoll>;
  publicRolls(matchId: string): Promise<PublicRoll[]>;
  /** Calls `listener` with every update of the match, from this and (PostgreSQL) every other process. */
  subscribe(matchId: string, listener: UpdateListener): () => void;
  /** Sends an update to the match's subscribers everywhere. */
  publish(update: StoreUpdate): Promise<void>;
}

/**
 * The periods of matches played in periods (the kernel's periodic contract), for any such game:
 * states, turns and drafts, deadlines and the missed-turn policy, evaluations whole or seat by seat,
 * reports and their publication, corrections and the table's log. States, turns, events and
 * reports are JSON the store does not read.
 */
export interface PeriodStore {
  period(matchId: string, period: number): Promise<PeriodInfo | undefined>;
  /**
   * Records a seat's turn for the current period as its next version. With `expectedVersion`
   * (the version the seat last saw, 0 for none) a concurrent re-submission makes this one fail;
   * without it, racing submissions are all kept, in the order they committed. `pastDeadline`: the
   * game master enters a turn for a seat that missed the deadline (issue 19).
   */
  submitTurn(matchId: string, period: number, seat: Seat, body: TurnBody, expectedVersion?: number, pastDeadline?: boolean): Promise<Submission>;
  /**
   * Keeps a seat's turn as it is being written (one draft per seat and period, replacing the last);
   * only while the period takes turns. Handing in a turn removes the draft.
   */
  saveDraft(matchId: string, period: number, seat: Seat, text: string): Promise<Draft>;
  /** The seat's draft of a period, if it has one. */
  draft(matchId: string, period: number, seat: Seat): Promise<Draft | undefined>;
  /** The latest submission of each seat that has submitted. */
  submissions(matchId: string, period: number): Promise<Submission[]>;
  submissionHistory(matchId: string, period: number, seat: Seat): Promise<Submission[]>;
  /** Records the period's result and opens the next period, all in one transaction. */
  commitEvaluation(matchId: string, period: number, expectedVersion: number, result: EvaluationResult): Promise<MatchInfo>;
  /**
   * Keeps one seat's step of the period's evaluation (not the last: that one comes with
   * commitEvaluation), in one transaction. From the first step on, submissions and corrections
   * of the period are refused (PeriodClosedError) — at the table (the period has table events)
   * only the submissions of seats whose step ran.
   */
  commitSeatStep(matchId: string, period: number, expectedVersion: number, step: NewSeatStep): Promise<MatchInfo>;
  /** The steps kept so far for a period, in order. */
  seatSteps(matchId: string, period: number): Promise<SeatStep[]>;
  /** The seats whose step of the period ran, in order (without the steps' states). */
  stepSeats(matchId: string, period: number): Promise<Seat[]>;
  evaluation(matchId: string, period: number): Promise<EvaluationInfo | undefined>;
  report(matchId: string, period: number, seat: Seat): Promise<SeatReport | undefined>;
  /** Publishes the period's reports; publishing again changes nothing (the version stays). */
  publishReports(matchId: string, period: number): Promise<MatchInfo>;
  /**
   * Closes the current period to submissions now (its deadline becomes now, unless already past),
   * so that the evaluation that follows cannot be outrun by re-submissions (issue 18).
   */
  /** Closes the period to turns now (a deadline already past stays); with `expectedVersion`, only if the match is still at it. */
  closePeriod(matchId: string, period: number, expectedVersion?: number): Promise<MatchInfo & { readonly deadline: string }>;
  /** Sets or clears the current period's deadline (the game master sets and extends it); refused once the period is evaluated. */
  setDeadline(matchId: string, period: number, deadline: string | null): Promise<MatchInfo & { readonly deadline: string | null }>;
  /** The match's missed-turn policy ('hold' unless set). */
  missedPolicy(matchId: string): Promise<MissedPolicy>;
  setMissedPolicy(matchId: string, policy: MissedPolicy): Promise<MatchInfo>;
  /** The seats the game master has decided to hold this period (policy 'gm'), in seat order of the decision. */
  heldSeats(matchId: string, period: number): Promise<Seat[]>;
  /** Replaces the period's held seats; refused once the period is evaluated. */
  setHeldSeats(matchId: string, period: number, seats: readonly Seat[]): Promise<MatchInfo>;
  /** True the first time for a seat and period, false after: the reminder is sent once. */
  claimReminder(matchId: string, period: number, seat: Seat): Promise<boolean>;
  correct(matchId: string, period: number, expectedVersion: number, correction: NewCorrection): Promise<MatchInfo>;
  corrections(matchId: string, period: number): Promise<Correction[]>;

  /**
   * Appends what `decide` makes of the period's table log so far (time: the transaction's), in the
   * transaction that raises the version, so two calls cannot both act on the same state; `decide`
   * throws to refuse. The period must be the match's current one.
   */
  addTableEvent(matchId: string, period: number, decide: (events: readonly TableEvent[], now: string) => NewTableEvent): Promise<TableEvent & { readonly version: number }>;
  tableEvents(matchId: string, period: number): Promise<TableEvent[]>;
}

/** Where matches live: one implementation per database serves accounts, matches and periods. */
export interface Store extends MatchStore, PeriodStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Optional accounts of people (D-17). */
  readonly accounts: AccountStore;

  close(): Promise<void>;
}
