import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, forgetBuild, inputsHash, recordBuild } from './build-stamp.mjs';

// `npm start` builds only when what the build reads has changed (scripts/build-if-changed.mjs).

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

/** A checkout in miniature, built once: sources, lockfile, and a whole dist/ with its stamp. */
function builtTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  trees.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('src/server/main.ts', 'console.log("serving");');
  write('src/server/main.test.ts', 'test("serves")');
  write('content/edition.ts', 'export const year = 2025;');
  write('package.json', '{"name":"site"}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('dist/server/main.js', 'built');
  write('dist/web/index.html', '<!doctype html>');
  write('dist/render/server-render.js', 'built');
  const dist = path.join(root, 'dist');
  recordBuild(dist, inputsHash(root));
  return { root, dist, write };
}

describe('whether npm start must build', () => {
  it('skips the build when nothing the build reads has changed', () => {
    const { root, dist } = builtTree();
    expect(buildIsCurrent(root, dist)).toBe(true);
  });

  it('builds when there is no record of a build, or a build failed half way', () => {
    const { root, dist } = builtTree();
    forgetBuild(dist);
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('builds after a source file, the edition or the lockfile changed', () => {
    for (const [file, text] of [
      ['src/server/main.ts', 'console.log("serving again");'],
      ['content/edition.ts', 'export const year = 2026;'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['src/web/new-page.tsx', 'export {};'],
    ]) {
      const { root, dist, write } = builtTree();
      write(file!, text!);
      expect(buildIsCurrent(root, dist), file).toBe(false);
    }
  });

  it('builds when a source file was removed', () => {
    const { root, dist } = builtTree();
    fs.rmSync(path.join(root, 'content/edition.ts'));
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('does not build again for a file touched but unchanged, or a test changed', () => {
    const { root, dist, write } = builtTree();
    const later = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(root, 'src/server/main.ts'), later, later);
    write('src/server/main.test.ts', 'test("serves twice")');
    expect(buildIsCurrent(root, dist)).toBe(true);
  });

  it('builds when part of dist/ is missing', () => {
    const { root, dist } = builtTree();
    fs.rmSync(path.join(dist, 'render'), { recursive: true });
    expect(buildIsCurrent(root, dist)).toBe(false);
  });
});
