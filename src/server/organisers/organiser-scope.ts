import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { AttemptLimiter } from '../limits';
import crewPassRoutes from './crew-pass-routes';
import { type CrewAccessOf, crewGuard, organiserOnly } from './organiser-access';
import organiserSignInRoutes from './sign-in-routes';

export interface OrganiserScopeOptions {
  password: string;
  limiter: AttemptLimiter;
  /** Who a token signs in; the same function lets sockets into their rooms (app.ts makes it once). */
  accessOf: CrewAccessOf;
  db: Kysely<Database>;
  publicUrl: string;
  now: () => number;
  /** Every feature's organiser routes (features.ts): registered here, so the guard runs before each. */
  routes: readonly FastifyPluginAsync[];
}

// The routes registered in the organiser scope, so the check that every route is public or guarded
// (closed-by-default.ts) knows them by the scope they are in, not by anything a route says of itself.
const guarded = new WeakSet<object>();

/** Whether `route` was registered in the organiser scope, behind its guard. */
export const isGuarded = (route: RouteOptions): boolean => guarded.has(route);

/**
 * The organiser scope (docs/decisions/073-organiser-scope-closed-by-default.md): one encapsulated Fastify
 * scope whose hook is the guard, as fastify/demo puts its authentication hook on the scope of its private
 * routes. Every route registered in it, by the sign-in, the crew passes and each feature's organiser
 * routes, is guarded whatever it says: a route names the crew roles it is for in `config.roles`, and one
 * that names none is for the organisers alone. Not wrapped in fastify-plugin: its hooks reach its own
 * routes and no others.
 */
export default async function organiserScope(scope: FastifyInstance, options: OrganiserScopeOptions) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: route.config?.roles ?? organiserOnly };
    guarded.add(route);
  });
  // preValidation, not onRequest: the password may come in the body, which is parsed after onRequest;
  // and before validation, as Fastify checks a route's schemas between preValidation and preHandler.
  scope.addHook('preValidation', crewGuard(options));
  // Badge names, donors' answers and blast counts are private: no cache may keep them.
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  await scope.register(organiserSignInRoutes, { password: options.password, now: options.now });
  await scope.register(crewPassRoutes, { db: options.db, publicUrl: options.publicUrl, now: options.now });
  for (const routes of options.routes) await scope.register(routes);
}
