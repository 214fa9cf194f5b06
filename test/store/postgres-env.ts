import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the store tests may use; .ci/run sets it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const SKIPPED_MESSAGE = 'PostgreSQL store suite skipped: TEST_DATABASE_URL is not set';

/** A schema name no other test run uses. */
export function freshSchemaName(): string {
  return `arbiter_test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs `work` on a connection of its own to the test database. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
