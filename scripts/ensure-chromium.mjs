// Browser tests need Chromium. Use CHROME_PATH or Debian's /usr/bin/chromium; if it is missing and we
// are root with apt, install Debian's package; otherwise say how to get one.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || process.env.CHROME_PATH) {
  console.error(
    `Browser tests need Chromium at ${wanted}, and none is there.\n` +
      'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
  {
    stdio: 'inherit',
  },
);
if (!fs.existsSync(wanted)) {
  console.error(`apt-get finished but ${wanted} is still missing.`);
  process.exit(1);
}
