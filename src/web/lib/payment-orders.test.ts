import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturePaymentOrder, PaymentCallError } from './payment-orders';

// The capture call's answers as the page reads them (docs/product/payments.md).

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the capture call', () => {
  it('reads 201 as recorded', async () => {
    answer(201, { id: 'ORDER1', status: 'COMPLETED', captureId: 'CAP1' });
    expect(await capturePaymentOrder('/api/tickets/ORDER1/capture')).toBe('captured');
  });

  it('reads 202 as pending, whatever the body says', async () => {
    answer(202, { id: 'ORDER1', status: 'PENDING', message: 'PayPal is processing the payment.' });
    expect(await capturePaymentOrder('/api/tickets/ORDER1/capture')).toBe('pending');
    answer(202, {});
    expect(await capturePaymentOrder('/api/tickets/ORDER1/capture')).toBe('pending');
  });

  it('reads INSTRUMENT_DECLINED as a declined card the payer can replace', async () => {
    answer(422, { message: 'Your card was declined.', issue: 'INSTRUMENT_DECLINED' });
    expect(await capturePaymentOrder('/api/orders/ORDER1/capture')).toBe('instrument-declined');
  });

  it.each([
    [422, { message: 'The payer has not approved this order.' }, 'The payer has not approved this order.'],
    [409, { message: 'The amount does not match.', issue: 'SOMETHING_ELSE' }, undefined],
    [500, 'oops', undefined],
  ])('throws the server’s text for any other answer (%i)', async (status, body, text) => {
    answer(status, body);
    const error = await capturePaymentOrder('/api/orders/ORDER1/capture').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentCallError);
    expect((error as PaymentCallError).serverMessage).toBe(text);
  });
});
