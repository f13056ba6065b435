import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { EmulatorState } from './emulator-records';

// The emulator's memory, in its own SQLite database (docs/decisions/039-emulator-own-folder-and-database.md).
// Each emulator call is one transaction, so what a call answered is kept even if the process is killed
// right after (the crash-recovery tests do that), and server processes sharing DATA_DIR share one state:
// SQLite's own locking orders them. Each collection of EmulatorState is a table of JSON records.

export interface EmulatorStore {
  /** Runs `change` on the current state in one transaction and keeps what it changed; a throw keeps
   * nothing. `change` must be synchronous: no other call's change interleaves with it. */
  update<T>(change: (state: EmulatorState) => T): Promise<T>;
  close(): void;
}

const collections = ['orders', 'captures', 'invoices', 'disputes', 'tokens', 'transactions'] as const;
type Collection = (typeof collections)[number];

// Longer than PayPal's 45-day memory of a refund's request id, which is kept with its order.
const orderRetentionMs = 60 * 24 * 60 * 60 * 1000;
/** Orders and tokens past their time are dropped at most this often. */
const pruneEveryMs = 60_000;
/** How long a call waits for another process's transaction before it fails. */
const busyTimeoutMs = 10_000;

/** The statements of one table; a call's view loads only the records it touches. */
function tableOf(db: Database.Database, name: Collection) {
  return {
    get: db.prepare<[string], string>(`SELECT value FROM ${name} WHERE id = ?`).pluck(),
    all: db.prepare<[], { id: string; value: string }>(`SELECT id, value FROM ${name}`),
    put: db.prepare<[string, string]>(
      `INSERT INTO ${name} (id, value) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET value = excluded.value`,
    ),
    remove: db.prepare<[string]>(`DELETE FROM ${name} WHERE id = ?`),
  };
}
type Table = ReturnType<typeof tableOf>;

interface Loaded {
  /** The stored JSON when the call began; undefined when there was no record. */
  before: string | undefined;
  value: unknown;
}

/**
 * One collection as a plain record for the length of one call: reads load a record on first touch,
 * listing loads them all, and `save` writes back only the records whose JSON changed.
 */
function recordView(table: Table) {
  const loaded = new Map<string, Loaded>();
  let listed = false;
  const load = (key: string): Loaded => {
    let entry = loaded.get(key);
    if (!entry) {
      const text = table.get.get(key);
      entry = { before: text, value: text === undefined ? undefined : JSON.parse(text) };
      loaded.set(key, entry);
    }
    return entry;
  };
  const present = (key: string | symbol) => typeof key === 'string' && load(key).value !== undefined;
  const proxy = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? load(key).value : undefined),
    set(_target, key, value) {
      if (typeof key !== 'string') return false;
      load(key).value = value;
      return true;
    },
    deleteProperty(_target, key) {
      if (typeof key === 'string') load(key).value = undefined;
      return true;
    },
    has: (_target, key) => present(key),
    ownKeys() {
      if (!listed) {
        for (const row of table.all.all()) {
          if (!loaded.has(row.id)) loaded.set(row.id, { before: row.value, value: JSON.parse(row.value) });
        }
        listed = true;
      }
      return [...loaded].filter(([, entry]) => entry.value !== undefined).map(([key]) => key);
    },
    getOwnPropertyDescriptor: (_target, key) =>
      present(key)
        ? { value: load(key as string).value, writable: true, enumerable: true, configurable: true }
        : undefined,
  });
  const save = () => {
    for (const [key, entry] of loaded) {
      const now = entry.value === undefined ? undefined : JSON.stringify(entry.value);
      if (now === entry.before) continue;
      if (now === undefined) table.remove.run(key);
      else table.put.run(key, now);
    }
  };
  return { proxy, save };
}

/**
 * Switches a new file to WAL. SQLite answers SQLITE_BUSY at once, without its busy handler, when two
 * processes opening one new file both try to change its journal mode (two instances sharing DATA_DIR
 * start together), so the switch is tried again until the timeout; once made it lasts in the file.
 */
function switchToWal(db: Database.Database) {
  const until = Date.now() + busyTimeoutMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = (error as { code?: unknown }).code === 'SQLITE_BUSY';
      if (!busy || Date.now() > until) throw error;
      // A synchronous pause: the store is opened synchronously, before the emulator serves anything.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
}

function openDatabase(file: string | undefined): Database.Database {
  if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file ?? ':memory:', { timeout: busyTimeoutMs });
  // WAL: readers never wait for the writer. NORMAL: a commit survives the process being killed (only a
  // power cut may lose the last ones), which is all a development tool needs.
  switchToWal(db);
  db.pragma('synchronous = NORMAL');
  db.transaction(() => {
    for (const name of collections) {
      db.exec(`CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID`);
    }
  }).immediate();
  return db;
}

/** In `file` (created when missing), or in memory when it is unset. */
export function createStore(file?: string): EmulatorStore {
  const db = openDatabase(file);
  const tables = Object.fromEntries(collections.map((name) => [name, tableOf(db, name)])) as Record<
    Collection,
    Table
  >;
  const pruneTokens = db.prepare<[{ now: number }]>(
    'DELETE FROM tokens WHERE CAST(value AS INTEGER) <= @now',
  );
  const pruneOrders = [
    `DELETE FROM captures WHERE value IN
       (SELECT json_quote(id) FROM orders WHERE json_extract(value, '$.updateTime') < @cutoff)`,
    `DELETE FROM invoices WHERE value IN
       (SELECT json_quote(id) FROM orders WHERE json_extract(value, '$.updateTime') < @cutoff)`,
    `DELETE FROM orders WHERE json_extract(value, '$.updateTime') < @cutoff`,
  ].map((sql) => db.prepare<[{ cutoff: string }]>(sql));
  let prunedAt = 0;

  const run = db.transaction(<T>(change: (state: EmulatorState) => T): T => {
    const views = collections.map((name) => [name, recordView(tables[name])] as const);
    const state = Object.fromEntries(
      views.map(([name, view]) => [name, view.proxy]),
    ) as unknown as EmulatorState;
    const result = change(state);
    for (const [, view] of views) view.save();
    const now = Date.now();
    if (now - prunedAt > pruneEveryMs) {
      prunedAt = now;
      const cutoff = new Date(now - orderRetentionMs).toISOString();
      pruneTokens.run({ now });
      for (const statement of pruneOrders) statement.run({ cutoff });
    }
    return result;
  });

  return {
    // IMMEDIATE takes the write lock first: a call that read and then wrote could otherwise fail when
    // another process wrote in between, instead of waiting for it.
    update: async <T>(change: (state: EmulatorState) => T) => run.immediate(change) as T,
    close: () => db.close(),
  };
}
