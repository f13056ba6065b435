import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureRefusalCodes,
  type EmulatorServer,
  emulatorApi,
  orderBody,
  startEmulatorServer,
  usd,
} from './test-support/paypal-emulator-server';

// The emulator answers Orders v2 as PayPal does: what a capture answers first and on a retry, what a
// duplicate in flight gets, the minimal and full representations, PayPal's amount refusals, and the
// sandbox's negative testing header.

const mock = (code: string) => ({ 'paypal-mock-response': JSON.stringify({ mock_application_codes: code }) });

describe('the PayPal emulator, Orders v2', () => {
  let emulator: EmulatorServer;
  let slow: EmulatorServer;
  let api: ReturnType<typeof emulatorApi>;
  beforeAll(async () => {
    emulator = await startEmulatorServer();
    slow = await startEmulatorServer({ captureLatencyMs: 400 });
    api = emulatorApi(emulator.base);
  });
  afterAll(async () => {
    await emulator.close();
    await slow.close();
  });

  async function approved(call = api, value = '25.00', approve: Record<string, unknown> = {}) {
    const created = await call('POST', '/v2/checkout/orders', { body: orderBody(value) });
    expect(created.status).toBe(201);
    const approval = await call('POST', `/v2/checkout/orders/${created.body.id}/approve`, {
      body: approve,
      token: null,
    });
    expect(approval.status).toBe(200);
    return created.body.id as string;
  }

  const capture = (id: string, requestId: string, extra: Record<string, string> = {}, call = api) =>
    call('POST', `/v2/checkout/orders/${id}/capture`, {
      headers: { 'paypal-request-id': requestId, prefer: 'return=representation', ...extra },
    });

  it('answers a create without Prefer with the minimal representation, and with it the whole order', async () => {
    const minimal = await api('POST', '/v2/checkout/orders', { body: orderBody('10.00') });
    expect(minimal.status).toBe(201);
    expect(Object.keys(minimal.body).sort()).toEqual(['id', 'links', 'payment_source', 'status']);
    expect(minimal.body.status).toBe('PAYER_ACTION_REQUIRED');
    expect(minimal.body.links.map((link: { rel: string }) => link.rel)).toEqual(['self', 'payer-action']);

    const full = await api('POST', '/v2/checkout/orders', {
      body: orderBody('10.00'),
      headers: { prefer: 'return=representation' },
    });
    expect(full.body).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [{ amount: usd('10.00'), custom_id: 'order-1' }],
    });
    expect(full.body.create_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it.each([
    ['12.345', 'DECIMAL_PRECISION'],
    ['0.00', 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['-5.00', 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['1000000000000000.00', 'MAX_VALUE_EXCEEDED'],
  ])('refuses the amount %s with 422 %s', async (value, issue) => {
    const answer = await api('POST', '/v2/checkout/orders', { body: orderBody(value) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue, value }] });
    expect(answer.body.debug_id).toMatch(/^[0-9a-f]{13}$/);
    expect(answer.headers.get('paypal-debug-id')).toBe(answer.body.debug_id);
  });

  it('refuses a currency the merchant does not take (INVALID_CURRENCY_CODE) and a value that is no number (400)', async () => {
    const euros = orderBody('10.00');
    euros.purchase_units[0]!.amount = { currency_code: 'EUR', value: '10.00' };
    const currency = await api('POST', '/v2/checkout/orders', { body: euros });
    expect(currency.status).toBe(422);
    expect(currency.body.details[0].issue).toBe('INVALID_CURRENCY_CODE');

    const words = await api('POST', '/v2/checkout/orders', { body: orderBody('ten dollars') });
    expect(words.status).toBe(400);
    expect(words.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }],
    });
    expect(words.body.debug_id).toBeTruthy();
  });

  it('answers the first capture 201 and a repeat with the same PayPal-Request-Id 200 with the same body', async () => {
    const id = await approved();
    const first = await capture(id, `capture-${id}-0`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: usd('25.00') }] } }],
    });
    const again = await capture(id, `capture-${id}-0`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await capture(id, `capture-${id}-1`);
    expect(other.status).toBe(422);
    expect(other.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('answers a duplicate sent while the first capture is in flight as PayPal lists it: the same id waits for the first answer, another id finds the order captured (never 409)', async () => {
    const slowApi = emulatorApi(slow.base);
    const id = await approved(slowApi);
    const reached = slow.reached('/capture');
    const first = capture(id, 'first', {}, slowApi);
    await reached;
    const [sameId, otherId] = await Promise.all([
      capture(id, 'first', {}, slowApi),
      capture(id, 'second', {}, slowApi),
    ]);
    expect(otherId.status).toBe(422);
    expect(otherId.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    expect(otherId.body.debug_id).toBeTruthy();
    // PayPal already holds the capture while its answer is on the way.
    expect((await slowApi('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('COMPLETED');
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(201);
    expect(sameId.status).toBe(200);
    expect(sameId.body).toEqual(firstAnswer.body);
  });

  it.each(['REDIRECT_PAYER_FOR_ALTERNATE_FUNDING', 'PAYER_ACTION_REQUIRED'])(
    'refuses the capture with %s when the approve chose it, keeps the order approved, and captures after a new approval',
    async (issue) => {
      const id = await approved(api, '30.00', { capture_issue: issue });
      const refused = await capture(id, `capture-${id}-0`);
      expect(refused.status).toBe(422);
      expect(refused.body.details[0].issue).toBe(issue);
      expect((await api('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');
      expect((await capture(id, `capture-${id}-0`)).body.details[0].issue).toBe(issue);
      await api('POST', `/v2/checkout/orders/${id}/approve`, {});
      expect((await capture(id, `capture-${id}-1`)).status).toBe(201);
    },
  );

  it('declines the capture of an order approved as DECLINED, replays that under the same request id, and captures after a new approval', async () => {
    const id = await approved(api, '30.00', { capture_status: 'DECLINED' });
    const declined = await capture(id, `capture-${id}-0`);
    expect(declined.status).toBe(422);
    expect(declined.body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    expect((await api('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');

    // The buyer chooses another way to pay on the same order (actions.restart()).
    await api('POST', `/v2/checkout/orders/${id}/approve`, { body: {}, token: null });
    expect((await capture(id, `capture-${id}-0`)).body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    const paid = await capture(id, `capture-${id}-1`);
    expect(paid.status).toBe(201);
  });

  it('captures PENDING for an order approved as PENDING: the order is COMPLETED, the capture PENDING with its reason', async () => {
    const id = await approved(api, '40.00', { capture_status: 'PENDING' });
    const answer = await capture(id, 'pending');
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('COMPLETED');
    expect(answer.body.purchase_units[0].payments.captures[0]).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'ECHECK' },
    });
  });

  it.each(captureRefusalCodes)(
    'answers a capture with PayPal-Mock-Response %s as the sandbox does (%i), capturing nothing',
    async (code, status) => {
      const id = await approved();
      const answer = await capture(id, `mock-${code}`, mock(code));
      expect(answer.status).toBe(status);
      expect(answer.body.debug_id).toBeTruthy();
      if (status === 422) expect(answer.body.details[0].issue).toBe(code);
      else expect(answer.body.name).toBe(code);
      expect((await api('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');
      // The mocked answer is not kept under the request id: the same id then captures for real.
      expect((await capture(id, `mock-${code}`)).status).toBe(201);
    },
  );

  it('ignores a mock code that is not an error of the call, as the sandbox does', async () => {
    const answer = await api('POST', '/v2/checkout/orders', {
      body: orderBody('5.00'),
      headers: mock('NO_SUCH_CODE'),
    });
    expect(answer.status).toBe(201);
  });

  it('puts a debug_id on every error, the token refusal included', async () => {
    const noToken = await api('GET', '/v2/checkout/orders/NOSUCHORDER', { token: null });
    expect(noToken.status).toBe(401);
    expect(noToken.body.debug_id).toBeTruthy();
    const unknown = await api('GET', '/v2/checkout/orders/NOSUCHORDER');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
    expect(unknown.body.debug_id).toBeTruthy();
  });
});
