import { compareNowResponseSchema } from '../../contracts/books';
import { apiErrorSchema } from '../../contracts/errors';
import { passBodySchema } from '../../contracts/organiser';
import type { RouteScope } from '../plugins';
import type { BooksCheck } from './books-check';

/**
 * POST /api/organiser/books/compare: "Compare now" on the dashboard (in the organiser scope, behind its guard). Each
 * run asks PayPal for a month of transactions, so one starts at most once a minute across instances;
 * 429 with a sentence otherwise.
 */
export default async function organiserBooksRoutes(
  app: RouteScope,
  options: { books: Pick<BooksCheck, 'runNow'> },
) {
  app.post(
    '/api/organiser/books/compare',
    {
      config: { roles: ['organiser'] },
      schema: { body: passBodySchema, response: { 200: compareNowResponseSchema, 429: apiErrorSchema } },
    },
    async (_request, reply) => {
      const books = await options.books.runNow();
      if (books) return { books };
      return reply.status(429).send({
        error:
          'The books were compared with PayPal less than a minute ago, or a comparison is still running. Try again in a minute.',
      });
    },
  );
}
