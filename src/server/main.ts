import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveOrganiserPassword } from './config';
import { connectDatabase } from './db';

// The bundle sits in dist/server; the web build beside it in dist/web, and its server side in dist/render.
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(distDir, 'web');
const renderDir = path.join(distDir, 'render');

const shutdownGraceMs = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const password = resolveOrganiserPassword(config.organiserPassword, config.dataDir);
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { server, sweep } = await buildApp({
    config,
    database,
    organiserPassword: password.value,
    webRoot,
    renderDir,
  });

  if (password.generated) {
    // Printed once, on the start that created it; it stays in DATA_DIR/organiser-password.
    server.log.info(`Organiser password generated and saved in ${config.dataDir}: ${password.value}`);
  }

  server.addHook('onClose', () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.log.info(`${signal} received, closing`);
      // In-flight requests get time to finish (a capture is quick; anything cut short is settled by the
      // sweep at the next start). A client that keeps a connection open past that (an overlay
      // reconnecting its socket mid-shutdown) must not hold a deploy up.
      const deadline = setTimeout(() => {
        server.log.warn(`still closing after ${shutdownGraceMs} ms; dropping the remaining connections`);
        server.server.closeAllConnections();
        setTimeout(() => process.exit(1), 1_000).unref();
      }, shutdownGraceMs);
      deadline.unref();
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await server.listen({ port: config.port, host: config.host });
  for (const warning of config.startWarnings) server.log.warn(warning);
  server.log.info(`Serving ${config.publicUrl} (${database.engine} database)`);
  // Payments a crash or a lost connection left between PayPal and the database are settled now.
  void sweep
    .run({ settleMs: 0 })
    .catch((error) => server.log.error({ err: error }, 'in-flight sweep failed at start'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
