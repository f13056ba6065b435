// npm run backup: a consistent copy of the embedded database while the site serves, in
// DATA_DIR/backups (docs/deploy/single-server.md, "Backups"). Reads the server's configuration.

import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config/config';
import { BackupError, backupSqlite } from '../src/server/db/sqlite-backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'This site keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump (docs/deploy/single-server.md, "Backups").',
  );
  process.exit(2);
}
try {
  const file = await backupSqlite(config.dataDir, systemClock());
  console.log(`Backed up the database to ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${String(error)}`);
  process.exit(1);
}
