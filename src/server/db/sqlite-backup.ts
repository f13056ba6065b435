import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFile } from './connect';

// Backups of the embedded database (docs/deploy/single-server.md, "Backups"), for `npm run backup` and
// `npm run restore`. A backup is taken with SQLite's online backup API while the site serves: it copies
// a consistent state however the server writes meanwhile, which copying the file (and its WAL) is not.
// PostgreSQL sites use pg_dump instead.

/** A backup or restore that cannot be made, with the sentence that says why and what to do. */
export class BackupError extends Error {}

/** 2026-11-28T19-27-13Z: sorts by time, and every file system takes it. */
const stamp = (nowMs: number) =>
  new Date(nowMs)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** A name in `dir` not taken yet: `${base}.sqlite3`, else `${base}-2.sqlite3`... */
function freeName(dir: string, base: string): string {
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.sqlite3`);
    if (!fs.existsSync(file)) return file;
  }
}

/** Throws unless `file` is a sound SQLite database holding this site's tables (its migrations). */
function checkIsSiteDatabase(file: string) {
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    const migrations = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (check !== 'ok' || migrations.n !== 1) throw new Error(String(check));
  } catch {
    throw new BackupError(`${file} is not a backup of this site's database (or it is damaged).`);
  } finally {
    db?.close();
  }
}

/**
 * Copies the embedded database of `dataDir` into `dataDir/backups/site-<UTC time>.sqlite3` while the
 * server may be serving, checks the copy, and returns its path.
 */
export async function backupSqlite(dataDir: string, nowMs: number): Promise<string> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source} to back up.`);
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const target = freeName(dir, `site-${stamp(nowMs)}`);
  // Its own connection, waiting out the server's writes rather than failing on them.
  const db = new SqliteDatabase(source, { fileMustExist: true, timeout: 5_000 });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  checkIsSiteDatabase(target);
  return target;
}

/**
 * Puts the backup `file` in place as the embedded database of `dataDir`, refusing while any process
 * (the server) has the current one open. The database it replaces is kept in `dataDir/backups` as
 * `replaced-<UTC time>.sqlite3`; returns that path, or null when there was none.
 */
export function restoreSqlite(dataDir: string, file: string, nowMs: number): string | null {
  checkIsSiteDatabase(file);
  const target = sqliteFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    // Leaving WAL mode needs the database to itself: it fails while another connection has it open,
    // and otherwise writes the WAL into the file, so the file alone is the whole database.
    const current = new SqliteDatabase(target, { fileMustExist: true, timeout: 0 });
    try {
      current.pragma('journal_mode = DELETE');
    } catch {
      throw new BackupError(
        `The database in ${dataDir} is open in another process: stop the server (and any backup) first, then restore.`,
      );
    } finally {
      current.close();
    }
    const dir = path.join(dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    kept = freeName(dir, `replaced-${stamp(nowMs)}`);
    fs.renameSync(target, kept);
  }
  // A WAL left beside the file would be read into the restored database as if it were its own.
  for (const leftover of [`${target}-wal`, `${target}-shm`, `${target}-journal`])
    fs.rmSync(leftover, { force: true });
  const incoming = `${target}.restoring`;
  fs.copyFileSync(file, incoming);
  fs.renameSync(incoming, target);
  return kept;
}
