// The answers every page asks for, kept in memory (schedule, incentives, donations, prizes).
import type { PublicAnswers } from './public-answers';

export { type PublicAnswers, publicAnswers } from './public-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers served from memory; an edit drops the one it changed. Decorated once in app.ts. */
    answers: PublicAnswers;
  }
}
