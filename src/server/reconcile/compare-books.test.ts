import { describe, expect, it } from 'vitest';
import {
  type BookDispute,
  type BookPurchase,
  type BookRefund,
  compareBooks,
  type PayPalMovement,
} from './compare-books';

const period = { fromMs: Date.parse('2026-11-01T00:00:00Z'), toMs: Date.parse('2026-11-30T00:00:00Z') };
const at = Date.parse('2026-11-20T12:00:00Z');

const capture = (overrides: Partial<PayPalMovement> = {}): PayPalMovement => ({
  kind: 'capture',
  id: 'CAP1',
  captureId: 'CAP1',
  orderId: '5O190127TN364715T',
  cents: 3000,
  currency: 'USD',
  status: 'S',
  timeMs: at,
  ...overrides,
});
const purchase = (overrides: Partial<BookPurchase> = {}): BookPurchase => ({
  orderId: '5O190127TN364715T',
  captureId: 'CAP1',
  cents: 3000,
  currency: 'USD',
  status: 'captured',
  timeMs: at,
  ...overrides,
});
const refund = (overrides: Partial<PayPalMovement> = {}): PayPalMovement =>
  capture({ kind: 'refund', id: 'REF1', orderId: null, cents: 1000, ...overrides });
const ourRefund = (overrides: Partial<BookRefund> = {}): BookRefund => ({
  id: 'REF1',
  orderId: '5O190127TN364715T',
  captureId: 'CAP1',
  kind: 'refund',
  status: 'COMPLETED',
  cents: 1000,
  currency: 'USD',
  timeMs: at,
  ...overrides,
});

describe('comparing our books with PayPal', () => {
  it('finds nothing when every capture and refund is in both', () => {
    expect(
      compareBooks([capture(), refund()], { purchases: [purchase()], refunds: [ourRefund()] }, period),
    ).toEqual([]);
  });

  it('names a capture our books lack, with its PayPal order id, amount and day', () => {
    const [difference] = compareBooks([capture()], { purchases: [], refunds: [] }, period);
    expect(difference?.sentence).toBe(
      'PayPal captured $30.00 for order 5O190127TN364715T (capture CAP1) on 2026-11-20, but our books have no purchase for it.',
    );
  });

  it('names a purchase PayPal does not show, but only inside the period', () => {
    const inside = compareBooks([], { purchases: [purchase()], refunds: [] }, period);
    expect(inside.map((each) => each.kind)).toEqual(['extra-purchase']);
    expect(inside[0]?.sentence).toContain('order 5O190127TN364715T');
    const before = purchase({ timeMs: period.fromMs - 1 });
    expect(compareBooks([], { purchases: [before], refunds: [] }, period)).toEqual([]);
  });

  it('names a different amount', () => {
    const [difference] = compareBooks(
      [capture()],
      { purchases: [purchase({ cents: 2500 })], refunds: [] },
      period,
    );
    expect(difference?.kind).toBe('amount');
    expect(difference?.sentence).toContain('our books record $25.00');
  });

  it('names a refund our books lack, using our order id for a capture we know', () => {
    const [difference] = compareBooks(
      [capture(), refund()],
      { purchases: [purchase()], refunds: [] },
      period,
    );
    expect(difference?.kind).toBe('missing-refund');
    expect(difference?.orderId).toBe('5O190127TN364715T');
    expect(difference?.sentence).toContain('PayPal refunded $10.00 of order 5O190127TN364715T');
  });

  it('names a refund only our books hold, and ignores pending refunds on both sides', () => {
    const extra = compareBooks([], { purchases: [], refunds: [ourRefund()] }, period);
    expect(extra.map((each) => each.kind)).toEqual(['extra-refund']);
    const pending = compareBooks(
      [refund({ status: 'P' })],
      { purchases: [], refunds: [ourRefund({ status: 'PENDING' })] },
      period,
    );
    expect(pending).toEqual([]);
  });

  it('matches reversals by their total per capture', () => {
    const paypal = [capture(), refund({ kind: 'reversal', id: 'REV1', cents: 3000 })];
    const books = {
      purchases: [purchase()],
      refunds: [ourRefund({ id: 'DISPUTE-PP-D-1', kind: 'reversal', cents: 3000 })],
    };
    expect(compareBooks(paypal, books, period)).toEqual([]);
    const short = compareBooks(paypal, { ...books, refunds: [] }, period);
    expect(short[0]?.sentence).toContain('PayPal took back $30.00 of order 5O190127TN364715T');
  });

  it('leaves a capture PayPal denied alone', () => {
    expect(compareBooks([capture({ status: 'D' })], { purchases: [], refunds: [] }, period)).toEqual([]);
  });

  describe('disputes and holds', () => {
    const hold = (overrides: Partial<PayPalMovement> = {}): PayPalMovement =>
      capture({ kind: 'hold', id: 'HOLD1', orderId: null, cents: 3000, ...overrides });
    const release = (overrides: Partial<PayPalMovement> = {}): PayPalMovement =>
      hold({ kind: 'release', id: 'REL1', timeMs: at + 60_000, ...overrides });
    const ourDispute = (overrides: Partial<BookDispute> = {}): BookDispute => ({
      id: 'PP-D-1',
      orderId: '5O190127TN364715T',
      captureId: 'CAP1',
      cents: 3000,
      openedMs: at,
      resolvedMs: null,
      ...overrides,
    });
    const books = (disputes: BookDispute[]) => ({ purchases: [purchase()], refunds: [], disputes });

    it('finds nothing when PayPal holds what our books mark disputed, or released what they cleared', () => {
      expect(compareBooks([capture(), hold()], books([ourDispute()]), period)).toEqual([]);
      const cleared = ourDispute({ resolvedMs: at + 60_000 });
      expect(compareBooks([capture(), hold(), release()], books([cleared]), period)).toEqual([]);
      // A hold released and a new one put on later: held again.
      const again = [hold(), release(), hold({ id: 'HOLD2', timeMs: at + 120_000 })];
      expect(
        compareBooks([capture(), ...again], books([cleared, ourDispute({ id: 'HOLD-CAP1' })]), period),
      ).toEqual([]);
    });

    it('names a hold PayPal put that our books did not record, with the PayPal order id', () => {
      const found = compareBooks([capture(), hold()], books([]), period);
      expect(found).toEqual([
        {
          kind: 'missing-dispute',
          orderId: '5O190127TN364715T',
          captureId: 'CAP1',
          sentence:
            'PayPal holds $30.00 of order 5O190127TN364715T (capture CAP1) for a dispute or chargeback since 2026-11-20, but our books record no open dispute or hold for it.',
        },
      ]);
    });

    it('names a dispute our books still hold after PayPal released it, and one PayPal never held', () => {
      const released = compareBooks([capture(), hold(), release()], books([ourDispute()]), period);
      expect(released.map((each) => each.sentence)).toEqual([
        'Our books still mark order 5O190127TN364715T (capture CAP1) disputed ($30.00), but PayPal released its hold on 2026-11-20.',
      ]);
      const never = compareBooks([capture()], books([ourDispute()]), period);
      expect(never.map((each) => each.kind)).toEqual(['extra-dispute']);
      expect(never[0]?.sentence).toContain('but PayPal shows no hold for it.');
      // Opened before the period: PayPal's hold may lie before it too.
      expect(compareBooks([capture()], books([ourDispute({ openedMs: period.fromMs - 1 })]), period)).toEqual(
        [],
      );
    });
  });
});
