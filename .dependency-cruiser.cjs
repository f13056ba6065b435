// Keeps the layers apart (README.md, "Architecture"): web -> contracts -> domain and server -> contracts ->
// domain. domain imports nothing of ours; contracts import only domain; the web never imports the server
// and the server never imports the web. The PayPal emulator (emulator/) stands apart: it may use the
// server's PayPal definitions (src/server/payments) and the shared layers, and the server reaches it only
// through its loader, so production code never depends on a test double. The discount code seeds are the
// server's alone: whatever the web imports ends up in the page. No import cycles between our files, type-only
// imports included (docs/decisions/049-field-standard-checks.md).
//
// `npm run lint` runs this on src, content and emulator, tests included. The folder rules of src/server are
// in .dependency-cruiser-server.cjs, run on production code only.

const test = '\\.test\\.tsx?$';

/** Each layer's folder, and the folders it must never import. */
const forbidden = {
  'src/domain': ['src/contracts', 'src/server', 'src/web', 'content'],
  'src/contracts': ['src/server', 'src/web', 'content'],
  'src/web': ['src/server', 'content/discount-codes'],
  'src/server': ['src/web', 'emulator'],
  content: ['src/server', 'src/web', 'src/contracts', 'emulator'],
  emulator: ['src/server', 'src/web', 'content'],
};

/** The exceptions to `forbidden`, each with its reason: { fromNot, toNot } are added to the rule. */
function exceptions(layer, target) {
  const fromNot = [];
  const toNot = [];
  // Tests may check the rules against this edition's content; shipped code may not read it.
  if (target === 'content' || target.startsWith('content/')) fromNot.push(test);
  // The emulator answers what the server's PayPal client asks, in its types, at its own address; its tests
  // share the server's test helpers.
  if (layer === 'emulator' && target === 'src/server') {
    toNot.push('^src/server/payments/');
    fromNot.push(`^emulator/.*${test}`, '^emulator/test-support/');
    toNot.push('^src/server/test-support/');
  }
  // The server's only door into emulator/ is its loader; tests of the app drive the emulator.
  if (layer === 'src/server' && target === 'emulator') {
    fromNot.push(
      '^src/server/payments/emulator-loader\\.ts$',
      `^src/server/.+${test}`,
      '^src/server/test-support/',
    );
  }
  return { fromNot, toNot };
}

const layerRules = Object.entries(forbidden).flatMap(([layer, targets]) =>
  targets.map((target) => {
    const { fromNot, toNot } = exceptions(layer, target);
    return {
      name: `${layer.replace('src/', '')}-not-to-${target.replace('src/', '')}`,
      comment: `${layer} must not import ${target}`,
      severity: 'error',
      from: { path: `^${layer}/`, ...(fromNot.length > 0 ? { pathNot: fromNot } : {}) },
      to: {
        path: `^${target}(/|\\.tsx?$)`,
        ...(toNot.length > 0 ? { pathNot: toNot } : {}),
      },
    };
  }),
);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycle',
      comment: 'An import cycle between our files: a reader following a call keeps coming back.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // A relative path that names no file cannot be placed in a layer. (An import() whose path is built at
      // run time is not seen here at all: Biome refuses it in src/, scripts/lint/literal-import.grit.)
      name: 'no-unresolvable-import',
      comment: 'A relative import that names no file of ours.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.\\.?/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: they close cycles for a reader as much as any other import.
    tsPreCompilationDeps: true,
    // Stylesheets, images and HTML are Vite's, not modules of ours.
    exclude: { path: '\\.(css|svg|png|jpg|webp|woff2?|html)$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
  },
};
