import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../../tests/support/test-database';
import { erasedMeansGoneMigration } from './027-erased-means-gone';

// What was written before erasure meant gone (docs/decisions/060-erased-means-gone.md): the outbox's
// keys that named an address, and the change log's lines that named a person, are brought to the form
// the code now writes, so the retention sweep leaves nothing of them either.

describe.each(testEngines)('migration 027 on %s', (engine) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const oldLines = [
    'Changed ticket order 5AB at the desk: Name on Badge (Adult 1), badge 7KQ2PX changed from “Ada Lovelase” to “Ada Lovelace”.',
    'Denied held donation 12 ($7.00 from "Vexilloid (the) Deniedson")',
    'Approved held donation 13 ($1,250.00 from "Anonymous")',
    'Marked donation 14 ($12.50 from "Ada Solver") as read on the read page',
    'Pinned donation 15 ($12.50 from "Ada Solver") on the read page',
    'Sent a test of email "Doors to the hall" to organiser.tester@erasure.example',
    'Refunded $10.00 of ticket order 5AB (badges 7KQ2PX)',
  ];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await db()
      .insertInto('outbox')
      .values({
        dedupe_key: 'blast:3:ada@example.com',
        kind: 'blast',
        ref: '3',
        to_address: 'ada@example.com',
        subject: 's',
        text_body: 't',
        created_ms: Date.now(),
        send_after_ms: Date.now(),
      })
      .execute();
    for (const what of oldLines)
      await db()
        .insertInto('organiser_audit')
        .values({ time_ms: Date.now(), what, by: 'organiser password' })
        .execute();
    await erasedMeansGoneMigration(engine).up(db() as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps the outbox’s keys as their hashes, so no key names an address', async () => {
    const rows = await db().selectFrom('outbox').select('dedupe_key').execute();
    expect(rows.map((row) => row.dedupe_key)).toEqual([
      createHash('sha256').update('blast:3:ada@example.com').digest('base64url'),
    ]);
  });

  it('keeps what happened and the amounts in the change log, without the names and addresses', async () => {
    const lines = await db().selectFrom('organiser_audit').select('what').orderBy('id').execute();
    expect(lines.map((line) => line.what)).toEqual([
      'Changed ticket order 5AB at the desk',
      'Denied held donation 12 ($7.00)',
      'Approved held donation 13 ($1,250.00)',
      'Marked donation 14 ($12.50) as read on the read page',
      'Pinned donation 15 ($12.50) on the read page',
      'Sent a test of email "Doors to the hall"',
      'Refunded $10.00 of ticket order 5AB (badges 7KQ2PX)',
    ]);
  });
});
