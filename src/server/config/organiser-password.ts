import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const fileName = 'organiser-password';

export interface OrganiserPassword {
  value: string;
  /** True when this start generated it: the caller prints it once so an organiser can note it. */
  generated: boolean;
}

/**
 * ORGANISER_PASSWORD wins. Without it, a password is generated on first start and kept in DATA_DIR
 * (mode 0600) so it survives restarts; with several instances on PostgreSQL, set the variable.
 */
export function resolveOrganiserPassword(configured: string | undefined, dataDir: string): OrganiserPassword {
  if (configured) return { value: configured, generated: false };
  const file = path.join(dataDir, fileName);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 8) return { value: stored, generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = randomBytes(15).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, generated: true };
}
