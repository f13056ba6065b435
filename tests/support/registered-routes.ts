import type { RouteOptions } from 'fastify';
import type { AppDeps } from '../../src/server/app';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's config once every onRoute hook has run (`public`, or the organiser scope's `roles`). */
  config: { public?: true; roles?: readonly string[] };
}

/**
 * Records every route the app registers, through the app's `onRoute` (pass `onRoute` to createTestApp),
 * and lists them once it is built: one row per method; `params` replaces each `:name` of a path, so the
 * path can be asked as it is.
 */
export function routeRecorder() {
  const recorded: RouteOptions[] = [];
  const onRoute: NonNullable<AppDeps['onRoute']> = (route) => {
    recorded.push(route);
  };
  function routes(options: { params?: string } = {}): RegisteredRoute[] {
    return recorded.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: options.params === undefined ? route.url : route.url.replace(/:[A-Za-z]+/g, options.params),
        config: { ...(route.config as RegisteredRoute['config'] | undefined) },
      })),
    );
  }
  return { onRoute, routes };
}
