import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from './features';

// features.ts lists every feature folder's routes by hand, as the bundle cannot scan folders at run time
// (docs/decisions/046-feature-folders-and-registration.md). This keeps the list from missing one.

const serverDir = import.meta.dirname;
// The pages, the order page and the organisers' access take options and are registered in app.ts itself.
const registeredInApp = new Set(['web', 'order-page']);

describe('the feature list', () => {
  const folders = fs
    .readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('has every folder whose files hold routes, through its entry', async () => {
    const withRoutes = folders.filter((folder) =>
      fs.readdirSync(path.join(serverDir, folder)).some((file) => /-routes\.ts$/.test(file)),
    );
    expect(withRoutes.length).toBeGreaterThan(10);
    for (const folder of withRoutes.filter((name) => !registeredInApp.has(name))) {
      const entry = (await import(`./${folder}/index.ts`)) as { default?: unknown };
      expect(features, folder).toContain(entry.default);
    }
  });

  it('gives every folder one entry file', () => {
    for (const folder of folders)
      expect(fs.existsSync(path.join(serverDir, folder, 'index.ts')), folder).toBe(true);
  });
});
