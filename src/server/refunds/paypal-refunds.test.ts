import { describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, livestreamOrder } from '../../../tests/support/purchases';
import {
  dashboardOrders,
  progress,
  raisedFor,
  refundInPayPal,
  refundMails,
  resendRefundEvent,
} from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { organiserDonationsSchema } from '../../contracts/organiser-edits';

// Refunds made in PayPal's own dashboard and chargebacks reach us as PAYMENT.CAPTURE.REFUNDED and
// PAYMENT.CAPTURE.REVERSED webhooks (docs/product/payments.md, "Refunds and chargebacks").

describe.each(testEngines)('refunds and chargebacks reported by PayPal on %s', (engine) => {
  const app = appForSuite(engine);

  const publicDonations = async () =>
    donationHistoryResponseSchema.parse(
      (
        await app.server.inject({ method: 'POST', url: '/api/donations', payload: { after: '2024-11-18' } })
      ).json(),
    );
  const donationIdOf = async (orderId: string) =>
    Number(
      (
        await app.database.handle.db
          .selectFrom('donations')
          .select('id')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('a partial refund then a chargeback take a donation out of the total, its incentive and the lists', async () => {
    const option = 'finale-genre:killer';
    const raisedBefore = { option: await raisedFor(app, option), war: await raisedFor(app, 'finale-genre') };
    await donate(app, donationBody({ name: 'Earlier donor', amount: 5 }));
    const orderId = await donate(app, donationBody({ name: 'Kim', amount: 25, incentiveID: option }));
    const donationId = await donationIdOf(orderId);
    const before = await progress(app);
    expect(before.lastDonation).toMatchObject({ id: donationId, name: 'Kim', amount: 25 });

    const partial = await refundInPayPal(app, orderId, { amount: '10.00' });
    expect(partial.delivery).toBe(200);
    expect(await progress(app)).toMatchObject({
      totalRaised: before.totalRaised - 10,
      lastDonation: { id: donationId, name: 'Kim', amount: 15 },
    });
    expect(await raisedFor(app, option)).toBe(raisedBefore.option! + 15);
    expect(await raisedFor(app, 'finale-genre')).toBe(raisedBefore.war! + 15);
    expect((await publicDonations()).find((shown) => shown.id === donationId)?.amount).toBe(15);

    // PayPal delivers the same event again: it counts once.
    expect((await resendRefundEvent(app, partial.refundId)).delivery).toBe(200);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 10);

    const chargeback = await refundInPayPal(app, orderId, { reversal: true });
    expect(chargeback.delivery).toBe(200);
    const after = await progress(app);
    expect(after.totalRaised).toBe(before.totalRaised - 25);
    expect(after.lastDonation).toMatchObject({ name: 'Earlier donor', amount: 5 });
    expect(await raisedFor(app, option)).toBe(raisedBefore.option);
    expect(await raisedFor(app, 'finale-genre')).toBe(raisedBefore.war);
    expect((await publicDonations()).map((shown) => shown.id)).not.toContain(donationId);

    // Organisers still see the donation, refunded in full, and both refunds.
    const listed = organiserDonationsSchema.parse(
      (await organiserPost(app, '/api/organiser/donations')).body,
    );
    expect(listed.find((donation) => donation.id === donationId)).toMatchObject({
      amount: 25,
      refunded: 25,
      refundable: 0,
      orderId,
    });
    const refunds = (await dashboardOrders(app)).refunds.filter((refund) => refund.orderId === orderId);
    expect(refunds.map((refund) => [refund.kind, refund.source, refund.amount])).toEqual([
      ['reversal', 'paypal', 15],
      ['refund', 'paypal', 10],
    ]);

    // The donor gave no address; PayPal's payer address hears of each refund, once.
    const mails = await refundMails(app, orderId);
    expect(mails.map((mail) => mail.to_address)).toEqual(['payer@example.com', 'payer@example.com']);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining('payment was reversed'),
      expect.stringContaining('refund'),
    ]);
  });

  it('a livestream ticket refunded in PayPal stops its link', async () => {
    const before = await progress(app);
    const orderId = await buyTickets(app, livestreamOrder(['viewer@example.com'], 30));
    const { token } = await app.database.handle.db
      .selectFrom('livestream_access')
      .select('token')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    // With the organisers' stream address set, a valid link leads to the stream.
    const set = await organiserPost(app, '/api/organiser/stream-link', { url: 'https://video.example/live' });
    expect(set.status).toBe(200);
    expect((await app.server.inject({ method: 'GET', url: `/live-${token}` })).statusCode).toBe(302);

    expect((await refundInPayPal(app, orderId)).delivery).toBe(200);
    const visit = await app.server.inject({ method: 'GET', url: `/live-${token}` });
    expect(visit.statusCode).toBe(404);
    expect(visit.body).toContain('This livestream link is not valid');
    expect(await progress(app)).toMatchObject({
      totalRaised: before.totalRaised,
      ticketsSold: before.ticketsSold,
    });
    const [mail] = await refundMails(app, orderId);
    expect(mail?.text_body).toContain('personal links no longer work');
  });

  it('a denial PayPal does not show changes nothing', async () => {
    const orderId = await donate(app, donationBody({ amount: 7 }));
    const before = await progress(app);
    const response = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v1/notifications/simulate-event',
      payload: { event_type: 'PAYMENT.CAPTURE.DENIED', order_id: orderId },
    });
    expect(response.statusCode).toBe(202);
    expect((response.json() as { delivery: { status: number } }).delivery.status).toBe(200);
    expect(await progress(app)).toEqual(before);
    expect(await refundMails(app, orderId)).toHaveLength(0);
  });
});
