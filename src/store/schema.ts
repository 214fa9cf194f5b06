/**
 * The tables as Kysely sees them, the same for SQLite and PostgreSQL. JSON documents are kept as
 * text so that they come back byte for byte (PostgreSQL's jsonb would reorder keys); times are
 * ISO 8601 text in UTC.
 */
export interface Database {
  matches: MatchesTable;
  seats: SeatsTable;
  commands: CommandsTable;
  log_entries: LogEntriesTable;
  periods: PeriodsTable;
  submissions: SubmissionsTable;
  evaluations: EvaluationsTable;
  reports: ReportsTable;
  corrections: CorrectionsTable;
  seat_steps: SeatStepsTable;
  drafts: DraftsTable;
  match_settings: MatchSettingsTable;
  held_seats: HeldSeatsTable;
  seat_contacts: SeatContactsTable;
  reminders: RemindersTable;
  public_rolls: PublicRollsTable;
  table_events: TableEventsTable;
  accounts: AccountsTable;
  account_passkeys: AccountPasskeysTable;
  account_emails: AccountEmailsTable;
  account_sessions: AccountSessionsTable;
  account_seats: AccountSeatsTable;
  seat_keys: SeatKeysTable;
  account_challenges: AccountChallengesTable;
  login_links: LoginLinksTable;
}

/** Optional accounts (migration 0007, D-17). */
export interface AccountsTable {
  id: string;
  created_at: string;
}

export interface AccountPasskeysTable {
  /** The credential's id, base64url. */
  id: string;
  account_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** The authenticator's transports as a JSON array. */
  transports: string;
  created_at: string;
}

export interface AccountEmailsTable {
  /** Lower-case. */
  email: string;
  account_id: string;
  added_at: string;
}

export interface AccountSessionsTable {
  /** SHA-256 of the session token, hex. */
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

export interface AccountSeatsTable {
  account_id: string;
  match_id: string;
  seat: string;
  /** The seat's token hash when it was saved: a new token (the seat replaced) ends the hold. */
  seat_token_hash: string;
  added_at: string;
}

export interface SeatKeysTable {
  /** SHA-256 of a key a signed-in browser opens a held seat with. */
  key_hash: string;
  session_hash: string;
  account_id: string;
  match_id: string;
  seat: string;
  created_at: string;
}

export interface AccountChallengesTable {
  id: string;
  challenge: string;
  /** 'register' or 'login'. */
  purpose: string;
  /** Registering a further passkey of a signed-in account; null for a new account or a sign-in. */
  account_id: string | null;
  expires_at: string;
}

export interface LoginLinksTable {
  token_hash: string;
  email: string;
  /** The signed-in account that asked to add the address; null for a sign-in. */
  account_id: string | null;
  /** The seat to save when the link is used, while its token is still this one. */
  match_id: string | null;
  seat: string | null;
  seat_token_hash: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface TableEventsTable {
  match_id: string;
  period: number;
  seq: number;
  kind: string;
  realm: string | null;
  author: string;
  /** JSON: the event's details (the turn order at the start). */
  data: string | null;
  at: string;
}

export interface PublicRollsTable {
  match_id: string;
  seq: number;
  author: string;
  die: number;
  value: number;
  reason: string;
  rolled_at: string;
}

export interface MatchesTable {
  id: string;
  game: string;
  title: string;
  options: string;
  seed: number;
  status: string;
  /** The period being played; null for interactive matches. */
  current_period: number | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface SeatsTable {
  match_id: string;
  seat: string;
  /** SHA-256 of the seat's token, hex; null until the seat is joined. */
  token_hash: string | null;
  /** SHA-256 of the open invite's secret, hex; null once used. */
  invite_hash: string | null;
  joined_at: string | null;
  /** The bot that plays the seat on the server, or null for a person. */
  bot: string | null;
}

export interface CommandsTable {
  match_id: string;
  seq: number;
  seat: string;
  command: string;
  /** Physical dice as a JSON array, or null when the generator rolled. */
  dice: string | null;
  created_at: string;
}

export interface LogEntriesTable {
  match_id: string;
  seq: number;
  /** The command that caused the entry; 0 for the match's setup. */
  command_seq: number;
  entry: string;
}

export interface PeriodsTable {
  match_id: string;
  period: number;
  /** The state document as the period opened; corrections add to it, never overwrite it. */
  opening_state: string;
  deadline: string | null;
  opened_at: string;
}

export interface SubmissionsTable {
  match_id: string;
  period: number;
  seat: string;
  version: number;
  format: string;
  body: string;
  submitted_at: string;
}

export interface EvaluationsTable {
  match_id: string;
  period: number;
  events: string;
  gm_report: string;
  /** Which submission version of each seat the evaluation read, as JSON. */
  submission_versions: string;
  evaluated_at: string;
  published_at: string | null;
}

export interface ReportsTable {
  match_id: string;
  period: number;
  seat: string;
  report: string;
}

export interface CorrectionsTable {
  match_id: string;
  period: number;
  seq: number;
  author: string;
  note: string;
  change: string;
  /** The whole state document after the correction. */
  state: string;
  corrected_at: string;
}

/** A seat's turn of a period evaluated on its own (migration 0003). */
export interface SeatStepsTable {
  match_id: string;
  period: number;
  seq: number;
  seat: string;
  state: string;
  events: string;
  report: string;
  /** Every die value of the period so far, as JSON. */
  rolls: string;
  evaluated_at: string;
  /** The turns the step read (StepTurns as JSON); null for steps kept before migration 0009. */
  turns: string | null;
}

export interface DraftsTable {
  match_id: string;
  period: number;
  seat: string;
  body: string;
  saved_at: string;
}

/** Per-match settings (migration 0005). */
export interface MatchSettingsTable {
  match_id: string;
  missed_policy: string;
}

/** Seats the game master holds for a period (migration 0010): an empty turn by his decision (policy 'gm'). */
export interface HeldSeatsTable {
  match_id: string;
  period: number;
  seat: string;
  decided_at: string;
}

/** Where a seat hears of its turn (migration 0005); the address is the seat's alone. */
export interface SeatContactsTable {
  match_id: string;
  seat: string;
  email: string | null;
  /** A Web Push subscription as JSON. */
  push: string | null;
}

/** "Deadline soon" reminders sent (migration 0005). */
export interface RemindersTable {
  match_id: string;
  period: number;
  seat: string;
  sent_at: string;
}
