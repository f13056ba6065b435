import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import paypalEmulator, { emulatorCredentials } from './emulator/paypal-emulator';
import { createPayPalClient, type PayPalClient } from './paypal-client';

export const emulatorPrefix = '/paypal-emulator';
/** Where PayPal (or the emulator) delivers webhook events; configure the same URL in PayPal's dashboard. */
export const webhookPath = '/api/paypal/webhook';

/**
 * This server's own address, for calling itself. Not PUBLIC_URL: behind a proxy that address may not
 * be reachable from the server, and tests keep a fixed PUBLIC_URL for the links in emails.
 */
export function ownUrl(server: FastifyInstance): string {
  const address = server.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') {
    throw new Error('The server is not listening yet, and the PayPal emulator is reached over HTTP.');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? address.family === 'IPv6'
      ? '[::1]'
      : '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The PayPal client routes use. Without PayPal credentials the emulator is mounted on this server and
 * the client talks to it over HTTP exactly as it would to PayPal, with the emulator's fixed credentials.
 */
export async function setUpPayPal(server: FastifyInstance, config: Config): Promise<PayPalClient> {
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
    });
  }
  await server.register(paypalEmulator, {
    prefix: emulatorPrefix,
    // In DATA_DIR, so a restarted server (or a second one on the same DATA_DIR) knows its orders.
    stateFile: path.join(config.dataDir, 'paypal-emulator.json'),
    // Like PayPal, the emulator tells this server about every completed capture.
    webhookUrl: () => `${ownUrl(server)}${webhookPath}`,
  });
  return createPayPalClient({
    apiBase: () => `${ownUrl(server)}${emulatorPrefix}`,
    clientId: emulatorCredentials.clientId,
    clientSecret: emulatorCredentials.clientSecret,
    webhookId: emulatorCredentials.webhookId,
  });
}
