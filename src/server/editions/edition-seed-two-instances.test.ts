import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { discountCodeSeed } from '../../../content/discount-codes';
import { edition as contentEdition } from '../../../content/edition';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { connectDatabase } from '../db';

// Two instances behind a load balancer, deployed together onto a new PostgreSQL database, both migrate and
// seed at the same moment (docs/decisions/075-editions-as-data.md, src/server/seed.ts): there is exactly
// one edition afterwards, current, and one set of content/'s discount codes, all of it. Several instances
// run on PostgreSQL only (docs/operations.md, "Running several instances").

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.runIf(testEngines.includes('postgres'))('two instances starting on one empty database', () => {
  const name = `gg_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-test-'));
  const closers: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** What main.ts does before listening: connect (and migrate), then build the app (and seed). */
  async function start() {
    const database = await connectDatabase({ databaseUrl: url.toString(), dataDir });
    closers.push(() => database.close());
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'silent',
      ORGANISER_PASSWORD: testOrganiserPassword,
    });
    const app = await buildApp({
      config,
      database,
      organiserPassword: testOrganiserPassword,
      webRoot: dataDir,
    });
    closers.push(() => app.server.close());
    return database;
  }

  it('seeds exactly one edition, current, and one set of discount codes for it', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const [first] = await Promise.all([start(), start()]);
    const db = first.db;
    const editions = await db.selectFrom('editions').select(['id', 'year']).execute();
    expect(editions.map((edition) => edition.year)).toEqual([contentEdition.year]);
    const settings = await db.selectFrom('event_settings').select('current_edition_id').execute();
    expect(settings.map((row) => row.current_edition_id)).toEqual([editions[0]?.id]);
    const codes = await db
      .selectFrom('discount_codes')
      .select(['code', 'edition_id'])
      .orderBy('code')
      .execute();
    expect(codes).toEqual(
      discountCodeSeed
        .map((seed) => seed.code)
        .sort()
        .map((code) => ({ code, edition_id: editions[0]?.id })),
    );
  });
});
