import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { openSection, type SectionName } from './organiser-sections';
import { buyInPersonTickets, buyLivestreamTickets, donate } from './purchases';
import { atEachWidth } from './widths';

// The dashboard fits the screen it is on (docs/product/organisers.md, "The dashboard", "Orders"): at a
// laptop's 1280 px and a phone's 390 px no table, order card or confirmation is cut off or scrolls
// sideways, and a refund's confirmation stands outside any table, naming the people it stops.

const password = 'e2e-organiser-password';
const shots = 'test-results/dashboard-fit';

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/organiser`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
}

/**
 * What sticks out: the page wider than the screen, a table wider than the box that holds it, or any
 * element of the dashboard whose right edge passes its card's. Empty when everything fits.
 */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const wrap of document.querySelectorAll<HTMLElement>('.org-table-wrap')) {
      if (wrap.scrollWidth > wrap.clientWidth + 1)
        found.push(
          `table in "${wrap.closest('section')?.querySelector('h2')?.textContent}" scrolls sideways`,
        );
    }
    // Clipped out of sight on purpose: a phone's table headers, said to screen readers only.
    const clipped = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).clipPath !== 'none') return true;
      return false;
    };
    for (const card of document.querySelectorAll<HTMLElement>('.organiser-page .card')) {
      const right = card.getBoundingClientRect().right;
      for (const element of card.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 1 && !clipped(element))
          found.push(
            `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}" passes its card`,
          );
      }
    }
    return found;
  });
}

atEachWidth([1280, 390], (width) => {
  test('the Orders room fits, and refunding a badge names the person; two name both, in the plural', async ({
    page,
    freshServer,
  }) => {
    test.slow();
    await buyInPersonTickets(
      freshServer.api,
      ['Quinn Desk', 'Rory Desk', 'Sam Desk'],
      'desk.family.with.a.rather.long.address@example.com',
    );
    await buyLivestreamTickets(freshServer.api, 2, ['vi@example.com', 'vo@example.com']);
    await signIn(page, freshServer.url);
    await openSection(page, 'Orders');
    const orders = page.getByRole('region', { name: 'Ticket orders' });
    await expect(orders.getByRole('article')).toHaveCount(2);
    const order = orders.getByRole('article').filter({ hasText: 'Quinn Desk' });

    // One badge: the confirmation names Rory and the badge's code, in the singular.
    await order.getByRole('checkbox', { name: 'Rory Desk' }).check();
    await order.getByRole('button', { name: 'Refund 1 badge…' }).click();
    const question = order.getByText(/^Refund \$140\.00 to the buyer through PayPal for this badge:/);
    await expect(question).toHaveText(
      /for this badge: Rory Desk \([A-Z0-9]{6}\)\? This badge stops admitting at the door\. This cannot be undone\.$/,
    );
    // Not inside a table, and wholly on screen beside the person who asked.
    expect(await question.evaluate((element) => element.closest('table, .org-table-wrap'))).toBeNull();
    await expect(question).toBeInViewport({ ratio: 1 });
    expect(await overflows(page)).toEqual([]);
    await order.screenshot({ path: `${shots}/orders-one-badge-${width}.png` });
    await expectAccessible(page);

    // Two badges: both named, in the plural.
    await order.getByRole('button', { name: 'Go back' }).click();
    await order.getByRole('checkbox', { name: 'Sam Desk' }).check();
    await order.getByRole('button', { name: 'Refund 2 badges…' }).click();
    await expect(
      order.getByText(
        /for these 2 badges: Rory Desk \([A-Z0-9]{6}\) and Sam Desk \([A-Z0-9]{6}\)\? These 2 badges stop admitting at the door\./,
      ),
    ).toBeVisible();
    await order.getByRole('button', { name: 'Yes, refund $280.00' }).click();
    await expect(order.getByRole('status').first()).toHaveText(
      /^Refunded \$280\.00 for Rory Desk \([A-Z0-9]{6}\) and Sam Desk \([A-Z0-9]{6}\)\.$/,
    );

    // The rest of the order, once the list shows those two refunded: its confirmation names the one
    // badge still standing.
    await expect(order.getByRole('checkbox', { name: 'Sam Desk' })).toBeDisabled();
    await order.getByRole('button', { name: /^Refund ticket order / }).click();
    await order.getByRole('button', { name: 'Next' }).click();
    await expect(
      order.getByText(
        /It is all that is left, so it cancels this badge: Quinn Desk \([A-Z0-9]{6}\)\. This badge stops admitting at the door\./,
      ),
    ).toBeVisible();
    expect(await overflows(page)).toEqual([]);
    await order.screenshot({ path: `${shots}/orders-rest-${width}.png` });

    // A livestream order names its viewers by address.
    const stream = orders.getByRole('article').filter({ hasText: 'vi@example.com' });
    await stream.getByRole('checkbox', { name: 'vi@example.com' }).check();
    await stream.getByRole('button', { name: 'Refund 1 stream link…' }).click();
    await expect(
      stream.getByText(
        /for this viewer: vi@example\.com \([A-Z0-9]{6}\)\? Their stream link stops working\./,
      ),
    ).toBeVisible();
    expect(await overflows(page)).toEqual([]);
    await expectAccessible(page);
  });

  test('every section’s tables fit the screen', async ({ page, freshServer }) => {
    test.slow();
    await buyInPersonTickets(freshServer.api, ['Ana Fit', 'Bo Fit'], 'fit@example.com', {
      dietaryRestrictionsDetails: 'No peanuts, no tree nuts, and nothing cooked near them please',
      accomodationsDetails: 'Step-free room near the lift',
      volunteer: true,
      dinner: true,
    });
    await buyLivestreamTickets(freshServer.api, 1);
    await donate(freshServer.api, { name: 'Fit Donor', amount: 12, message: 'Good luck!' });
    await signIn(page, freshServer.url);
    const sections: SectionName[] = [
      'Overview',
      'Donations',
      'Orders',
      'Incentives',
      'Schedule',
      'Codes',
      'Email',
      'Editions',
      'Settings',
    ];
    for (const name of sections) {
      await openSection(page, name);
      await expect(page).toHaveURL(name === 'Overview' ? /\/organiser$/ : /section=/);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (name === 'Overview') {
        // The charts' tables, opened as an organiser opens them.
        for (const table of await page.getByText('Show as table').all()) await table.click();
      }
      expect(await overflows(page), name).toEqual([]);
      await page.screenshot({ path: `${shots}/${name.toLowerCase()}-${width}.png`, fullPage: true });
    }
  });
});
