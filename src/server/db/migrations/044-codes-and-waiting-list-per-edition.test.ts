import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { discountCodeSeed } from '../../../../content/discount-codes';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../../tests/support/test-database';
import { seedDatabase } from '../../seed';
import { isUniqueViolation } from '../unique-violation';
import { migrations } from '.';

// Codes and the waiting list per edition (docs/decisions/081-codes-and-waiting-list-per-edition.md): what
// was there before migration 044 becomes the current edition's, or, on a database that has no edition
// yet, the first edition's once the seed writes it; a code's text and an address are then unique per
// edition only.

describe.each(testEngines)('migration 044 on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database?.dispose());
  const db = () => database.handle.db;

  /** The database as it was before 044, with a code and an entry written in that shape. */
  async function before044() {
    database = await createTestDatabase(engine);
    await seedDatabase(database.handle, Date.now());
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations(engine) } });
    const down = await migrator.migrateDown();
    expect(down.results?.map((result) => [result.migrationName, result.status])).toEqual([
      ['044-codes-and-waiting-list-per-edition', 'Success'],
    ]);
    const old = db() as unknown as Kysely<unknown>;
    await sql`insert into discount_codes (code, percent_off, created_ms) values ('OLDCODE', 10, 1)`.execute(
      old,
    );
    await sql`insert into waiting_list (email, email_key, places, joined_ms)
      values ('Ada@example.com', 'ada@example.com', 2, 1)`.execute(old);
    return async () => {
      const up = await migrator.migrateUp();
      expect(up.error).toBeUndefined();
    };
  }

  const currentId = async () =>
    Number(
      (await db().selectFrom('event_settings').select('current_edition_id').executeTakeFirstOrThrow())
        .current_edition_id,
    );

  it('gives the codes and entries already there to the current edition, and keeps the line', async () => {
    const up = await before044();
    const [{ id } = { id: 0 }] = await db().selectFrom('waiting_list').select('id').execute();
    await up();
    const current = await currentId();
    const codes = await db()
      .selectFrom('discount_codes')
      .select(['code', 'edition_id'])
      .orderBy('code')
      .execute();
    expect(codes).toEqual(
      ['OLDCODE', ...discountCodeSeed.map((seed) => seed.code)]
        .sort()
        .map((code) => ({ code, edition_id: current })),
    );
    const entries = await db()
      .selectFrom('waiting_list')
      .select(['id', 'email', 'edition_id', 'places'])
      .execute();
    // Its id is its place in line: kept.
    expect(entries.map((entry) => ({ ...entry, places: Number(entry.places) }))).toEqual([
      { id, email: 'Ada@example.com', edition_id: current, places: 2 },
    ]);
  });

  it('lets another edition have the same code text and address, but not the same edition twice', async () => {
    const up = await before044();
    await up();
    const current = await currentId();
    const code = (editionId: number) =>
      db()
        .insertInto('discount_codes')
        .values({
          edition_id: editionId,
          code: 'OLDCODE',
          percent_off: 5,
          amount_off_cents: null,
          max_tickets: null,
          requires_ticket_type: null,
          max_uses: null,
          ends_ms: null,
          created_ms: 2,
        })
        .execute();
    const entry = (editionId: number) =>
      db()
        .insertInto('waiting_list')
        .values({
          edition_id: editionId,
          email: 'ada@example.com',
          email_key: 'ada@example.com',
          places: 1,
          joined_ms: 2,
        })
        .execute();
    await code(current + 1);
    await entry(current + 1);
    await expect(code(current)).rejects.toSatisfy(isUniqueViolation);
    await expect(entry(current)).rejects.toSatisfy(isUniqueViolation);
  });

  it('leaves them to the first edition the seed writes on a database made before editions', async () => {
    const up = await before044();
    // As before editions existed: no edition, no marker for them.
    await db().updateTable('event_settings').set({ current_edition_id: null }).execute();
    await db().deleteFrom('editions').execute();
    await db().deleteFrom('seed_markers').where('name', '=', 'editions').execute();
    await up();
    const unassigned = await db().selectFrom('discount_codes').select('edition_id').execute();
    expect(new Set(unassigned.map((row) => row.edition_id))).toEqual(new Set([null]));
    await seedDatabase(database.handle, Date.now());
    const current = await currentId();
    const codes = await db().selectFrom('discount_codes').select('edition_id').execute();
    const entries = await db().selectFrom('waiting_list').select('edition_id').execute();
    expect(new Set([...codes, ...entries].map((row) => row.edition_id))).toEqual(new Set([current]));
    expect(codes).toHaveLength(discountCodeSeed.length + 1);
  });
});
