import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AttemptLimiter, clientKey } from '../limits/attempt-limiter';
import { bearerToken, organiserTokenValid } from './organiser-token';
import { passwordMatches } from './password-check';

export interface OrganiserGuardOptions {
  password: string;
  limiter: AttemptLimiter;
  now: () => number;
}

export const wrongPasswordMessage = 'The organiser password is wrong or missing.';
export const expiredTokenMessage =
  'Your organiser sign-in has expired or is no longer valid. Give the password again.';

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/**
 * Guards every route of the scope it is registered in (docs/product/organisers.md, "The password" and
 * "Signing in"): a valid organiser token in `authorization: Bearer`, or the shared password in the body as
 * `pass`. A valid token passes before the per-address limiter is asked, so a signed-in organiser is never
 * locked out by wrong tries from the same address (a venue's shared Wi-Fi). The body has been parsed by then; a route's own schema runs only
 * after this, so someone without the password learns nothing about what a route accepts. The password is
 * never logged: Fastify does not log bodies, and nothing here names it.
 */
async function organiserGuard(app: FastifyInstance, options: OrganiserGuardOptions) {
  // Before validation: Fastify checks a route's schemas between preValidation and preHandler.
  app.addHook('preValidation', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token !== undefined && organiserTokenValid(token, options.password, options.now())) return;
    const key = clientKey(request.ip);
    const admission = await options.limiter.admit(key);
    if (admission.kind === 'locked') {
      request.log.warn({ client: key }, 'Organiser password refused: too many wrong tries from this address');
      return reply
        .status(429)
        .header('retry-after', String(Math.ceil(admission.retryAfterMs / 1000)))
        .send({
          error: `Too many wrong passwords from your address. Try again in ${minutes(admission.retryAfterMs)}.`,
        });
    }
    const body: unknown = request.body;
    const given = typeof body === 'object' && body !== null ? (body as { pass?: unknown }).pass : undefined;
    if (passwordMatches(given, options.password)) {
      await options.limiter.succeeded(key);
      return;
    }
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    // A browser whose token ran out (or was signed by a password since changed) is asked to sign in again.
    if (token !== undefined && given === undefined)
      return reply.status(401).send({ error: expiredTokenMessage });
    return reply.status(403).send({ error: wrongPasswordMessage });
  });

  // Badge names, donors' answers and blast counts are private: no cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(organiserGuard, { name: 'organiser-guard' });
