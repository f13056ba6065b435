import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies (docs/decisions/049-field-standard-checks.md). `npm run lint` runs
// `knip` (tests included) and `knip --production`, which leaves out tests and the helpers only tests load,
// so an export that only tests use shows up there: make it file-local, or test it through the function
// that uses it. Every entry and project file but those is marked `!` (part of "production").
const config: KnipConfig = {
  entry: [
    'src/server/main.ts!',
    // The stream overlays' build (`vite build --mode overlays`), which knip's Vite plugin does not read.
    'src/web/{donationbar,markcell,ticker}/main.ts!',
    // Command-line tools: the organisers' (npm run reconcile, twitch:subscribe, backup, restore, and
    // start's build check) and the developers'.
    'scripts/{reconcile,twitch-subscribe,make-edition-pdfs,backup,restore}.ts!',
    'scripts/{build-server,build-if-changed,dev,make-preview-card}.mjs!',
    'scripts/{script-sizes,contract-json-schemas,screenshot}.ts',
    // Started as child processes, or loaded into a page, by file name.
    'scripts/bench/baseline-{http,socket,page}.mjs',
    'tests/e2e/moved-clock.mjs',
    'tests/e2e/harness/*.tsx',
  ],
  project: [
    '{src,emulator,content,scripts}/**/*.{ts,tsx,mjs}!',
    'tests/**/*.{ts,tsx,mjs}',
    '*.ts!',
    '!**/test-support/**!',
    '!scripts/{bench/**,vite/**,script-sizes.ts,contract-json-schemas.ts,screenshot.ts,ensure-chromium.mjs}!',
    '!src/domain/**/test-*.ts!',
    '!src/contracts/test-*.ts!',
  ],
  // The ticket form reads the phone kit through the namespace of a dynamic import (use-phone-kit.ts),
  // which --production does not follow.
  ignoreIssues: { 'src/web/pages/tickets/phone-kit.ts': ['exports'] },
  // The benchmark runs Lighthouse's command line from node_modules; it is imported nowhere.
  ignoreDependencies: ['lighthouse'],
  // scripts/ensure-chromium.mjs tells the reader which Debian package to install.
  ignoreBinaries: ['apt-get'],
};

export default config;
