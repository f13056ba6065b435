// The folders of src/server, as a newcomer walks them (docs/decisions/049-field-standard-checks.md): no two
// folders import each other, even through others, and a folder uses another only through that folder's
// entry file, index.ts. Production code only: a test may reach into what it tests. `npm run lint` runs it
// from the repository's root as `depcruise src/server --config .dependency-cruiser-server.cjs`.
const fs = require('node:fs');
const path = require('node:path');

// Folder cycles that were there when the rule came, as { folder: [folders it imports within a cycle] }:
// these imports pass, any other import that closes a folder cycle fails. Remove an entry when its import is
// gone, and the file when it is empty ({}); nothing else reads it.
const knownFile = path.resolve('.dependency-cruiser-server-known.json');
const knownCycles = fs.existsSync(knownFile) ? JSON.parse(fs.readFileSync(knownFile, 'utf8')) : {};

// The entry-file rule holds for every folder that has an index.ts: a folder without one is not yet a
// feature with an entry and may still be used file by file. Set SERVER_ENTRY_RULE_EVERYWHERE to true to
// require the entry of every folder (one without an index.ts then cannot be used from outside at all).
const SERVER_ENTRY_RULE_EVERYWHERE = false;

const asPattern = (name) => name.replace(/[.+*?^$()[\]{}|\\]/g, '\\$&');
const serverRoot = path.resolve('src/server');
const withEntry = fs.existsSync(serverRoot)
  ? fs
      .readdirSync(serverRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(serverRoot, entry.name, 'index.ts')))
      .map((entry) => asPattern(entry.name))
  : [];
const guarded = SERVER_ENTRY_RULE_EVERYWHERE ? '[^/]+' : `(${withEntry.join('|') || '(?!)'})`;

const folderCycle = (from, allowed) => ({
  name: 'no-server-folder-cycle',
  comment: 'Two folders of src/server that import each other (directly or through others).',
  severity: 'error',
  scope: 'folder',
  from: from ? { path: `^src/server/${asPattern(from)}$` } : { path: '^src/server/[^/]+$' },
  to: {
    path: '^src/server/[^/]+$',
    circular: true,
    ...(allowed.length > 0 ? { pathNot: `^src/server/(${allowed.map(asPattern).join('|')})$` } : {}),
  },
});

const knownFolders = Object.keys(knownCycles);

module.exports = {
  forbidden: [
    // Folders with known cycles each get their own rule that lets those imports by.
    {
      ...folderCycle(null, []),
      ...(knownFolders.length > 0
        ? {
            from: {
              path: '^src/server/[^/]+$',
              pathNot: `^src/server/(${knownFolders.map(asPattern).join('|')})$`,
            },
          }
        : {}),
    },
    ...Object.entries(knownCycles).map(([from, allowed]) => folderCycle(from, allowed)),
    {
      name: 'server-folder-through-its-entry',
      comment: "A folder of src/server uses another only through that folder's index.ts.",
      severity: 'error',
      from: { path: '^src/server/([^/]+)/' },
      to: {
        path: `^src/server/${guarded}/`,
        pathNot: ['^src/server/$1/', '^src/server/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    exclude: { path: ['\\.test\\.tsx?$', '/test-support/', '\\.(css|svg|png|html)$'] },
  },
};
