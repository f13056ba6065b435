import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notConfirmedMessage, toldToWait } from '../../../tests/support/capture-answers';
import { effectsOf, recordedTwoTicketOrder, sweepNow } from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approvedOrder, capture } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { anotherServer, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';

// Duplicate captures of one order arriving together: twice from one page (a double click, a retry), or
// at two servers behind a load balancer. PayPal holds each capture "in flight" for a moment here, so the
// duplicates really overlap: under the same PayPal-Request-Id the second waits for the first's answer,
// and a capture PayPal refuses as ORDER_ALREADY_CAPTURED is read from PayPal's order (Orders v2 lists no 409).

describe.each(testEngines)('duplicate captures of one order on %s', (engine) => {
  // A capture stays "in flight" at PayPal for 300 ms, so a second one can arrive meanwhile.
  const paypal = paypalOutcomes({ captureLatencyMs: 300 });
  /** Another server process behind the same load balancer: same database and PayPal, its own memory. */
  let other: TestApp;
  const app = appForSuite(engine, {}, { paypal });
  beforeAll(async () => {
    other = await anotherServer(app);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('in one server: one capture at PayPal, the same 201 for every caller, recorded once', async () => {
    const orderId = await approvedOrder(app);
    const answers = await Promise.all([capture(app, orderId), capture(app, orderId), capture(app, orderId)]);
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    for (const answer of answers) {
      expect(answer).toEqual({ status: 201, body: { id: orderId, status: 'COMPLETED', captureId } });
    }
    expect(paypal.captureRequestIds(orderId)).toHaveLength(1);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('at two servers: PayPal answers the second under the same request id with the first capture, 201 for both, recorded once', async () => {
    const orderId = await approvedOrder(app);
    const [here, there] = await Promise.all([capture(app, orderId), capture(other, orderId)]);
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    const completed = { status: 201, body: { id: orderId, status: 'COMPLETED', captureId } };
    expect(here).toEqual(completed);
    expect(there).toEqual(completed);
    expect(paypal.captureRequestIds(orderId)).toEqual([`capture-${orderId}`, `capture-${orderId}`]);
    expect([...paypal.captureStatuses(orderId)].sort()).toEqual([200, 201]);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('refused as already captured while PayPal cannot show the capture yet: the buyer is told to wait, never failed', async () => {
    const orderId = await approvedOrder(app);
    // PayPal refuses the capture as captured (another attempt's), and its order cannot be read for now.
    paypal.mockNext('capture-order', orderId, 'ORDER_ALREADY_CAPTURED');
    paypal.mockEvery('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect(await capture(other, orderId)).toEqual(toldToWait(orderId, notConfirmedMessage));
    expect((await effectsOf(app, orderId)).status).toBe('approved');
    paypal.clearMocks();
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });
});
