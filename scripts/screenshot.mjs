// Takes screenshots of pages for a person to look at: node scripts/screenshot.mjs URL OUT.png [width] [epochSeconds]
import { chromium } from '@playwright/test';

const [url, out, width = '1280', at] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
});
if (at) await page.clock.install({ time: Number(at) * 1000 });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
