import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { isOwnEntryPage, isPublicPage, type PageRoute, pageRoutes } from '../../src/contracts/routes';

// What a visitor's phone downloads in JavaScript before the page goes quiet (docs/decisions/041-script-
// budgets.md): every script the page fetches from our origin until the network has been idle for half a
// second (Playwright's 'networkidle'), lazy chunks included, each counted gzipped at the level of the
// build's .gz files (vite.config.ts, precompress), so the figure does not depend on the encoding the
// browser asked for. Other origins (Twitch's player) are cut off: they cannot load on these machines, and
// a phone downloads them whatever our budget.

/** Gzipped bytes allowed by network idle: the overlays run for days on OBS machines; the rest on phones. */
export const scriptBudgetBytes = { overlay: 30 * 1024, publicPage: 120 * 1024 };

export interface ScriptWeight {
  path: string;
  budgetBytes: number;
  gzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
}

/** The pages with a budget: the public pages and the overlays, each once. */
export function budgetedRoutes(): { route: PageRoute; budgetBytes: number }[] {
  return pageRoutes.flatMap((route) => {
    if (isOwnEntryPage(route.page)) return [{ route, budgetBytes: scriptBudgetBytes.overlay }];
    return isPublicPage(route) ? [{ route, budgetBytes: scriptBudgetBytes.publicPage }] : [];
  });
}

export async function measureScripts(page: Page, path: string, budgetBytes: number): Promise<ScriptWeight> {
  const pending: Promise<{ url: string; gzipBytes: number } | undefined>[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter((script) => script !== undefined);
  const gzipBytes = scripts.reduce((total, script) => total + script.gzipBytes, 0);
  return { path, budgetBytes, gzipBytes, scripts };
}
