import { describe, expect, it } from 'vitest';
import { postJsonText } from '../../../tests/support/json-text';
import { approve, captureAt, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';

// The capture call, as the product defines it, sends an empty body with a JSON content type and must be served; every other
// route keeps Fastify's own JSON parser, which answers an empty JSON body with a sentence.
describe('JSON bodies', () => {
  const app = appForSuite('sqlite');

  it('serves the ticket capture call sent empty with a JSON content type', async () => {
    const created = await createOrder(app, inPersonOrder());
    expect(created.status).toBe(201);
    await approve(app, created.body.id ?? '');
    const captured = await captureAt(app, `/api/tickets/${created.body.id}/capture`);
    expect(captured.status).toBe(201);
  });

  it('answers an empty JSON body elsewhere with a 400 that says what to send', async () => {
    const response = await postJsonText(app, '/api/tickets/create', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is empty; send a JSON object.' });
  });

  it('still refuses a prototype key, in the capture scope too', async () => {
    for (const url of ['/api/tickets/create', '/api/tickets/SOME-ORDER/capture']) {
      const response = await postJsonText(app, url, '{"__proto__": {"polluted": true}}');
      expect(response.statusCode, url).toBe(400);
    }
  });
});
