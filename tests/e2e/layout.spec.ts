import { edition } from '../../content/edition';
import { socialLinks } from '../../content/links';
import { navigation } from '../../src/contracts/routes';
import { expect, expectAccessible, test } from './fixtures';

test.describe('the shared layout', () => {
  test('has the banner linking home, the navigation, and the footer with contact and social links', async ({
    page,
  }) => {
    await page.goto('/about');
    const banner = page.getByRole('link', { name: `${edition.product} home` });
    await expect(banner).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of navigation) {
      await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: edition.email })).toHaveAttribute(
      'href',
      `mailto:${edition.email}`,
    );
    for (const social of socialLinks) {
      const link = footer.getByRole('link', { name: social.label, exact: true });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('every navigation link opens its page', async ({ page }) => {
    await page.goto('/');
    for (const item of navigation) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('link', { name: `${edition.product} home` }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows the background image while the layout is displayed', async ({ page }) => {
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundImage))
      .toContain('url(');
  });

  test('keyboard users reach every navigation link with Tab', async ({ page }) => {
    await page.goto('/');
    const reached = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      if (href) reached.add(href);
    }
    for (const item of navigation) expect(reached).toContain(item.path);
  });

  test('an unknown address shows 404 with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expectAccessible(page);
  });

  test('/program and /survey redirect to the program PDF and the survey form', async ({ request }) => {
    const program = await request.get('/program', { maxRedirects: 0 });
    expect(program.status()).toBe(302);
    expect(program.headers().location).toBe('/files/program-2025.pdf');
    const survey = await request.get('/survey', { maxRedirects: 0 });
    expect(survey.status()).toBe(302);
    expect(survey.headers().location).toMatch(/^https:\/\//);
  });
});
