// Makes content/public/preview-card.png, the 1200 x 630 image link previews show (content/page-previews.ts):
// node scripts/make-preview-card.mjs. Run it again after changing the banner or the edition's dates.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const banner = fs.readFileSync(path.join(root, 'content/images/banner.svg'), 'utf8');
const grid = banner.match(/<g transform="translate\(60 30\)"[\s\S]*?<\/g>/)?.[0] ?? '';

const html = `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; align-items: center; gap: 64px; padding: 0 80px; box-sizing: border-box;
    background: linear-gradient(135deg, #1d2a5b, #3b1f5c); color: #fff;
    font-family: 'DejaVu Sans', system-ui, sans-serif; }
  svg { flex: none; }
  h1 { font-size: 84px; margin: 0 0 24px; letter-spacing: -1px; }
  p { font-size: 38px; margin: 0 0 16px; color: #f6c945; line-height: 1.25; }
  .small { font-size: 30px; color: #e8e8f4; }
</style></head><body>
  <svg width="330" height="330" viewBox="-10 -10 200 200" aria-hidden="true">${grid.replace('translate(60 30)', 'translate(0 0)')}</svg>
  <div>
    <h1>Grid Gathering</h1>
    <p>Sudoku and pencil-puzzle convention, Boston</p>
    <p class="small">April 3-6, 2025 · charity livestream</p>
  </div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const out = path.join(root, 'content/public/preview-card.png');
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
