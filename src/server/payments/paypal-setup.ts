import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { allPublic } from '../plugins';
import { loadPayPalEmulator } from './emulator-loader';
import { ownUrl } from './own-url';
import {
  createPayPalClient,
  type PayPalClient,
  type PayPalError,
  type PayPalOperation,
} from './paypal-client';

export const emulatorPrefix = '/paypal-emulator';
/** Where PayPal (or the emulator) delivers webhook events; configure the same URL in PayPal's dashboard. */
export const webhookPath = '/api/paypal/webhook';

/**
 * The PayPal client routes use. Without PayPal credentials the emulator is mounted on this server and
 * the client talks to it over HTTP exactly as it would to PayPal, with the emulator's fixed credentials.
 */
export async function setUpPayPal(
  server: FastifyInstance,
  config: Config,
  /** The app's clock, which the built-in emulator reads too (tests move it). */
  now: () => number,
): Promise<PayPalClient> {
  // PayPal's support needs the debug_id of a failed call; every PayPal error is logged with it.
  const onError = (error: PayPalError, operation: PayPalOperation) => {
    server.log.warn(
      { debugId: error.debugId, status: error.status, code: error.code, issue: error.issue, operation },
      `PayPal ${operation} failed: ${error.message}`,
    );
  };
  if (config.paypal.mode === 'live') {
    if (!config.paypal.webhookId) {
      server.log.warn(
        'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks will be refused, and payments left in flight are settled by the periodic sweep only.',
      );
    }
    return createPayPalClient({
      apiBase: config.paypal.apiBase,
      clientId: config.paypal.clientId,
      clientSecret: config.paypal.clientSecret,
      ...(config.paypal.webhookId ? { webhookId: config.paypal.webhookId } : {}),
      onError,
      now,
    });
  }
  server.log.warn(
    'PayPal is not configured (PAYPAL_CLIENT_ID): payments are simulated by the built-in emulator at /paypal-emulator and no money moves. Never run a public site like this.',
  );
  const { default: paypalEmulator, emulatorCredentials } = await loadPayPalEmulator();
  // PayPal's stand-in answers anyone, as PayPal does: its routes are public (plugins/public-mark.ts).
  await server.register(async (standIn) => {
    allPublic(standIn);
    await standIn.register(paypalEmulator, {
      prefix: emulatorPrefix,
      // In DATA_DIR, so a restarted server (or a second one on the same DATA_DIR) knows its orders.
      databaseFile: path.join(config.dataDir, 'paypal-emulator.sqlite'),
      // Like PayPal, the emulator tells this server about every capture and refund, and only this server.
      webhookUrl: () => `${ownUrl(server)}${webhookPath}`,
      now,
    });
  });
  return createPayPalClient({
    apiBase: () => `${ownUrl(server)}${emulatorPrefix}`,
    clientId: emulatorCredentials.clientId,
    clientSecret: emulatorCredentials.clientSecret,
    webhookId: emulatorCredentials.webhookId,
    // The emulator signs webhooks with its own certificate, served at its own address.
    certOrigins: () => [new URL(ownUrl(server)).origin],
    now,
    onError,
  });
}
