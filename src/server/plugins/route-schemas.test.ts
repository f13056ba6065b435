import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dollarsSchema } from '../../contracts/money';
import errorHandler from './error-handler';
import { type RouteScope, serializerCompiler, validatorCompiler } from './route-schemas';

// A route declares what it takes and gives as zod schemas: handlers get parsed values, a body that
// does not fit is refused with the same sentence everywhere, and answers go out whole.

async function appWith(check: boolean, register: (app: RouteScope) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(check));
  await app.register(errorHandler);
  await app.register(async (scope: RouteScope) => register(scope));
  return app;
}

const donation = z.strictObject({ amount: dollarsSchema, name: z.string().max(10).default('') });

describe('route schemas', () => {
  it('hands the handler the parsed body: cents, defaults filled in', async () => {
    const app = await appWith(true, (scope) =>
      scope.post('/', { schema: { body: donation } }, async (request) => request.body),
    );
    const response = await app.inject({ method: 'POST', url: '/', payload: { amount: 12.5 } });
    expect(response.json()).toEqual({ amount: 1250, name: '' });
    await app.close();
  });

  it('refuses a body that does not fit with 400 and one sentence naming every problem', async () => {
    const app = await appWith(true, (scope) =>
      scope.post('/', { schema: { body: donation } }, async () => ({ ok: true })),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/',
      payload: { amount: '12', name: 'x'.repeat(11), extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'The request was refused: amount must be a number; name must be at most 10 characters long; the request has an unexpected field "extra".',
    });
    await app.close();
  });

  it('refuses params that do not fit the same way', async () => {
    const app = await appWith(true, (scope) =>
      scope.get(
        '/entries/:id',
        { schema: { params: z.object({ id: z.string().regex(/^\d+$/) }) } },
        async (request) => request.params,
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/entries/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^The request was refused: id must be/);
    await app.close();
  });

  it('sends an answer whole, keeping fields its schema does not name', async () => {
    const app = await appWith(false, (scope) =>
      scope.get('/', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({
        id: 1,
        captureId: 'kept',
      })),
    );
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ id: 1, captureId: 'kept' });
    await app.close();
  });

  it('fails an answer outside its declared schema when answers are checked, as in tests', async () => {
    const answer = z.object({ id: z.number() });
    const app = await appWith(true, (scope) => {
      scope.get('/wrong', { schema: { response: { 200: answer } } }, async () => ({ id: 'one' }) as never);
      scope.get('/right', { schema: { response: { 200: answer } } }, async () => ({ id: 1 }));
    });
    expect((await app.inject({ method: 'GET', url: '/wrong' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/right' })).json()).toEqual({ id: 1 });
    await app.close();
  });
});
