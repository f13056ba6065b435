import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturePaymentOrder } from './payment-orders';

// The capture call's answers as the page reads them (docs/product/payments.md).

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the capture call', () => {
  it('reads 201 as recorded, whatever the body says', async () => {
    answer(201, { id: 'ORDER1', status: 'COMPLETED', captureId: 'CAP1' });
    expect(await capturePaymentOrder('/api/tickets/ORDER1/capture')).toEqual({ kind: 'captured' });
  });

  it('reads 202 as pending, whatever the body says', async () => {
    answer(202, { id: 'ORDER1', status: 'PENDING', message: 'PayPal is processing the payment.' });
    expect(await capturePaymentOrder('/api/tickets/ORDER1/capture')).toEqual({ kind: 'pending' });
    answer(202, {});
    expect(await capturePaymentOrder('/api/tickets/ORDER1/capture')).toEqual({ kind: 'pending' });
  });

  it('reads INSTRUMENT_DECLINED as a declined card the payer can replace', async () => {
    answer(422, { message: 'Your card was declined.', issue: 'INSTRUMENT_DECLINED' });
    expect(await capturePaymentOrder('/api/orders/ORDER1/capture')).toEqual({ kind: 'instrument-declined' });
  });

  it.each([
    [422, { message: 'The payer has not approved this order.' }, 'The payer has not approved this order.'],
    [409, { message: 'The amount does not match.' }, 'The amount does not match.'],
    [404, { message: 'No such order.' }, 'No such order.'],
    [400, { error: 'Body must be JSON.' }, 'Body must be JSON.'],
  ])('reads our server’s refusal (%i) as final, with its text', async (status, body, message) => {
    answer(status, body);
    expect(await capturePaymentOrder('/api/orders/ORDER1/capture')).toEqual({ kind: 'refused', message });
  });

  it.each([
    [500, { message: 'Internal Server Error' }],
    [502, 'Bad gateway'],
    [503, {}],
    [429, { error: 'Too many requests.' }],
    [408, {}],
    [403, '<html>Blocked by proxy</html>'],
  ])('reads an answer that says nothing sure about the payment (%i) as unclear', async (status, body) => {
    answer(status, body);
    expect(await capturePaymentOrder('/api/orders/ORDER1/capture')).toEqual({ kind: 'unclear' });
  });

  it('reads no answer at all as unclear', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await capturePaymentOrder('/api/orders/ORDER1/capture')).toEqual({ kind: 'unclear' });
  });
});
