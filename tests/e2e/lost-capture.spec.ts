import type { Page, Route } from '@playwright/test';
import { progressSummarySchema } from '../../src/contracts/progress';
import { expect } from './fixtures';
import { test } from './fresh-server';
import { agreeToTerms, more, payButton } from './ticket-steps';

// A capture whose answer never reaches the page (a mobile network drop, a proxy's 5xx) on each page that
// takes money (docs/decisions/035-one-checkout-flow.md): the request reaches the server and is
// processed, only the answer is lost. The page asks again for the same order, or, reloaded, resumes it:
// one PayPal order, one purchase, and the approved (or pending) screen; never an invitation to pay again.

interface PaymentPage {
  path: string;
  /** Fills the form and goes as far as the payment buttons. */
  toPayment(page: Page): Promise<void>;
  /** What the approved screen says on this page. */
  approved: string;
  /** What one purchase adds to the public totals. */
  sold: { ticketsSold: number; totalRaised: number };
}

const pages: PaymentPage[] = [
  {
    path: '/tickets',
    async toPayment(page) {
      await more(page, 'Adult').click();
      await page.getByLabel('Name on Badge (Adult 1)').fill('Lost Answer Lou');
      await page.getByLabel('Phone number').fill('617 555 0123');
      await page.getByLabel('Email', { exact: true }).fill('lou@example.com');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await agreeToTerms(page);
    },
    approved: 'Your attendance has been recorded',
    sold: { ticketsSold: 1, totalRaised: 140 },
  },
  {
    path: '/livestream-tickets',
    async toPayment(page) {
      await more(page, 'Adult').click();
      await page.getByLabel('Email (Adult 1)').fill('lou@example.com');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await agreeToTerms(page);
    },
    approved: 'A link to the stream will arrive shortly by email.',
    sold: { ticketsSold: 1, totalRaised: 30 },
  },
  {
    path: '/donate/card',
    async toPayment(page) {
      await expect(page.getByRole('radio', { name: 'No incentive' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Display name' }).fill('Lost Answer Lou');
      await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('7');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    },
    approved: 'Your donation has been received! Please allow some time for it to appear on stream.',
    sold: { ticketsSold: 0, totalRaised: 7 },
  },
];

/** Every create call the page makes. */
function countCreates(page: Page) {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (/\/create$/.test(new URL(request.url()).pathname)) creates.push(request.url());
  });
  return creates;
}

/**
 * Lets capture calls reach the server but loses their answers, the first only or, with `untilReleased`,
 * every one until release() (so a reload can come before the page asks again).
 */
async function loseCaptureAnswers(page: Page, { untilReleased }: { untilReleased: boolean }) {
  let losing = true;
  const lost: string[] = [];
  await page.route('**/capture', async (route: Route) => {
    if (!losing) return route.continue();
    if (!untilReleased) losing = false;
    lost.push(route.request().url());
    await route.fetch();
    await route.abort('failed');
  });
  return {
    lost,
    release: () => {
      losing = false;
    },
  };
}

async function expectOnePurchase(page: Page, url: string, sold: PaymentPage['sold']) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${url}/api/progress`);
      const summary = progressSummarySchema.parse(await answer.json());
      return { ticketsSold: summary.ticketsSold, totalRaised: summary.totalRaised };
    })
    .toEqual(sold);
}

async function expectApprovedOrPending(page: Page, approved: string) {
  const approvedText = page.getByText(approved, { exact: false });
  const pending = page.getByRole('heading', { level: 1, name: 'Your payment is being processed' });
  await expect(approvedText.or(pending)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
}

for (const { path, toPayment, approved, sold } of pages) {
  test.describe(path, () => {
    /** Pays on the page, its create calls counted and the capture's answers lost on the way back. */
    async function payLosingCaptures(page: Page, serverUrl: string, lose: { untilReleased: boolean }) {
      await page.goto(`${serverUrl}${path}`);
      await toPayment(page);
      const creates = countCreates(page);
      const capture = await loseCaptureAnswers(page, lose);
      await payButton(page).click();
      return { creates, capture };
    }

    test('a lost capture answer is asked for again: one order, one purchase, the approved screen', async ({
      page,
      freshServer,
    }) => {
      const { creates, capture } = await payLosingCaptures(page, freshServer.url, { untilReleased: false });
      await expectApprovedOrPending(page, approved);
      expect(capture.lost).toHaveLength(1);
      expect(creates).toHaveLength(1);
      await expectOnePurchase(page, freshServer.url, sold);
    });

    test('reloaded right after the lost answer, the page resumes the same order', async ({
      page,
      freshServer,
    }) => {
      const { creates, capture } = await payLosingCaptures(page, freshServer.url, { untilReleased: true });
      await expect.poll(() => capture.lost.length).toBeGreaterThan(0);
      capture.release();
      await page.reload();
      await expectApprovedOrPending(page, approved);
      expect(new Set(capture.lost).size).toBe(1);
      expect(creates).toHaveLength(1);
      await expectOnePurchase(page, freshServer.url, sold);

      // The answer was final: the next visit starts afresh.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeVisible();
      expect(creates).toHaveLength(1);
    });
  });
}
