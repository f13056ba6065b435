import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeSeed } from '../content/discount-codes';

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
  let outDir = '';
  /** Every built file (scripts, source maps, styles, pages) as text. */
  const built = new Map<string, string>();

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bundle-'));
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
    for (const file of files(outDir)) built.set(path.relative(outDir, file), fs.readFileSync(file, 'latin1'));
  }, 120_000);
  afterAll(() => {
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  const leaksOf = (words: readonly string[]) =>
    [...built].flatMap(([file, text]) =>
      words.filter((word) => text.includes(word)).map((w) => `${w} in ${file}`),
    );

  it('contains no secret from the environment it was built in', () => {
    expect(built.size).toBeGreaterThan(5);
    expect(leaksOf(markers)).toEqual([]);
  });

  // The page asks the server what a typed code does; a code in the page could be read by anyone.
  it('contains no discount code, not even in its source maps', () => {
    const codes = discountCodeSeed.map((seed) => seed.code);
    expect(codes).toEqual(['SPONSOR', 'PRESENTER']);
    expect([...built.keys()].some((file) => file.endsWith('.js.map'))).toBe(true);
    expect(leaksOf(codes)).toEqual([]);
  });
});
