import type { FastifyInstance } from 'fastify';

/**
 * Every route the server registered, read from Fastify's printed route tree (one segment a line, indented
 * under its parent). `params` replaces each `:name` of a path, so the path can be asked as it is.
 */
export function registeredRoutes(
  server: FastifyInstance,
  options: { params?: string } = {},
): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: { depth: number; path: string }[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const depth = line.indexOf('── ');
    if (depth < 0) continue;
    const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(depth + 3)) ?? [];
    while (parents.length > 0 && (parents.at(-1)?.depth ?? 0) >= depth) parents.pop();
    const path = `${parents.at(-1)?.path ?? ''}${segment}`;
    parents.push({ depth, path });
    const url = options.params === undefined ? path : path.replace(/:[A-Za-z]+/g, options.params);
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
