import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// Three organiser views of the donors' extras, driven on a desktop dashboard as an organiser uses them,
// each on a server of its own (totals from zero): the Milestones panel (docs/product/donations-and-
// incentives.md, "Milestones"), the bid war's "accepts suggestions" switch and a suggestion on the
// screening card ("Suggested options", docs/product/screening.md).

const password = 'e2e-organiser-password';

// Each drives a whole dashboard, donations and axe on a server of its own: more than a busy machine does in
// the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function signIn(page: Page, url: string, section: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/organiser?section=${section}`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
}

test('an organiser adds a milestone, sees it listed, and a donation reaching it marks it announced', async ({
  page,
  freshServer,
}) => {
  await signIn(page, freshServer.url, 'settings');
  const panel = page.getByRole('region', { name: 'Milestones' });
  await expect(panel.getByText('No milestones yet.')).toBeVisible();
  const field = panel.getByLabel('New milestone in dollars');
  await field.pressSequentially('50');
  await panel.getByRole('button', { name: 'Add milestone' }).click();
  await expect(panel.getByText('Added $50: announced on stream when the total reaches it.')).toBeVisible();
  await expect(field).toHaveValue('');
  const list = panel.getByRole('list', { name: 'Milestones, lowest first' });
  const fifty = list.getByRole('listitem').filter({ hasText: '$50' });
  await expect(fifty).toBeVisible();
  await expect(fifty).toContainText('not reached yet');
  await panel.screenshot({ path: 'test-results/milestones-added.png' });
  await expectAccessible(page);

  // Below it, nothing changes; the donation that takes the total past it marks it announced, live.
  await donate(freshServer.api, { name: 'Milo', amount: 20 });
  await donate(freshServer.api, { name: 'Mila', amount: 35 });
  await expect(fifty).toContainText('$50 · reached', { timeout: 10_000 });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Milestones' }).getByRole('listitem').filter({ hasText: '$50' }),
  ).toContainText('$50 · reached');
  await page
    .getByRole('region', { name: 'Milestones' })
    .screenshot({ path: 'test-results/milestones-announced.png' });
  await expectAccessible(page);
});

test('the bid war switch "accepts suggestions" is saved, and /donate offers a suggestion only while on', async ({
  page,
  context,
  freshServer,
}) => {
  const title = 'Which puzzle genre ends the stream?';
  const editor = () => page.getByRole('form', { name: `Edit "${title}"` });
  const box = () => editor().getByRole('checkbox', { name: /^Donors may suggest options/ });
  async function setSwitch(on: boolean) {
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await box().setChecked(on);
    await editor().getByRole('button', { name: 'Save incentive' }).click();
    await expect(page.getByText(`Saved "${title}".`)).toBeVisible();
  }
  async function donateOffersSuggestion() {
    const donatePage = await context.newPage();
    await donatePage.goto(`${freshServer.url}/donate/card`);
    await donatePage.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('12');
    await donatePage.getByRole('button', { name: /^Which puzzle genre ends the stream\?/ }).click();
    await expect(donatePage.getByRole('radio', { name: 'Killer sudoku' })).toBeVisible();
    const offered = await donatePage.getByRole('radio', { name: 'Suggest another option' }).count();
    return { donatePage, offered: offered > 0 };
  }

  await signIn(page, freshServer.url, 'incentives');
  // The demo's bid war has it on: off first, then on again, each surviving a reload.
  await setSwitch(false);
  await page.reload();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(box()).not.toBeChecked();
  await editor().getByRole('button', { name: 'Cancel' }).click();
  const off = await donateOffersSuggestion();
  expect(off.offered).toBe(false);
  await off.donatePage.close();

  await setSwitch(true);
  await page.reload();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(box()).toBeChecked();
  await editor().screenshot({ path: 'test-results/accepts-suggestions-editor.png' });
  await expectAccessible(page);

  const on = await donateOffersSuggestion();
  expect(on.offered).toBe(true);
  await on.donatePage.getByRole('radio', { name: 'Suggest another option' }).check();
  await expect(on.donatePage.getByRole('textbox', { name: /Your option/ })).toBeVisible();
  await on.donatePage.screenshot({ path: 'test-results/accepts-suggestions-donate.png', fullPage: true });
  await expectAccessible(on.donatePage);
});

test('a donation with a suggested option shows it on its screening card; the name is approved, the option denied', async ({
  page,
  freshServer,
}) => {
  await donate(freshServer.api, {
    name: 'Gale',
    amount: 15,
    message: 'Please add this one',
    incentiveID: 'finale-genre',
    suggestedOption: 'Sandwich sudoku',
  });
  await signIn(page, freshServer.url, 'donations');
  const queue = page.getByRole('list', { name: 'Waiting donations, oldest first' });
  const card = queue.getByRole('listitem').filter({ hasText: 'Gale' });
  await expect(card).toContainText('held for a suggested option');
  // The card names the bid war; the waiting option only on its own line, never as if it were listed.
  await expect(card.locator('.org-screening__head')).toContainText('Which puzzle genre ends the stream?');
  await expect(card.locator('.org-screening__head')).not.toContainText('Sandwich');
  await expect(card).toContainText('Suggests a new option: “Sandwich sudoku”');
  await expect(card).toContainText('Please add this one');
  await card.screenshot({ path: 'test-results/screening-card-suggestion.png' });
  await expectAccessible(page);

  // The name and message are fine, the option is not: one decision says both.
  await card.getByRole('button', { name: 'Approve name, deny option' }).click();
  const decided = queue.getByRole('listitem').filter({ hasText: 'Approved: $15.00 from Gale' });
  await expect(decided.getByRole('status')).toHaveText(
    'Approved: $15.00 from Gale; its option “Sandwich sudoku” denied.',
  );
  await decided.screenshot({ path: 'test-results/screening-card-name-approved-option-denied.png' });
  await expectAccessible(page);
  // Shown once the undo window ends; the option never is.
  await expect
    .poll(async () => (await freshServer.api.get('/api/donations/recent')).text(), { timeout: 20_000 })
    .toContain('Please add this one');
  expect(await (await freshServer.api.get('/api/incentives')).text()).not.toContain('Sandwich');
});
