import type { Locator, Page } from '@playwright/test';
import { links } from '../../content/links';
import { bostonTransit, transitHistory, transitRoutes, walkFromStation } from '../../content/transit';
import { expect, expectAccessible, test } from './fixtures';

const sections = [...transitRoutes, bostonTransit, transitHistory];

/** The accordion button of a section and the panel it controls. */
async function section(page: Page, title: string): Promise<{ button: Locator; panel: Locator }> {
  const button = page.getByRole('button', { name: title });
  const panelId = await button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  return { button, panel: page.locator(`[id="${panelId}"]`) };
}

async function expectOpen(button: Locator, panel: Locator, open: boolean) {
  await expect(button).toHaveAttribute('aria-expanded', String(open));
  if (open) await expect(panel).toBeVisible();
  else await expect(panel).toBeHidden();
}

test.describe('the transit guide', () => {
  test('starts with every section closed and links the nearby-attractions PDF', async ({ page, request }) => {
    await page.goto('/transit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transit guide');
    for (const { title } of sections) {
      const { button, panel } = await section(page, title);
      await expectOpen(button, panel, false);
    }
    const attractions = page.getByRole('link', { name: 'Nearby attractions (PDF)' });
    await expect(attractions).toHaveAttribute('href', links.nearbyAttractionsPdf);
    const pdf = await request.get(links.nearbyAttractionsPdf);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(page);
  });

  test('each section opens and closes with the mouse', async ({ page }) => {
    await page.goto('/transit');
    for (const { title } of sections) {
      const { button, panel } = await section(page, title);
      await button.click();
      await expectOpen(button, panel, true);
      await button.click();
      await expectOpen(button, panel, false);
    }
  });

  test('each section opens and closes from the keyboard with Enter and Space', async ({ page }) => {
    await page.goto('/transit');
    for (const { title } of sections) {
      const { button, panel } = await section(page, title);
      await button.focus();
      await page.keyboard.press('Enter');
      await expectOpen(button, panel, true);
      await page.keyboard.press('Enter');
      await expectOpen(button, panel, false);
      await page.keyboard.press('Space');
      await expectOpen(button, panel, true);
      await page.keyboard.press('Space');
      await expectOpen(button, panel, false);
    }
  });

  test('keyboard users reach the sections with Tab', async ({ page }) => {
    await page.goto('/transit');
    await page.getByRole('link', { name: 'Nearby attractions (PDF)' }).focus();
    for (const { title } of sections) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: title })).toBeFocused();
    }
  });

  for (const route of transitRoutes) {
    test(`${route.title}: gives the route, the 7-minute walk from the station and a map`, async ({
      page,
    }) => {
      await page.goto('/transit');
      const { button, panel } = await section(page, route.title);
      await button.click();
      for (const step of route.steps) await expect(panel.getByText(step)).toBeVisible();
      await expect(panel.getByRole('heading', { name: walkFromStation.title })).toBeVisible();
      await expect(panel).toContainText('about 7 minutes');
      for (const step of walkFromStation.steps) await expect(panel.getByText(step)).toBeVisible();
      const map = panel.getByRole('img', { name: route.map.alt });
      await expect(map).toBeVisible();
      await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await button.click();
      await expect(map).toBeHidden();
    });
  }

  test('the Boston transit and history sections hold their texts', async ({ page }) => {
    await page.goto('/transit');
    for (const text of [bostonTransit, transitHistory]) {
      const { button, panel } = await section(page, text.title);
      await button.click();
      for (const paragraph of text.paragraphs) await expect(panel.getByText(paragraph)).toBeVisible();
    }
  });

  test('is accessible with every section open', async ({ page }) => {
    await page.goto('/transit');
    for (const { title } of sections) await page.getByRole('button', { name: title }).click();
    await expect(page.getByRole('img')).toHaveCount(transitRoutes.length + 1); // + the banner
    await expectAccessible(page);
  });
});
