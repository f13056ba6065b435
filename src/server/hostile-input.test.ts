import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type HostileEndpoint, hasValidBody, hostileEndpoints } from '../../tests/support/hostile-endpoints';
import {
  type HostileRequest,
  hostileSegment,
  knownBadBodies,
  strangeValues,
} from '../../tests/support/hostile-requests';
import { appForSuite } from '../../tests/support/suite-app';
import { testEngines } from '../../tests/support/test-database';
import { twitchEnv } from '../../tests/support/twitch';
import { ownUrl } from './payments/own-url';

// Whatever arrives, every endpoint answers with a 4xx and a sentence (or accepts it), never a 500, and
// a refused request writes nothing. Every test asserts on each request it sends, and the generated ones
// also count the requests they checked, so no test can pass by checking nothing.

const numRuns = 60;

/**
 * Words for a person: a capital first, on one line, and more than an HTTP reason phrase (Fastify's own
 * `{error: "Bad Request"}` says nothing about what was wrong).
 */
const sentence = /^[A-Z"“][^\n]{8,}$/;
const reasonPhrases = Object.values(STATUS_CODES);

describe.each(testEngines)('hostile input on %s', (engine) => {
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
    'twitch_messages',
    'cell_marks',
  ] as const;
  /** How many rows each table holds, in one query (it runs before every request). */
  const snapshot = async () => {
    const row: Record<string, unknown> = await app.database.handle.db
      .selectNoFrom((eb) =>
        tables.map((table) =>
          eb
            .selectFrom(table)
            .select((inner) => inner.fn.countAll().as('n'))
            .as(table),
        ),
      )
      .executeTakeFirstOrThrow();
    return Object.fromEntries(tables.map((table) => [table, Number(row[table])]));
  };

  /**
   * A 4xx whose body carries a sentence (in the endpoint's field, or in `error` when Fastify refused
   * before the route ran), and nothing written since `before`.
   */
  async function expectRefused(
    endpoint: HostileEndpoint,
    response: LightMyRequestResponse,
    before: Record<string, number>,
    label: string,
  ) {
    const what = `${label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, what).toBeLessThan(500);
    const body = response.json() as Record<string, unknown>;
    const words = body[endpoint.sentenceIn] ?? body.error;
    expect(words, what).toMatch(sentence);
    expect(reasonPhrases, what).not.toContain(words);
    expect(await snapshot(), what).toEqual(before);
  }

  /** Sends every request `cases` makes and expects each refused; returns how many were checked. */
  async function refusesEach(endpoint: HostileEndpoint, cases: fc.Arbitrary<HostileRequest>) {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(cases, async (request) => {
        const before = await snapshot();
        const response = await app.server.inject({
          method: 'POST',
          url: request.url,
          ...(request.headers ? { headers: request.headers } : {}),
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        await expectRefused(endpoint, response, before, request.label);
        checked += 1;
      }),
      { numRuns },
    );
    return checked;
  }

  // Many wrong passwords on purpose: answer them at once instead of slowing down as in production.
  // Hundreds of bodies from one address: far above the per-address limits, which would otherwise
  // answer 429 before any body is read.
  const app = appForSuite(engine, {
    ORDER_CREATE_LIMIT: '10000/10m',
    DISCOUNT_CHECK_LIMIT: '10000/10m',
    TICKET_RESEND_LIMIT: '10000/10m',
    TICKET_RESEND_CLIENT_LIMIT: '10000/10m',
    // Twitch's route then checks signatures instead of answering 404 to everything.
    ...twitchEnv,
    ORGANISER_FREE_TRIES: '1000000',
    ORGANISER_LOCK_AFTER: '1000000',
    ORGANISER_TRY_DELAY: '0ms',
    ORGANISER_TRY_DELAY_MAX: '0ms',
  });

  for (const endpoint of hostileEndpoints) {
    describe(`POST ${endpoint.url}`, () => {
      it('refuses known-bad bodies with a 4xx and a sentence, writing nothing', async () => {
        expect.hasAssertions();
        for (const bad of knownBadBodies) {
          const before = await snapshot();
          const response = await app.server.inject({
            method: 'POST',
            url: endpoint.url,
            headers: { 'content-type': bad.contentType },
            payload: bad.payload,
          });
          await expectRefused(endpoint, response, before, bad.label);
        }
      });

      it('refuses arbitrary JSON with a 4xx and a sentence, writing nothing', async () => {
        expect.hasAssertions();
        const cases = fc.jsonValue({ maxDepth: 4 }).map((value) => ({
          url: endpoint.url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(value),
          label: JSON.stringify(value).slice(0, 200),
        }));
        expect(await refusesEach(endpoint, cases)).toBe(numRuns);
      });

      if (hasValidBody(endpoint)) {
        it(`answers its valid body with ${endpoint.accepts}, so the broken ones start from a valid one`, async () => {
          const response = await app.server.inject({
            method: 'POST',
            url: endpoint.url,
            payload: endpoint.validBody(),
          });
          expect(response.statusCode, response.body).toBe(endpoint.accepts);
        });

        it('never answers 500 when one field of a valid body is replaced, removed or added', async () => {
          expect.hasAssertions();
          const valid = endpoint.validBody();
          const paths = leafPaths(valid);
          expect(paths.length).toBeGreaterThan(0);
          let checked = 0;
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
                  method: 'POST',
                  url: endpoint.url,
                  payload: body,
                });
                const label = `${path.join('.')} = ${String(JSON.stringify(value))}`;
                expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
                // A change the endpoint may accept (a field left out that is optional) may write.
                if (response.statusCode >= 400) await expectRefused(endpoint, response, before, label);
                checked += 1;
              },
            ),
            { numRuns },
          );
          expect(checked).toBe(numRuns);
        });

        it('refuses a NUL character in any text of a valid body, before anything is written', async () => {
          expect.hasAssertions();
          const valid = endpoint.validBody();
          for (const path of leafPaths(valid).filter((path) => typeof valueAt(valid, path) === 'string')) {
            const body = structuredClone(valid) as Record<string, unknown>;
            setAt(body, path, `Ada${String.fromCharCode(0)}Lovelace`);
            const before = await snapshot();
            const response = await app.server.inject({
              method: 'POST',
              url: endpoint.url,
              payload: body,
            });
            await expectRefused(endpoint, response, before, `NUL in ${path.join('.')}`);
          }
        });
      } else {
        it('refuses requests of its own (what it reads instead of a body) with a 4xx and a sentence', async () => {
          expect.hasAssertions();
          const cases = endpoint.ownCases({ origin: ownUrl(app.server) });
          expect(await refusesEach(endpoint, cases)).toBe(numRuns);
        });
      }

      const { withParam } = endpoint;
      if (withParam) {
        it('refuses a hostile path parameter with a 4xx and a sentence, writing nothing', async () => {
          expect.hasAssertions();
          const body = hasValidBody(endpoint) ? JSON.stringify(endpoint.validBody()) : '';
          const cases = hostileSegment.map((segment) => ({
            url: withParam(segment),
            headers: { 'content-type': 'application/json' },
            payload: body,
            label: `parameter ${segment.slice(0, 120)}`,
          }));
          expect(await refusesEach(endpoint, cases)).toBe(numRuns);
        });
      }
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

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
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
