import fs from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { buyInPersonTickets } from './purchases';

// The attendee list on the organiser dashboard (docs/product/organisers.md, "Attendees"), on a phone held
// at the door and on a laptop. Each test has a server of its own, so the counts are exact.

const password = 'e2e-organiser-password';

async function twoOrders(api: APIRequestContext) {
  await buyInPersonTickets(api, ['Ada Solver', 'Ben Setter'], 'ada@example.com', {
    phone: '+16175550111',
    dietaryRestrictionsDetails: 'Vegan, no nuts',
    volunteer: true,
  });
  await buyInPersonTickets(api, ['Cy Quill'], 'cy@example.com', {
    phone: '+16175550122',
    accomodationsDetails: 'Step-free seat near the door',
    dinner: true,
  });
}

async function openAttendees(page: Page, url: string) {
  await page.goto(`${url}/organiser?section=orders`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Attendees' });
  await expect(panel).toContainText('Coming: 2 orders, 3 people');
  return panel;
}

/** True when the panel, or its table inside its own box, is wider than the screen gives it. */
const tooWide = (panel: Locator) =>
  panel.evaluate((section) =>
    [section, ...section.querySelectorAll('.org-table-wrap')].some(
      (box) =>
        box.scrollWidth > box.clientWidth ||
        box.getBoundingClientRect().right > document.documentElement.clientWidth,
    ),
  );

test.describe('the attendee list', () => {
  test('on a 390 px phone: rows stack, a filter narrows them and shows its count', async ({
    page,
    freshServer,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await twoOrders(freshServer.api);
    const panel = await openAttendees(page, freshServer.url);
    const rows = panel.locator('tbody tr');
    await expect(rows).toHaveCount(2);

    const dietary = panel.getByRole('checkbox', { name: /Has dietary needs/ });
    await expect(dietary).toHaveAccessibleName('Has dietary needs (1 order, 2 people)');
    await dietary.check();
    await expect(rows).toHaveCount(1);
    await expect(panel.getByRole('status')).toHaveText('Showing 1 order, one CSV line per badge.');
    const row = rows.first();
    await expect(row).toContainText('Vegan, no nuts');
    await expect(row).toContainText('Ada Solver');
    await expect(row).toContainText('Ben Setter');
    await expect(row).toContainText('ada@example.com');
    await expect(row).toContainText('+16175550111');
    await expect(panel).not.toContainText('Cy Quill');

    // Stacked: each value under its column's name, one below the other, inside the phone's width.
    const badges = await row.getByRole('cell').filter({ hasText: 'Ada Solver' }).boundingBox();
    const needs = await row.getByRole('cell').filter({ hasText: 'Vegan, no nuts' }).boundingBox();
    expect(needs?.x).toBe(badges?.x);
    expect(needs?.y).toBeGreaterThan((badges?.y ?? 0) + (badges?.height ?? 0) - 1);
    expect(await tooWide(panel)).toBe(false);
    await expectAccessible(page);

    await dietary.uncheck();
    await expect(rows).toHaveCount(2);
  });

  test('on a 1280 px screen: a table; the Dinner filter and its CSV hold only the dinner order', async ({
    page,
    freshServer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await twoOrders(freshServer.api);
    const panel = await openAttendees(page, freshServer.url);
    const table = panel.getByRole('table', { name: 'Attendees, newest order first' });
    await expect(table.getByRole('columnheader', { name: 'Dietary needs' })).toBeVisible();

    const dinner = panel.getByRole('checkbox', { name: /Dinner/ });
    await expect(dinner).toHaveAccessibleName('Dinner (1 order, 1 person)');
    await dinner.check();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('cell')).toHaveText([
      /\d:\d\d [AP]M/,
      'cy@example.com+16175550122',
      /^Cy Quill Adult · \w{6}/,
      '–',
      'Step-free seat near the door',
      'Dinner',
      '$140.00',
    ]);
    // Every column fits: the table needs no scrolling of its own.
    expect(await tooWide(panel)).toBe(false);

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('attendees.csv');
    const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Order,Bought \(UTC\),Buyer email,Phone,Badge code,Badge name,Ticket/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",cy@example.com,'+16175550122,");
    expect(lines[1]).toContain(
      ',Cy Quill,adult,yes,no,,yes,Step-free seat near the door,no,yes,,140.00,0.00,no',
    );
    await expectAccessible(page);
  });
});
