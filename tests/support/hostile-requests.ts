import fc from 'fast-check';
import { emulatorCertId } from '../../emulator/emulator-webhooks';
import { emulatorPrefix } from '../../src/server/payments/paypal-setup';

// The requests the hostile-input test sends: bodies no endpoint should take, values that belong in no
// field, path segments no id can be, and the requests of the endpoints that read no body of ours.

/** One request, ready to send. */
export interface HostileRequest {
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** What the request is, for the failure message. */
  label: string;
}

/** The running app, as an endpoint's own requests need it. */
export interface HostileTarget {
  /** Where the app listens, e.g. 'http://127.0.0.1:4321'. */
  origin: string;
}

export const knownBadBodies: { label: string; contentType: string; payload: string }[] = [
  { label: 'malformed JSON', contentType: 'application/json', payload: '{"name": ' },
  { label: 'a JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'a JSON number', contentType: 'application/json', payload: '42' },
  { label: 'a JSON string', contentType: 'application/json', payload: '"hello"' },
  { label: 'a __proto__ key', contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  {
    label: 'a constructor.prototype key',
    contentType: 'application/json',
    payload: '{"constructor": {"prototype": {"x": 1}}}',
  },
  {
    label: 'a number too large for a double',
    contentType: 'application/json',
    payload: '{"amount": 1e400, "after": 1e400}',
  },
  { label: 'NaN (not JSON)', contentType: 'application/json', payload: '{"amount": NaN}' },
  { label: 'Infinity (not JSON)', contentType: 'application/json', payload: '{"amount": Infinity}' },
  { label: 'plain text', contentType: 'text/plain', payload: 'hello' },
  { label: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'pass=x&amount=10' },
  { label: 'XML', contentType: 'application/xml', payload: '<order/>' },
  {
    label: 'a body over the limit',
    contentType: 'application/json',
    payload: `{"name":"${'x'.repeat(70_000)}"}`,
  },
  {
    label: 'deep nesting',
    contentType: 'application/json',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
];

/** Values that belong nowhere: each replaces one field of a valid body at a time. */
export const strangeValues: unknown[] = [
  null,
  -1,
  0.5,
  1e20,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  '12',
  '',
  true,
  [],
  {},
  'x'.repeat(5000),
  { __proto__: null, nested: 'object' },
  ['a', 1, null],
];

/**
 * Path segments no id of ours can be: past the parameter length limit (414), broken percent-encoding
 * (400), dot segments and encoded separators, NUL, names every object inherits, numbers out of range.
 */
const hostileSegmentList = [
  'x'.repeat(101),
  '%E0%A4%A',
  '%',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%20',
  '__proto__',
  'constructor',
  'toString',
  '-1',
  '1e400',
  '99999999999999999999999',
  '%F0%9F%92%A9',
];

/** A hostile segment, or any text starting with `~`, which no id, code or number of ours contains. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileSegmentList),
  fc.string({ maxLength: 60, unit: 'grapheme' }).map((text) => encodeURIComponent(`~${text}`)),
);

const json = { 'content-type': 'application/json' };
const payPalId = fc.stringMatching(/^[0-9A-Z]{17}$/);

/** Capture calls for orders we never made: ids shaped like PayPal's, with whatever body. */
export const unknownOrders = (url: (id: string) => string) => () =>
  fc.tuple(payPalId, fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined })).map(([id, body]) => ({
    url: url(id),
    headers: json,
    payload: body === undefined ? '' : JSON.stringify(body),
    label: `order ${id} with ${body === undefined ? 'no body' : JSON.stringify(body)}`,
  }));

const eventTypes = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
  'CHECKOUT.ORDER.APPROVED',
];

/** PAYPAL-* headers made up by someone without PayPal's key: each names a certificate, none signs. */
const forgedSignature = (target: HostileTarget) =>
  fc.record({
    'paypal-auth-algo': fc.constantFrom('SHA256withRSA', 'none', 'HS256'),
    // The emulator's own certificate (fetched, and the signature fails), or others (never fetched).
    'paypal-cert-url': fc.constantFrom(
      `${target.origin}${emulatorPrefix}/v1/notifications/certs/${emulatorCertId}`,
      'https://attacker.example/v1/notifications/certs/CERT-1',
      `${target.origin}${emulatorPrefix}/v1/notifications/certs/../../oauth2/token`,
    ),
    'paypal-transmission-id': fc.uuid(),
    'paypal-transmission-sig': fc.base64String({ maxLength: 344 }),
    'paypal-transmission-time': fc.constantFrom(new Date().toISOString(), 'yesterday'),
  });

/** Events shaped like PayPal's about any resource, unsigned or with a forged signature. */
export const forgedEvents = (target: HostileTarget) =>
  fc
    .tuple(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 40 }),
        event_type: fc.constantFrom(...eventTypes),
        resource: fc.record(
          {
            id: payPalId,
            status: fc.constantFrom('COMPLETED', 'DECLINED', 'PENDING'),
            amount: fc.record({ currency_code: fc.constantFrom('USD', 'EUR'), value: fc.constant('150.00') }),
            supplementary_data: fc.record({ related_ids: fc.record({ order_id: payPalId }) }),
          },
          { requiredKeys: [] },
        ),
      }),
      fc.option(forgedSignature(target), { nil: undefined }),
    )
    .map(([event, signature]) => ({
      url: '/api/paypal/webhook',
      headers: { ...json, ...signature },
      payload: JSON.stringify(event),
      label: `${event.event_type} ${signature ? `signed with ${signature['paypal-cert-url']}` : 'unsigned'}`,
    }));

/** Queries and bodies sent to an address that takes no POST at all. */
export const strayPosts = (url: string) => () =>
  fc
    .tuple(
      fc.constantFrom('', '?a=%', '?__proto__[admin]=1', `?q=${'x'.repeat(5000)}`, '?%E0%A4%A'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([query, body]) => ({
      url: `${url}${query}`,
      headers: json,
      payload: JSON.stringify(body),
      label: `POST ${url}${query.slice(0, 40)} with ${JSON.stringify(body).slice(0, 80)}`,
    }));
