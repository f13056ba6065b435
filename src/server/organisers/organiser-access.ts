import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { type CrewMember, setCrew } from './crew-of-request';
import { looksLikePass, lookUpPass } from './crew-pass-store';
import { bearerToken, organiserTokenExpiry } from './organiser-token';
import { passwordMatches } from './password-check';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The crew roles that may use this route of the organiser scope (organisers/organiser-scope.ts);
     * `['organiser']` when it names none. Outside the scope the server refuses to start with it, as no
     * guard would read it there (docs/decisions/073-organiser-scope-closed-by-default.md).
     */
    roles?: readonly CrewRole[];
  }
}

/** What a presented token is worth: a member, a pass that ended (revoked or expired), or nothing. */
type CrewAccess = { kind: 'member'; member: CrewMember } | { kind: 'ended' } | { kind: 'none' };
export type CrewAccessOf = (token: unknown) => Promise<CrewAccess>;

/** What a route of the organiser scope is for when it names no roles: the organisers alone. */
export const organiserOnly: readonly CrewRole[] = ['organiser'];

/** What the shared organiser password, and a token it signed, may do: everything. */
const passwordRoles = organiserOnly;
const byPassword = (expiresMs: number | null): CrewMember => ({
  name: passwordActor,
  roles: passwordRoles,
  passId: null,
  expiresMs,
});

/**
 * Who a bearer token signs in: an organiser token the password signed, or a crew pass looked up by its
 * hash. Made once by app.ts, for the guard and for the sockets' rooms (realtime/), so a pass's sockets
 * can be found and dropped.
 */
export function crewAccess(db: Kysely<Database>, password: string, now: () => number): CrewAccessOf {
  return async (token) => {
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

export interface CrewGuardOptions {
  password: string;
  limiter: AttemptLimiter;
  accessOf: CrewAccessOf;
}

/** The `pass` of a JSON body, as sent (any type); undefined when the body has none (and for a GET). */
const passIn = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { pass?: unknown }).pass : undefined;

/**
 * The organiser scope's guard (docs/product/organisers.md, "The password" and "Signing in", "Crew
 * passes"): a valid organiser token or crew pass in `authorization: Bearer`, or the shared password in the
 * body as `pass`, whose roles include one the route names; the route then finds who is calling in
 * `request.crew`.
 *
 * A body that carries `pass` is a try of the password, whatever else the request carries: it is counted
 * by the per-address limiter before it is compared, and judged by the password alone, so a crew pass or a
 * token in the header never buys untimed guesses (a door pass once let its holder guess the password at
 * the sign-in without limit: docs/decisions/059-password-tries-logs-and-names.md). The sign-in itself
 * compares nothing: it trades a password this hook let through for a token. A valid token with no `pass`
 * passes before the limiter is asked, so a signed-in organiser is never locked out by wrong tries from
 * the same address (a venue's shared Wi-Fi). A read (GET) has no body: only its header can open it.
 * The body has been parsed by then; a route's own schema runs only after this, so someone without the
 * password learns nothing about what a route accepts. The password is never logged: Fastify does not log
 * bodies, and nothing here names it.
 */
export function crewGuard(options: CrewGuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = request.routeOptions.config.roles ?? organiserOnly;
    const admits = (roles: readonly CrewRole[]) => roles.some((role) => allowed.includes(role));
    const token = bearerToken(request.headers.authorization);
    const given = passIn(request.body);
    if (given === undefined && token !== undefined) {
      const access = await options.accessOf(token);
      if (access.kind === 'member') {
        setCrew(request, access.member);
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
      setCrew(request, byPassword(null));
      if (admits(passwordRoles)) return;
      return reply.status(403).send({ error: notYourRoleMessage });
    }
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    // A browser whose token ran out (or was signed by a password since changed) is asked to sign in again.
    if (token !== undefined && given === undefined)
      return reply.status(401).send({ error: expiredTokenMessage });
    return reply.status(403).send({ error: wrongPasswordMessage });
  };
}
