import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileEndpoints } from './test-support/hostile-endpoints';
import { createTestApp, type TestApp } from './test-support/test-app';
import { testEngines } from './test-support/test-database';

// Whatever arrives, every endpoint answers with a 4xx and a message (or succeeds), never a 500, and a
// refused request writes nothing.

const knownBadBodies: { label: string; contentType: string; payload: string }[] = [
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
const strangeValues: unknown[] = [
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

describe.each(testEngines)('hostile input on %s', (engine) => {
  let app: TestApp;
  // organiser_attempts and rate_limits are left out on purpose: counting tries is the point of them.
  const tables = [
    'orders',
    'tickets',
    'badges',
    'livestream_access',
    'outbox',
    'donations',
    'incentives',
    'schedule_entries',
    'blasts',
    'organiser_audit',
    'discount_codes',
    'refunds',
  ] as const;
  const snapshot = async () => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await app.database.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  };

  beforeAll(async () => {
    // Many wrong passwords on purpose: answer them at once instead of slowing down as in production.
    // Hundreds of bodies from one address: far above the per-address limits, which would otherwise
    // answer 429 before any body is read.
    app = await createTestApp(
      engine,
      { ORDER_CREATE_LIMIT: '10000/10m', DISCOUNT_CHECK_LIMIT: '10000/10m' },
      {
        organiser: {
          limits: {
            freeTries: 1e6,
            lockAfter: 1e6,
            delayBaseMs: 0,
            maxDelayMs: 0,
            windowMs: 60_000,
            lockMs: 0,
          },
        },
      },
    );
  });
  afterAll(() => app.close());

  for (const endpoint of hostileEndpoints) {
    describe(`${endpoint.method} ${endpoint.url}`, () => {
      it('refuses known-bad bodies with a 4xx and a message, writing nothing', async () => {
        const before = await snapshot();
        for (const bad of knownBadBodies) {
          const response = await app.server.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { 'content-type': bad.contentType },
            payload: bad.payload,
          });
          expect(response.statusCode, `${bad.label}: ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${bad.label}: ${response.body}`).toBeLessThan(500);
          const body = response.json();
          expect(typeof (body.error ?? body.message), bad.label).toBe('string');
        }
        expect(await snapshot()).toEqual(before);
      });

      it('never answers 500 when one field of a valid body is replaced, removed or added', async () => {
        const valid = endpoint.validBody?.();
        if (!valid || typeof valid !== 'object') return;
        const paths = leafPaths(valid);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...paths),
            fc.oneof(
              fc.constantFrom(...strangeValues),
              fc.constant(REMOVE),
              fc.string({ maxLength: 300 }),
              fc.double(),
              fc.integer(),
            ),
            fc.boolean(),
            async (path, value, addExtra) => {
              const body = structuredClone(valid) as Record<string, unknown>;
              setAt(body, path, value);
              if (addExtra) body.unexpectedField = 'surprise';
              const before = await snapshot();
              const response = await app.server.inject({
                method: endpoint.method,
                url: endpoint.url,
                payload: body,
              });
              expect(
                response.statusCode,
                `${path.join('.')} = ${JSON.stringify(value)}: ${response.body}`,
              ).toBeLessThan(500);
              if (response.statusCode >= 400) expect(await snapshot()).toEqual(before);
            },
          ),
          { numRuns: 60 },
        );
      });

      it('never answers 500 for arbitrary JSON', async () => {
        await fc.assert(
          fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
            const response = await app.server.inject({
              method: endpoint.method,
              url: endpoint.url,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(value),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      });
    });
  }
});

const REMOVE = Symbol('remove');

function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  const paths = entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  return prefix.length > 0 ? [prefix, ...paths] : paths;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
}
