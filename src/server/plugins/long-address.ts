import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// No part of an address here passes 100 characters (docs/product/limits.md, "Requests and connections"):
// tokens, ids and codes are far shorter. Fastify's router refuses a longer path parameter itself
// (maxParamLength), but only where a route with a parameter is the one matched: a GET first falls back to
// the static files' wildcard, so /order/<101 characters> was answered by the page frame with 200 and
// /api/nothing/<101 characters> had the part echoed back in its 404. This hook refuses every address
// alike, before any route, and names no part of it.

/** The longest part of an address between two slashes, as sent (the router's maxParamLength too). */
export const maxAddressPartLength = 100;

export const tooLongAddressMessage = `The address is too long: no part of an address here passes ${maxAddressPartLength} characters.`;

function hasLongPart(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.split('/').some((part) => part.length > maxAddressPartLength);
}

async function refuseLongAddress(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (hasLongPart(request.url)) return reply.status(414).send({ error: tooLongAddressMessage });
  });
}

export default fp(refuseLongAddress, { name: 'refuse-long-address' });
