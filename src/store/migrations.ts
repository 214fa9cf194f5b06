import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The schema's history, oldest first. Each step is written once with Kysely's schema builder so
 * that SQLite and PostgreSQL get the same logical tables; a step, once released, never changes.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-matches-seats-commands-periods': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('current_period', 'integer')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('seats')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('invite_hash', 'text', (c) => c.unique())
        .addColumn('joined_at', 'text')
        .addPrimaryKeyConstraint('seats_pk', ['match_id', 'seat'])
        .execute();

      await db.schema
        .createTable('commands')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('dice', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('commands_pk', ['match_id', 'seq'])
        .execute();

      await db.schema
        .createTable('log_entries')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('command_seq', 'integer', (c) => c.notNull())
        .addColumn('entry', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('log_entries_pk', ['match_id', 'seq'])
        .execute();

      await db.schema
        .createTable('periods')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('opening_state', 'text', (c) => c.notNull())
        .addColumn('deadline', 'text')
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('periods_pk', ['match_id', 'period'])
        .execute();

      await db.schema
        .createTable('submissions')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('submissions_pk', ['match_id', 'period', 'seat', 'version'])
        .addForeignKeyConstraint('submissions_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();

      await db.schema
        .createTable('evaluations')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('gm_report', 'text', (c) => c.notNull())
        .addColumn('submission_versions', 'text', (c) => c.notNull())
        .addColumn('evaluated_at', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addPrimaryKeyConstraint('evaluations_pk', ['match_id', 'period'])
        .addForeignKeyConstraint('evaluations_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();

      await db.schema
        .createTable('reports')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('reports_pk', ['match_id', 'period', 'seat'])
        .addForeignKeyConstraint('reports_evaluation_fk', ['match_id', 'period'], 'evaluations', ['match_id', 'period'])
        .execute();

      await db.schema
        .createTable('corrections')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('change', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('corrected_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('corrections_pk', ['match_id', 'period', 'seq'])
        .addForeignKeyConstraint('corrections_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();
    },
  },
  '0002-seat-bots': {
    async up(db: Kysely<unknown>): Promise<void> {
      // The bot that plays a seat (server-side), or null for a person.
      await db.schema.alterTable('seats').addColumn('bot', 'text').execute();
    },
  },
  '0003-seat-steps': {
    async up(db: Kysely<unknown>): Promise<void> {
      // A period evaluated seat by seat, as at a table.
      await db.schema
        .createTable('seat_steps')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('rolls', 'text', (c) => c.notNull())
        .addColumn('evaluated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_steps_pk', ['match_id', 'period', 'seq'])
        .addForeignKeyConstraint('seat_steps_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();
    },
  },
  '0004-drafts': {
    async up(db: Kysely<unknown>): Promise<void> {
      // A seat's turn as it is being written, not handed in: one per seat and period, kept across reloads and devices.
      await db.schema
        .createTable('drafts')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('drafts_pk', ['match_id', 'period', 'seat'])
        .addForeignKeyConstraint('drafts_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();
    },
  },
  '0005-deadlines-notifications': {
    async up(db: Kysely<unknown>): Promise<void> {
      // What happens to a seat that misses a period's deadline (hold, standing orders, or the game master decides).
      await db.schema
        .createTable('match_settings')
        .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
        .addColumn('missed_policy', 'text', (c) => c.notNull())
        .execute();
      // Where a seat wants to hear of its turn: an e-mail address, a Web Push subscription (JSON). Never shown to other seats.
      await db.schema
        .createTable('seat_contacts')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('push', 'text')
        .addPrimaryKeyConstraint('seat_contacts_pk', ['match_id', 'seat'])
        .addForeignKeyConstraint('seat_contacts_seat_fk', ['match_id', 'seat'], 'seats', ['match_id', 'seat'])
        .execute();
      // Reminders sent, so that each seat hears "deadline in 1 hour" once per period, across restarts and processes.
      await db.schema
        .createTable('reminders')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('reminders_pk', ['match_id', 'period', 'seat'])
        .addForeignKeyConstraint('reminders_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();
    },
  },
  '0006-public-rolls': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Dice the game master rolled in the open (issue 19), shown to every seat with the reason.
      await db.schema
        .createTable('public_rolls')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('die', 'integer', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('rolled_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('public_rolls_pk', ['match_id', 'seq'])
        .execute();
    },
  },
  '0007-accounts': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Optional accounts (issue 19, D-17): a person's passkeys, e-mail addresses and the seats they keep.
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // WebAuthn public keys (not secrets) and the signature counter each last reported.
      await db.schema
        .createTable('account_passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('account_emails')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .execute();
      // Signed-in browsers: the SHA-256 of each session token.
      await db.schema
        .createTable('account_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      // A seat an account holds, as long as the seat's token is still the one it was saved with.
      await db.schema
        .createTable('account_seats')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('seat_token_hash', 'text', (c) => c.notNull())
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_seats_pk', ['account_id', 'match_id', 'seat'])
        .addForeignKeyConstraint('account_seats_seat_fk', ['match_id', 'seat'], 'seats', ['match_id', 'seat'])
        .execute();
      // Keys a signed-in browser opens a held seat with (hashed); they end with the session.
      await db.schema
        .createTable('seat_keys')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // WebAuthn challenges between options and answer, so that any server process can check them; used once.
      await db.schema
        .createTable('account_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      // E-mailed login links: the SHA-256 of the link's token, used once, until it expires.
      await db.schema
        .createTable('login_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text')
        .addColumn('match_id', 'text')
        .addColumn('seat', 'text')
        .addColumn('seat_token_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('login_links_email').on('login_links').columns(['email', 'created_at']).execute();
      },
    },
  '0008-table-mode': {
    async up(db: Kysely<unknown>): Promise<void> {
      // A game played at the table: the flag passing seat to seat, hand-ins and claims, as an audited log per period.
      await db.schema
        .createTable('table_events')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('realm', 'text')
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('data', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('table_events_pk', ['match_id', 'period', 'seq'])
        .addForeignKeyConstraint('table_events_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();
    },
  },
  '0009-step-turns': {
    async up(db: Kysely<unknown>): Promise<void> {
      // At the table realms hand in between steps (P-296): each step keeps which turns it read, so replays read the same.
      await db.schema.alterTable('seat_steps').addColumn('turns', 'text').execute();
    },
  },
  '0010-held-seats': {
    async up(db: Kysely<unknown>): Promise<void> {
      // The game master's decision to hold a seat that missed its turn (policy 'gm'), kept with the period (issue 46).
      await db.schema
        .createTable('held_seats')
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('held_seats_pk', ['match_id', 'period', 'seat'])
        .addForeignKeyConstraint('held_seats_period_fk', ['match_id', 'period'], 'periods', ['match_id', 'period'])
        .execute();
    },
  },
};

export const MIGRATION_TABLE = 'arbiter_migration';

/**
 * Brings the database to the newest schema; steps already recorded are skipped. On PostgreSQL
 * `schema` names where the store's tables live: without it the migrator would take another
 * schema's bookkeeping tables on the same database for its own.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS } satisfies MigrationProvider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: `${MIGRATION_TABLE}_lock`,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'the migration lock';
    throw new Error(`could not migrate the database (${failed}): ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
