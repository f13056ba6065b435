import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

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
