import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { crashRigForSuite } from '../../../tests/support/crash-rig';
import { openDisputeInPayPal, resendEvent, settleDisputeInPayPal } from '../../../tests/support/disputes';
import { postJson } from '../../../tests/support/server-process';
import { testEngines } from '../../../tests/support/test-database';
import { compareNowResponseSchema } from '../../contracts/books';
import { emulatorPrefix } from '../payments/paypal-setup';

// Money PayPal gives back, across a crash (SIGKILL) between two of its reports about it: money back only
// Transaction Search shows (T1202 after a chargeback the seller won, T1207), booked by the daily
// comparison, with the dispute's RESOLVED before or after it and the server killed while the comparison
// reads PayPal or just after it booked; and a chargeback the refund sweep recorded as a refund, with the
// server killed between the sweep's record, PAYMENT.CAPTURE.REVERSED and the seller's win
// (docs/product/payments.md, "Books that match PayPal" and "Disputes"; docs/decisions/043). The books
// must count the money once and the comparison, four hours on (PayPal's reporting lags three), match.

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const isSearch = (method: string, url: string) =>
  method === 'GET' && url.startsWith(`${emulatorPrefix}/v1/reporting/transactions`);
const isCaptureLookUp = (method: string, url: string) =>
  method === 'GET' && url.startsWith(`${emulatorPrefix}/v2/payments/captures/`);

