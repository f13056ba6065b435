import { describe, expect, it } from 'vitest';
import { notConfirmedMessage, pendingMessage, toldToWait } from '../../../tests/support/capture-answers';
import {
  approveRefusedWith,
  approveWith,
  captureIdAtPayPal,
  resendCaptureEvent,
  settlePending,
} from '../../../tests/support/emulator-calls';
import {
  effectsOf,
  nothingRecorded,
  recordedTwoTicketOrder,
  sweepNow,
  totalsOf,
} from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approvedOrder, capture, placedOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// Every row of the outcome matrix (docs/product/payments.md, "What the capture call answers"), chosen
// the way PayPal's sandbox chooses it: each test asserts what the page is told, that the purchase is
// recorded exactly once if and only if PayPal shows a COMPLETED capture, and that an order is never
// left failed while PayPal holds a capture.

const declinedMessage =
  'PayPal declined this card or account, and nothing was charged. Please choose another way to pay.';

describe.each(testEngines)('every PayPal capture outcome on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  /** The capture PayPal holds for the order: its status, or null. */
  const heldByPayPal = async (orderId: string) =>
    (await app.paypal.getOrder(orderId)).capture?.status ?? null;
  /** The overlay's ticket count and amount. */
  const ticketTotals = async () => {
    const { count, cents } = (await totalsOf(app)).tickets;
    return { count, cents };
  };
  const plusOneOrder = (before: { count: number; cents: number }) => ({
    count: before.count + 2,
    cents: before.cents + 15_000,
  });

  it('completed: recorded once with one email, and the page gets 201 with the capture', async () => {
    const before = await ticketTotals();
    const orderId = await approvedOrder(app);
    const answer = await capture(app, orderId);
    const captureId = await captureIdAtPayPal(app, orderId);
    expect(answer).toEqual({ status: 201, body: { id: orderId, status: 'COMPLETED', captureId } });
    // PayPal's webhook about the same capture, and the page asking again, change nothing.
    expect(await resendCaptureEvent(app, orderId, 'PAYMENT.CAPTURE.COMPLETED')).toBe(200);
    expect(await capture(app, orderId)).toEqual(answer);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(await ticketTotals()).toEqual(plusOneOrder(before));
  });

  it('pending then completed: a pending screen first, then recorded once with one email when PayPal completes it', async () => {
    const before = await ticketTotals();
    const orderId = await approvedOrder(app, { outcome: 'PENDING' });
    const answer = await capture(app, orderId);
    expect(answer).toEqual(toldToWait(orderId, pendingMessage));
    expect(await heldByPayPal(orderId)).toBe('PENDING');
    expect(await effectsOf(app, orderId)).toMatchObject({
      status: 'pending',
      captureStatus: 'PENDING',
      ...nothingRecorded,
    });
    // Asking again, PayPal's PENDING event and the sweep all leave it pending.
    expect(await capture(app, orderId)).toEqual(answer);
    expect(await resendCaptureEvent(app, orderId, 'PAYMENT.CAPTURE.PENDING')).toBe(200);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'pending', ...nothingRecorded });
    expect(await ticketTotals()).toEqual(before);

    const captureId = await captureIdAtPayPal(app, orderId);
    expect(await settlePending(app, captureId, 'COMPLETED')).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(await resendCaptureEvent(app, orderId, 'PAYMENT.CAPTURE.COMPLETED')).toBe(200);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(await ticketTotals()).toEqual(plusOneOrder(before));
    expect(await capture(app, orderId)).toEqual({
      status: 201,
      body: { id: orderId, status: 'COMPLETED', captureId },
    });
  });

  it('pending then declined: never recorded, and the order fails when PayPal denies the capture', async () => {
    const before = await ticketTotals();
    const orderId = await approvedOrder(app, { outcome: 'PENDING' });
    expect((await capture(app, orderId)).status).toBe(202);
    expect(await settlePending(app, await captureIdAtPayPal(app, orderId), 'DECLINED')).toBe(200);
    expect(await heldByPayPal(orderId)).toBe('DECLINED');
    expect(await effectsOf(app, orderId)).toMatchObject({
      status: 'failed',
      captureStatus: 'DECLINED',
      ...nothingRecorded,
    });
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    expect(await ticketTotals()).toEqual(before);
    expect(await capture(app, orderId)).toEqual({
      status: 422,
      body: { message: 'This payment did not go through, and nothing was charged. Please start again.' },
    });
  });

  it('declined then restart and pay: the same order is paid on the second try, under a fresh request id, once', async () => {
    const before = await ticketTotals();
    const orderId = await approvedOrder(app, { outcome: 'DECLINED' });
    const declined = await capture(app, orderId);
    expect(declined).toEqual({
      status: 422,
      body: { message: declinedMessage, issue: 'INSTRUMENT_DECLINED' },
    });
    expect(await heldByPayPal(orderId)).toBeNull();
    expect(await effectsOf(app, orderId)).toMatchObject({
      status: 'declined',
      captureAttempt: 1,
      ...nothingRecorded,
    });

    // actions.restart(): the payer picks another way to pay in PayPal's window, and the page captures again.
    await approveWith(app, orderId, 'COMPLETED');
    const paid = await capture(app, orderId);
    expect(paid).toEqual({
      status: 201,
      body: { id: orderId, status: 'COMPLETED', captureId: await captureIdAtPayPal(app, orderId) },
    });
    expect(paypal.captureRequestIds(orderId)).toEqual([`capture-${orderId}`, `capture-${orderId}-1`]);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(await ticketTotals()).toEqual(plusOneOrder(before));
  });

  it('mock INSTRUMENT_DECLINED: the payer may try again on the same order, and the retry is recorded once', async () => {
    const orderId = await approvedOrder(app);
    paypal.mockNext('capture-order', orderId, 'INSTRUMENT_DECLINED');
    expect(await capture(app, orderId)).toEqual({
      status: 422,
      body: { message: declinedMessage, issue: 'INSTRUMENT_DECLINED' },
    });
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'declined', ...nothingRecorded });
    expect((await capture(app, orderId)).status).toBe(201);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it.each([
    ['REDIRECT_PAYER_FOR_ALTERNATE_FUNDING', 'approve'],
    ['PAYER_ACTION_REQUIRED', 'approve'],
    ['REDIRECT_PAYER_FOR_ALTERNATE_FUNDING', 'mock'],
    ['PAYER_ACTION_REQUIRED', 'mock'],
  ] as const)(
    '%s at capture (%s): the payer is sent back to choose another way to pay, and the paid retry is recorded once',
    async (issue, how) => {
      const before = await ticketTotals();
      const orderId = await placedOrder(app);
      if (how === 'approve') await approveRefusedWith(app, orderId, issue);
      else {
        await approveWith(app, orderId, 'COMPLETED');
        paypal.mockNext('capture-order', orderId, issue);
      }
      expect(await capture(app, orderId)).toEqual({
        status: 422,
        body: { message: declinedMessage, issue: 'INSTRUMENT_DECLINED' },
      });
      expect(await effectsOf(app, orderId)).toMatchObject({ status: 'declined', ...nothingRecorded });
      // The sweep leaves a declined order to its payer; the payer chooses again in PayPal's window.
      await sweepNow(app);
      expect(await heldByPayPal(orderId)).toBeNull();
      await approveWith(app, orderId, 'COMPLETED');
      expect((await capture(app, orderId)).status).toBe(201);
      expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
      expect(await ticketTotals()).toEqual(plusOneOrder(before));
    },
  );

  /** PayPal refuses the next capture with `code`, as its sandbox does when asked to. */
  const mocked = (code: string) => (orderId: string) => paypal.mockNext('capture-order', orderId, code);
  it.each([
    [
      'ORDER_NOT_APPROVED',
      'PayPal has not yet approved this payment, so nothing was charged. Please start again and approve it in PayPal’s window.',
      mocked('ORDER_NOT_APPROVED'),
    ],
    // Any other refusal of the capture: said in general words, whether the sandbox can be made to give
    // it or not (COMPLIANCE_VIOLATION has no mock code; PayPal's 422 is made here instead).
    [
      'COMPLIANCE_VIOLATION',
      'PayPal refused this payment, and nothing was charged. Please start again, or choose another way to pay.',
      (orderId: string) =>
        paypal.refuseNextCapture(
          orderId,
          'COMPLIANCE_VIOLATION',
          'Transaction is declined due to compliance violation.',
        ),
    ],
    [
      'TRANSACTION_REFUSED',
      'PayPal refused this payment, and nothing was charged. Please start again, or choose another way to pay.',
      mocked('TRANSACTION_REFUSED'),
    ],
  ])(
    '%s at capture: the page is told why, nothing is recorded, and the order is never captured later',
    async (_code, message, refuse) => {
      const before = await ticketTotals();
      const orderId = await approvedOrder(app);
      refuse(orderId);
      expect(await capture(app, orderId)).toEqual({ status: 422, body: { message } });
      expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
      // The buyer was told to start again: neither the sweep nor a retry takes this order's money.
      await sweepNow(app);
      expect((await capture(app, orderId)).status).toBe(422);
      expect(await heldByPayPal(orderId)).toBeNull();
      expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
      expect(await ticketTotals()).toEqual(before);
    },
  );

  it.each([
    ['429', 'RATE_LIMIT_REACHED'],
    ['500', 'INTERNAL_SERVER_ERROR'],
  ])(
    '%s at capture: told it will complete by itself, then the sweep captures it and records it once',
    async (_status, code) => {
      const before = await ticketTotals();
      const orderId = await approvedOrder(app);
      paypal.mockNext('capture-order', orderId, code);
      expect(await capture(app, orderId)).toEqual(toldToWait(orderId, notConfirmedMessage));
      expect(await heldByPayPal(orderId)).toBeNull();
      expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', ...nothingRecorded });

      await sweepNow(app);
      expect(await heldByPayPal(orderId)).toBe('COMPLETED');
      expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
      expect(await ticketTotals()).toEqual(plusOneOrder(before));
      expect((await capture(app, orderId)).status).toBe(201);
    },
  );

  it('a timeout after PayPal captured: PayPal’s order is asked, and the purchase is recorded once', async () => {
    const before = await ticketTotals();
    const orderId = await approvedOrder(app);
    paypal.loseNextCaptureAnswer(orderId);
    const answer = await capture(app, orderId);
    expect(answer).toEqual({
      status: 201,
      body: { id: orderId, status: 'COMPLETED', captureId: await captureIdAtPayPal(app, orderId) },
    });
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(await ticketTotals()).toEqual(plusOneOrder(before));
  });

  it('a timeout after PayPal captured, while PayPal cannot be asked either: pending now, recorded once later', async () => {
    const orderId = await approvedOrder(app);
    paypal.loseNextCaptureAnswer(orderId);
    // Every look at the order fails while the capture is answered, the look PayPal's webhook about the
    // capture makes too (it may come first), until PayPal can be asked again.
    paypal.mockEvery('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect(await capture(app, orderId)).toEqual(toldToWait(orderId, notConfirmedMessage));
    paypal.clearMocks();
    expect(await heldByPayPal(orderId)).toBe('COMPLETED');
    // Never failed: left approved for the sweep, unless PayPal's webhook about the capture came first.
    expect(['approved', 'captured']).toContain((await effectsOf(app, orderId)).status);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(paypal.captureRequestIds(orderId)).toEqual([`capture-${orderId}`]);
  });
});
