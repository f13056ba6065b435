import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CrewRole } from '../../contracts/crew';
import { type AttemptLimiter, clientKey } from '../limits';
import { expiredTokenMessage, notYourRoleMessage, wrongPasswordMessage } from './access-messages';
import { bearerToken, organiserTokenValid } from './organiser-token';
import { passwordMatches } from './password-check';
import organiserSignInRoutes from './sign-in-routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The crew roles that may use this route; a route without `roles` is public. Checked by one hook
     * (organisers/organiser-access.ts; docs/decisions/047-organiser-guard-and-roles.md).
     */
    roles?: readonly CrewRole[];
  }
}

interface OrganiserAccessOptions {
  password: string;
  limiter: AttemptLimiter;
  now: () => number;
}

/** What the shared organiser password, and a token it signed, may do: everything. */
const passwordRoles: readonly CrewRole[] = ['organiser'];

/** The roles an organiser token grants (none for anything else); also lets sockets into their rooms. */
export function tokenRoles(password: string, now: () => number) {
  return (token: unknown): readonly CrewRole[] =>
    organiserTokenValid(token, password, now()) ? passwordRoles : [];
}

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/**
 * Guards every route that names `config.roles` (docs/product/organisers.md, "The password" and
 * "Signing in"), wherever its feature registers it: a valid organiser token in `authorization: Bearer`,
 * or the shared password in the body as `pass`, whose roles include one the route names. A valid token
 * passes before the per-address limiter is asked, so a signed-in organiser is never locked out by wrong
 * tries from the same address (a venue's shared Wi-Fi). The body has been parsed by then; a route's own
 * schema runs only after this, so someone without the password learns nothing about what a route
 * accepts. The password is never logged: Fastify does not log bodies, and nothing here names it.
 * Registered once, on the root, with the sign-in route that turns the password into a token.
 */
async function organiserAccess(app: FastifyInstance, options: OrganiserAccessOptions) {
  const rolesOf = tokenRoles(options.password, options.now);
  // preValidation, not onRequest: the password may come in the body, which is parsed after onRequest;
  // and before validation, as Fastify checks a route's schemas between preValidation and preHandler.
  app.addHook('preValidation', async (request, reply) => {
    const allowed = request.routeOptions.config.roles;
    if (allowed === undefined) return;
    const admits = (roles: readonly CrewRole[]) => roles.some((role) => allowed.includes(role));
    const token = bearerToken(request.headers.authorization);
    const granted = token === undefined ? [] : rolesOf(token);
    if (granted.length > 0) {
      if (admits(granted)) return;
      return reply.status(403).send({ error: notYourRoleMessage });
    }
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
      if (admits(passwordRoles)) return;
      return reply.status(403).send({ error: notYourRoleMessage });
    }
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    // A browser whose token ran out (or was signed by a password since changed) is asked to sign in again.
    if (token !== undefined && given === undefined)
      return reply.status(401).send({ error: expiredTokenMessage });
    return reply.status(403).send({ error: wrongPasswordMessage });
  });

  // Fail closed: an organiser address registered without the roles it is for would be public, so the
  // server refuses to start with one (the sign-in route itself names none: it is where the password goes).
  app.addHook('onRoute', (route) => {
    const organiserPath = route.url.startsWith('/api/organiser/') && route.url !== '/api/organiser/sign-in';
    if (organiserPath && (route.config as { roles?: unknown } | undefined)?.roles === undefined)
      throw new Error(`${route.method} ${route.url} names no crew roles (config.roles)`);
  });

  // Badge names, donors' answers and blast counts are private: no cache may keep them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.roles !== undefined) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(organiserSignInRoutes, { password: options.password, now: options.now });
}

export default fp(organiserAccess, { name: 'organiser-access' });
