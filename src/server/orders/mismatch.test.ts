import { describe, expect, it } from 'vitest';
import { edition } from '../../../content/edition';
import { effectsOf } from '../../../tests/support/order-effects';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { approve, capture, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// PayPal took another amount than the order was for (a bug, a tampered order, a currency slip): the
// payment is not counted, nothing is sent to the buyer, and the organisers see it.
describe.each(testEngines)('a capture that does not match its order on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine);

  it('is not recorded as paid, is kept for the organisers, and they are told once', async () => {
    const created = await createOrder(app, inPersonOrder());
    const orderId = created.body.id!;
    // Our record of the order says $1.00; PayPal's order is for the real $150.00.
    await app.database.handle.db
      .updateTable('orders')
      .set({ amount_cents: 100 })
      .where('id', '=', orderId)
      .execute();
    await approve(app, orderId);

    const first = await capture(app, orderId);
    const again = await capture(app, orderId);
    expect(first.status).toBe(409);
    expect(String(first.body.message)).toMatch(/did not match/);
    expect(again.status).toBe(409);

    expect((await effectsOf(app, orderId)).tickets).toBe(0);

    const overview = await organiserPost(app, '/api/organiser/overview');
    expect((overview.body as { mismatched: unknown[] }).mismatched).toEqual([
      expect.objectContaining({ orderId, kind: 'ticket', expected: 1, captured: 150, currency: 'USD' }),
    ]);

    await app.outbox.flush();
    const alerts = smtp.received.filter((mail) => mail.recipients.includes(edition.email));
    expect(alerts).toHaveLength(1);
    expect(String(alerts[0]?.parsed.subject)).toContain(orderId);
    expect(smtp.received.filter((mail) => mail.recipients.includes('ada@example.com'))).toHaveLength(0);
  });
});
