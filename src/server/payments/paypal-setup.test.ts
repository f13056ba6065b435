import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePayPalOrder } from '../test-support/paypal-emulator';
import { createTestApp, type TestApp } from '../test-support/test-app';

// How the app wires PayPal: the emulator on its own server without credentials, PayPal with them.

describe('payments without PayPal credentials', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
  });
  afterAll(() => app.close());

  it("takes a payment through the server's own emulator, over HTTP as with PayPal", async () => {
    const order = await app.paypal.createOrder({ amountCents: 14_000, description: 'One adult ticket' });
    await approvePayPalOrder(app.server, order.id, {
      payer: { name: 'Grace Hopper', email: 'grace@example.com' },
    });
    const capture = await app.paypal.captureOrder(order.id, `capture-${order.id}`);
    expect(capture).toMatchObject({
      captureStatus: 'COMPLETED',
      amountCents: 14_000,
      payer: { name: 'Grace Hopper', email: 'grace@example.com' },
    });
  });

  it("serves the stand-in for PayPal's browser SDK with the test-mode buttons", async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/paypal-emulator/sdk/js?client-id=test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.body).toContain('Pay with PayPal (test mode)');
    expect(response.body).toContain('Simulate payment error');
  });

  it('answers like PayPal, not like our API, when the emulator refuses a call', async () => {
    const noToken = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders',
      payload: { intent: 'CAPTURE' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });

    const unknown = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders/NOSUCHORDER/approve',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });

    const malformed = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders/NOSUCHORDER/approve',
      headers: { 'content-type': 'application/json' },
      payload: '{"decline":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ name: 'INVALID_REQUEST' });
  });
});

describe('payments with PayPal credentials', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite', {
      PAYPAL_CLIENT_ID: 'live-client-id',
      PAYPAL_CLIENT_SECRET: 'live-secret',
    });
  });
  afterAll(() => app.close());

  it('mounts no emulator, so nobody can approve or fake a payment', async () => {
    const sdk = await app.server.inject({ method: 'GET', url: '/paypal-emulator/sdk/js' });
    expect(sdk.statusCode).toBe(404);
    const approve = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders/ABC/approve',
    });
    expect(approve.statusCode).toBe(404);
  });
});
