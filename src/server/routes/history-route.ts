import type { z } from 'zod';
import { edition } from '../../../content/edition';
import { historyRequestSchema } from '../../contracts/history';
import type { RouteScope } from '../plugins/route-schemas';

/**
 * POST {url} {after}: the purchases since a moment, oldest first, for the progress views (the ticket and
 * donation histories). `list` gets the moment in epoch ms and answers in the wire's shape.
 */
export function historyRoute<Answer extends z.ZodType>(
  app: RouteScope,
  url: string,
  answer: Answer,
  list: (afterMs: number) => Promise<z.input<Answer>>,
) {
  app.post(
    url,
    {
      // The pages always ask from the history date; a request without a body means the same.
      preValidation: async (request) => {
        if (request.body === undefined) Object.assign(request, { body: { after: edition.historyDate } });
      },
      // `list` is checked against the answer's type above; Fastify cannot follow a generic schema.
      schema: { body: historyRequestSchema, response: { 200: answer as z.ZodType } },
    },
    async (request) => list(request.body.after),
  );
}
