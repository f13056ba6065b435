import { organiserOverviewSchema, passBodySchema } from '../../contracts/organiser';
import { recentAudit } from '../db/audit-log';
import type { DatabaseHandle } from '../db/connect';
import { mismatchedPayments } from '../orders/mismatched-payments';
import type { RouteScope } from '../plugins/route-schemas';
import type { BooksCheck } from '../reconcile/books-check';
import { heldMoney } from '../refunds/organiser-disputes';
import { recentBlasts } from './email-blast';

/** POST /api/organiser/overview {pass}: the dashboard's private lists. Guarded by organiser-guard. */
export default async function organiserOverviewRoutes(
  app: RouteScope,
  options: { database: DatabaseHandle; books: Pick<BooksCheck, 'status'> },
) {
  app.post(
    '/api/organiser/overview',
    { schema: { body: passBodySchema, response: { 200: organiserOverviewSchema } } },
    async () => {
      const { db } = options.database;
      const [blasts, audit, mismatched, held, books] = await Promise.all([
        recentBlasts(db),
        recentAudit(db),
        mismatchedPayments(db),
        heldMoney(db),
        options.books.status(),
      ]);
      return { blasts, audit, mismatched, held, books };
    },
  );
}
