import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// A listening server keeps its address, and asking the socket for it on every PayPal call and webhook
// of the built-in emulator was a measurable part of a checkout rush.
const known = new WeakMap<FastifyInstance['server'], string>();

/**
 * This server's own address, for calling itself. Not PUBLIC_URL: behind a proxy that address may not
 * be reachable from the server, and tests keep a fixed PUBLIC_URL for the links in emails.
 */
export function ownUrl(server: FastifyInstance): string {
  const url = known.get(server.server);
  if (url !== undefined) return url;
  const found = addressOf(server);
  known.set(server.server, found);
  // A closed server may be made to listen again, elsewhere.
  server.server.once('close', () => known.delete(server.server));
  return found;
}

function addressOf(server: FastifyInstance): string {
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
