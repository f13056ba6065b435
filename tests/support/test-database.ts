import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import type { Engine } from '../../src/server/db/engine';

// Integration tests run against every engine that is reachable: SQLite always, PostgreSQL when its
// server answers (always in CI, where a missing PostgreSQL is an error rather than a skip).

const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${postgresAdminUrl}: ${String(error)}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The engines to run integration tests against, for `describe.each`. */
export const testEngines: Engine[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/** A fresh, migrated, empty database of the given engine, private to one test file or test. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `gg_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: postgresAdminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const handle = await connectDatabase({ databaseUrl, dataDir });
  return {
    handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
