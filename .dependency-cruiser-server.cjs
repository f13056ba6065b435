// The folders of src/server, as a newcomer walks them (docs/decisions/049-field-standard-checks.md): no two
// folders import each other, even through others, and a folder uses another only through that folder's
// entry file, index.ts. Production code only: a test may reach into what it tests. `npm run lint` runs it
// from the repository's root as `depcruise src/server --config .dependency-cruiser-server.cjs`.
module.exports = {
  forbidden: [
    {
      name: 'no-server-folder-cycle',
      comment: 'Two folders of src/server that import each other (directly or through others).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/[^/]+$' },
      to: { path: '^src/server/[^/]+$', circular: true },
    },
    {
      name: 'server-folder-through-its-entry',
      comment: "A folder of src/server uses another only through that folder's index.ts.",
      severity: 'error',
      from: { path: '^src/server/([^/]+)/' },
      to: {
        path: '^src/server/[^/]+/',
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
