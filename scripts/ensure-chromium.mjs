// Browser tests need Chromium, and ffmpeg to turn a badge's QR image into the video Chromium's fake
// camera plays (tests/e2e/check-in.spec.ts). Use CHROME_PATH / FFMPEG_PATH or Debian's /usr/bin binaries;
// if one is missing and we are root with apt, install Debian's packages; otherwise say how to get them.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const tools = [
  {
    name: 'Chromium',
    path: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    custom: Boolean(process.env.CHROME_PATH),
    packages: ['chromium', 'fonts-dejavu-core'],
    hint: 'sudo apt-get install chromium, or set CHROME_PATH to a Chromium or Chrome binary',
  },
  {
    name: 'ffmpeg',
    path: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
    custom: Boolean(process.env.FFMPEG_PATH),
    packages: ['ffmpeg'],
    hint: 'sudo apt-get install ffmpeg, or set FFMPEG_PATH to an ffmpeg binary',
  },
];

const missing = tools.filter((tool) => !fs.existsSync(tool.path));
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || missing.some((tool) => tool.custom)) {
  for (const tool of missing) {
    console.error(
      `Browser tests need ${tool.name} at ${tool.path}, and none is there. Install it (${tool.hint}).`,
    );
  }
  process.exit(1);
}
const packages = missing.flatMap((tool) => tool.packages).join(' ');
console.log(
  `${missing.map((tool) => tool.name).join(' and ')} not found: installing Debian's ${packages} (apt-get)...`,
);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
});
for (const tool of missing) {
  if (!fs.existsSync(tool.path)) {
    console.error(`apt-get finished but ${tool.path} is still missing.`);
    process.exit(1);
  }
}
