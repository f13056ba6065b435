import { describe, expect, it } from 'vitest';
import { type CheckoutAction, type CheckoutState, checkoutReducer, initialCheckout } from './checkout-flow';

// The one checkout flow of both ticket pages and the donation page (docs/decisions/035-one-checkout-flow.md).

/** The payment button starts a new PayPal order only at checkout, with no order of this purchase held. */
const mayStartOrder = (state: CheckoutState): boolean =>
  state.step === 'checkout' && state.orderId === undefined;

const run = (start: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, start);
const tickets = initialCheckout(true);
const donation = initialCheckout(false);
const declinedNote = 'Your payment method was declined. Please choose another way to pay.';

const toCheckout: CheckoutAction[] = [{ type: 'checkout', errors: [] }, { type: 'agree' }];
const approve: CheckoutAction = { type: 'payer-approved', orderId: 'ORDER1' };
const confirming = run(tickets, ...toCheckout, approve);

/** Every action the page can send, once each. */
const everyAction: CheckoutAction[] = [
  { type: 'checkout', errors: [] },
  { type: 'checkout', errors: ['x'] },
  { type: 'agree' },
  { type: 'go-back' },
  { type: 'try-again' },
  { type: 'payer-approved', orderId: 'ORDER2' },
  { type: 'resume', orderId: 'ORDER3' },
  { type: 'capture-unclear' },
  { type: 'captured' },
  { type: 'pending' },
  { type: 'declined', message: declinedNote },
  { type: 'refused', message: 'Nothing was charged.' },
  { type: 'refused' },
  { type: 'failed', message: 'Simulated payment error' },
  { type: 'failed' },
];

