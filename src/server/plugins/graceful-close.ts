import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// On close, Fastify stops listening and drops idle keep-alive connections, but a connection busy at
// that moment stays open after its answer until the client lets it go (4 s for Node's fetch), so a
// shutdown right after a payment would linger. Answers sent while closing say `Connection: close`,
// which ends each connection as soon as its last answer is out.
async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Callback style, not async: it runs on every answer, and a promise per answer is measurable there.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });
