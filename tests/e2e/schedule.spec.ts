import { edition } from '../../content/edition';
import { scheduleSeed, scheduleTexts, timeslotThreshold } from '../../content/schedule';
import { expect, expectAccessible, moments, setClock, test } from './fixtures';

const timedCount = scheduleSeed.filter((entry) => entry.start >= timeslotThreshold).length;
const untimedTitles = scheduleSeed.filter((entry) => entry.start < timeslotThreshold).map((e) => e.events);

test.describe('the schedule page', () => {
  test('reached from another page, says it is loading until the schedule arrives', async ({ page }) => {
    await setClock(page, moments.fundraiserCountdown);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/schedule', async (route) => {
      await held;
      await route.continue();
    });
    // Sent by the server, the page comes with the schedule (rendered-data.spec.ts); followed from a link
    // inside the app, it loads it.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page.getByText(scheduleTexts.loading, { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream schedule' })).toBeVisible();
    await expect(page.getByText(scheduleTexts.loading, { exact: true })).toBeHidden();
  });

  test('after the cutoff says the event has ended and shows no entries', async ({ page }) => {
    await setClock(page, edition.dates.end);
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream schedule' })).toBeVisible();
    await expect(page.getByText('The current event has ended. Catch us next time!')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Opening ceremony' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('before the cutoff shows the tentative schedule by day in Boston time, untimed entries below the divider', async ({
    page,
  }) => {
    await setClock(page, moments.fundraiserCountdown);
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream schedule' })).toBeVisible();
    await expect(page.getByText(/tentative/)).toBeVisible();
    await expect(page.getByText('Times are shown in Boston time (EDT).')).toBeVisible();

    const days = page.getByRole('heading', { level: 2 });
    await expect(days).toHaveText([
      'Thursday, April 3',
      'Friday, April 4',
      'Saturday, April 5',
      'Sunday, April 6',
      scheduleTexts.untimedIntro,
    ]);
    const thursday = page.getByRole('region', { name: 'Thursday, April 3' });
    const firstRow = thursday.getByRole('listitem').first();
    await expect(firstRow).toContainText('11:00 AM – 12:00 PM');
    await expect(firstRow).toContainText('Registration and badge pick-up');
    await expect(firstRow).toContainText('Hotel lobby');
    await expect(firstRow).toContainText('Hosted by The Grid Gathering team');
    await expect(thursday.getByRole('listitem').nth(1)).toContainText(
      'Welcome, house rules, and the first puzzle',
    );
    // The late-night session runs past midnight but stays under the day it starts.
    await expect(
      page.getByRole('region', { name: 'Saturday, April 5' }).getByRole('listitem').last(),
    ).toContainText('10:00 PM – 12:30 AM');
    await expect(page.getByRole('region').getByRole('listitem')).toHaveCount(
      timedCount + untimedTitles.length,
    );

    const untimed = page.getByRole('region', { name: scheduleTexts.untimedIntro });
    await expect(untimed.getByRole('separator')).toBeAttached();
    await expect(untimed.getByRole('heading', { level: 3 })).toHaveText(untimedTitles);
    await expect(untimed).not.toContainText(/\d:\d\d [AP]M/);

    // Nothing is running yet, so nothing is highlighted.
    await expect(page.locator('[aria-current="time"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: scheduleTexts.jumpToNow })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('rows alternate colours', async ({ page }) => {
    await setClock(page, moments.fundraiserCountdown);
    await page.goto('/schedule');
    const rows = page.getByRole('region', { name: 'Thursday, April 3' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const colours = await rows.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).backgroundColor),
    );
    expect(colours[0]).not.toBe(colours[1]);
    expect(colours[0]).toBe(colours[2]);
    expect(colours[1]).toBe(colours[3]);
  });

  test('highlights the entry running now and jumps to it', async ({ page }) => {
    // Friday 4:53 PM in Boston, during the 4:30 PM live solve.
    await setClock(page, moments.eventLive);
    await page.goto('/schedule');
    const current = page.locator('[aria-current="time"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Live solve: the hardest grid of the year');
    await expect(current).toContainText('4:30 PM – 6:00 PM');
    await expect(current.getByText('Now', { exact: true })).toBeVisible();

    await expect(current).not.toBeInViewport();
    await page.getByRole('link', { name: scheduleTexts.jumpToNow }).click();
    await expect(current).toBeInViewport();
    await expect(current).toBeFocused();
    await expectAccessible(page);
  });

  test('links to the calendar feed, which holds every timed entry at its Boston time', async ({
    page,
    request,
  }) => {
    await setClock(page, moments.fundraiserCountdown);
    await page.goto('/schedule');
    await expect(page.getByRole('link', { name: scheduleTexts.addToCalendar })).toHaveAttribute(
      'href',
      '/schedule.ics',
    );
    const feed = await request.get('/schedule.ics');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const text = await feed.text();
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(timedCount);
    expect(lines).toContain('DTSTART;TZID=America/New_York:20250403T110000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20250406T003000');
    expect(lines).toContain('SUMMARY:Opening ceremony');
  });
});

test.describe('the schedule seen from London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('switches to local time and back to Boston time', async ({ page }) => {
    await setClock(page, moments.fundraiserCountdown);
    await page.goto('/schedule');
    const firstRow = page.getByRole('region', { name: 'Thursday, April 3' }).getByRole('listitem').first();
    await expect(firstRow).toContainText('11:00 AM – 12:00 PM');

    await page.getByRole('link', { name: 'Show times in your local time' }).click();
    await expect(page.getByText('Times are shown in your local time (Europe/London, GMT+1).')).toBeVisible();
    // London is five hours ahead of Boston in April.
    await expect(firstRow).toContainText('4:00 PM – 5:00 PM');
    // 10 PM Saturday in Boston is 3 AM Sunday in London: the entry moves to Sunday.
    const sunday = page.getByRole('region', { name: 'Sunday, April 6' });
    await expect(sunday.getByRole('listitem').first()).toContainText('3:00 AM – 5:30 AM');
    await expect(sunday.getByRole('listitem').first()).toContainText('Late-night speed solving');

    await page.getByRole('link', { name: 'Show times in Boston time' }).click();
    await expect(page.getByText('Times are shown in Boston time (EDT).')).toBeVisible();
    await expect(firstRow).toContainText('11:00 AM – 12:00 PM');
    await expect(page.getByRole('region', { name: 'Sunday, April 6' })).not.toContainText('Late-night');
  });
});
