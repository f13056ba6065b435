// Keeps the layers of STYLE.md apart: web -> contracts -> domain and server -> contracts -> domain.
// domain imports nothing of ours; contracts import only domain (and content, which is data); the web
// never imports the server and the server never imports the web. The discount code seeds are the
// server's alone: whatever the web or the contracts import ends up in the page.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const forbidden = {
  'src/domain': ['src/contracts', 'src/server', 'src/web', 'content'],
  'src/contracts': ['src/server', 'src/web', 'content/discount-codes'],
  'src/web': ['src/server', 'content/discount-codes'],
  'src/server': ['src/web'],
  content: ['src/server', 'src/web', 'src/contracts'],
};

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

// Tests may check the rules against this edition's content; shipped domain code may not read it.
const testMayImport = (file, target) =>
  file.endsWith('.test.ts') && (target === 'content' || target.startsWith('content/'));

const problems = [];
for (const [layer, banned] of Object.entries(forbidden)) {
  for (const file of sourceFiles(path.join(root, layer))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.relative(root, path.resolve(path.dirname(file), match[1]));
      const hit = banned.find((prefix) => target === prefix || target.startsWith(`${prefix}/`));
      if (hit && testMayImport(file, target)) continue;
      if (hit)
        problems.push(`${path.relative(root, file)} imports ${target} (${layer} must not import ${hit})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import rule broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Import layers: ok');
