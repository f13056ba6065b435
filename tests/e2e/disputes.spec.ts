import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets } from './purchases';

// A buyer disputes a payment at PayPal (docs/product/organisers.md, "Disputes"): the dashboard marks the
// order, says how much PayPal holds, and the badge list marks the badge. A server of its own, so the
// held money starts at zero.

const password = 'e2e-organiser-password';
const emulator = '/paypal-emulator';

/** PayPal's capture of an order, read through the emulator as the server reads PayPal. */
async function captureOf(request: APIRequestContext, orderId: string): Promise<string> {
  const token = await request.post(`${emulator}/v1/oauth2/token`, {
    headers: {
      authorization: `Basic ${Buffer.from('emulator-client-id:emulator-client-secret').toString('base64')}`,
    },
    form: { grant_type: 'client_credentials' },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const order = await request.get(`${emulator}/v2/checkout/orders/${orderId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await order.json()) as {
    purchase_units: { payments: { captures: { id: string }[] } }[];
  };
  return body.purchase_units[0]!.payments.captures[0]!.id;
}

test('an organiser sees a disputed order, the money PayPal holds, and the disputed badge', async ({
  page,
  freshServer,
}) => {
  await buyInPersonTickets(freshServer.api, ['Dot Dispute'], 'dot@example.com');

  const listed = await freshServer.api.post('/api/organiser/orders', { data: { pass: password } });
  const { ticketOrders } = (await listed.json()) as { ticketOrders: { id: string }[] };
  const opened = await freshServer.api.post(`${emulator}/v1/customer/disputes`, {
    data: {
      capture_id: await captureOf(freshServer.api, ticketOrders[0]!.id),
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await page.goto(`${freshServer.url}/organiser?section=orders`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const order = page
    .getByRole('region', { name: 'Ticket orders' })
    .getByRole('article')
    .filter({ hasText: 'dot@example.com' });
  await expect(order).toContainText('Disputed at PayPal: $140.00, merchandise or service not received');
  const badge = page
    .getByRole('region', { name: /Badge list/ })
    .getByRole('row')
    .filter({ hasText: 'Dot Dispute' });
  await expect(badge.getByRole('cell').last()).toHaveText('Disputed');
  // The money held is on the overview, beside the rest of the money.
  await openSection(page, 'Overview');
  await expect(page.getByRole('region', { name: 'Disputes' })).toContainText(
    '$140.00 held in 1 open dispute',
  );
  await expect(page.getByRole('region', { name: 'Money raised' })).toContainText('$140.00');
});
