import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveOrganiserPassword } from './organiser-password';

describe('the organiser password', () => {
  it('is generated on first start, kept in DATA_DIR, and the same on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-pass-'));
    const first = resolveOrganiserPassword(undefined, dir);
    expect(first.generated).toBe(true);
    expect(first.value.length).toBeGreaterThanOrEqual(16);
    expect(fs.statSync(path.join(dir, 'organiser-password')).mode & 0o077).toBe(0);
    const second = resolveOrganiserPassword(undefined, dir);
    expect(second).toEqual({ value: first.value, generated: false });
  });

  it('is taken from ORGANISER_PASSWORD when set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-pass-'));
    expect(resolveOrganiserPassword('configured-secret', dir)).toEqual({
      value: 'configured-secret',
      generated: false,
    });
    expect(fs.existsSync(path.join(dir, 'organiser-password'))).toBe(false);
  });
});
