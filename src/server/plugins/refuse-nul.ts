import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// PostgreSQL's text cannot hold U+0000 (SQLite's can): a donor's name with one was accepted when the
// order was made and refused by the database when PayPal's capture was recorded, after the money was
// taken. No field, path or query of ours has a use for it, so a request carrying one is refused
// before any route runs, the same on both engines (docs/decisions/002-database-kysely-two-engines.md).

const nul = '\u0000';

/**
 * True when any string (or key) in `value` holds U+0000; walked without recursion, bodies nest deep.
 * It runs on every request: own keys are read in place rather than through Object.entries' arrays.
 */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes(nul)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const fields = item as Record<string, unknown>;
      for (const key in fields) {
        if (!Object.hasOwn(fields, key)) continue;
        if (key.includes(nul)) return true;
        stack.push(fields[key]);
      }
    }
  }
  return false;
}

class NulCharacterError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('The request holds a NUL character (U+0000), which no field here accepts.');
  }
}

async function refuseNul(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const found = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(found ? new NulCharacterError() : undefined);
  });
}

export default fp(refuseNul, { name: 'refuse-nul' });
