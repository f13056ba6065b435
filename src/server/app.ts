import Fastify, { type FastifyInstance } from 'fastify';
import type { PublicEnv } from '../contracts/public-env';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import webPages from './plugins/web-pages';
import { attachRealtime, type RealtimeServer } from './realtime/socket-server';
import healthRoutes from './routes/health';
import redirectRoutes from './routes/redirects';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  organiserPassword: string;
  /** The built web app (dist/web). */
  webRoot: string;
}

export interface App {
  server: FastifyInstance;
  realtime: RealtimeServer;
}

// No request needs more; a larger body is refused before it is parsed.
const bodyLimitBytes = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const server = Fastify({
    logger: {
      level: config.logLevel,
      // The organiser password travels in bodies, which are never logged; headers may carry tokens.
      redact: ['req.headers.authorization'],
    },
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const publicEnv: PublicEnv = {
    paypalClientId: config.paypal.mode === 'live' ? config.paypal.clientId : null,
    paymentsTestMode: config.paypal.mode === 'emulator',
  };

  await server.register(errorHandler);
  await server.register(securityHeaders, { https: config.publicUrl.startsWith('https:') });
  await server.register(healthRoutes, { database });
  await server.register(redirectRoutes);
  await server.register(webPages, { webRoot: deps.webRoot, publicEnv });

  const realtime = attachRealtime(server);
  return { server, realtime };
}
