import type { z } from 'zod';
import { edition } from '../../../content/edition';
import { historyRequestSchema } from '../../contracts/history';
import { type AnswerCache, sendCached } from './answer-cache';
import type { RouteScope } from './route-schemas';

/** The progress views' history starts here (content/edition.ts); every page asks from this moment. */
export const historyStartMs = Date.parse(edition.historyDate);

/**
 * POST {url} {after}: the purchases since a moment, oldest first, for the progress views (the ticket and
 * donation histories). `list` gets the moment in epoch ms and answers in the wire's shape. With `cached`,
 * the answer from the history date (what every page asks) is served from it, serialised and compressed
 * once per change instead of per visitor.
 */
export function historyRoute<Answer extends z.core.$ZodType>(
  app: RouteScope,
  url: string,
  answer: Answer,
  list: (afterMs: number) => Promise<z.input<Answer>>,
  cached?: AnswerCache,
) {
  app.post(
    url,
    {
      config: { public: true },
      // The pages always ask from the history date; a request without a body means the same.
      preValidation: (request, _reply, done) => {
        if (request.body === undefined) Object.assign(request, { body: { after: edition.historyDate } });
        done();
      },
      // `list` is checked against the answer's type above; Fastify cannot follow a generic schema.
      schema: { body: historyRequestSchema, response: { 200: answer as z.core.$ZodType } },
    },
    // Not async: the kept answer goes out in the same turn (answer-cache.ts, sendCached).
    (request, reply) =>
      cached && request.body.after === historyStartMs
        ? sendCached(reply, cached, request)
        : list(request.body.after),
  );
}
