import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine';
import { migrations } from './migrations';
import type { Database } from './schema';
import { SqliteBooleanPlugin } from './sqlite-booleans';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL pool, for the socket.io adapter's LISTEN/NOTIFY; undefined on SQLite. */
  pgPool: pg.Pool | undefined;
  /** Names of the applied migrations, oldest first. */
  appliedMigrations(): Promise<string[]>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres:// URL; undefined for the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

// int8 (bigint) and numeric come back from pg as strings; our bigints are epoch milliseconds and
// cents, well inside Number's safe range, so read them as numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  },
};

/** The embedded database's file in DATA_DIR (backed up and restored by sqlite-backup.ts). */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'site.sqlite3');

function createKysely(options: ConnectOptions): { db: Kysely<Database>; engine: Engine; pgPool?: pg.Pool } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, types: pgTypes });
    // An idle connection that PostgreSQL drops (restart, failover, admin) is discarded by the pool and
    // replaced on next use; without a listener the 'error' event would crash the process.
    pool.on('error', (error) => console.error('PostgreSQL dropped an idle connection:', error.message));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      pgPool: pool,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(sqliteFile(options.dataDir));
  // WAL lets the overlay's reads run while a purchase is being written; busy_timeout waits out a
  // concurrent writer instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed, not left in free space for `strings` to find: erased
  // personal data must be gone from the file (docs/product/order-page-and-retention.md, "Retention").
  sqlite.pragma('secure_delete = ON');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new SqliteBooleanPlugin()],
    }),
    engine: 'sqlite',
  };
}

/** Opens the database and applies every pending migration; throws if one fails. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const { db, engine, pgPool } = createKysely(options);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`);
  }
  return {
    db,
    engine,
    pgPool,
    async appliedMigrations() {
      const all = await migrator.getMigrations();
      return all.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
    },
    close: () => db.destroy(),
  };
}
