import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The pages' capture calls send an empty body with a JSON content type, which Fastify's own parser
// refuses. An empty JSON body is read as no body; everything else goes to Fastify's parser, which keeps
// refusing `__proto__` and `constructor.prototype` keys.
async function jsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