describe.each(testEngines)('money back across a kill -9, on %s', (engine) => {
  let offsetMs = 0;
  const rig = crashRigForSuite(engine);

  /** The running server dies; a new one starts on the same database, `laterMs` on (PayPal's clock too). */
  async function crash(laterMs = 0) {
    await rig.kill();
    offsetMs += laterMs;
    rig.moveClock(offsetMs);
    await rig.start();
  }
  const pressCompare = () =>
    postJson(`${rig.server().url}/api/organiser/books/compare`, { pass: rig.password });

  /**
   * The comparison a server just started makes: "Compare now", or, when the start's sweep took the daily
   * run first (due after a run a crash cut off), that run, which the button waits a minute behind. Only
   * called right after a start, so either one compares everything the test did before.
   */
  async function comparedAbout(orderId: string): Promise<string[]> {
    const answer = await pressCompare();
    if (answer.status === 200) {
      const { books } = compareNowResponseSchema.parse(answer.body);
      if (books.state === 'failed' || books.state === 'never') throw new Error(`comparison ${books.state}`);
      return books.state === 'match'
        ? []
        : books.differences.filter((sentence) => sentence.includes(orderId));
    }
    expect(answer.status).toBe(429);
    const run = await vi.waitFor(
      async () => {
        const row = await rig.database.handle.db
          .selectFrom('reconciliation')
          .selectAll()
          .executeTakeFirstOrThrow();
        if (row.finished_ms === null || Number(row.finished_ms) < Number(row.started_ms)) {
          throw new Error('the start’s comparison is still running');
        }
        return row;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(run.outcome === 'match' || run.outcome === 'differences').toBe(true);
    return (JSON.parse(run.differences) as string[]).filter((sentence) => sentence.includes(orderId));
  }
  /** Four hours on, past PayPal's reporting lag, on a server started after a crash: what it compared. */
  async function crashAndCompareLater(orderId: string) {
    await crash(4 * hourMs);
    return comparedAbout(orderId);
  }
  /**
   * The server dies while a comparison runs, the moment PayPal answers (or, `before`, receives) a request
   * of the kind `match` names; the press itself, or the start's own daily run, is the one cut off.
   */
  async function compareCutOff(
    match: (method: string, url: string) => boolean,
    options?: { before: boolean },
  ) {
    let hit = false;
    rig.killOn((method, url) => {
      hit ||= match(method, url);
      return match(method, url);
    }, options);
    const pressed = pressCompare().catch(() => undefined);
    await vi.waitFor(() => expect(hit).toBe(true), { timeout: 60_000, interval: 100 });
    await pressed;
    await expect(async () => rig.server()).rejects.toThrow('no server is running');
  }

  describe('money back only Transaction Search shows', () => {
    /** A $150 order charged back in full, REVERSED heard; the seller wins with no event heard. */
    async function chargebackTheSellerWon() {
      const { orderId, captureId } = await rig.paidOrder();
      const opened = await openDisputeInPayPal(rig, captureId, {
        channel: 'EXTERNAL',
        reason: 'UNAUTHORISED',
      });
      expect(await rig.booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });
      await rig.unheard(() => settleDisputeInPayPal(rig, opened.dispute_id, 'SELLER_FAVOR'));
      expect(await rig.booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });
      return { orderId, captureId, disputeId: opened.dispute_id };
    }
    const wonBack = { rows: ['returned 15000', 'reversal 15000'], paidCents: 15_000 };
    async function resolvedHeard(disputeId: string) {
      await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
      await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    }

    it('the dispute’s RESOLVED heard, a crash, then the comparison: it names the record, moves nothing', async () => {
      const { orderId, disputeId } = await chargebackTheSellerWon();
      await resolvedHeard(disputeId);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      expect((await rig.booksOf(orderId)).ids).toContain(`RETURN-${disputeId}`);

      expect(await crashAndCompareLater(orderId)).toEqual([]);
      const books = await rig.booksOf(orderId);
      expect(books).toMatchObject(wonBack);
      expect(books.ids).not.toContain(`RETURN-${disputeId}`);
      // PayPal delivers RESOLVED again after another crash: nothing moves.
      await crash();
      await resolvedHeard(disputeId);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    }, 300_000);

    it('the comparison books the T1202, a crash, then the dispute’s RESOLVED: the money is back once', async () => {
      const { orderId, disputeId } = await chargebackTheSellerWon();
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);

      await crash();
      await resolvedHeard(disputeId);
      const books = await rig.booksOf(orderId);
      expect(books).toMatchObject(wonBack);
      expect(books.ids.some((id) => id.startsWith('RETURN-'))).toBe(false);
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    }, 300_000);

    it('killed once PayPal answered the comparison’s search: the next start books it, once', async () => {
      const { orderId, disputeId } = await chargebackTheSellerWon();
      await crash(4 * hourMs);
      await compareCutOff(isSearch);
      expect(await rig.booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });

      // The run it cut off holds the comparison for its lease (half an hour); the next start's sweep runs it.
      offsetMs += hourMs;
      rig.moveClock(offsetMs);
      await rig.start();
      expect(await comparedAbout(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      await resolvedHeard(disputeId);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    }, 300_000);

    it('killed just after the comparison booked a T1207: the next comparison moves nothing more', async () => {
      const { orderId, captureId } = await rig.paidOrder();
      await openDisputeInPayPal(rig, captureId, { channel: 'EXTERNAL', reason: 'UNAUTHORISED' });
      const made = await rig.emulator.inject({
        method: 'POST',
        url: `${emulatorPrefix}/v1/reporting/transactions`,
        payload: {
          transaction_event_code: 'T1207',
          amount: { currency_code: 'USD', value: '150.00' },
          paypal_reference_id: captureId,
        },
      });
      expect(made.statusCode).toBe(201);
      // A payment that is not the site's: after booking, the comparison asks PayPal about its capture,
      // and the server dies on that question.
      const foreign = await rig.emulator.inject({
        method: 'POST',
        url: `${emulatorPrefix}/v1/reporting/transactions`,
        payload: { transaction_event_code: 'T0000', amount: { currency_code: 'USD', value: '12.00' } },
      });
      expect(foreign.statusCode).toBe(201);
      await crash(4 * hourMs);
      await compareCutOff(isCaptureLookUp, { before: true });
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);

      offsetMs += hourMs;
      rig.moveClock(offsetMs);
      await rig.start();
      expect(await comparedAbout(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    }, 300_000);
  });

  describe('a chargeback the refund sweep recorded as a refund', () => {
    /**
     * A $150 order refunded $10 from the dashboard, then charged back for the $140 left with every event
     * lost; the server is killed and the next one's sweep, at its start, records the chargeback as a
     * refund from PayPal's list of the order's refunds.
     */
    async function chargebackSweptFirst() {
      const { orderId, captureId } = await rig.paidOrder();
      expect((await rig.refund(orderId, randomUUID(), 10)).status).toBe(200);
      const opened = await rig.unheard(() =>
        openDisputeInPayPal(rig, captureId, { channel: 'EXTERNAL', reason: 'UNAUTHORISED' }),
      );
      const chargeback = (await rig.refundsAtPayPal(orderId)).find((refund) => refund.cents === 14_000)!;
      await crash();
      await vi.waitFor(
        async () =>
          expect(await rig.booksOf(orderId)).toMatchObject({
            rows: ['refund 1000', 'refund 14000'],
            paidCents: 0,
          }),
        { timeout: 60_000, interval: 200 },
      );
      return { orderId, disputeId: opened.dispute_id, chargebackId: chargeback.id };
    }
    const wonBack = { rows: ['refund 1000', 'returned 14000', 'reversal 14000'], paidCents: 14_000 };

    it('the sweep’s record, a crash, REVERSED, a crash, the seller’s win: taken once, given back once', async () => {
      const { orderId, disputeId, chargebackId } = await chargebackSweptFirst();
      await crash();
      await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
      expect(await rig.booksOf(orderId)).toMatchObject({
        rows: ['refund 1000', 'reversal 14000'],
        paidCents: 0,
      });

      await crash();
      await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
      await settleDisputeInPayPal(rig, disputeId, 'SELLER_FAVOR');
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      // Both delivered again after another crash, and the sweep reads the order again: nothing moves twice.
      await crash();
      await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
      await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    }, 300_000);

    it('the sweep’s record, a crash, the seller’s win, a crash, REVERSED: the swept refund is not taken again', async () => {
      const { orderId, disputeId, chargebackId } = await chargebackSweptFirst();
      await crash();
      await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
      await settleDisputeInPayPal(rig, disputeId, 'SELLER_FAVOR');
      expect(await rig.booksOf(orderId)).toMatchObject({
        rows: ['refund 1000', 'refund 14000', 'returned 14000'],
        paidCents: 14_000,
      });

      await crash();
      await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
      expect(await crashAndCompareLater(orderId)).toEqual([]);
      expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    }, 300_000);
  });
});
