import { edition } from '../../content/edition';
import { myScheduleTexts, scheduleTexts } from '../../content/schedule';
import { readCalendar } from '../support/calendar-reading';
import { expect, expectAccessible, moments, setClock, test } from './fixtures';

// "My schedule" on /schedule (docs/product/schedule-and-info.md, "My schedule"): a visitor on a phone stars
// sessions, sees only those, keeps them across a reload (in this browser only), and subscribes to a
// calendar of just those.

const shots = 'test-results/my-schedule';
const picked = ['Opening ceremony', 'Classic sudoku qualifiers'];

test.describe('my schedule on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('stars sessions, shows only them, keeps them after a reload, and offers a calendar of just those', async ({
    page,
    request,
  }) => {
    await setClock(page, moments.fundraiserCountdown);
    await page.goto('/schedule');
    const row = (title: string) => page.getByRole('listitem').filter({ hasText: title });
    const star = (title: string) => page.getByRole('button', { name: `${myScheduleTexts.star} ${title}` });

    for (const title of picked) await star(title).tap();
    for (const title of picked) {
      await expect(
        row(title).getByRole('button', { name: `${myScheduleTexts.unstar} ${title}` }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    // A slip is undone by the same star.
    await star('Registration and badge pick-up').tap();
    await page
      .getByRole('button', { name: `${myScheduleTexts.unstar} Registration and badge pick-up` })
      .tap();

    const mineToggle = page.getByRole('button', { name: `${myScheduleTexts.showMine} (2)` });
    await mineToggle.tap();
    await expect(mineToggle).toHaveAttribute('aria-pressed', 'true');
    const shownTitles = page.locator('.schedule-row__title');
    await expect(shownTitles).toHaveCount(2);
    await expect(shownTitles.first()).toContainText(picked[0]!);
    await expect(shownTitles.nth(1)).toContainText(picked[1]!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/mine-390.png`, fullPage: true });
    await expectAccessible(page);

    const calendarLink = page.getByRole('link', { name: myScheduleTexts.addMineToCalendar });
    const href = await calendarLink.getAttribute('href');
    expect(href).toMatch(/^\/schedule\.ics\?entries=\d+,\d+$/);
    const feed = await request.get(href!);
    expect(feed.status()).toBe(200);
    const calendar = readCalendar(await feed.text());
    expect(calendar.events.map((event) => event.summary)).toEqual(picked);
    expect(calendar.events.every((event) => event.zone === edition.timeZone)).toBe(true);

    // Kept in this browser: a reload brings the stars back, and the whole schedule is shown again.
    await page.reload();
    await expect(star('Registration and badge pick-up')).toHaveAttribute('aria-pressed', 'false');
    for (const title of picked) {
      await expect(page.getByRole('button', { name: `${myScheduleTexts.unstar} ${title}` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: `${myScheduleTexts.showMine} (2)` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('says what to do while nothing is starred', async ({ page }) => {
    await setClock(page, moments.fundraiserCountdown);
    await page.goto('/schedule');
    await page.getByRole('button', { name: `${myScheduleTexts.showMine} (0)` }).tap();
    await expect(page.getByText(myScheduleTexts.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: myScheduleTexts.addMineToCalendar })).toHaveCount(0);
    await expect(page.getByRole('link', { name: scheduleTexts.addToCalendar })).toBeVisible();
    await expectAccessible(page);
  });
});

test('stars show on a desktop too, beside each session', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await setClock(page, moments.fundraiserCountdown);
  await page.goto('/schedule');
  await page.getByRole('button', { name: `${myScheduleTexts.star} ${picked[0]}` }).click();
  await expect(page.getByRole('button', { name: `${myScheduleTexts.showMine} (1)` })).toBeVisible();
  await page.screenshot({ path: `${shots}/stars-1280.png` });
  await expectAccessible(page);
});
