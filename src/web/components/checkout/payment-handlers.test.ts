import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CaptureOutcome, createPaymentOrder } from '../../lib/payment-orders';
import { type CheckoutAction, type CheckoutState, checkoutReducer, initialCheckout } from './checkout-flow';
import { confirmCapture } from './confirm-capture';
import { orderInProgress } from './order-in-progress';
import { paymentHandlers } from './payment-handlers';

// What the page does with each answer of the capture call (docs/decisions/035-one-checkout-flow.md),
// seen as the actions its flow receives, the calls it makes and what it keeps for a reload.

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

const at = (kind: CaptureOutcome['kind'], message?: string): CaptureOutcome =>
  kind === 'refused' ? { kind, message } : ({ kind } as CaptureOutcome);

function wire(answers: CaptureOutcome[], create = () => Promise.resolve('ORDER1')) {
  let state: CheckoutState = { ...initialCheckout(false), step: 'checkout' };
  const actions: CheckoutAction[] = [];
  const creates: string[] = [];
  const captures: string[] = [];
  const waits: number[] = [];
  const handlers = paymentHandlers({
    kind: 'donation',
    dispatch: (action) => {
      actions.push(action);
      state = checkoutReducer(state, action);
    },
    state: () => state,
    calls: {
      create: async () => {
        const id = await create();
        creates.push(id);
        return id;
      },
      capture: async (orderId) => {
        captures.push(orderId);
        return answers.shift() ?? { kind: 'unclear' };
      },
    },
    confirm: { sleep: async (ms) => void waits.push(ms) },
  });
  return { handlers, actions, creates, captures, waits, state: () => state };
}

describe('the payment handlers', () => {
  it.each<[CaptureOutcome, CheckoutState['step'], 'restart' | undefined]>([
    [at('captured'), 'approved', undefined],
    [at('pending'), 'pending', undefined],
    [at('refused', 'Nothing was charged.'), 'refused', undefined],
    [at('instrument-declined'), 'checkout', 'restart'],
  ])('after a capture that came to %o, ends on %s and forgets the order', async (outcome, step, next) => {
    const page = wire([outcome]);
    expect(await page.handlers.onApprove('ORDER1')).toBe(next);
    expect(page.state().step).toBe(step);
    expect(page.captures).toEqual(['ORDER1']);
    expect(orderInProgress('donation')).toBeUndefined();
  });

  it('asks again for the same order after a lost answer, with back-off, and shows the result', async () => {
    const page = wire([at('unclear'), at('unclear'), at('captured')]);
    await page.handlers.onApprove('ORDER1');
    expect(page.captures).toEqual(['ORDER1', 'ORDER1', 'ORDER1']);
    expect(page.waits).toEqual([1_000, 2_000]);
    expect(page.actions.map((action) => action.type)).toEqual([
      'payer-approved',
      'capture-unclear',
      'capture-unclear',
      'captured',
    ]);
    expect(page.state().step).toBe('approved');
  });

  it('shows the pending screen when the answer stays unclear for about 30 seconds', async () => {
    const page = wire([]);
    await page.handlers.onApprove('ORDER1');
    expect(page.waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(page.captures).toHaveLength(6);
    expect(page.state().step).toBe('pending');
  });

  it('keeps the approved order for a reload until the answer is clear, nothing more', async () => {
    let kept: string | undefined;
    const page = wire([]);
    const capture = page.handlers.onApprove('ORDER1');
    kept = orderInProgress('donation');
    await capture;
    expect(kept).toBe('ORDER1');
    expect(sessionStorage.getItem('checkout-order-in-progress')).toBeNull();
    kept = orderInProgress('in-person');
    expect(kept).toBeUndefined();
  });

  it('pays the same order again after a decline, never creating another', async () => {
    const page = wire([at('instrument-declined'), at('captured')]);
    expect(await page.handlers.createOrder()).toBe('ORDER1');
    await page.handlers.onApprove('ORDER1');
    expect(await page.handlers.createOrder()).toBe('ORDER1');
    expect(page.creates).toEqual(['ORDER1']);
  });

  it('shows a refused order creation at once and still lets the widget see the failure', async () => {
    const message = 'The price of this order has changed.';
    // The server refuses the create call in its own words.
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: message }, { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    const page = wire([], () => createPaymentOrder('/api/orders/create', {}));
    await expect(page.handlers.createOrder()).rejects.toThrow(message);
    expect(page.actions).toEqual([{ type: 'failed', message }]);
    expect(page.state().step).toBe('error');
  });
});

describe('confirming a capture', () => {
  it('stops at the first clear answer', async () => {
    const capture = vi.fn(async (): Promise<CaptureOutcome> => ({ kind: 'pending' }));
    expect(await confirmCapture(capture, { sleep: async () => {} })).toEqual({ kind: 'pending' });
    expect(capture).toHaveBeenCalledOnce();
  });
});
