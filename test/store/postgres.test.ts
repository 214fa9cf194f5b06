import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';
import { MIGRATION_TABLE } from '../../src/store/migrations.js';
import { storeContract } from './contract.js';
import { nextUpdates, runChild } from './harness.js';
import { freshSchemaName, SKIPPED_MESSAGE, TEST_DATABASE_URL, withClient } from './postgres-env.js';

if (TEST_DATABASE_URL === undefined) {
  console.warn(SKIPPED_MESSAGE);
  describe.skip(SKIPPED_MESSAGE, () => {
    it('needs a PostgreSQL server', () => undefined);
  });
} else {
  const url = TEST_DATABASE_URL;
  const schema = freshSchemaName();
  const config: StoreConfig = { kind: 'postgres', url, schema };
  afterAll(() => withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`)));

  storeContract('PostgreSQL', () => ({
    config,
    dump: () =>
      withClient(url, async (client) => {
        const tables = await client.query<{ name: string }>(
          'select table_name as name from information_schema.tables where table_schema = $1',
          [schema],
        );
        const rows: string[] = [];
        for (const { name } of tables.rows) {
          const result = await client.query(`select * from "${schema}"."${name}"`);
          rows.push(JSON.stringify(result.rows));
        }
        return rows.join('\n');
      }),
    migrations: () =>
      withClient(url, async (client) => {
        const result = await client.query<{ name: string }>(`select name from "${schema}".${MIGRATION_TABLE} order by name`);
        return result.rows.map((row) => row.name);
      }),
  }));

  describe('PostgreSQL stores on one database', () => {
    const stores: Store[] = [];
    afterAll(() => Promise.all(stores.map((store) => store.close())));
    const open = async (): Promise<Store> => {
      const store = await openStore(config);
      stores.push(store);
      return store;
    };

    it('hear each other\'s updates through LISTEN/NOTIFY', async () => {
      const [a, b] = [await open(), await open()];
      const { match } = await a.createMatch({
        game: 'phoenix',
        title: 'Two servers',
        options: {},
        seed: 1,
        seats: ['north'],
        gmSeat: 'gm',
        firstPeriod: { state: {} },
      });
      const heardByA = nextUpdates(a, match.id, 2);
      const heardByB = nextUpdates(b, match.id, 2);
      await b.submitTurn(match.id, 1, 'north', { format: 'text', content: 'from b' });
      await a.publish({ matchId: match.id, kind: 'notice', version: 2 });
      const expected = [
        { matchId: match.id, kind: 'submission', version: 2, period: 1, seat: 'north' },
        { matchId: match.id, kind: 'notice', version: 2 },
      ];
      expect(await heardByA).toEqual(expected);
      expect(await heardByB).toEqual(expected);
    });

    it('hear an update made by another process', async () => {
      const listener = await open();
      const { match } = await listener.createMatch({
        game: 'phoenix',
        title: 'Another process',
        options: {},
        seed: 2,
        seats: ['south'],
        gmSeat: 'gm',
        firstPeriod: { state: {} },
      });
      const heard = nextUpdates(listener, match.id, 1);
      const child = runChild('submit', config, match.id, '1', 'south', 'from the child');
      expect(await child.firstLine).toBe('1');
      expect(await heard).toEqual([{ matchId: match.id, kind: 'submission', version: 2, period: 1, seat: 'south' }]);
      expect((await listener.submissions(match.id, 1)).map((s) => s.content)).toEqual(['from the child']);
    });
  });
}
