import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { CrewRole } from '../../contracts/crew';
import { type Database, passwordActor } from '../db';
import { type AttemptLimiter, clientKey, tryAgainLater } from '../limits';
import {
  expiredTokenMessage,
  notYourRoleMessage,
  passEndedMessage,
  wrongPasswordMessage,
} from './access-messages';
import crewPassRoutes from './crew-pass-routes';
import { looksLikePass, lookUpPass } from './crew-pass-store';
import { bearerToken, organiserTokenExpiry } from './organiser-token';
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
  interface FastifyRequest {
    /**
     * Who is calling a route that names `config.roles`, set by the guard before the route runs (and on
     * no other route): its name goes into every change-log line the call writes.
     */
    crew: CrewMember;
  }
}

/** A signed-in crew member: the shared password (or its token), or one crew pass. */
export interface CrewMember {
  /** As the change log names them: the pass's name, or "organiser password". */
  name: string;
  roles: readonly CrewRole[];
  /** The pass, when it is one (its sockets are dropped when it is revoked). */
  passId: number | null;
  /**
   * When the token stops working; null for the password in the body of this very request (counted by
   * the per-address limit), the only thing the sign-in trades for a token.
   */
  expiresMs: number | null;
}

/** What a presented token is worth: a member, a pass that ended (revoked or expired), or nothing. */
export type CrewAccess = { kind: 'member'; member: CrewMember } | { kind: 'ended' } | { kind: 'none' };

interface OrganiserAccessOptions {
  password: string;
  limiter: AttemptLimiter;
  db: Kysely<Database>;
  publicUrl: string;
  now: () => number;
}

/** What the shared organiser password, and a token it signed, may do: everything. */
const passwordRoles: readonly CrewRole[] = ['organiser'];
const byPassword = (expiresMs: number | null): CrewMember => ({
  name: passwordActor,
  roles: passwordRoles,
  passId: null,
  expiresMs,
});

/**
 * Who a bearer token signs in: an organiser token the password signed, or a crew pass looked up by its
 * hash. Also lets sockets into their rooms (realtime/), so a pass's sockets can be found and dropped.
 */
export function crewAccess(db: Kysely<Database>, password: string, now: () => number) {
  return async (token: unknown): Promise<CrewAccess> => {
    if (typeof token !== 'string') return { kind: 'none' };
    if (looksLikePass(token)) {
      const found = await lookUpPass(db, token, now());
      if (found.kind === 'valid') {
        const { id, name, role, expiresMs } = found;
        return { kind: 'member', member: { name, roles: [role], passId: id, expiresMs } };
      }
      return found.kind === 'ended' ? { kind: 'ended' } : { kind: 'none' };
    }
    const expiresMs = organiserTokenExpiry(token, password, now());
    return expiresMs === undefined ? { kind: 'none' } : { kind: 'member', member: byPassword(expiresMs) };
  };
}

/** The `pass` of a JSON body, as sent (any type); undefined when the body has none. */
const passIn = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { pass?: unknown }).pass : undefined;

/**
 * Guards every route that names `config.roles` (docs/product/organisers.md, "The password" and
 * "Signing in", "Crew passes"), wherever its feature registers it: a valid organiser token or crew pass in
 * `authorization: Bearer`, or the shared password in the body as `pass`, whose roles include one the
 * route names; the route then finds who is calling in `request.crew`.
 *
 * A body that carries `pass` is a try of the password, whatever else the request carries: it is counted
 * by the per-address limiter before it is compared, and judged by the password alone, so a crew pass or a
 * token in the header never buys untimed guesses (a door pass once let its holder guess the password at
 * the sign-in without limit: docs/decisions/059-password-tries-logs-and-names.md). The sign-in itself
 * compares nothing: it trades a password this hook let through for a token. A valid token with no `pass`
 * passes before the limiter is asked, so a signed-in organiser is never locked out by wrong tries from
 * the same address (a venue's shared Wi-Fi).
 * The body has been parsed by then; a route's own schema runs only after this, so someone without the
 * password learns nothing about what a route accepts. The password is never logged: Fastify does not log
 * bodies, and nothing here names it. Registered once, on the root, with the sign-in route and the routes
 * that make and revoke the passes it reads.
 */
async function organiserAccess(app: FastifyInstance, options: OrganiserAccessOptions) {
  const accessOf = crewAccess(options.db, options.password, options.now);
  app.decorateRequest('crew', null as unknown as CrewMember);
  // preValidation, not onRequest: the password may come in the body, which is parsed after onRequest;
  // and before validation, as Fastify checks a route's schemas between preValidation and preHandler.
  app.addHook('preValidation', async (request, reply) => {
    const allowed = request.routeOptions.config.roles;
    if (allowed === undefined) return;
    const admits = (roles: readonly CrewRole[]) => roles.some((role) => allowed.includes(role));
    const token = bearerToken(request.headers.authorization);
    const given = passIn(request.body);
    if (given === undefined && token !== undefined) {
      const access = await accessOf(token);
      if (access.kind === 'member') {
        request.crew = access.member;
        if (admits(access.member.roles)) return;
        return reply.status(403).send({ error: notYourRoleMessage });
      }
      // A pass revoked or expired was real: its holder is told so at once, and asked for a new one.
      if (access.kind === 'ended') return reply.status(401).send({ error: passEndedMessage });
    }
    // A password, or a token that opens nothing: either is a guess, counted before it is compared.
    const key = clientKey(request.ip);
    const admission = await options.limiter.admit(key);
    if (admission.kind === 'locked') {
      request.log.warn({ client: key }, 'Organiser password refused: too many wrong tries from this address');
      return reply
        .status(429)
        .header('retry-after', String(Math.ceil(admission.retryAfterMs / 1000)))
        .send({
          error: tryAgainLater('Too many wrong passwords from your address', admission.retryAfterMs),
        });
    }
    if (passwordMatches(given, options.password)) {
      await options.limiter.succeeded(key);
      request.crew = byPassword(null);
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
  await app.register(crewPassRoutes, { db: options.db, publicUrl: options.publicUrl, now: options.now });
}

export default fp(organiserAccess, { name: 'organiser-access' });
