import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Anyone may call this route: it reads and changes no organiser data. Every route is either this or
     * registered in the organiser scope, behind its guard; the server refuses to start with a route that is
     * neither (organisers/closed-by-default.ts; docs/decisions/073-organiser-scope-closed-by-default.md).
     */
    public?: true;
  }
}

/**
 * Says every route registered in `scope` from now on is public, for routes another plugin makes where
 * none can be given options one by one: the pages and their files (@fastify/static), PayPal's stand-in.
 */
export function allPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}
