import { describe, expect, it } from 'vitest';
import { compareNowAbout } from '../../../tests/support/books-compare';
import { openDisputeInPayPal, resendEvent, settleDisputeInPayPal } from '../../../tests/support/disputes';
import { booksOfOrder, refundsAtPayPal } from '../../../tests/support/refund-requests';
import { paidTicketOrder, progress } from '../../../tests/support/refunds';
import { appOnMovedClockForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { emulatorPrefix } from '../payments/paypal-setup';

// Money PayPal gives back that only Transaction Search shows (T1202 chargeback reversal, T1207 and T1208
// money back to the seller), with no dispute event to say so: the daily comparison books it before it
// compares, once, whichever of it and the dispute's RESOLVED comes first (docs/product/payments.md,
// "Books that match PayPal"; docs/decisions/043).

const hourMs = 60 * 60 * 1000;

describe.each(testEngines)('money back only Transaction Search shows, on %s', (engine) => {
  const { app, paypal, clock } = appOnMovedClockForSuite(engine);

  const booksOf = (orderId: string) => booksOfOrder(app.database.handle.db, orderId);

  /** "Compare now" four hours on, past PayPal's reporting lag: what it says about this order. */
  async function compareLater(orderId: string) {
    clock.offsetMs += 4 * hourMs;
    return compareNowAbout(app, orderId);
  }

  /** A $150 order charged back in full; PayPal's REVERSED is heard, the dispute's events are lost. */
  async function chargedBack() {
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    const opened = await openDisputeInPayPal(app, captureId, { channel: 'EXTERNAL', reason: 'UNAUTHORISED' });
    const [chargeback] = await refundsAtPayPal(app, orderId);
    expect(await booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });
    return { before, orderId, captureId, disputeId: opened.dispute_id, chargebackId: chargeback!.id };
  }

  async function sellerWinsUnheard(disputeId: string) {
    paypal.loseEvents(true);
    try {
      await settleDisputeInPayPal(app, disputeId, 'SELLER_FAVOR');
    } finally {
      paypal.loseEvents(false);
    }
  }

  it('a seller’s win heard by no event (T1202) is booked by the daily comparison, once, and then it matches', async () => {
    const { before, orderId, disputeId } = await chargedBack();
    await sellerWinsUnheard(disputeId);
    expect(await booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });
    // Within PayPal's three-hour lag the T1202 is not listed yet: nothing booked, nothing called missing.
    expect(await compareNowAbout(app, orderId)).toEqual([]);
    expect((await booksOf(orderId)).paidCents).toBe(0);

    expect(await compareLater(orderId)).toEqual([]);
    const books = await booksOf(orderId);
    expect(books).toMatchObject({ rows: ['returned 15000', 'reversal 15000'], paidCents: 15_000 });
    expect(books.ids.some((id) => id.startsWith('RETURN-'))).toBe(false);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);

    // Compared again, and the dispute's RESOLVED delivered at last: the money came back once.
    expect(await compareLater(orderId)).toEqual([]);
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['returned 15000', 'reversal 15000'],
      paidCents: 15_000,
    });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    expect(await compareLater(orderId)).toEqual([]);
  });

  it('the dispute’s RESOLVED heard first: the comparison gives its record PayPal’s id and moves nothing', async () => {
    const { before, orderId, disputeId } = await chargedBack();
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await settleDisputeInPayPal(app, disputeId, 'SELLER_FAVOR');
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['returned 15000', 'reversal 15000'],
      paidCents: 15_000,
    });
    expect((await booksOf(orderId)).ids).toContain(`RETURN-${disputeId}`);

    expect(await compareLater(orderId)).toEqual([]);
    const books = await booksOf(orderId);
    expect(books).toMatchObject({ rows: ['returned 15000', 'reversal 15000'], paidCents: 15_000 });
    expect(books.ids).not.toContain(`RETURN-${disputeId}`);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    expect(await compareLater(orderId)).toEqual([]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
  });

  it('T1208 money back to the seller is booked up to what the chargeback took, never more', async () => {
    const { before, orderId, captureId } = await chargedBack();
    for (const value of ['100.00', '80.00']) {
      const made = await app.emulator.inject({
        method: 'POST',
        url: `${emulatorPrefix}/v1/reporting/transactions`,
        payload: {
          transaction_event_code: 'T1208',
          amount: { currency_code: 'USD', value },
          paypal_reference_id: captureId,
        },
      });
      expect(made.statusCode).toBe(201);
    }
    // PayPal reports $180 back on a $150 chargeback: both are recorded as PayPal shows them (so the
    // comparison matches), and only the $150 taken counts as paid again.
    const differences = await compareLater(orderId);
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['returned 8000', 'returned 10000', 'reversal 15000'],
      paidCents: 15_000,
    });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    expect(differences).toEqual([]);
    expect(await compareLater(orderId)).toEqual([]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
  });
});
