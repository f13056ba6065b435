import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { routeRecorder } from '../../../tests/support/registered-routes';
import { appForSuite } from '../../../tests/support/suite-app';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { createTestDatabase } from '../../../tests/support/test-database';
import { serializerCompiler, validatorCompiler } from '../plugins/route-schemas';
import { notYourRoleMessage, wrongPasswordMessage } from './access-messages';
import closedByDefault from './closed-by-default';
import { crewAccess } from './organiser-access';
import organiserScope from './organiser-scope';
import { issueOrganiserToken } from './organiser-token';

// One organiser scope whose hook is the guard; every other route says it is public
// (docs/decisions/073-organiser-scope-closed-by-default.md). A route in the scope names the crew roles it
// is for, or is for the organisers alone.

const password = 'roles-test-password';
const now = () => Date.now();
const limiter = { admit: async () => ({ kind: 'try', delayMs: 0 }) as const, succeeded: async () => {} };

/** A bare server with the guard's scope holding `organiserRoutes`, and `outside` registered beside it. */
async function serverWith(
  organiserRoutes: (scope: FastifyInstance) => void,
  outside: (server: FastifyInstance) => void,
) {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler(true));
  const database = await createTestDatabase('sqlite');
  await server.register(closedByDefault);
  await server.register(organiserScope, {
    password,
    limiter,
    accessOf: crewAccess(database.handle.db, password, now),
    now,
    db: database.handle.db,
    publicUrl: 'http://localhost',
    routes: [async (scope) => organiserRoutes(scope)],
  });
  outside(server);
  return {
    server,
    dispose: async () => {
      await server.close();
      await database.dispose();
    },
  };
}

describe('the crew roles a route names', () => {
  const password = 'roles-test-password';
  const now = () => Date.now();
  let server: FastifyInstance;
  let dispose = async () => {};
  beforeAll(async () => {
    const made = await serverWith(
      (scope) => {
        scope.post('/door-only', { config: { roles: ['door'] } }, async () => ({ ok: true }));
        scope.post('/door-and-organisers', { config: { roles: ['door', 'organiser'] } }, async () => ({
          ok: true,
        }));
        scope.get('/organisers-alone', async (request) => ({ who: request.crew.name }));
      },
      (outside) => {
        outside.post('/public', { config: { public: true } }, async () => ({ ok: true }));
        outside.get('/public-asks-crew', { config: { public: true } }, async (request) => ({
          who: request.crew.name,
        }));
      },
    );
    server = made.server;
    dispose = made.dispose;
    await server.ready();
  });
  afterAll(() => dispose());

  const post = (url: string, headers: Record<string, string> = {}, payload: object = {}) =>
    server.inject({ method: 'POST', url, headers, payload });

  it('lets the organiser password and its token into a route that names the organiser role', async () => {
    const token = issueOrganiserToken(password, now()).token;
    expect((await post('/door-and-organisers', {}, { pass: password })).statusCode).toBe(200);
    const withToken = await post('/door-and-organisers', { authorization: `Bearer ${token}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
  });

  it('refuses a signed-in caller whose roles the route does not name, saying so', async () => {
    const token = issueOrganiserToken(password, now()).token;
    const withToken = await post('/door-only', { authorization: `Bearer ${token}` });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json()).toEqual({ error: notYourRoleMessage });
    expect((await post('/door-only', {}, { pass: password })).json()).toEqual({ error: notYourRoleMessage });
  });

  it('keeps a route of the scope that names no roles for the organisers alone, reads included', async () => {
    const token = issueOrganiserToken(password, now()).token;
    const read = await server.inject({
      url: '/organisers-alone',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ who: 'organiser password' });
    const stranger = await server.inject({ url: '/organisers-alone' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: wrongPasswordMessage });
  });

  it('answers a public route that asks who is calling with an error, not with nobody', async () => {
    const answer = await server.inject({ url: '/public-asks-crew' });
    expect(answer.statusCode).toBe(500);
  });

  it('refuses a stranger with the wrong-password answer, and leaves a public route open', async () => {
    const stranger = await post('/door-and-organisers', {}, { pass: 'guess' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: wrongPasswordMessage });
    const open = await post('/public');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBeUndefined();
  });
});

describe('a route that is neither public nor guarded', () => {
  const refusal = async (outside: (server: FastifyInstance) => void) => {
    const { server, dispose } = await serverWith(() => {}, outside);
    try {
      return await server.ready().then(
        () => 'started',
        (error: Error) => error.message,
      );
    } finally {
      await dispose();
    }
  };

  it('keeps the server from starting, and says which route it is', async () => {
    expect(await refusal((server) => server.get('/forgotten', async () => ({})))).toMatch(
      /GET \/forgotten is neither public/,
    );
    expect(
      await refusal((server) => server.post('/named', { config: { roles: ['door'] } }, async () => ({}))),
    ).toMatch(/POST \/named names crew roles outside the organiser scope/);
    expect(
      await refusal((server) =>
        server.post('/api/organiser/stray', { config: { public: true } }, async () => ({})),
      ),
    ).toMatch(/is an organiser address outside the organiser scope/);
  });

  it('starts when every route outside the scope says it is public', async () => {
    expect(
      await refusal((server) => server.get('/open', { config: { public: true } }, async () => ({}))),
    ).toBe('started');
  });
});

describe('every route of the app', () => {
  const recorder = routeRecorder();
  const app = appForSuite('sqlite', {}, { onRoute: recorder.onRoute });

  // Walked as registered (the app's onRoute), so a route added anywhere is in the list.
  it('finds each either public or guarded, and each guarded one refuses a stranger before reading its input', async () => {
    const routes = recorder.routes({ params: 'x' });
    const guarded = routes.filter(({ config }) => config.roles !== undefined);
    const open = routes.filter(({ config }) => config.public === true);
    for (const route of routes)
      expect(guarded.includes(route) !== open.includes(route), `${route.method} ${route.url}`).toBe(true);
    expect(guarded.length).toBeGreaterThan(40);
    expect(open.length).toBeGreaterThan(20);
    // The organiser addresses, the published badge list and blast among them, are all guarded.
    for (const route of routes.filter(({ url }) =>
      /^\/api\/organiser\/|^\/api\/badgelist$|^\/emailblast$/.test(url),
    ))
      expect(guarded, `${route.method} ${route.url}`).toContain(route);
    expect(guarded.map(({ url }) => url)).toEqual(expect.arrayContaining(['/api/badgelist', '/emailblast']));

    for (const { method, url } of guarded.filter(({ method }) => method === 'GET' || method === 'POST')) {
      const answer = await app.server.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: { pass: `not-${testOrganiserPassword}` } } : {}),
        remoteAddress: freshAddress(),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json(), `${method} ${url}`).toEqual({ error: wrongPasswordMessage });
    }
    // And the right password still opens one of them (the list above is of real routes).
    expect((await organiserPost(app, '/api/organiser/overview')).status).toBe(200);
  });
});
