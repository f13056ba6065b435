import type { FastifyInstance } from 'fastify';

// The capture calls, as the product defines them, are sent with an empty body and a JSON content type (docs/product/payments.md,
// "What the capture call answers"), which Fastify's own parser refuses. Only the scope of those two
// routes reads an empty JSON body as no body; everything else still goes to Fastify's parser, which keeps
// refusing `__proto__` and `constructor.prototype` keys. Every other route has Fastify's parser as it is.
export function allowEmptyJsonBody(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
