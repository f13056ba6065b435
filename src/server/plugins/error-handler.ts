import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Every failure answers { error } with a sentence a person can act on. Client mistakes keep their
// 4xx and Fastify's message (malformed JSON, body too large, wrong content type); anything else is
// logged and answered without internals.
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: friendlyClientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });
}

function friendlyClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}

export default fp(errorHandler, { name: 'error-handler' });
