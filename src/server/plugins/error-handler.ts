import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asSentence } from '../../domain/form-problems';
import { tooLongAddressMessage } from './long-address';
import { type Failure, ServiceError } from './service-errors';

// Every failure answers { error } with a sentence a person can act on. A service's failure keeps its
// sentence and gets the status of its kind; a request Fastify or a schema refuses keeps its 4xx;
// anything else is logged and answered without internals.

/** The status each kind of service failure answers with (the capture routes use it too). */
export const failureStatus: Record<Failure, number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  refused: 422,
  // A service we depend on failed: we are the gateway that could not get an answer.
  unavailable: 502,
};

/** Fastify's own refusals, said as the rest of the API says things. */
const fastifySentences: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length header says.',
  FST_ERR_BAD_URL: 'The address is not valid: it holds a broken percent-encoded character.',
  FST_ERR_MAX_PARAM_LENGTH: tooLongAddressMessage,
};

function clientSentence(error: FastifyError): string {
  const known = error.code ? fastifySentences[error.code] : undefined;
  if (known) return known;
  // Our schemas' sentences, or another library's message: made a sentence if it is not one yet.
  const message = error.message.trim() || 'The request was refused.';
  return asSentence(message);
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ServiceError) {
    return reply.status(failureStatus[error.failure]).send({ error: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send({ error: clientSentence(error) });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: 'Something went wrong on our side. Please try again in a moment.' });
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * Fastify's `frameworkErrors` option: what its router refuses before any route or hook runs (an address
 * with broken percent-encoding, a path parameter past maxParamLength) answers like every other error,
 * with the headers the hooks would have added for its address.
 */
export function frameworkErrors(headersFor: (url: string) => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    answerError(error, request, reply.headers(headersFor(request.url)));
}

export default fp(errorHandler, { name: 'error-handler' });
