import { describe, expect, it } from 'vitest';
import {
  type DonationFlowAction,
  type DonationFlowState,
  type DonationStep,
  donationFlowReducer,
  initialDonationFlow,
} from './donation-flow';

function run(...actions: DonationFlowAction[]): DonationFlowState {
  return actions.reduce(donationFlowReducer, initialDonationFlow);
}

const toCheckout: DonationFlowAction[] = [{ type: 'checkout', errors: [] }];
const toSubmitted: DonationFlowAction[] = [...toCheckout, { type: 'payer-approved' }];

describe('the donation flow', () => {
  it('starts on the form', () => {
    expect(initialDonationFlow.step).toBe('browsing');
  });

  it('goes to checkout when Checkout is allowed', () => {
    expect(run(...toCheckout).step).toBe('checkout');
  });

  it('stays on the form when the donation breaks a checkout rule', () => {
    expect(run({ type: 'checkout', errors: ['Enter an amount greater than $0.'] }).step).toBe('browsing');
  });

  it("goes back to the form with 'Go Back'", () => {
    expect(run(...toCheckout, { type: 'go-back' }).step).toBe('browsing');
  });

  it('waits for the server once the payer approves, then shows approved after the capture', () => {
    expect(run(...toSubmitted).step).toBe('submitted');
    expect(run(...toSubmitted, { type: 'captured' }).step).toBe('approved');
  });

  it('shows the pending screen when PayPal holds the payment, and never an error after it', () => {
    const pending = run(...toSubmitted, { type: 'pending' });
    expect(pending).toEqual({ step: 'pending' });
    expect(donationFlowReducer(pending, { type: 'failed', message: 'late' })).toBe(pending);
    expect(donationFlowReducer(pending, { type: 'go-back' })).toBe(pending);
  });

  it('returns to checkout saying the card was declined, and approves on the next try', () => {
    const declined = run(...toSubmitted, { type: 'declined' });
    expect(declined).toEqual({ step: 'checkout', declined: true });
    const again = donationFlowReducer(declined, { type: 'payer-approved' });
    expect(again).toEqual({ step: 'submitted' });
    expect(donationFlowReducer(again, { type: 'captured' }).step).toBe('approved');
    expect(donationFlowReducer(declined, { type: 'go-back' })).toEqual({ step: 'browsing' });
  });

  it('offers both ways on from the error screen: checkout again, or back to the form', () => {
    const failed = run(...toCheckout, { type: 'failed', message: 'Card declined' });
    expect(donationFlowReducer(failed, { type: 'try-again' })).toEqual({ step: 'checkout' });
    expect(donationFlowReducer(failed, { type: 'go-back' })).toEqual({ step: 'browsing' });
  });

  it.each<[string, DonationFlowAction[]]>([
    ['order creation or the payment widget fails at checkout', toCheckout],
    ['the capture fails while waiting', toSubmitted],
  ])('shows the error screen with the message when %s', (_, before) => {
    expect(run(...before, { type: 'failed', message: 'Card declined' })).toEqual({
      step: 'error',
      errorMessage: 'Card declined',
    });
  });

  it('keeps the first error message when the payment widget reports the same failure again', () => {
    const state = run(
      ...toCheckout,
      { type: 'failed', message: 'The amount is below the minimum.' },
      { type: 'failed', message: 'Something else' },
    );
    expect(state.errorMessage).toBe('The amount is below the minimum.');
  });

  it('has no message when the failure gave none (the page says Unknown error.)', () => {
    expect(run(...toCheckout, { type: 'failed' })).toEqual({ step: 'error' });
  });

  it('ignores events that do not belong to the current step', () => {
    const cases: [DonationFlowAction[], DonationFlowAction, DonationStep][] = [
      [[], { type: 'payer-approved' }, 'browsing'],
      [[], { type: 'captured' }, 'browsing'],
      [[], { type: 'go-back' }, 'browsing'],
      [[], { type: 'failed', message: 'stray' }, 'browsing'],
      [toCheckout, { type: 'captured' }, 'checkout'],
      [toCheckout, { type: 'pending' }, 'checkout'],
      [toCheckout, { type: 'declined' }, 'checkout'],
      [[], { type: 'declined' }, 'browsing'],
      [toCheckout, { type: 'checkout', errors: [] }, 'checkout'],
      [toSubmitted, { type: 'go-back' }, 'submitted'],
      [toSubmitted, { type: 'payer-approved' }, 'submitted'],
      [[...toSubmitted, { type: 'captured' }], { type: 'failed', message: 'late' }, 'approved'],
      [[], { type: 'try-again' }, 'browsing'],
      [toSubmitted, { type: 'try-again' }, 'submitted'],
    ];
    for (const [before, action, step] of cases)
      expect(donationFlowReducer(run(...before), action).step).toBe(step);
  });
});
