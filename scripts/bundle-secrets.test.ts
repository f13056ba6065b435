import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

// Secrets live in the server's environment. Even when they are set while the pages are built, nothing
// of them may reach the files a browser downloads.
const secrets = {
  PAYPAL_CLIENT_SECRET: 'paypal-secret-7f3a9c1e',
  ORGANISER_PASSWORD: 'organiser-password-5d2b8e',
  SMTP_URL: 'smtp://mailer:smtp-password-91c4@mail.example:587',
  DATABASE_URL: 'postgres://app:db-password-3e8f@db.example/app',
};
// The part of each value that must never appear, whole value or not.
const markers = [
  'paypal-secret-7f3a9c1e',
  'organiser-password-5d2b8e',
  'smtp-password-91c4',
  'db-password-3e8f',
];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

describe('the built web app', () => {
  it('contains no secret from the environment it was built in', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bundle-'));
    const saved = { ...process.env };
    Object.assign(process.env, secrets);
    try {
      await build({
        configFile: path.resolve('vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env = saved;
    }
    const leaks: string[] = [];
    let scanned = 0;
    for (const file of files(outDir)) {
      const text = fs.readFileSync(file, 'latin1');
      scanned += 1;
      for (const marker of markers) {
        if (text.includes(marker)) leaks.push(`${marker} in ${path.relative(outDir, file)}`);
      }
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    expect(scanned).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
  }, 120_000);
});
