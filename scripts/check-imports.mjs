// Keeps the layers apart (README.md, "Architecture"): web -> contracts -> domain and server -> contracts ->
// domain. domain imports nothing of ours; contracts import only domain; the web never imports the server
// and the server never imports the web. The PayPal emulator (emulator/) stands apart: it may use the
// server's PayPal definitions (src/server/payments) and the shared layers, and the server reaches it only
// through its loader, so production code never depends on a test double. The discount code seeds are the server's alone: whatever the web
// imports ends up in the page. Also refuses import cycles between our files, and dynamic imports that
// could reach a forbidden layer (a template string is judged by its static prefix; an import() whose
// path is computed entirely cannot be checked, so it is refused in src/).
//
// Usage: node scripts/check-imports.mjs [root]   (root defaults to this repository; tests pass fixtures)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const forbidden = {
  'src/domain': ['src/contracts', 'src/server', 'src/web', 'content'],
  'src/contracts': ['src/server', 'src/web', 'content'],
  'src/web': ['src/server', 'content/discount-codes'],
  'src/server': ['src/web', 'emulator'],
  content: ['src/server', 'src/web', 'src/contracts', 'emulator'],
  emulator: ['src/server', 'src/web', 'content'],
};
const scanned = ['src', 'content', 'emulator'];

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield full;
  }
}

const isInside = (target, folder) => target === folder || target.startsWith(`${folder}/`);

/**
 * Every import of one file: { specifier, kind } where kind is 'static' (import, export from, import
 * type, require), 'dynamic' (import() of a literal), 'template' (import() of a template string;
 * specifier is its static prefix) or 'computed' (import() of anything else). Read from the syntax
 * tree, so text in comments and strings is never taken for an import.
 */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, kind: 'static' });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, kind: 'static' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: 'static' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) {
        found.push({ specifier: argument.text, kind: 'dynamic' });
      } else if (argument && ts.isTemplateExpression(argument) && argument.head.text !== '') {
        found.push({ specifier: argument.head.text, kind: 'template' });
      } else {
        found.push({ specifier: argument ? argument.getText(source) : '', kind: 'computed' });
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'static' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source file a relative specifier names, or null (a stylesheet, an image, a missing file). */
function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${withoutJs}.ts`, `${withoutJs}.tsx`, `${withoutJs}.mts`]
    .concat(['index.ts', 'index.tsx'].map((index) => path.join(base, index)))
    .filter((candidate) => /\.(ts|tsx|mts)$/.test(candidate));
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

const isTestCode = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test-support\//.test(file);
const emulatorLoader = 'src/server/payments/emulator-loader.ts';

/** The exceptions to `forbidden`, each with its reason. */
const mayImport = (file, target) =>
  // Tests may check the rules against this edition's content; shipped code may not read it.
  (/\.test\.tsx?$/.test(file) && isInside(target, 'content')) ||
  // The emulator answers what the server's PayPal client asks, in its types, at its own address.
  (isInside(file, 'emulator') && isInside(target, 'src/server/payments')) ||
  // Tests of the app drive the emulator, and the emulator's tests share the server's test helpers.
  (isTestCode(file) && isInside(file, 'src/server') && isInside(target, 'emulator')) ||
  (isTestCode(file) && isInside(file, 'emulator') && isInside(target, 'src/server/test-support')) ||
  (file === emulatorLoader && isInside(target, 'emulator'));

/** Finds one cycle through each strongly connected group of files (Tarjan), as a path back to its start. */
function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const strongConnect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        strongConnect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) strongConnect(node);

  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0];
    // Breadth-first from start, inside the group, until an edge leads back to start.
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift();
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) {
          const cycle = [start];
          for (let at = node; at !== start; at = previous.get(at)) cycle.splice(1, 0, at);
          return [...cycle, start];
        }
        if (members.has(next) && !previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

/** Every broken rule under `root`, as sentences; empty when the tree is clean. */
export function checkImports(root) {
  const problems = [];
  const graph = new Map();
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');

  for (const top of scanned) {
    for (const file of sourceFiles(path.join(root, top))) {
      const from = relative(file);
      const layer = Object.keys(forbidden).find((folder) => isInside(from, folder));
      const banned = layer ? forbidden[layer] : [];
      const edges = new Set();
      graph.set(from, edges);

      for (const { specifier, kind } of importsOf(file)) {
        if (kind === 'computed') {
          if (isInside(from, 'src'))
            problems.push(
              `${from} imports a path computed at run time (import(${specifier})): the layers cannot be checked; use a literal path`,
            );
          continue;
        }
        if (!specifier.startsWith('.')) {
          if (kind === 'template' && isInside(from, 'src') && specifier.startsWith('/'))
            problems.push(`${from} imports an absolute template path (${specifier}...)`);
          continue;
        }
        const resolved = path.resolve(path.dirname(file), specifier);
        let target = relative(resolved);
        if (kind === 'template' && specifier.endsWith('/')) target = `${target}/`;
        // A template reaches whatever its prefix can still grow into: '../ser' can become '../server'.
        const hit = banned.find((folder) =>
          kind === 'template'
            ? isInside(target, folder) || folder.startsWith(target)
            : isInside(target, folder),
        );
        if (hit && !mayImport(from, target)) {
          const how = kind === 'template' ? `import(\`${specifier}...\`), which can reach ` : '';
          problems.push(`${from} imports ${how}${target} (${layer} must not import ${hit})`);
        }
        if (kind === 'static' || kind === 'dynamic') {
          const targetFile = resolveFile(file, specifier);
          if (targetFile) edges.add(relative(targetFile));
        }
      }
    }
  }

  for (const cycle of findCycles(graph)) problems.push(`import cycle: ${cycle.join(' -> ')}`);
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const problems = checkImports(root);
  if (problems.length > 0) {
    console.error(`Import rule broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Import layers: ok (no cycles)');
}
