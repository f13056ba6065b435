// Fastify plugins and route helpers every feature shares: errors, schemas, headers, kept answers.
export {
  type AnswerCache,
  type AnswerEncoding,
  acceptedEncoding,
  answerCache,
  compressors,
  sendCached,
} from './answer-cache';
export { default as errorHandler, failureStatus, frameworkErrors } from './error-handler';
export { default as gracefulClose } from './graceful-close';
export { historyRoute, historyStartMs } from './history-route';
export { allowEmptyJsonBody } from './json-body';
export { default as refuseLongAddress, maxAddressPartLength } from './long-address';
export { organiserRead } from './organiser-read';
export { allPublic } from './public-mark';
export { default as refuseNul } from './refuse-nul';
export { requestLogging } from './request-logging';
export { type RouteScope, serializerCompiler, validatorCompiler } from './route-schemas';
export { default as securityHeaders, securityHeadersFor } from './security-headers';
export { conflict, type Failure, gone, invalid, notFound, refused, unavailable } from './service-errors';
