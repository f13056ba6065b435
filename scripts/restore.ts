// npm run restore -- FILE: puts a backup made by `npm run backup` in place as DATA_DIR's database, with
// the server stopped (docs/deploy/single-server.md, "Restoring"). Reads the server's configuration.

import path from 'node:path';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config/config';
import { BackupError, restoreSqlite } from '../src/server/db/sqlite-backup';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error('Name one backup file: npm run restore -- DATA_DIR/backups/site-….sqlite3');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'This site keeps its data in PostgreSQL (DATABASE_URL): restore it with pg_restore or psql (docs/deploy/single-server.md, "Backups").',
  );
  process.exit(2);
}
try {
  const kept = restoreSqlite(config.dataDir, path.resolve(file), systemClock());
  console.log(`Restored ${path.resolve(file)} into ${config.dataDir}.`);
  if (kept) console.log(`The database it replaced is kept as ${kept}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${String(error)}`);
  process.exit(1);
}
