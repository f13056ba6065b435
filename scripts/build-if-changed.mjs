// npm start runs this first: it builds (npm run build) only when dist/ was not built from the sources as
// they are now (scripts/build-stamp.mjs), so a restart of an unchanged site starts at once.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, forgetBuild, inputsHash, recordBuild } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const hash = inputsHash(root);
if (buildIsCurrent(root, distDir, hash)) {
  console.log(`The build in ${distDir} is current; starting without building.`);
} else {
  forgetBuild(distDir);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordBuild(distDir, hash);
}
