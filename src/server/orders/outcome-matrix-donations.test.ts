import { describe, expect, it } from 'vitest';
import {
  donationNotConfirmedMessage,
  donationPendingMessage,
  toldToWait,
} from '../../../tests/support/capture-answers';
import { captureDonation, createDonationOrder, donationBody } from '../../../tests/support/donations';
import { approveWith, captureIdAtPayPal, settlePending } from '../../../tests/support/emulator-calls';
import {
  discountUses,
  effectsOf,
  nothingRecorded,
  sweepNow,
  totalsOf,
} from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approvedOrder, capture, placedOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// The outcome matrix for donations (counted, with one receipt to the payer), and for the discount use an order holds from
// just before its capture until it ends without a payment (docs/product/payments.md).

describe.each(testEngines)('donations and discount uses through every PayPal outcome on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const db = () => app.database.handle.db;
  const donationTotals = async () => {
    const { count, cents } = (await totalsOf(app)).donations;
    return { count, cents };
  };
  const sponsorUses = () => discountUses(app, 'SPONSOR');

  it('a donation PayPal holds as PENDING: told it will be counted, then counted once when PayPal completes it', async () => {
    const before = await donationTotals();
    const created = await createDonationOrder(app, donationBody({ amount: 20 }));
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'PENDING');
    expect(await captureDonation(app, orderId)).toEqual(toldToWait(orderId, donationPendingMessage));
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'pending', ...nothingRecorded });
    expect(await donationTotals()).toEqual(before);

    expect(await settlePending(app, await captureIdAtPayPal(app, orderId), 'COMPLETED')).toBe(200);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'captured', donations: 1, mails: 1 });
    expect(await donationTotals()).toEqual({ count: before.count + 1, cents: before.cents + 2000 });
  });

  it('a donation whose capture PayPal could not confirm: told it will be counted, and counted once by the sweep', async () => {
    const before = await donationTotals();
    const created = await createDonationOrder(app, donationBody({ amount: 7 }));
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'COMPLETED');
    paypal.mockNext('capture-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect(await captureDonation(app, orderId)).toEqual(toldToWait(orderId, donationNotConfirmedMessage));
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'captured', donations: 1, mails: 1 });
    expect(await donationTotals()).toEqual({ count: before.count + 1, cents: before.cents + 700 });
  });

  it('a discount use is taken at capture and kept by a paid order', async () => {
    const uses = await sponsorUses();
    const orderId = await placedOrder(app, { code: 'SPONSOR' });
    expect(await sponsorUses()).toBe(uses);
    await approveWith(app, orderId, 'COMPLETED');
    expect((await capture(app, orderId)).status).toBe(201);
    expect(await sponsorUses()).toBe(uses + 1);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'captured', discountClaimed: true });
  });

  it('a declined payer gives the order’s discount use back at once, and the paid retry takes it again once', async () => {
    const uses = await sponsorUses();
    const orderId = await approvedOrder(app, { outcome: 'DECLINED', code: 'SPONSOR' });
    expect((await capture(app, orderId)).status).toBe(422);
    expect(await sponsorUses()).toBe(uses);
    await approveWith(app, orderId, 'COMPLETED');
    expect((await capture(app, orderId)).status).toBe(201);
    expect(await sponsorUses()).toBe(uses + 1);
  });

  it('a pending payment PayPal denies gives the discount use back', async () => {
    const uses = await sponsorUses();
    const orderId = await approvedOrder(app, { outcome: 'PENDING', code: 'SPONSOR' });
    expect((await capture(app, orderId)).status).toBe(202);
    expect(await sponsorUses()).toBe(uses + 1);
    expect(await settlePending(app, await captureIdAtPayPal(app, orderId), 'DECLINED')).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', discountClaimed: false });
    expect(await sponsorUses()).toBe(uses);
  });

  it('a code used as often as it may be is refused before PayPal is asked for any money', async () => {
    const orderId = await approvedOrder(app, { code: 'SPONSOR' });
    await db()
      .updateTable('discount_codes')
      .set({ max_uses: await sponsorUses() })
      .where('code', '=', 'SPONSOR')
      .execute();
    try {
      expect(await capture(app, orderId)).toEqual({
        status: 409,
        body: {
          message:
            'The discount code SPONSOR has been used as many times as it may be; nothing was charged. Please start again without it.',
        },
      });
      expect(paypal.captureRequestIds(orderId)).toEqual([]);
      expect((await app.paypal.getOrder(orderId)).capture).toBeNull();
      expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    } finally {
      await db()
        .updateTable('discount_codes')
        .set({ max_uses: null })
        .where('code', '=', 'SPONSOR')
        .execute();
    }
  });
});
