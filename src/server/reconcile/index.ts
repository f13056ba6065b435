// Comparing our books with PayPal's: the daily check, "Compare now", and the reconcile command.
import type { FastifyInstance } from 'fastify';
import type { BooksCheck } from './books-check';
import booksRoutes from './books-routes';

export { type BooksCheck, booksCheck } from './books-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** The comparison with PayPal the overview shows and "Compare now" runs; decorated once in app.ts. */
    books: BooksCheck;
  }
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(booksRoutes, { books: app.books });
}

export default { organiserRoutes };
