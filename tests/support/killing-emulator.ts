import Fastify from 'fastify';
import { expect } from 'vitest';
import paypalEmulator from '../../emulator/paypal-emulator';
import { ownUrl } from '../../src/server/payments/own-url';
import type { ServerProcess } from './server-process';

// The worst moment for a server to die, for the crash tests of one PayPal call: PayPal is an emulator in
// the test's process that kills the server (SIGKILL) the moment PayPal has acted, before its answer
// leaves. No webhook URL, so PayPal's event never reaches the app: only the next start can record it.

export interface KillingEmulator {
  /** PayPal's base URL, for paypalEnvFor and the buyer's approval. */
  base: string;
  /** Makes `call` on `server`, which PayPal's answer kills on the way back. */
  killDuring(server: ServerProcess, call: () => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

/** Kills the server as PayPal answers a POST whose path ends with `pathEnd` (e.g. '/capture', '/refund'). */
export async function emulatorKillingOn(pathEnd: string): Promise<KillingEmulator> {
  let doomed: ServerProcess | undefined;
  const paypal = Fastify();
  paypal.addHook('onSend', async (request, _reply, payload) => {
    if (doomed && request.method === 'POST' && request.url.endsWith(pathEnd)) {
      doomed.child.kill('SIGKILL');
      await doomed.exited;
    }
    return payload;
  });
  await paypal.register(paypalEmulator, { prefix: '/paypal-emulator' });
  await paypal.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `${ownUrl(paypal)}/paypal-emulator`,
    async killDuring(server, call) {
      doomed = server;
      try {
        await expect(call()).rejects.toThrow();
        expect(await server.exited).toBe('SIGKILL');
      } finally {
        doomed = undefined;
      }
    },
    close: () => paypal.close(),
  };
}
