import { describe, expect, it } from 'vitest';
import { cappedCodes } from '../../../tests/support/capped-codes';
import { approveWith, settlePending } from '../../../tests/support/emulator-calls';
import { effectsOf, nothingRecorded, sweepNow } from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { capture, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// A payment that fails gives its discount use back at once, so a capped code is never held by cards
// PayPal declined (docs/product/payments.md, "Discount codes"). PayPal's answers are chosen as in its
// sandbox: the emulator's declined-card outcome and the PayPal-Mock-Response header.

describe.each(testEngines)('discount uses of payments that fail, on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const { make: cappedCode, uses } = cappedCodes(app, 'CAPPED');
  /** What the tickets page hears when the next buyer types the code. */
  async function lookUp(code: string) {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets/discount',
      payload: { code },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  async function orderWith(code: string) {
    const created = await createOrder(app, inPersonOrder({ discount: code, amount: 75 }));
    expect(created.status).toBe(201);
    return created.body.id!;
  }
  async function declinedCard(code: string, how: 'window' | 'mock') {
    const orderId = await orderWith(code);
    await approveWith(app, orderId, how === 'window' ? 'DECLINED' : 'COMPLETED');
    if (how === 'mock') paypal.mockNext('capture-order', orderId, 'INSTRUMENT_DECLINED');
    const answer = await capture(app, orderId);
    expect(answer).toMatchObject({ status: 422, body: { issue: 'INSTRUMENT_DECLINED' } });
    return orderId;
  }
  async function paid(code: string) {
    const orderId = await orderWith(code);
    await approveWith(app, orderId, 'COMPLETED');
    expect((await capture(app, orderId)).status).toBe(201);
    return orderId;
  }

  it('lets the next buyer use a code capped at 2 uses at once after two declined cards', async () => {
    const code = await cappedCode(2);
    const first = await declinedCard(code, 'window');
    const second = await declinedCard(code, 'mock');
    expect(await uses(code)).toBe(0);
    for (const orderId of [first, second]) {
      expect(await effectsOf(app, orderId)).toMatchObject({ status: 'declined', discountClaimed: false });
    }
    expect((await lookUp(code)).status).toBe(200);
    const next = await paid(code);
    expect(await uses(code)).toBe(1);
    expect(await effectsOf(app, next)).toMatchObject({ status: 'captured', discountClaimed: true });
  });

  it('keeps the use of a completed payment, through the sweep and PayPal’s events, until the cap is met', async () => {
    const code = await cappedCode(2);
    await paid(code);
    await sweepNow(app);
    expect(await uses(code)).toBe(1);
    await paid(code);
    await sweepNow(app);
    expect(await uses(code)).toBe(2);
    expect(await lookUp(code)).toEqual({
      status: 410,
      body: { error: `${code} has been used as often as it may be; no discount is applied.` },
    });
  });

  it('takes the use again when a declined payer pays another way, and counts it once', async () => {
    const code = await cappedCode(2);
    const orderId = await declinedCard(code, 'window');
    await approveWith(app, orderId, 'COMPLETED');
    expect((await capture(app, orderId)).status).toBe(201);
    expect(await uses(code)).toBe(1);
    await sweepNow(app);
    expect(await uses(code)).toBe(1);
  });

  it('refuses a declined payer’s next try before any money moves when others used the code up meanwhile', async () => {
    const code = await cappedCode(1);
    const declined = await declinedCard(code, 'window');
    await paid(code);
    await approveWith(app, declined, 'COMPLETED');
    const retried = await capture(app, declined);
    expect(retried.status).toBe(409);
    expect(String(retried.body.message)).toContain(`The discount code ${code}`);
    expect((await app.paypal.getOrder(declined)).capture).toBeNull();
    expect(await effectsOf(app, declined)).toMatchObject({ status: 'failed', ...nothingRecorded });
    expect(await uses(code)).toBe(1);
  });

  it('gives the use back when PayPal refuses the capture for good (TRANSACTION_REFUSED)', async () => {
    const code = await cappedCode(1);
    const orderId = await orderWith(code);
    await approveWith(app, orderId, 'COMPLETED');
    paypal.mockNext('capture-order', orderId, 'TRANSACTION_REFUSED');
    expect((await capture(app, orderId)).status).toBe(422);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', discountClaimed: false });
    expect(await uses(code)).toBe(0);
    expect((await lookUp(code)).status).toBe(200);
  });

  it('gives the use back when PayPal denies a pending capture (PAYMENT.CAPTURE.DENIED)', async () => {
    const code = await cappedCode(1);
    const orderId = await orderWith(code);
    await approveWith(app, orderId, 'PENDING');
    expect((await capture(app, orderId)).status).toBe(202);
    // PayPal holds the money meanwhile, so the use is held too.
    expect(await uses(code)).toBe(1);
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    expect(await settlePending(app, captureId, 'DECLINED')).toBe(200);
    expect(await uses(code)).toBe(0);
    expect((await lookUp(code)).status).toBe(200);
  });
});
