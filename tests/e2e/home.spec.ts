import { edition } from '../../content/edition';
import { links } from '../../content/links';
import { sponsors } from '../../content/sponsors';
import { expect, expectAccessible, moments, setClock, test } from './fixtures';

const { product } = edition;

test.describe('the home page', () => {
  test('before the start: counts down to the convention and says it is coming soon', async ({ page }) => {
    // 2 days, 3 hours, 4 minutes and 5 seconds before the doors open.
    await setClock(page, edition.dates.start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} 2025 is coming soon!`);
    const hero = page.locator('.hero');
    await expect(hero.getByRole('timer')).toHaveText('2:03:04:05');
    await page.clock.runFor(1000);
    await expect(hero.getByRole('timer')).toHaveText('2:03:04:04');
    await page.clock.runFor(61_000);
    await expect(hero.getByRole('timer')).toHaveText('2:03:03:03');
    await expectAccessible(page);
  });

  test('the countdown rests at zero when its target passes while the page is open', async ({ page }) => {
    await setClock(page, edition.dates.start - 2);
    await page.goto('/');
    await expect(page.locator('.hero').getByRole('timer')).toHaveText('0:00:00:02');
    await page.clock.runFor(2000);
    // At the start the hero switches to the live state.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} is live now!`);
  });

  test('during the convention: says it is live now', async ({ page }) => {
    await setClock(page, moments.eventLive);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} is live now!`);
  });

  test('after the end: says it has ended and points to the highlights', async ({ page }) => {
    await setClock(page, moments.afterFundraiserBlock);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} 2025 has ended.`);
    await expect(page.locator('.hero').getByRole('link', { name: 'Watch the highlights' })).toHaveAttribute(
      'href',
      links.highlightsChannel,
    );
  });

  test('links to tickets, livestream tickets, merch, schedule, transit, newsletter and four sponsors', async ({
    page,
  }) => {
    await setClock(page, moments.beforeFundraiserBlock);
    await page.goto('/');
    const quick = page.getByRole('navigation', { name: 'Get involved' });
    await expect(quick.getByRole('link', { name: 'Tickets', exact: true })).toHaveAttribute(
      'href',
      '/tickets',
    );
    await expect(quick.getByRole('link', { name: 'Livestream tickets' })).toHaveAttribute(
      'href',
      '/livestream-tickets',
    );
    await expect(quick.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/schedule');
    await expect(quick.getByRole('link', { name: 'Getting here' })).toHaveAttribute('href', '/transit');
    await expect(quick.getByRole('link', { name: 'Merch store' })).toHaveAttribute('href', links.merch);
    await expect(quick.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', links.newsletter);
    const sponsorList = page.getByRole('region', { name: 'Our sponsors' });
    await expect(sponsorList.getByRole('img')).toHaveCount(4);
    for (const sponsor of sponsors) {
      await expect(sponsorList.getByRole('link', { name: sponsor.name })).toHaveAttribute(
        'href',
        sponsor.href,
      );
    }
    await expect(page.getByRole('link', { name: 'livestream schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
  });

  test('embeds the event channel player, and the page still works when its script cannot load', async ({
    page,
    consoleErrors,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('https://embed.twitch.tv/**', (route) => route.abort());
    await setClock(page, moments.beforeFundraiserBlock);
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: `Watch the ${links.eventChannel} channel on Twitch` }),
    ).toBeVisible();
    await expect
      .poll(() => logged.some((text) => text.includes('live player could not be loaded')))
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('countdowns on the home page', () => {
  /** Each number of a countdown with the unit written under it, as laid out on the page. */
  const faceOf = (page: import('@playwright/test').Page, scope: string) =>
    page.locator(`${scope} .countdown__face`).evaluate((face) => {
      const numbers = [...face.querySelectorAll('.countdown__digits > span:not(.countdown__colon)')];
      const units = [...face.querySelectorAll('.countdown__units > span')].filter((unit) => unit.textContent);
      const centre = (box: DOMRect) => (box.left + box.right) / 2;
      return numbers.map((number, index) => {
        const digits = number.getBoundingClientRect();
        const unit = (units[index] as Element).getBoundingClientRect();
        return {
          number: number.textContent,
          unit: units[index]?.textContent,
          offCentre: Math.abs(centre(digits) - centre(unit)),
          under: unit.top >= digits.bottom - 2,
          onScreen: unit.left >= 0 && unit.right <= window.innerWidth && digits.right <= window.innerWidth,
        };
      });
    });

  for (const width of [390, 1280]) {
    test(`at ${width} px each number has its unit under it, and screen readers hear it in words`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await setClock(page, edition.dates.start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5));
      await page.goto('/');
      const timer = page.locator('.hero').getByRole('timer');
      // The digits keep their format.
      await expect(timer).toHaveText('2:03:04:05');
      await expect(timer).toHaveAccessibleName('2 days, 3 hours, 4 minutes and 5 seconds');
      const face = await faceOf(page, '.hero');
      expect(face.map(({ number, unit }) => [number, unit])).toEqual([
        ['2', 'days'],
        ['03', 'hours'],
        ['04', 'minutes'],
        ['05', 'seconds'],
      ]);
      for (const field of face) {
        expect(field.offCentre, field.unit ?? '').toBeLessThan(2);
        expect(field.under, field.unit ?? '').toBe(true);
        expect(field.onScreen, field.unit ?? '').toBe(true);
      }
      await expect(page.locator('.hero').getByText('minutes', { exact: true })).toBeVisible();
      await page.clock.runFor(1000);
      await expect(timer).toHaveAccessibleName('2 days, 3 hours, 4 minutes and 4 seconds');
    });

    test(`at ${width} px the page shows one countdown at a time`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Before the doors open, with the fundraiser block already shown: the doors count down, the stream
      // is given as a date.
      await setClock(page, moments.fundraiserCountdown);
      await page.goto('/');
      const block = page.getByRole('region', { name: '24-hour fundraising livestream' });
      await expect(block).toContainText('It starts on Saturday, April 12, 12:00 PM EDT (Boston time).');
      await expect(page.getByRole('timer')).toHaveCount(1);
      await expect(page.locator('.hero').getByRole('timer')).toBeVisible();
      await expect(block.getByRole('timer')).toHaveCount(0);
    });
  }

  test('once the doors are open, the fundraiser block counts down to its stream', async ({ page }) => {
    await setClock(page, moments.eventLive);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} is live now!`);
    const block = page.getByRole('region', { name: '24-hour fundraising livestream' });
    await expect(page.getByRole('timer')).toHaveCount(1);
    await expect(block.getByRole('timer')).toBeVisible();
    await expect(block.getByText('seconds', { exact: true })).toBeVisible();
  });
});

test.describe('the fundraiser block on the home page', () => {
  const block = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: '24-hour fundraising livestream' });

  test('is absent before 1741244400', async ({ page }) => {
    await setClock(page, moments.beforeFundraiserBlock);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(block(page)).toHaveCount(0);
  });

  test('counts down to the 24-hour stream', async ({ page }) => {
    await setClock(page, edition.dates.fundraiserStreamStart - (86_400 + 60));
    await page.goto('/');
    await expect(block(page).getByRole('timer')).toHaveText('1:00:01:00');
    await expect(block(page).getByRole('link', { name: 'See the schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    await expectAccessible(page);
  });

  test('is live now while the stream runs, with schedule and watch links and a player', async ({ page }) => {
    await setClock(page, moments.fundraiserLive);
    await page.goto('/');
    await expect(block(page)).toContainText('The fundraising livestream is live now!');
    await expect(block(page).getByRole('link', { name: 'See the schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    await expect(block(page).getByRole('link', { name: 'Watch on Twitch' })).toHaveAttribute(
      'href',
      links.eventChannelUrl,
    );
    await expect(block(page).locator('.live-player')).toHaveCount(1);
    // Only one player on the page, so two streams never play over each other.
    await expect(page.locator('.live-player')).toHaveCount(1);
  });

  test('says the stream ended and links to highlights after it, until 14 days after the convention', async ({
    page,
  }) => {
    await setClock(page, moments.fundraiserEnded);
    await page.goto('/');
    await expect(block(page)).toContainText('The fundraising livestream has ended.');
    await expect(block(page).getByRole('link', { name: 'Watch the highlights' })).toHaveAttribute(
      'href',
      links.highlightsChannel,
    );
  });

  test('is gone 14 days after the convention ends', async ({ page }) => {
    await setClock(page, edition.dates.end + 1_209_600 + 60);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(block(page)).toHaveCount(0);
  });
});
