import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashRigForSuite } from '../../../tests/support/crash-rig';
import { testEngines } from '../../../tests/support/test-database';

// A refund key retried after PayPal forgot its request id (45 days), across a crash: the server dies
// (SIGKILL) while PayPal handles the refund, PayPal's webhook is lost, and the organiser's page retries
// the same Idempotency-Key 46 days later on a new server. The key must be answered from PayPal's list of
// the order's refunds, never sent as a new refund (docs/decisions/036-refunds-without-gaps.md). PayPal
// and the servers share a clock the test moves (the app's clock, docs/decisions/068-one-clock.md).

const dayMs = 24 * 60 * 60 * 1000;
const isRefundCall = (method: string, url: string) => method === 'POST' && url.endsWith('/refund');

describe.each(testEngines)('a refund key retried 46 days after a crash, on %s', (engine) => {
  const rig = crashRigForSuite(engine, { started: false });

  const requestOf = (key: string) =>
    rig.database.handle.db
      .selectFrom('refund_requests')
      .select(['refund_id', 'created_ms'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  /** A paid $150 order on a server at today's clock, and a $40 refund with `key` that the crash cuts off. */
  async function refundCutOffByCrash(key: string, { before }: { before: boolean }) {
    rig.moveClock(0);
    await rig.start();
    const { orderId } = await rig.paidOrder();
    rig.loseEvents(true);
    rig.killOn(isRefundCall, { before });
    try {
      await expect(rig.refund(orderId, key, 40)).rejects.toThrow();
    } finally {
      rig.loseEvents(false);
    }
    // Written before PayPal was called, and never told what PayPal did.
    expect(await requestOf(key)).toMatchObject({ refund_id: null });
    expect(await rig.booksOf(orderId)).toMatchObject({ rows: [], paidCents: 15_000 });
    return orderId;
  }

  /** 46 days on: a new server, and the organiser's page retrying the same key. */
  async function retryLater(orderId: string, key: string) {
    rig.moveClock(46 * dayMs);
    await rig.start();
    return rig.refund(orderId, key, 40);
  }

  it('PayPal refunded: the key gets that refund, counted once, and PayPal refunds nothing more', async () => {
    const key = randomUUID();
    const orderId = await refundCutOffByCrash(key, { before: false });
    expect(await rig.refundsAtPayPal(orderId)).toEqual([{ id: expect.any(String), cents: 4_000 }]);

    const retried = await retryLater(orderId, key);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({
      refund: { amount: 40 },
      order: { refunded: 40, refundable: 110 },
    });
    // Again, and across another crash: answered from the books.
    await rig.kill();
    await rig.start();
    expect((await rig.refund(orderId, key, 40)).status).toBe(200);
    expect(await rig.refundsAtPayPal(orderId)).toHaveLength(1);
    expect(await rig.booksOf(orderId)).toMatchObject({ rows: ['refund 4000'], paidCents: 15_000 - 4_000 });
    await rig.server().stop();
  }, 180_000);

  it('PayPal never got it: the key is refused with a sentence, nothing is sent, and a new key is checked against what is left', async () => {
    const key = randomUUID();
    const orderId = await refundCutOffByCrash(key, { before: true });
    expect(await rig.refundsAtPayPal(orderId)).toEqual([]);

    const retried = await retryLater(orderId, key);
    expect(retried.status).toBe(409);
    expect(await retried.json()).toEqual({
      error: expect.stringContaining('nothing was refunded with it. Open the refund form again'),
    });
    expect(await rig.refundsAtPayPal(orderId)).toEqual([]);
    // A new key is a new refund, checked against what is left: all $150, then nothing more.
    expect((await rig.refund(orderId, randomUUID(), 150)).status).toBe(200);
    expect((await rig.refund(orderId, randomUUID(), 10)).status).toBe(409);
    expect(await rig.refundsAtPayPal(orderId)).toEqual([{ id: expect.any(String), cents: 15_000 }]);
    expect(await rig.booksOf(orderId)).toMatchObject({ rows: ['refund 15000'], paidCents: 0 });
    await rig.server().stop();
  }, 180_000);
});