/** Every state reachable from `start` with `actions`, each once. */
function reachable(start: CheckoutState, actions: readonly CheckoutAction[]): CheckoutState[] {
  const seen = new Map<string, CheckoutState>([[JSON.stringify(start), start]]);
  const queue = [start];
  for (let state = queue.shift(); state; state = queue.shift()) {
    for (const action of actions) {
      const next = checkoutReducer(state, action);
      const key = JSON.stringify(next);
      // Failed Checkouts only count up on the form; two are as good as any number.
      if (!seen.has(key) && next.failedCheckouts < 3) {
        seen.set(key, next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()];
}

describe('the checkout flow, before the payer approves', () => {
  it('starts on the form', () => {
    expect(tickets).toEqual({ step: 'browsing', withTerms: true, failedCheckouts: 0 });
    expect(mayStartOrder(tickets)).toBe(false);
  });

  it('stays on the form when Checkout finds errors, counting each such press', () => {
    const state = run(tickets, { type: 'checkout', errors: ['Must purchase at least one ticket.'] });
    expect(state).toEqual({ step: 'browsing', withTerms: true, failedCheckouts: 1 });
    expect(run(state, { type: 'checkout', errors: ['x'] }).failedCheckouts).toBe(2);
  });

  it('goes to the terms on the ticket pages, and straight to checkout on the donation page', () => {
    expect(run(tickets, { type: 'checkout', errors: ['x'] }, { type: 'checkout', errors: [] })).toEqual({
      step: 'terms',
      withTerms: true,
      failedCheckouts: 0,
    });
    expect(run(donation, { type: 'checkout', errors: [] }).step).toBe('checkout');
  });

  it('goes from the terms to checkout when the buyer agrees, where a new order may start', () => {
    const state = run(tickets, ...toCheckout);
    expect(state.step).toBe('checkout');
    expect(mayStartOrder(state)).toBe(true);
  });

  it.each<[string, CheckoutAction[]]>([
    ['the terms', [{ type: 'checkout', errors: [] }]],
    ['checkout', toCheckout],
    ['the error screen', [...toCheckout, { type: 'failed' }]],
  ])('goes back to the form from %s', (_, actions) => {
    expect(run(tickets, ...actions, { type: 'go-back' }).step).toBe('browsing');
  });

  it('shows the first failure with its text, or Unknown error. without one', () => {
    const failed = run(tickets, ...toCheckout, { type: 'failed', message: 'Sold out.' });
    expect(failed).toMatchObject({ step: 'error', errorMessage: 'Sold out.' });
    expect(run(failed, { type: 'failed', message: 'later' }).errorMessage).toBe('Sold out.');
    expect(run(tickets, ...toCheckout, { type: 'failed' }).errorMessage).toBeUndefined();
  });

  it('Try again returns to checkout, where a new order may start', () => {
    const state = run(tickets, ...toCheckout, { type: 'failed' }, { type: 'try-again' });
    expect(state.step).toBe('checkout');
    expect(mayStartOrder(state)).toBe(true);
  });

  it('ignores a failure outside checkout', () => {
    expect(run(tickets, { type: 'failed' })).toEqual(tickets);
  });
});

describe('the checkout flow, once the payer approved', () => {
  it('confirms the approved order, and keeps its id', () => {
    expect(confirming).toEqual({
      step: 'confirming',
      withTerms: true,
      failedCheckouts: 0,
      orderId: 'ORDER1',
    });
  });

  it('says it is still confirming after an unclear answer', () => {
    expect(run(confirming, { type: 'capture-unclear' })).toEqual({ ...confirming, retrying: true });
  });

  it.each<[CheckoutAction, CheckoutState['step']]>([
    [{ type: 'captured' }, 'approved'],
    [{ type: 'pending' }, 'pending'],
    [{ type: 'refused', message: 'Nothing was charged.' }, 'refused'],
  ])('ends on the screen of the answer (%o)', (action, step) => {
    expect(run(confirming, { type: 'capture-unclear' }, action).step).toBe(step);
  });

  it('shows a refusal with its text and no way back to checkout but the form', () => {
    const refused = run(confirming, { type: 'refused', message: 'Nothing was charged.' });
    expect(refused.errorMessage).toBe('Nothing was charged.');
    expect(run(refused, { type: 'try-again' })).toEqual(refused);
    expect(run(refused, { type: 'go-back' }).step).toBe('browsing');
  });

  it('after a decline in the open window, returns to checkout on the same order', () => {
    const state = run(confirming, { type: 'declined', message: declinedNote });
    expect(state).toMatchObject({ step: 'checkout', declined: true, orderId: 'ORDER1' });
    expect(mayStartOrder(state)).toBe(false);
    expect(run(state, approve).step).toBe('confirming');
  });

  it('after a decline of a resumed order, shows the final refusal: no window is open to pay another way', () => {
    const state = run(run(donation, { type: 'resume', orderId: 'ORDER1' }), {
      type: 'declined',
      message: declinedNote,
    });
    expect(state).toMatchObject({ step: 'refused', errorMessage: declinedNote });
  });

  it('ignores the widget, Try again and Go Back while confirming', () => {
    for (const action of [
      { type: 'failed', message: 'late' },
      { type: 'try-again' },
      { type: 'go-back' },
      { type: 'checkout', errors: [] },
      { type: 'agree' },
    ] satisfies CheckoutAction[]) {
      expect(run(confirming, action)).toEqual(confirming);
    }
  });

  it('keeps a finished purchase finished, whatever arrives late', () => {
    for (const end of [{ type: 'captured' }, { type: 'pending' }] satisfies CheckoutAction[]) {
      const finished = run(confirming, end);
      for (const action of everyAction) expect(run(finished, action)).toEqual(finished);
    }
  });

  it('resumes an order in progress after a reload, asking the server again', () => {
    expect(run(tickets, { type: 'resume', orderId: 'ORDER1' })).toMatchObject({
      step: 'confirming',
      orderId: 'ORDER1',
      resumed: true,
    });
    const started = run(tickets, ...toCheckout);
    expect(run(started, { type: 'resume', orderId: 'ORDER1' })).toEqual(started);
  });

  it.each([
    ['approved in the page', confirming],
    ['resumed after a reload', run(donation, { type: 'resume', orderId: 'ORDER1' })],
  ])(
    'never reaches a state that starts a new order from an order %s, except by leaving to the form',
    (_, start) => {
      // PayPal's decline in its open window hands the same order back (restart), and the only way to a
      // new order is the buyer going back to the form from a step where PayPal holds nothing of this one.
      const stayingInPurchase = everyAction.filter((action) => action.type !== 'go-back');
      for (const state of reachable(start, stayingInPurchase)) {
        expect(mayStartOrder(state), JSON.stringify(state)).toBe(false);
        if (state.step === 'checkout' || state.step === 'error') expect(state.orderId).toBeDefined();
      }
    },
  );

  it('Go Back is refused wherever PayPal may hold the payment', () => {
    for (const state of reachable(confirming, everyAction)) {
      if (['confirming', 'approved', 'pending'].includes(state.step)) {
        expect(run(state, { type: 'go-back' })).toEqual(state);
      }
    }
  });
});
