import { describe, expect, it } from 'vitest';
import { type CaptureOutcome, PaymentCallError } from '../lib/payment-orders';
import { type PaymentAction, paymentHandlers } from './use-payment-handlers';

// What the page does with each answer of the capture call (docs/product/payments.md), seen as the
// actions its flow receives and what the payment widget is asked to do next.

function wire(capture: () => Promise<CaptureOutcome>, create = () => Promise.resolve('ORDER1')) {
  const actions: PaymentAction[] = [];
  const handlers = paymentHandlers((action) => actions.push(action), { create, capture });
  return { actions, handlers };
}

describe('the payment handlers', () => {
  it.each<[CaptureOutcome, PaymentAction, 'restart' | undefined]>([
    ['captured', { type: 'captured' }, undefined],
    ['pending', { type: 'pending' }, undefined],
    ['instrument-declined', { type: 'declined' }, 'restart'],
  ])(
    'after a capture that came to %s, tells the flow and the widget what follows',
    async (outcome, action, next) => {
      const { actions, handlers } = wire(() => Promise.resolve(outcome));
      expect(await handlers.onApprove('ORDER1')).toBe(next);
      expect(actions).toEqual([{ type: 'payer-approved' }, action]);
    },
  );

  it('shows the server’s text when the capture fails otherwise, and does not restart', async () => {
    const { actions, handlers } = wire(() => Promise.reject(new PaymentCallError('The order has expired.')));
    expect(await handlers.onApprove('ORDER1')).toBeUndefined();
    expect(actions).toEqual([
      { type: 'payer-approved' },
      { type: 'failed', message: 'The order has expired.' },
    ]);
  });

  it('shows a refused order creation at once and still lets the widget see the failure', async () => {
    const refused = new PaymentCallError(
      'The price of this order has changed. Please reload the page and check your order.',
    );
    const { actions, handlers } = wire(
      () => Promise.resolve('captured'),
      () => Promise.reject(refused),
    );
    await expect(handlers.createOrder()).rejects.toBe(refused);
    expect(actions).toEqual([{ type: 'failed', message: refused.serverMessage }]);
  });
});
