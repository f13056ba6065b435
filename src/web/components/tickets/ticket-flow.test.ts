import { describe, expect, it } from 'vitest';
import {
  initialTicketFlow,
  type TicketFlowAction,
  type TicketFlowState,
  type TicketStep,
  ticketFlowReducer,
} from './ticket-flow';

function run(...actions: TicketFlowAction[]): TicketFlowState {
  return actions.reduce(ticketFlowReducer, initialTicketFlow);
}

const toCheckout: TicketFlowAction[] = [{ type: 'checkout', errors: [] }, { type: 'agree' }];

describe('the ticket purchase flow', () => {
  it('starts on the form', () => {
    expect(initialTicketFlow.step).toBe('browsing');
  });

  it('stays on the form and lists the errors when Checkout finds any, counting each such press', () => {
    const state = run({ type: 'checkout', errors: ['Must purchase at least one ticket.'] });
    expect(state).toEqual({ step: 'browsing', failedCheckouts: 1 });
    expect(ticketFlowReducer(state, { type: 'checkout', errors: ['x'] }).failedCheckouts).toBe(2);
  });

  it('goes to the terms when Checkout finds no errors, and forgets the old errors', () => {
    const state = run({ type: 'checkout', errors: ['x'] }, { type: 'checkout', errors: [] });
    expect(state).toEqual({ step: 'terms', failedCheckouts: 0 });
  });

  it('goes from the terms to checkout when the buyer agrees', () => {
    expect(run(...toCheckout).step).toBe('checkout');
  });

  it('goes back to the form from checkout and from the terms', () => {
    expect(run(...toCheckout, { type: 'go-back' }).step).toBe('browsing');
    expect(run({ type: 'checkout', errors: [] }, { type: 'go-back' }).step).toBe('browsing');
  });

  it('offers both ways on from the error screen: checkout again, or back to the form', () => {
    const failed = run(...toCheckout, { type: 'failed', message: 'Card declined' });
    expect(ticketFlowReducer(failed, { type: 'try-again' })).toEqual({
      step: 'checkout',
      failedCheckouts: 0,
    });
    expect(ticketFlowReducer(failed, { type: 'go-back' })).toEqual({ step: 'browsing', failedCheckouts: 0 });
  });

  it('offers both ways on from the error screen: checkout again, or back to the form', () => {
    const failed = run(...toCheckout, { type: 'failed', message: 'Card declined' });
    expect(ticketFlowReducer(failed, { type: 'try-again' })).toEqual({
      step: 'checkout',
      failedCheckouts: 0,
    });
    expect(ticketFlowReducer(failed, { type: 'go-back' })).toEqual({ step: 'browsing', failedCheckouts: 0 });
  });

  it('waits for the server once the payer approves, then shows approved after the capture', () => {
    const submitted = run(...toCheckout, { type: 'payer-approved' });
    expect(submitted.step).toBe('submitted');
    expect(ticketFlowReducer(submitted, { type: 'captured' }).step).toBe('approved');
  });

  it('shows the pending screen when PayPal holds the payment, and never an error after it', () => {
    const pending = run(...toCheckout, { type: 'payer-approved' }, { type: 'pending' });
    expect(pending).toEqual({ step: 'pending', failedCheckouts: 0 });
    expect(ticketFlowReducer(pending, { type: 'failed', message: 'late' })).toBe(pending);
    expect(ticketFlowReducer(pending, { type: 'go-back' })).toBe(pending);
  });

  it('returns to checkout saying the card was declined, and approves on the next try', () => {
    const declined = run(...toCheckout, { type: 'payer-approved' }, { type: 'declined' });
    expect(declined).toEqual({ step: 'checkout', failedCheckouts: 0, declined: true });
    const again = ticketFlowReducer(declined, { type: 'payer-approved' });
    expect(again).toEqual({ step: 'submitted', failedCheckouts: 0 });
    expect(ticketFlowReducer(again, { type: 'captured' }).step).toBe('approved');
  });

  it('lets the buyer go back to the form after a declined card', () => {
    const declined = run(...toCheckout, { type: 'payer-approved' }, { type: 'declined' });
    expect(ticketFlowReducer(declined, { type: 'go-back' })).toEqual({
      step: 'browsing',
      failedCheckouts: 0,
    });
  });

  it.each<[string, TicketFlowAction[]]>([
    ['order creation on checkout', toCheckout],
    ['the capture while waiting', [...toCheckout, { type: 'payer-approved' }]],
  ])('shows the error screen with the message when %s fails', (_, before) => {
    const state = run(...before, { type: 'failed', message: 'Card declined' });
    expect(state).toEqual({ step: 'error', failedCheckouts: 0, errorMessage: 'Card declined' });
  });

  it('keeps the first error message when the payment widget reports the same failure again', () => {
    const state = run(
      ...toCheckout,
      { type: 'failed', message: 'The amount is wrong.' },
      { type: 'failed', message: 'Something else' },
    );
    expect(state.errorMessage).toBe('The amount is wrong.');
  });

  it('has no message when the failure gave none (the page says Unknown error.)', () => {
    expect(run(...toCheckout, { type: 'failed' }).errorMessage).toBeUndefined();
  });

  it('ignores events that do not belong to the current step', () => {
    const cases: [TicketFlowAction[], TicketFlowAction, TicketStep][] = [
      [[], { type: 'agree' }, 'browsing'],
      [[], { type: 'payer-approved' }, 'browsing'],
      [[], { type: 'captured' }, 'browsing'],
      [[{ type: 'checkout', errors: [] }], { type: 'payer-approved' }, 'terms'],
      [toCheckout, { type: 'captured' }, 'checkout'],
      [toCheckout, { type: 'pending' }, 'checkout'],
      [toCheckout, { type: 'declined' }, 'checkout'],
      [[], { type: 'pending' }, 'browsing'],
      [[], { type: 'try-again' }, 'browsing'],
      [[...toCheckout, { type: 'payer-approved' }], { type: 'try-again' }, 'submitted'],
      [[...toCheckout, { type: 'failed' }], { type: 'declined' }, 'error'],
      [toCheckout, { type: 'checkout', errors: [] }, 'checkout'],
      [[...toCheckout, { type: 'payer-approved' }], { type: 'go-back' }, 'submitted'],
      [
        [...toCheckout, { type: 'payer-approved' }, { type: 'captured' }],
        { type: 'failed', message: 'late' },
        'approved',
      ],
    ];
    for (const [before, action, step] of cases)
      expect(ticketFlowReducer(run(...before), action).step).toBe(step);
  });
});
