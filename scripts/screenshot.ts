// Takes screenshots of pages for a person to look at: npx tsx scripts/screenshot.ts URL OUT.png [width] [epochSeconds]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';

const [url, out, width = '1280', at] = process.argv.slice(2);
if (!url || !out) throw new Error('Usage: npx tsx scripts/screenshot.ts URL OUT.png [width] [epochSeconds]');
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
});
if (at) await page.clock.install({ time: Number(at) * 1000 });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
