import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorCredentials } from '../../../emulator/paypal-emulator';
import {
  holdCaptureInPayPal,
  openDisputeInPayPal,
  settleDisputeInPayPal,
} from '../../../tests/support/disputes';
import { fetchMockingPayPal } from '../../../tests/support/paypal-mock-fetch';
import { createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { paidTicketOrder, refundFromDashboard } from '../../../tests/support/refunds';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { ownUrl } from '../payments/own-url';
import { createPayPalClient } from '../payments/paypal-client';
import { emulatorPrefix } from '../payments/paypal-setup';
import { runReconcileCommand } from './reconcile-command';

// npm run reconcile against the server's own PayPal emulator (docs/decisions/038-books-match-paypal.md),
// whose Transaction Search lags three hours as PayPal's does: the site and the emulator share a clock that
// the tests move instead of waiting.

const hourMs = 60 * 60 * 1000;
let offsetMs = 0;
const now = () => Date.now() + offsetMs;

/** The reconcile command; by default four hours on, when PayPal's data covers what the test did. */
async function reconcile(app: TestApp, argv: string[] = [], { hoursLater = 4 } = {}) {
  offsetMs = hoursLater * hourMs;
  const lines: string[] = [];
  const code = await runReconcileCommand(argv, {
    db: app.database.handle.db,
    paypal: app.paypal,
    out: (line) => lines.push(line),
    now,
  });
  return { code, lines, text: lines.join('\n') };
}

/** A transaction on the PayPal account that the site did not make (the emulator's test-only call). */
async function accountTransaction(app: TestApp, body: Record<string, unknown>) {
  const response = await app.server.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v1/reporting/transactions`,
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { transaction_id: string }).transaction_id;
}

/** Someone refunds in PayPal's own dashboard, and PayPal's webhook about it never arrives. */
async function refundWithoutWebhook(app: TestApp, captureId: string, amountCents: number) {
  const paypal = createPayPalClient({
    apiBase: `${ownUrl(app.server)}${emulatorPrefix}`,
    clientId: emulatorCredentials.clientId,
    clientSecret: emulatorCredentials.clientSecret,
    fetch: fetchMockingPayPal(/\/refund$/, 'REFUND_WEBHOOK_LOST'),
    now: Date.now,
  });
  return paypal.refundCapture(captureId, { amountCents, requestId: randomUUID() });
}

describe.each(testEngines)('books that match PayPal (%s)', (engine) => {
  let app: TestApp;
  beforeEach(async () => {
    offsetMs = 0;
    app = await createTestApp(engine, {}, { now });
  });
  afterEach(async () => {
    await app.close();
  });

  it('says the books match after ordinary purchases and a refund, and exits 0', async () => {
    const first = await paidTicketOrder(app);
    await paidTicketOrder(app);
    expect((await refundFromDashboard(app, first.orderId, 40)).status).toBe(200);

    const result = await reconcile(app);
    expect(result.text).toMatch(/^Books match PayPal from /);
    expect(result.code).toBe(0);
  });

  it('reports a capture PayPal made silently, with its PayPal order id, and exits 1', async () => {
    const created = await createOrder(app, inPersonOrder());
    const orderId = created.body.id!;
    const silent = await app.server.inject({
      method: 'POST',
      url: `${emulatorPrefix}/v2/checkout/orders/${orderId}/capture-silently`,
    });
    expect(silent.statusCode).toBe(201);
    const captureId = silent.json().purchase_units[0].payments.captures[0].id as string;

    const result = await reconcile(app);
    expect(result.code).toBe(1);
    expect(result.lines).toContain(
      `- PayPal captured $150.00 for order ${orderId} (capture ${captureId}) on ${new Date().toISOString().slice(0, 10)}, but our books have no purchase for it.`,
    );
  });

  it('reports a refund PayPal holds that our books lack', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const refund = await refundWithoutWebhook(app, captureId, 5000);

    const result = await reconcile(app);
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(2);
    expect(result.lines[1]).toContain(`PayPal refunded $50.00 of order ${orderId} (capture ${captureId})`);
    expect(result.lines[1]).toContain(`(refund ${refund.id}), but our books do not record that refund.`);
  });

  it('reports a purchase in our books that PayPal does not show', async () => {
    await paidTicketOrder(app);
    const nowMs = Date.now();
    await app.database.handle.db
      .insertInto('orders')
      .values({
        id: '9X000000000000001',
        kind: 'ticket',
        status: 'captured',
        amount_cents: 3000,
        currency: 'USD',
        payload: '{}',
        created_ms: nowMs,
        updated_ms: nowMs,
        capture_id: '9X00000000000000C',
        captured_amount_cents: 3000,
        captured_currency: 'USD',
      })
      .execute();

    const result = await reconcile(app);
    expect(result.code).toBe(1);
    expect(result.lines.slice(1)).toEqual([
      `- Our books record a purchase of $30.00 for order 9X000000000000001 (capture 9X00000000000000C) on ${new Date(nowMs).toISOString().slice(0, 10)}, but PayPal shows no such payment.`,
    ]);
  });

  it('says the books match through a dispute won by the buyer, one won by us, and a hold PayPal released', async () => {
    const lost = await paidTicketOrder(app);
    const won = await paidTicketOrder(app);
    const held = await paidTicketOrder(app);
    const open = await paidTicketOrder(app);
    const lostDispute = await openDisputeInPayPal(app, lost.captureId, { amount: '60.00' });
    await settleDisputeInPayPal(app, lostDispute.dispute_id, 'BUYER_FAVOR');
    const wonDispute = await openDisputeInPayPal(app, won.captureId);
    await settleDisputeInPayPal(app, wonDispute.dispute_id, 'SELLER_FAVOR');
    expect(await holdCaptureInPayPal(app, held.captureId, { hold: 'CHARGEBACK' })).toBe(200);
    expect(await holdCaptureInPayPal(app, held.captureId, 'release')).toBe(200);
    // Still open on both sides.
    await openDisputeInPayPal(app, open.captureId);

    const result = await reconcile(app);
    expect(result.text).toMatch(/^Books match PayPal from /);
    expect(result.code).toBe(0);
  });

  it('reports a dispute PayPal holds money for that our books did not record, with its PayPal order id', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    // The buyer disputes; PayPal's CUSTOMER.DISPUTE.CREATED is lost on the way (our webhook refuses it).
    const opened = await openDisputeInPayPal(app, captureId, { amount: '40.00' });
    await app.database.handle.db.deleteFrom('disputes').where('id', '=', opened.dispute_id).execute();

    const result = await reconcile(app);
    expect(result.code).toBe(1);
    expect(result.lines.slice(1)).toEqual([
      `- PayPal holds $40.00 of order ${orderId} (capture ${captureId}) for a dispute or chargeback since ${new Date().toISOString().slice(0, 10)}, but our books record no open dispute or hold for it.`,
    ]);
  });

  it('reports a hold our books still mark after PayPal released it', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    expect(await holdCaptureInPayPal(app, captureId, { hold: 'BUYER_COMPLAINT' })).toBe(200);
    // PayPal releases it, and its PAYMENT.CAPTURE.COMPLETED never reaches us.
    const released = await app.server.inject({
      method: 'POST',
      url: `${emulatorPrefix}/v2/payments/captures/${captureId}/release`,
    });
    expect(released.statusCode).toBe(200);
    await app.database.handle.db
      .updateTable('disputes')
      .set({ resolved_ms: null, outcome: null })
      .where('id', '=', `HOLD-${captureId}`)
      .execute();

    const result = await reconcile(app);
    expect(result.code).toBe(1);
    expect(result.lines.slice(1)).toEqual([
      `- Our books still mark order ${orderId} (capture ${captureId}) disputed ($150.00), but PayPal released its hold on ${new Date().toISOString().slice(0, 10)}.`,
    ]);
  });

  it('reads a period longer than 31 days in windows PayPal accepts, and refuses a period that ends before it starts', async () => {
    await paidTicketOrder(app);
    const long = await reconcile(app, ['--from', '2026-01-01', '--to', new Date().toISOString()]);
    expect(long.code).toBe(0);
    const backwards = await reconcile(app, ['--from=2026-11-20', '--to=2026-11-01']);
    expect(backwards.code).toBe(2);
    expect(backwards.text).toContain('--from must come before --to');
  });

  it('compares up to where PayPal’s data is complete: a refund made a minute ago is not a difference, four hours later it is', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const refund = await refundWithoutWebhook(app, captureId, 2500);

    const soon = await reconcile(app, [], { hoursLater: 0 });
    expect(soon.code).toBe(0);
    expect(soon.lines[0]).toMatch(/^Books match PayPal from .+ UTC\. PayPal's data is complete only up to /);

    const later = await reconcile(app);
    expect(later.code).toBe(1);
    expect(later.text).toContain(`PayPal refunded $25.00 of order ${orderId} (capture ${captureId})`);
    expect(later.text).toContain(`(refund ${refund.id})`);
  });

  it('never asks PayPal for a period that starts inside its lag', async () => {
    await paidTicketOrder(app);
    const from = new Date(Date.now() - hourMs).toISOString();
    const result = await reconcile(app, ['--from', from], { hoursLater: 0 });
    expect(result.code).toBe(0);
    expect(result.text).toContain("PayPal's data is complete only up to");
  });

  it('lists payments into the account that are not the site’s apart, never as differences', async () => {
    await paidTicketOrder(app);
    const paypalMe = await accountTransaction(app, {
      transaction_event_code: 'T0000',
      amount: { currency_code: 'USD', value: '12.00' },
      custom_field: 'thanks for the puzzles',
    });
    const result = await reconcile(app);
    expect(result.code).toBe(0);
    expect(result.lines[0]).toMatch(/^Books match PayPal from /);
    expect(result.lines).toContain("Not the site's (other payments into the PayPal account, not compared):");
    expect(result.text).toContain(`T0000 $12.00 USD on`);
    expect(result.text).toContain(`(transaction ${paypalMe})`);
  });

  it('nets money PayPal gave back after a chargeback (T1202) against the reversal our books hold', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    // A chargeback of the whole payment, which PayPal announces and our books take out.
    const reversed = await app.server.inject({
      method: 'POST',
      url: `${emulatorPrefix}/v1/notifications/simulate-event`,
      payload: { event_type: 'PAYMENT.CAPTURE.REVERSED', order_id: orderId },
    });
    expect(reversed.json()).toMatchObject({ delivery: { status: 200 } });
    expect((await reconcile(app, [], { hoursLater: 4 })).code).toBe(0);
    // The seller won: PayPal gives the money back (T1202), and nothing tells the books.
    offsetMs = 0;
    await accountTransaction(app, {
      transaction_event_code: 'T1202',
      amount: { currency_code: 'USD', value: '150.00' },
      paypal_reference_id: captureId,
    });
    const result = await reconcile(app, [], { hoursLater: 4 });
    expect(result.code).toBe(1);
    expect(result.text).toContain(
      `PayPal took back $0.00 of order ${orderId} (capture ${captureId}) as chargebacks or reversals, net of any it gave back`,
    );
    expect(result.text).toContain('but our books record $150.00 taken back.');
  });
});
