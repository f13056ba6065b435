import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium, with the flags this closed network needs (no background calls to Google's hosts).
const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
