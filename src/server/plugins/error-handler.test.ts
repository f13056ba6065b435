import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import { type Failure, ServiceError } from './service-errors';

// Every refusal reads like the rest of the API: { error } with one sentence, whoever raised it.
// Fastify's own refusals are tested on the whole app, in app.test.ts.

const aSentence = /^[A-Z].*[.!?]$/;

describe('a service that cannot do what it was asked', () => {
  const statuses: [Failure, number][] = [
    ['invalid', 400],
    ['not-found', 404],
    ['conflict', 409],
    ['gone', 410],
    ['refused', 422],
    ['unavailable', 502],
  ];

  it.each(statuses)('answers a %s failure with %i and its own sentence', async (failure, status) => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/', async () => {
      throw new ServiceError(failure, 'This is why, in words a person can act on.');
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: 'This is why, in words a person can act on.' });
    await app.close();
  });

  it('answers anything else with 500 and no internals', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json().error).toMatch(aSentence);
    await app.close();
  });
});
