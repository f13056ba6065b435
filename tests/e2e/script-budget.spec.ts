import { expect, test } from './fixtures';
import { budgetedRoutes, measureScripts } from './script-weight';

// The script budget, as a phone sees it: no public page makes a visitor download more than 120 KB of
// gzipped JavaScript before it goes quiet, and a stream overlay at most 30 KB (docs/decisions/041-script-
// budgets.md). Measured on a phone's screen, so what loads as the visitor nears it is counted if it loads.
test.use({ viewport: { width: 390, height: 844 } });

for (const { route, budgetBytes } of budgetedRoutes()) {
  test(`${route.path} fetches at most ${budgetBytes / 1024} KB of gzipped JavaScript by network idle`, async ({
    page,
  }) => {
    const weight = await measureScripts(page, route.path, budgetBytes);
    // Scripts did load: a page whose code failed to load would pass any budget.
    expect(weight.scripts.length).toBeGreaterThan(0);
    const list = weight.scripts.map((script) => `${script.url} ${script.gzipBytes}`).join('\n');
    expect(weight.gzipBytes, `${route.path} loaded:\n${list}`).toBeLessThanOrEqual(budgetBytes);
  });
}
