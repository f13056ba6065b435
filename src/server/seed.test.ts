import { afterEach, describe, expect, it } from 'vitest';
import { incentiveSeed } from '../../content/incentives';
import { scheduleSeed } from '../../content/schedule';
import { createTestDatabase, type TestDatabase, testEngines } from '../../tests/support/test-database';
import { connectDatabase } from './db/connect';
import { seedDatabase } from './seed';

describe.each(testEngines)('seeding the content on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database?.dispose());

  const count = async (table: 'schedule_entries' | 'incentives') =>
    Number(
      (
        await database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Several instances share a database only on PostgreSQL; SQLite is the one-instance engine.
  it.runIf(engine === 'postgres')(
    'seeds once when two instances start on the same database at the same moment',
    async () => {
      database = await createTestDatabase(engine);
      const second = await connectDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        await Promise.all([seedDatabase(database.handle, Date.now()), seedDatabase(second, Date.now())]);
      } finally {
        await second.close();
      }
      expect(await count('schedule_entries')).toBe(scheduleSeed.length);
      expect(await count('incentives')).toBe(incentiveSeed.length);
    },
  );

  it('does not fill a schedule again that the organisers emptied', async () => {
    database = await createTestDatabase(engine);
    await seedDatabase(database.handle, Date.now());
    await database.handle.db.deleteFrom('schedule_entries').execute();
    await seedDatabase(database.handle, Date.now());
    expect(await count('schedule_entries')).toBe(0);
  });
});
