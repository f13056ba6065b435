import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The layer check is only worth something if it really fails: each case builds a small tree of files
// in a temp folder and runs the script on it, as `npm run lint` runs it on the repository.
const script = path.join(import.meta.dirname, 'check-imports.mjs');
const roots: string[] = [];

/** The source text of `import(`prefix${variable}`)`. */
const lazy = (prefix: string, variable: string) => `import(\`${prefix}$\{${variable}}\`)`;

/** A clean tree in the repository's shape, plus `extra` files (path -> text) on top. */
function tree(extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  roots.push(root);
  const files: Record<string, string> = {
    'src/domain/money.ts': 'export const cents = (dollars: number) => Math.round(dollars * 100);\n',
    'src/domain/money.test.ts':
      "import { prices } from '../../content/prices';\nexport const all = prices;\n",
    'src/contracts/order.ts': "import { cents } from '../domain/money';\nexport const parse = cents;\n",
    'src/server/db.ts': "import { parse } from '../contracts/order';\nexport const db = { parse };\n",
    'src/server/routes.ts': "import { db } from './db';\nexport const routes = [db];\n",
    'src/web/router.tsx': [
      "import type { RouteHandle } from './layout/title';",
      "import { Layout } from './layout/layout';",
      "import { parse } from '../contracts/order';",
      "import { prices } from '../../content/prices';",
      'export const routes = [Layout, parse, prices];',
      "export const handle: RouteHandle = { title: 'Home' };",
      // A page loaded on demand, by literal path and by a template that stays inside the web.
      "export const home = () => import('./pages/home');",
      `export const page = (name: string) => ${lazy('./pages/', 'name')};`,
      // Words in a comment or a string are not an import.
      "// import('../server/db')",
      'export const note = \'import("../server/db")\';',
      '',
    ].join('\n'),
    'src/web/layout/layout.tsx': "import { useTitle } from './title';\nexport const Layout = useTitle;\n",
    'src/web/layout/title.ts': 'export interface RouteHandle { title: string }\nexport const useTitle = 1;\n',
    'src/web/pages/home.tsx': "import { cents } from '../../domain/money';\nexport default cents;\n",
    'content/prices.ts':
      "import { cents } from '../src/domain/money';\nexport const prices = [cents(140)];\n",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('the import check', () => {
  it('passes a tree whose imports follow the layers, with no cycle', () => {
    const result = check(tree());
    expect(result.output).toContain('Import layers: ok');
    expect(result.status).toBe(0);
  });

  it('refuses a cycle, even one closed by a type-only import', () => {
    const result = check(
      tree({
        'src/web/layout/title.ts': [
          "import type { RouteHandle } from '../router';",
          'export type Handle = RouteHandle;',
          'export const useTitle = 1;',
          '',
        ].join('\n'),
        'src/web/router.tsx': [
          "import { Layout } from './layout/layout';",
          'export interface RouteHandle { title: string }',
          'export const routes = [Layout];',
          '',
        ].join('\n'),
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'import cycle: src/web/layout/layout.tsx -> src/web/layout/title.ts -> src/web/router.tsx -> src/web/layout/layout.tsx',
    );
  });

  it('refuses a static import of a forbidden layer', () => {
    const result = check(tree({ 'src/web/pages/admin.tsx': "export { db } from '../../server/db';\n" }));
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/web/pages/admin.tsx imports src/server/db (src/web must not import src/server)',
    );
  });

  it('lets the server reach the PayPal emulator only through its loader, and the emulator only PayPal’s side of the server', () => {
    const result = check(
      tree({
        'src/server/payments/paypal-types.ts': 'export type Amount = { value: string };\n',
        'emulator/plugin.ts': [
          "import type { Amount } from '../src/server/payments/paypal-types';",
          "import { parse } from '../src/contracts/order';",
          'export default (amount: Amount) => parse(Number(amount.value));',
          '',
        ].join('\n'),
        'emulator/orders.ts': "import { db } from '../src/server/db';\nexport const orders = db;\n",
        'src/server/payments/emulator-loader.ts':
          "export const load = () => import('../../../emulator/plugin');\n",
        'src/server/payments/emulator.test.ts':
          "import plugin from '../../../emulator/plugin';\nexport const p = plugin;\n",
        'src/server/app.ts': "import plugin from '../../emulator/plugin';\nexport const app = plugin;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/server/app.ts imports emulator/plugin (src/server must not import emulator)',
    );
    expect(result.output).toContain(
      'emulator/orders.ts imports src/server/db (emulator must not import src/server)',
    );
    expect(result.output).not.toContain('emulator-loader');
    expect(result.output).not.toContain('emulator.test.ts');
    expect(result.output).not.toContain('emulator/plugin.ts imports');
  });

  it('refuses a dynamic import() of a forbidden layer', () => {
    const result = check(
      tree({ 'src/contracts/lazy.ts': "export const load = () => import('../server/routes');\n" }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/contracts/lazy.ts imports src/server/routes (src/contracts must not import src/server)',
    );
  });

  it('refuses a template-string import whose fixed start leads into a forbidden layer', () => {
    const result = check(
      tree({
        'src/web/pages/any.tsx': `export const load = (x: string) => ${lazy('../../server/', 'x')};\n`,
        // '../../se' can still become '../../server'.
        'src/web/pages/partial.tsx': `export const load = (x: string) => ${lazy('../../se', 'x')};\n`,
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/web/pages/any.tsx imports import(`../../server/...`)');
    expect(result.output).toContain('src/web/pages/partial.tsx imports import(`../../se...`)');
  });

  it('refuses an import() whose path is computed entirely, in src/', () => {
    const result = check(
      tree({ 'src/web/pages/any.tsx': 'export const load = (name: string) => import(name);\n' }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/web/pages/any.tsx imports a path computed at run time (import(name))',
    );
  });

  it('refuses shipped code that reads content/ where only tests may', () => {
    const result = check(
      tree({ 'src/domain/prices.ts': "export { prices } from '../../content/prices';\n" }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/domain/prices.ts imports content/prices (src/domain must not import content)',
    );
  });
});
