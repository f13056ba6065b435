import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { registeredRoutes } from '../../../tests/support/registered-routes';
import { createTestApp, type TestApp, testOrganiserPassword } from '../../../tests/support/test-app';
import { createTestDatabase } from '../../../tests/support/test-database';
import { serializerCompiler, validatorCompiler } from '../plugins/route-schemas';
import { notYourRoleMessage, wrongPasswordMessage } from './access-messages';
import organiserAccess from './organiser-access';
import { issueOrganiserToken } from './organiser-token';

// One guard for every route that names its crew roles (docs/decisions/047-organiser-guard-and-roles.md):
// a route says who may use it, and a route that says nothing is public.

describe('the crew roles a route names', () => {
  const password = 'roles-test-password';
  const now = () => Date.now();
  let server: FastifyInstance;
  let dispose = async () => {};
  beforeAll(async () => {
    server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler(true));
    const limiter = { admit: async () => ({ kind: 'try', delayMs: 0 }) as const, succeeded: async () => {} };
    const database = await createTestDatabase('sqlite');
    dispose = () => database.dispose();
    await server.register(organiserAccess, {
      password,
      limiter,
      now,
      db: database.handle.db,
      publicUrl: 'http://localhost',
    });
    server.post('/door-only', { config: { roles: ['door'] } }, async () => ({ ok: true }));
    server.post('/door-and-organisers', { config: { roles: ['door', 'organiser'] } }, async () => ({
      ok: true,
    }));
    server.post('/public', async () => ({ ok: true }));
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

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

  it('refuses a stranger with the wrong-password answer, and leaves a route without roles public', async () => {
    const stranger = await post('/door-and-organisers', {}, { pass: 'guess' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: wrongPasswordMessage });
    const open = await post('/public');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBeUndefined();
  });
});

describe('every organiser route of the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
  });
  afterAll(() => app.close());

  // Whatever feature registers it, an organiser address is never answered without the password.
  it('refuses each one without the password, before reading its body', async () => {
    const paths = registeredRoutes(app.server, { params: 'x' }).filter(
      ({ method, url }) =>
        (method === 'POST' || method === 'GET') &&
        (url.startsWith('/api/organiser/') || url === '/api/badgelist' || url === '/emailblast'),
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const { method, url } of paths) {
      const answer = await app.server.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: { pass: `not-${testOrganiserPassword}` } } : {}),
        remoteAddress: freshAddress(),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    // And the right password still opens one of them (the list above is of real routes).
    expect((await organiserPost(app, '/api/organiser/overview')).status).toBe(200);
  });
});
