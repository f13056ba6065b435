import { describe, expect, it } from 'vitest';
import { links } from '../../content/links';
import { postJsonText } from '../../tests/support/json-text';
import { appForSuite } from '../../tests/support/suite-app';
import { createTestApp } from '../../tests/support/test-app';
import { testEngines } from '../../tests/support/test-database';
import { healthResponseSchema } from '../contracts/health';
import { pageRoutes } from '../contracts/routes';

// What Fastify itself refuses reads like the rest of the API: { error } with one sentence.
const aSentence = /^[A-Z].*[.!?]$/;

describe.each(testEngines)('the site frame on %s', (engine) => {
  const app = appForSuite(engine);

  it('reports healthy with the database engine and its applied migrations', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.database.engine).toBe(engine);
    expect(body.database.migrations).toContain('001-schedule');
  });

  it('answers every page of the route table with the app shell and status 200', async () => {
    for (const route of pageRoutes) {
      const response = await app.server.inject({ method: 'GET', url: route.path });
      expect(response.statusCode, route.path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('sends the overlay with the numbers from the database in its markup', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/donationbar' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p class="donationbar-last">No donations yet</p>');
    expect(response.body).toContain('Total raised: $0.00');
    expect(response.body).toContain('"revision":0');
  });

  it('accepts a trailing slash on a page path, as in /email/', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/email/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown page with the shell and status 404', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing asset with a plain 404, not the page shell', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/assets/missing-abc123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('writes only the public values into the page, never a secret', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('"paymentsTestMode":true');
    expect(response.body).not.toContain('test-organiser-password');
  });

  it('redirects /program to the program PDF and /survey to the survey form', async () => {
    const program = await app.server.inject({ method: 'GET', url: '/program' });
    expect(program.statusCode).toBe(302);
    expect(program.headers.location).toBe(links.programPdf);
    const survey = await app.server.inject({ method: 'GET', url: '/survey' });
    expect(survey.statusCode).toBe(302);
    expect(survey.headers.location).toBe(links.survey);
  });

  it('sends security headers and no cookie on pages, API answers and errors alike', async () => {
    for (const url of ['/', '/no-such-page']) {
      const response = await app.server.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain('https://*.paypal.com');
      expect(csp, url).toContain('https://embed.twitch.tv');
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    // JSON is never shown as a document: it allows no sources at all and is never framed. The built-in
    // PayPal emulator answers JSON like the API.
    for (const url of [
      '/healthz',
      '/api/nothing',
      '/api/schedule',
      '/paypal-emulator/v2/checkout/orders/X1',
    ]) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('answers malformed JSON with a 400 and a readable message', async () => {
    const response = await postJsonText(app, '/healthz', '{"broken":');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error');
  });

  it('answers an order id too long for an address with 414 and a sentence, not the id echoed back', async () => {
    const orderId = 'A'.repeat(3000);
    const response = await app.server.inject({ method: 'POST', url: `/api/tickets/${orderId}/capture` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toContain('application/json');
    const { error } = response.json();
    expect(error).toMatch(aSentence);
    expect(error).not.toContain(orderId);
  });

  it('answers any address with a part over 100 characters with 414, echoing nothing of it', async () => {
    const part = 'b'.repeat(101);
    const visits: ['GET' | 'POST', string][] = [
      ['GET', `/order/${part}`],
      ['GET', `/api/order/${part}`],
      ['GET', `/api/nothing/${part}`],
      ['GET', `/assets/${part}.js`],
      ['POST', `/api/order/${part}/changes`],
      ['POST', `/api/no-such-call/${part}`],
    ];
    for (const [method, url] of visits) {
      const response = await app.server.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(414);
      expect(response.json(), url).toEqual({
        error: 'The address is too long: no part of an address here passes 100 characters.',
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('still answers a 100-character part as the address it is', async () => {
    const response = await app.server.inject({ method: 'GET', url: `/order/${'b'.repeat(100)}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers an address with broken percent-encoding with 400 and a sentence', async () => {
    for (const url of ['/api/tickets/%E0%A4%A/capture', '/api/%zz', '/live-%E0%A4%A']) {
      const response = await app.server.inject({ method: url.startsWith('/live') ? 'GET' : 'POST', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: 'The address is not valid: it holds a broken percent-encoded character.',
      });
    }
  });

  it('sends the security headers on those answers too', async () => {
    const api = await app.server.inject({ method: 'GET', url: '/api/%zz' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.server.inject({ method: 'GET', url: '/live-%E0%A4%A' });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a body whose length is not what Content-Length says with 400 and a sentence', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { 'content-type': 'application/json', 'content-length': '50' },
      payload: '{"after":"2024-11-18"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(aSentence);
  });
});

describe('with real PayPal credentials', () => {
  it('gives the page the client id and nothing of the secret, and says nothing of test mode', async () => {
    const app = await createTestApp('sqlite', {
      PAYPAL_CLIENT_ID: 'live-client-id-abc',
      PAYPAL_CLIENT_SECRET: 'live-secret-never-in-a-page',
    });
    try {
      const page = await app.server.inject({ method: 'GET', url: '/tickets' });
      expect(page.body).toContain('"paypalClientId":"live-client-id-abc"');
      expect(page.body).toContain('"paymentsTestMode":false');
      expect(page.body).not.toContain('live-secret-never-in-a-page');
      const emulator = await app.server.inject({ method: 'GET', url: '/paypal-emulator/sdk/js' });
      expect(emulator.statusCode).toBe(404);
      // Without PAYPAL_WEBHOOK_ID no webhook can be verified: refused, never a 500.
      const webhook = await app.server.inject({
        method: 'POST',
        url: '/api/paypal/webhook',
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.paypal.com/cert',
          'paypal-transmission-id': 'abc',
          'paypal-transmission-sig': 'sig',
          'paypal-transmission-time': new Date().toISOString(),
        },
        payload: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
      });
      expect(webhook.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
