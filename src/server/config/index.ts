// The configuration, read and checked once at start.
import type { Config } from './config';

export { type Config, ConfigError, loadConfig } from './config';
export { resolveOrganiserPassword } from './organiser-password';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration (config.ts), decorated once in app.ts. */
    config: Config;
    /** The clock every route reads (epoch ms): Date.now, or the one a test passes to buildApp. */
    now: () => number;
  }
}
