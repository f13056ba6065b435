import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CrewRole } from '../../contracts/crew';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling a route of the organiser scope, as its guard found them: their name goes into every
     * change-log line the call writes. Every route that can read it runs behind the guard, which sets it
     * first; read anywhere else it throws rather than answer for nobody (crew-of-request.ts).
     */
    readonly crew: CrewMember;
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

// Kept beside the request rather than on it, so no code but the guard can set it.
const crewOf = new WeakMap<FastifyRequest, CrewMember>();

/** Called by the guard once it knows who is calling. */
export function setCrew(request: FastifyRequest, member: CrewMember): void {
  crewOf.set(request, member);
}

/**
 * Decorates every request with `crew`: the member the guard found, or an error when a route outside the
 * organiser scope asks (a bug: no guard ran, so there is nobody to name).
 */
export function decorateCrew(app: FastifyInstance): void {
  app.decorateRequest('crew', {
    getter(this: FastifyRequest): CrewMember {
      const member = crewOf.get(this);
      if (member === undefined)
        throw new Error(`${this.method} ${this.routeOptions.url} read request.crew, but no guard ran`);
      return member;
    },
  });
}
