import { describe, expect, it } from 'vitest';
import { cappedCodes } from '../../../tests/support/capped-codes';
import { deliverSignedEvent, lapseApproval } from '../../../tests/support/emulator-calls';
import { effectsOf, endedUnpaid, nothingRecorded, sweepNow } from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approvedOrder, capture } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { placesTaken } from '../tickets/ticket-places';

// Approvals that lapse (docs/product/payments.md, "Approvals that lapse"): PayPal cancels an approved
// order nobody captured in time. Whether the app hears it from PayPal's CHECKOUT.PAYMENT-APPROVAL.REVERSED,
// from a capture PayPal refuses afterwards, or from the sweep, the order ends unpaid once, its discount use
// and places go back, and the page says nothing was charged and to start again.

const lapsedMessage =
  'PayPal cancelled this payment because it was not completed in time after you approved it, and nothing was charged. Please start again.';

describe.each(testEngines)('approvals that lapse at PayPal, on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const db = () => app.database.handle.db;
  const { make: cappedCode, uses } = cappedCodes(app, 'LAPSE');
  const held = async () => (await placesTaken(db(), Date.now())).held;
  const failureMails = async (orderId: string) =>
    Number(
      (
        await db()
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('ref', '=', orderId)
          .where('kind', '=', 'payment-failed')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The page's capture reaches a PayPal that fails (500): the buyer is told to wait, the use is held. */
  async function captureNotConfirmed(orderId: string) {
    paypal.mockNext('capture-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect((await capture(app, orderId)).status).toBe(202);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', discountClaimed: true });
  }

  it('PayPal’s notice ends the order unpaid once: the use and the places go back, and the page says to start again', async () => {
    const code = await cappedCode(2);
    // Another buyer's payment keeps its use throughout.
    const paid = await approvedOrder(app, { code });
    expect((await capture(app, paid)).status).toBe(201);
    const heldBefore = await held();
    const orderId = await approvedOrder(app, { code });
    expect(await held()).toBe(heldBefore + 2);
    await captureNotConfirmed(orderId);
    expect(await uses(code)).toBe(2);

    expect(await lapseApproval(app, orderId)).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject(endedUnpaid);
    expect(await uses(code)).toBe(1);
    expect(await held()).toBe(heldBefore);
    // Told to wait for an email, the buyer now hears that the payment did not go through.
    expect(await failureMails(orderId)).toBe(1);

    // The page, still confirming, asks again: told the truth, and PayPal is not asked to capture again.
    expect(await capture(app, orderId)).toEqual({ status: 422, body: { message: lapsedMessage } });
    expect(paypal.captureRequestIds(orderId)).toEqual([`capture-${orderId}`]);
    // PayPal delivering its notice again, and the sweep, end nothing twice.
    const again = {
      id: 'WH-APPROVAL-REVERSED-AGAIN',
      event_type: 'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
      resource: { order_id: orderId, purchase_units: [{ reference_id: 'default' }] },
    };
    expect(await deliverSignedEvent(app, again)).toBe(200);
    await sweepNow(app);
    expect(await uses(code)).toBe(1);
    expect(await failureMails(orderId)).toBe(1);
    expect(await effectsOf(app, paid)).toMatchObject({ status: 'captured', discountClaimed: true });
  });

  it('a capture after a lapse whose notice was lost is refused by PayPal: nothing charged, the use goes back', async () => {
    const code = await cappedCode(1);
    const orderId = await approvedOrder(app, { code });
    expect(await lapseApproval(app, orderId, { deliver: false })).toBeNull();
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'created' });

    expect(await capture(app, orderId)).toEqual({ status: 422, body: { message: lapsedMessage } });
    expect(paypal.captureStatuses(orderId)).toEqual([422]);
    expect(await effectsOf(app, orderId)).toMatchObject(endedUnpaid);
    expect(await uses(code)).toBe(0);
    // Asked again, the same sentence; the sweep leaves it as it is.
    expect(await capture(app, orderId)).toEqual({ status: 422, body: { message: lapsedMessage } });
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    expect(paypal.captureStatuses(orderId)).toEqual([422]);
  });

  it('the sweep settles an approved order whose approval lapsed unseen', async () => {
    const code = await cappedCode(1);
    const heldBefore = await held();
    const orderId = await approvedOrder(app, { code });
    await captureNotConfirmed(orderId);
    expect(await lapseApproval(app, orderId, { deliver: false })).toBeNull();
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', discountClaimed: true });

    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(endedUnpaid);
    expect(await uses(code)).toBe(0);
    expect(await held()).toBe(heldBefore);
    expect(await failureMails(orderId)).toBe(1);
    expect(await capture(app, orderId)).toEqual({ status: 422, body: { message: lapsedMessage } });
  });
});
