import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Whether dist/ was built from the sources as they are now, so `npm start` builds only when something
// the build reads has changed (scripts/build-if-changed.mjs). A hash of the files' contents, not their
// times: a checkout, a copy or an unpacked archive changes times without changing what is built.

/** What the build reads: the code, the edition, the emulator, the build's own settings and the lockfile. */
const inputs = [
  'src',
  'content',
  'emulator',
  'scripts/build-server.mjs',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Tests and their helpers sit beside the code but are never built. */
const notBuilt = /(\.test\.tsx?|\/test-support\/.*)$/;

/** What a build leaves when it succeeds: the server, the pages, and the pages' server side. */
const outputs = ['server/main.js', 'web/index.html', 'render'];

/** @param {string} distDir */
const stampFile = (distDir) => path.join(distDir, 'build-stamp.json');

/**
 * @param {string} root
 * @param {string} relative
 * @returns {string[]}
 */
function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** One hash of every build input's path and content under `root`. */
/** @param {string} root */
export function inputsHash(root) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    if (notBuilt.test(file)) continue;
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when `distDir` holds a whole build made from inputs with this hash. */
/**
 * @param {string} root
 * @param {string} distDir
 */
export function buildIsCurrent(root, distDir, hash = inputsHash(root)) {
  if (!outputs.every((output) => fs.existsSync(path.join(distDir, output)))) return false;
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(distDir), 'utf8'));
    return stamp?.inputs === hash;
  } catch {
    return false;
  }
}

/** Before a build: a build that fails half way must not look current. */
/** @param {string} distDir */
export function forgetBuild(distDir) {
  fs.rmSync(stampFile(distDir), { force: true });
}

/** After a build that succeeded: the hash of the inputs it started from. */
/**
 * @param {string} distDir
 * @param {string} hash
 */
export function recordBuild(distDir, hash) {
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(stampFile(distDir), `${JSON.stringify({ inputs: hash }, null, 2)}\n`);
}
