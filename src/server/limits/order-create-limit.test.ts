import { describe, expect, it } from 'vitest';
import { captureDonation, createDonationOrder, donate, donationBody } from '../../../tests/support/donations';
import { approveAndCapture, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// The order limit counts orders left unpaid (docs/decisions/063-order-limit-counts-unpaid-orders.md): a
// venue's Wi-Fi is one address for everyone there, and each of them who pays must get through.

describe.each(testEngines)('the order limit of one shared address on %s', (engine) => {
  // The default limit: 60 orders per 10 minutes.
  const app = appForSuite(engine);

  const tooMany = 'Too many orders from your address; please wait 10 minutes and try again.';
  const startTickets = (from: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/tickets/create',
      payload: inPersonOrder(),
      remoteAddress: from,
    });

  it('takes 100 paid donations from one address in 10 minutes', { timeout: 90_000 }, async () => {
    const wifi = '198.51.100.7';
    const paid: string[] = [];
    // Ten people at a time, as a hall of donors would.
    for (let round = 0; round < 10; round++) {
      const batch = Array.from({ length: 10 }, () =>
        donate(app, donationBody({ amount: 5 }), { from: wifi }),
      );
      paid.push(...(await Promise.all(batch)));
    }
    expect(new Set(paid).size).toBe(100);
    expect((await createDonationOrder(app, donationBody(), wifi)).status).toBe(201);
  });

  it('still refuses a burst of orders left unpaid, past the 60th', async () => {
    const script = '198.51.100.8';
    for (let i = 0; i < 60; i++)
      expect((await createDonationOrder(app, donationBody(), script)).status).toBe(201);
    const refused = await createDonationOrder(app, donationBody(), script);
    expect(refused).toEqual({ status: 429, body: { error: tooMany } });
    expect((await startTickets(script)).statusCode).toBe(429);
  });

  it('lets one more order through from a refused address once one of its orders is paid', async () => {
    const hall = '198.51.100.9';
    const ticketOrder = (await startTickets(hall)).json<{ id: string }>().id;
    let donation = '';
    for (let i = 0; i < 59; i++)
      donation = (await createDonationOrder(app, donationBody(), hall)).body.id ?? '';
    expect((await createDonationOrder(app, donationBody(), hall)).status).toBe(429);

    await approveAndCapture(app, ticketOrder);
    expect((await createDonationOrder(app, donationBody(), hall)).status).toBe(201);
    expect((await createDonationOrder(app, donationBody(), hall)).status).toBe(429);

    await approveAndCapture(app, donation, { captureWith: captureDonation });
    expect((await startTickets(hall)).statusCode).toBe(201);
  });
});
