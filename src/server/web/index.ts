// The site's pages (rendered on the server), the health check and the redirects.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import healthRoutes from './health-routes';
import redirectRoutes from './redirects';
import webPages, { type WebPagesOptions } from './web-pages';

export { inlineScriptHashes } from './inline-scripts';

/** On the root (fastify-plugin), as the pages answer every address no other route claims. */
async function web(app: FastifyInstance, options: WebPagesOptions) {
  await app.register(healthRoutes, { database: app.database });
  await app.register(redirectRoutes);
  await app.register(webPages, options);
}

export default fp(web, { name: 'web' });
