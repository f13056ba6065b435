import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { donationBody } from '../tests/support/donations';
import { postJson, runScript, type ServerProcess, startServerProcess } from '../tests/support/server-process';

// `npm run backup` while the site serves, and `npm run restore` into a fresh DATA_DIR
// (docs/deploy/single-server.md, "Backups"): the restored site shows what was written before the backup.

const folders: string[] = [];
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  folders.push(dir);
  return dir;
};
const env = (dataDir: string) => ({ DATA_DIR: dataDir, ORGANISER_PASSWORD: 'backup-test-password' });

/** A donation paid on the site, as the donate page and PayPal's window make it. */
async function donate(server: ServerProcess, name: string) {
  const created = await postJson(`${server.url}/api/orders/create`, donationBody({ name, amount: 17 }));
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  expect((await postJson(`${server.url}/paypal-emulator/v2/checkout/orders/${id}/approve`, {})).status).toBe(
    200,
  );
  expect((await postJson(`${server.url}/api/orders/${id}/capture`, undefined)).status).toBe(201);
}

const recentNames = async (server: ServerProcess) =>
  (
    (await (await fetch(`${server.url}/api/donations/recent`)).json()) as { donations: { name: string }[] }
  ).donations.map((donation) => donation.name);

describe('backing up the embedded database while the site serves, and restoring it', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores into a fresh data folder a copy that has what the site held when it was made', {
    timeout: 180_000,
  }, async () => {
    const live = freshDataDir();
    const site = await startServerProcess(env(live));
    servers.push(site);
    await donate(site, 'Before Backup');

    // A donor pays while the backup is being made: neither waits for the other.
    const [backup] = await Promise.all([
      runScript('backup.ts', [], env(live)),
      donate(site, 'During Backup'),
    ]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const printed = /^Backed up the database to (.+)$/m.exec(backup.stdout)?.[1] ?? '';
    expect(path.dirname(printed)).toBe(path.join(live, 'backups'));
    expect(path.basename(printed)).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite3$/);
    expect(fs.existsSync(printed)).toBe(true);

    const refused = await runScript('restore.ts', [printed], env(live));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is open in another process: stop the server');
    expect(await recentNames(site)).toContain('Before Backup');

    const restoredDir = freshDataDir();
    const restore = await runScript('restore.ts', [printed], env(restoredDir));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await startServerProcess(env(restoredDir));
    servers.push(restored);
    expect(await recentNames(restored)).toContain('Before Backup');
  });

  it('refuses to restore a file that is not a backup of the site, and changes nothing', {
    timeout: 60_000,
  }, async () => {
    const dir = freshDataDir();
    const notABackup = path.join(dir, 'notes.sqlite3');
    fs.writeFileSync(notABackup, 'just some text');
    const refused = await runScript('restore.ts', [notABackup], env(dir));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${notABackup} is not a backup of this site's database`);
    expect(fs.existsSync(path.join(dir, 'site.sqlite3'))).toBe(false);
  });
});
