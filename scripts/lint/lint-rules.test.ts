import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import and unused-code rules are only worth something if they really fail: each case builds a small
// tree of files in a temp folder and runs the real tools on it with this repository's configurations, as
// `npm run lint` runs them on the repository.
const repo = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);
const roots: string[] = [];

/** A clean tree in the repository's shape, plus `extra` files (path -> text) on top; null removes a file. */
function tree(extra: Record<string, string | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  roots.push(root);
  const files: Record<string, string | null> = {
    'package.json': '{ "name": "fixture", "private": true, "type": "module" }\n',
    'tsconfig.json':
      '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler", "strict": true } }\n',
    'src/domain/money.ts': 'export const cents = (dollars: number) => Math.round(dollars * 100);\n',
    'src/domain/money.test.ts':
      "import { prices } from '../../content/prices';\nimport { cents } from './money';\nexport const all = [prices, cents];\n",
    'src/contracts/order.ts': "import { cents } from '../domain/money';\nexport const parse = cents;\n",
    'src/server/main.ts':
      "import { routes } from './orders/routes';\nimport { load } from './payments/emulator-loader';\nconsole.log(routes, load);\n",
    'src/server/db/db.ts': "import { parse } from '../../contracts/order';\nexport const db = { parse };\n",
    // A folder of src/server is used from another only through its entry file.
    'src/server/db/index.ts': "export { db } from './db';\n",
    'src/server/orders/routes.ts': "import { db } from '../db';\nexport const routes = [db];\n",
    'src/server/payments/paypal-types.ts': 'export type Amount = { value: string };\n',
    'src/server/payments/emulator-loader.ts':
      "export const load = () => import('../../../emulator/plugin');\n",
    'src/server/payments/emulator.test.ts':
      "import plugin from '../../../emulator/plugin';\nexport const p = plugin;\n",
    'emulator/plugin.ts': [
      "import type { Amount } from '../src/server/payments/paypal-types';",
      "import { parse } from '../src/contracts/order';",
      'export default (amount: Amount) => parse(Number(amount.value));',
      '',
    ].join('\n'),
    'src/web/main.tsx': [
      "import { parse } from '../contracts/order';",
      "import { prices } from '../../content/prices';",
      // A page loaded on demand, by literal path.
      "export const home = () => import('./pages/home');",
      // Words in a comment or a string are not an import.
      "// import('../server/db/db')",
      'export const note = \'import("../server/db/db")\';',
      'console.log(parse, prices);',
      '',
    ].join('\n'),
    'src/web/pages/home.tsx': "import { cents } from '../../domain/money';\nexport default cents;\n",
    'content/prices.ts':
      "import { cents } from '../src/domain/money';\nexport const prices = [cents(140)];\n",
    'content/discount-codes.ts': "export const seeds = ['EARLY'];\n",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function run(root: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The layer and cycle rules (.dependency-cruiser.cjs), as `npm run lint` runs them. */
/** The rule failed the run, naming each of `lines` of `file`, with its message. */
function expectRefusedAt(result: ReturnType<typeof run>, file: string, lines: number[], message: string) {
  expect(result.status).not.toBe(0);
  for (const line of lines) expect(result.output).toContain(`${file}:${line}:`);
  expect(result.output).toContain(message);
}

const layers = (root: string) =>
  run(root, bin('depcruise'), [
    ...['src', 'content', 'emulator'].filter((dir) => fs.existsSync(path.join(root, dir))),
    '--config',
    path.join(repo, '.dependency-cruiser.cjs'),
  ]);

/** The folder rules of src/server (.dependency-cruiser-server.cjs). */
const serverFolders = (root: string) =>
  run(root, bin('depcruise'), ['src/server', '--config', path.join(repo, '.dependency-cruiser-server.cjs')]);

/** Biome with one of the repository's plugins only (scripts/lint/NAME.grit). */
function biomePlugin(root: string, name: string) {
  fs.writeFileSync(
    path.join(root, 'biome.json'),
    JSON.stringify({
      plugins: [path.join(repo, `scripts/lint/${name}.grit`)],
      linter: { rules: { recommended: false } },
      formatter: { enabled: false },
      assist: { enabled: false },
    }),
  );
  return run(root, bin('biome'), ['lint', 'src']);
}

/** Biome with the repository's import() plugin only. */
const literalImports = (root: string) => biomePlugin(root, 'literal-import');

/** Biome with the repository's clock plugin only. */
const oneClock = (root: string) => biomePlugin(root, 'one-clock');

/** Biome with the repository's one-writer-per-table plugin only. */
const oneWriter = (root: string) => biomePlugin(root, 'one-writer');

/**
 * knip with the repository's configuration; `production` leaves tests out. The tree runs its tests with
 * vitest, installed as the repository's (knip reads the test files as entries only then).
 */
function knip(root: string, production = false) {
  const manifest = {
    name: 'fixture',
    private: true,
    scripts: { test: 'vitest run' },
    devDependencies: { vitest: '*' },
  };
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify(manifest));
  if (!fs.existsSync(path.join(root, 'node_modules')))
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  return run(root, bin('knip'), [
    '--config',
    path.join(repo, 'knip.config.ts'),
    '--no-progress',
    '--no-config-hints',
    ...(production ? ['--production'] : []),
  ]);
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('the layer rules', { timeout: 60_000 }, () => {
  it('pass a tree whose imports follow the layers, with no cycle', () => {
    const root = tree();
    const result = layers(root);
    expect(result.output).toContain('no dependency violations found');
    expect(result.status).toBe(0);
    expect(serverFolders(root).status).toBe(0);
  });

  it('refuse a cycle, even one closed by a type-only import', () => {
    const result = layers(
      tree({
        'src/web/layout/title.ts': [
          "import type { RouteHandle } from '../router';",
          'export type Handle = RouteHandle;',
          'export const useTitle = 1;',
          '',
        ].join('\n'),
        'src/web/router.tsx': [
          "import { useTitle } from './layout/title';",
          'export interface RouteHandle { title: string }',
          'export const routes = [useTitle];',
          '',
        ].join('\n'),
      }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/error no-cycle: src\/web\/layout\/title\.ts → \s*src\/web\/router\.tsx/);
  });

  it('refuse a static import of a forbidden layer', () => {
    const result = layers(tree({ 'src/web/pages/admin.tsx': "export { db } from '../../server/db/db';\n" }));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('error web-not-to-server: src/web/pages/admin.tsx → src/server/db/db.ts');
  });

  it('refuse the discount code seeds in the web, whatever else of content/ it may show', () => {
    const result = layers(
      tree({ 'src/web/pages/codes.tsx': "export { seeds } from '../../../content/discount-codes';\n" }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      'error web-not-to-content/discount-codes: src/web/pages/codes.tsx → content/discount-codes.ts',
    );
    expect(result.output).not.toContain('src/web/main.tsx');
  });

  it('let the server reach the PayPal emulator only through its loader, and the emulator only PayPal’s side of the server', () => {
    const result = layers(
      tree({
        'emulator/orders.ts': "import { db } from '../src/server/db/db';\nexport const orders = db;\n",
        'src/server/app.ts': "import plugin from '../../emulator/plugin';\nexport const app = plugin;\n",
      }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('error server-not-to-emulator: src/server/app.ts → emulator/plugin.ts');
    expect(result.output).toContain('error emulator-not-to-server: emulator/orders.ts → src/server/db/db.ts');
    expect(result.output).not.toContain('emulator-loader');
    expect(result.output).not.toContain('emulator.test.ts');
    expect(result.output).not.toContain('emulator/plugin.ts →');
  });

  it('refuse a dynamic import() of a forbidden layer', () => {
    const result = layers(
      tree({ 'src/contracts/lazy.ts': "export const load = () => import('../server/orders/routes');\n" }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      'error contracts-not-to-server: src/contracts/lazy.ts → src/server/orders/routes.ts',
    );
  });

  it('refuse shipped code that reads content/ where only tests may', () => {
    const result = layers(
      tree({ 'src/domain/prices.ts': "export { prices } from '../../content/prices';\n" }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('error domain-not-to-content: src/domain/prices.ts → content/prices.ts');
    expect(result.output).not.toContain('money.test.ts');
  });
});

describe('the import() paths in src/', { timeout: 60_000 }, () => {
  it('refuse a path built at run time, or a template that could lead into any layer', () => {
    const result = literalImports(
      tree({
        'src/web/pages/any.tsx': 'export const load = (name: string) => import(name);\n',
        // A template with a relative start: '../../se' can still become '../../server'.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the file's text, a template the rule reads
        'src/web/pages/partial.tsx': 'export const load = (x: string) => import(`../../se${x}`);\n',
      }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('src/web/pages/any.tsx:1:');
    expect(result.output).toContain('src/web/pages/partial.tsx:1:');
    expect(result.output).toContain('the layer check cannot follow it: use a literal path');
  });

  it('pass a literal path, and a template that builds a URL outside the source tree', () => {
    const result = literalImports(
      tree({
        'src/server/render.ts':
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the file's text, a template the rule reads
          'export const load = (file: string, build: number) => import(`file://${file}?build=${build}`);\n',
      }),
    );
    expect(result.output).not.toContain('cannot follow it');
    expect(result.status).toBe(0);
  });
});

describe('the one clock of src/server', { timeout: 60_000 }, () => {
  const clockMessage = 'src/server reads the time only through the `now` it is given';
  // Every way the rule refuses, each on its own line.
  const directReads = [
    'export const a = Date.now();',
    'export const b = new Date().toISOString();',
    'export const c = (now?: () => number) => (now ?? Date.now)();',
    'export const d = new Date;',
    '',
  ].join('\n');
  // What it lets through: a Date of a time the caller gave, and the words in a comment or a string.
  const givenTime = [
    'export const at = (nowMs: number) => new Date(nowMs).toISOString();',
    '// Date.now() is read in clock.ts only',
    "export const note = 'new Date()';",
    '',
  ].join('\n');

  it('refuses a direct read of the system clock in a server file', () => {
    const result = oneClock(tree({ 'src/server/orders/store.ts': directReads }));
    expectRefusedAt(result, 'src/server/orders/store.ts', [1, 2, 3, 4], clockMessage);
  });

  it('lets clock.ts read it, and tests, migrations and code outside src/server', () => {
    const result = oneClock(
      tree({
        'src/server/clock.ts': directReads,
        'src/server/orders/store.test.ts': directReads,
        'src/server/db/migrations/015-settings.ts': directReads,
        'src/web/pages/clock.tsx': directReads,
        'src/server/orders/download.ts': givenTime,
      }),
    );
    expect(result.output).not.toContain(clockMessage);
    expect(result.status).toBe(0);
  });
});

describe('one writer per table in src/server', { timeout: 60_000 }, () => {
  const writerMessage = "This table is written by one feature's store only";
  // Every write the rule refuses outside the table's feature, each on its own line.
  const writes = [
    "export const a = (db: any) => db.updateTable('orders').set({ status: 'captured' });",
    "export const b = (db: any) => db.insertInto('orders').values({});",
    "export const c = (db: any) => db.deleteFrom('disputes');",
    "export const d = (trx: any) => trx.updateTable('disputes').set({ return_id: null });",
    '',
  ].join('\n');
  // What it lets through anywhere: reads, and writes of other tables.
  const others = [
    "export const e = (db: any) => db.selectFrom('orders').selectAll();",
    "export const f = (db: any) => db.updateTable('refunds').set({ status: 'COMPLETED' });",
    '',
  ].join('\n');

  it('refuses a write of orders or disputes from another feature', () => {
    const result = oneWriter(tree({ 'src/server/refunds/store.ts': writes }));
    expectRefusedAt(result, 'src/server/refunds/store.ts', [1, 2, 3, 4], writerMessage);
  });

  it('refuses a write of orders from the files it once let through, which call the orders store now', () => {
    const former = [
      'src/server/discounts/discount-uses.ts',
      'src/server/retention/erase-order.ts',
      'src/server/editions/seed-edition.ts',
    ];
    const ordersWrites = writes.split('\n').slice(0, 2).join('\n');
    const result = oneWriter(tree(Object.fromEntries(former.map((file) => [file, ordersWrites]))));
    expect(result.status).not.toBe(0);
    for (const file of former) for (const line of [1, 2]) expect(result.output).toContain(`${file}:${line}:`);
  });

  it("lets each table's own feature write it, and reads, tests and migrations anywhere", () => {
    const result = oneWriter(
      tree({
        'src/server/orders/order-store.ts': writes.split('\n').slice(0, 2).join('\n'),
        'src/server/disputes/dispute-store.ts': writes.split('\n').slice(2).join('\n'),
        'src/server/refunds/store.ts': others,
        'src/server/refunds/store.test.ts': writes,
        'src/server/db/migrations/020-disputes.ts': writes,
      }),
    );
    expect(result.output).not.toContain(writerMessage);
    expect(result.status).toBe(0);
  });
});

describe('the folder rules of src/server', { timeout: 60_000 }, () => {
  const ordersToDb = "import { db } from '../db/db';\nexport const routes = [db];\n";
  const dbToOrders = "import { routes } from '../orders/routes';\nexport const db = { routes };\n";

  it('refuse two folders that import each other', () => {
    const result = serverFolders(tree({ 'src/server/db/db.ts': dbToOrders }));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/error no-server-folder-cycle: src\/server\/db → \s*src\/server\/orders/);
  });

  it('refuse a folder cycle through a third folder', () => {
    const cycle = {
      'src/server/db/db.ts': "import { mail } from '../mail/mail';\nexport const db = { mail };\n",
      'src/server/mail/mail.ts': "import { routes } from '../orders/routes';\nexport const mail = routes;\n",
      'src/server/orders/routes.ts': ordersToDb,
    };
    const result = serverFolders(tree(cycle));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-server-folder-cycle: src/server/mail');
  });

  it('let a test reach into another folder without making a cycle', () => {
    const result = serverFolders(
      tree({
        'src/server/db/db.test.ts': "import { routes } from '../orders/routes';\nexport const r = routes;\n",
      }),
    );
    expect(result.status).toBe(0);
  });

  it('refuse a file of another folder, and pass its index.ts', () => {
    const result = serverFolders(
      tree({
        'src/server/db/index.ts': "export { db } from './db';\n",
        'src/server/orders/routes.ts': ordersToDb,
        'src/server/orders/list.ts': "import { db } from '../db';\nexport const list = [db];\n",
      }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      'error server-folder-through-its-entry: src/server/orders/routes.ts → src/server/db/db.ts',
    );
    expect(result.output).not.toContain('src/server/orders/list.ts');
  });
});

describe('the unused-code check', { timeout: 60_000 }, () => {
  const withHelper = {
    'src/domain/words.ts': [
      'const wordCount = (text: string) => text.split(/\\s+/).length;',
      'export const readingSeconds = (text: string) => wordCount(text) * 0.4;',
      '',
    ].join('\n'),
    'src/server/main.ts': [
      "import { readingSeconds } from '../domain/words';",
      "import { routes } from './orders/routes';",
      "import { load } from './payments/emulator-loader';",
      "console.log(readingSeconds('a b'), routes, load);",
      '',
    ].join('\n'),
    // The web's entry is Vite's (vite.config.ts); this tree has none.
    'src/web/main.tsx': null,
    'src/web/pages/home.tsx': null,
    'content/discount-codes.ts': null,
  };

  it('passes a tree where every export is used', () => {
    const result = knip(tree(withHelper));
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses an unused export', () => {
    const result = knip(
      tree({
        ...withHelper,
        'src/domain/words.ts': `${withHelper['src/domain/words.ts']}export const sentenceCount = 1;\n`,
      }),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Unused exports \(1\)\s+sentenceCount\s+src\/domain\/words\.ts/);
  });

  it('refuses, leaving tests out, an export that only a test uses', () => {
    const root = tree({
      ...withHelper,
      'src/domain/words.ts': `export ${withHelper['src/domain/words.ts']}`,
      'src/domain/words.test.ts': "import { wordCount } from './words';\nexport const n = wordCount('a');\n",
    });
    expect(knip(root).status).toBe(0);
    const result = knip(root, true);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Unused exports \(1\)\s+wordCount\s+src\/domain\/words\.ts/);
  });
});
