import { donateInfo } from '../../content/donate';
import { expect, expectAccessible, test } from './fixtures';
import { sendCheer } from './send-cheer';
import { controlSocket } from './socket-control';

// The mark-a-cell overlay (docs/product/donations-and-incentives.md, "The mark-a-cell overlay"): cheers
// are sent to POST /api/twitch/eventsub signed as Twitch signs them (playwright.config.ts gives the
// server this secret and channel), and the overlay lights the cell they name.

const glowMs = donateInfo.markCellGlowSeconds * 1000;

test.describe('the /markcell overlay', () => {
  // One after another: they share the e2e server's marks, and one clears them all.
  test.describe.configure({ mode: 'serial' });

  test('a signed cheer lights r5c5 within a second, with the name beside it, and it goes dark after its time', async ({
    page,
    request,
  }) => {
    test.setTimeout(glowMs + 30_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    const socket = await controlSocket(page);
    await page.goto('/markcell');
    await expect(page.locator('[data-cell]')).toHaveCount(81);
    const cell = page.locator('[data-cell="r5c5"]');
    await expect(cell).not.toHaveAttribute('data-marked');
    await socket.connected();

    await sendCheer(request, 'Cheer100 !markcell r5c5', 100, 'GridGazer');
    const sentAt = Date.now();
    await expect(cell).toHaveAttribute('data-marked', '', { timeout: 1_000 });
    await expect(cell).toContainText('GridGazer 100 bits');
    await expect(page.locator('[data-marked]')).toHaveCount(1);

    await expect(cell).not.toHaveAttribute('data-marked', { timeout: glowMs + 5_000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(glowMs - 1_000);
  });

  test('a cheer that arrives while the overlay is reconnecting still shows once it is back', async ({
    page,
    request,
  }) => {
    const socket = await controlSocket(page);
    await page.goto('/markcell?size=9&x=100&y=50&width=630');
    await socket.connected();
    await socket.cut();
    await sendCheer(request, 'Cheer60 !markcell r2c8', 60, 'LateLaura');
    await sendCheer(request, 'Cheer75 !MARKCELL R2C8', 75, 'EarlyEd');
    await socket.restore();
    const cell = page.locator('[data-cell="r2c8"]');
    await expect(cell).toHaveAttribute('data-marked', '', { timeout: 10_000 });
    // Two marks on one cell stack their names; neither hides the other.
    await expect(cell.getByRole('listitem')).toHaveText(['LateLaura 60 bits', 'EarlyEd 75 bits']);
    // The grid sits where the address puts it.
    const grid = await page.locator('[data-cell="r1c1"]').boundingBox();
    expect(grid?.x).toBeCloseTo(100 + 3, 0);
    expect(grid?.y).toBeCloseTo(50 + 3, 0);
  });

  test('the grid is drawn where the address puts it before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/markcell?size=4&x=100&y=50&width=400');
      await expect(page.locator('[data-cell]')).toHaveCount(16);
      const first = await page.locator('[data-cell="r1c1"]').boundingBox();
      expect(first?.x).toBeCloseTo(100 + 3, 0);
      expect(first?.y).toBeCloseTo(50 + 3, 0);
    } finally {
      await context.close();
    }
  });

  test('organisers see that cheers are connected and clear every glowing mark from the dashboard', async ({
    browser,
    page,
    request,
  }) => {
    await page.goto('/markcell');
    await sendCheer(request, 'Cheer50 !markcell r9c9', 50, 'CornerCarl');
    const cell = page.locator('[data-cell="r9c9"]');
    await expect(cell).toHaveAttribute('data-marked', '');

    const dashboard = await browser.newPage();
    await dashboard.goto('/organiser?section=settings');
    await dashboard.getByLabel('Organiser password').fill('e2e-organiser-password');
    await dashboard.getByRole('button', { name: 'Go', exact: true }).click();
    const panel = dashboard.getByRole('region', { name: 'Twitch cheers' });
    await expect(panel).toContainText('Cheers are connected');
    // The open overlay told the server which one it is (the earlier tests' overlays are closed).
    const overlays = dashboard.getByRole('region', { name: 'Overlays' }).getByRole('listitem');
    await expect(
      overlays.filter({ hasText: 'Mark a cell (/markcell)' }).filter({ hasText: 'Connected now' }),
    ).toHaveCount(1);
    await panel.getByRole('button', { name: 'Clear all marks' }).click();
    await expect(panel).toContainText(/Cleared \d+ marks?\./);
    await expect(cell).not.toHaveAttribute('data-marked', { timeout: 2_000 });
    await dashboard
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Donations' })
      .click();
    await expect(dashboard.getByText('Twitch cheer of 50 bits').first()).toBeVisible();
    await dashboard.close();
  });

  test('the bits page says cheers are connected and what bits count toward', async ({ page }) => {
    await page.goto('/donate/bits');
    const where = page.getByRole('region', { name: 'Where your bits go' });
    await expect(where).toContainText('Cheers are connected right now');
    await expect(where).toContainText('1 bit counts as 1 cent, so 100 bits add $1.00');
    await expect(where).toContainText('Bits count toward the total only');
    await expectAccessible(page);
  });
});
