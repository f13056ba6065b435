import { organiserOverviewSchema, passBodySchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import { recentAudit } from '../db';
import { mismatchedPayments } from '../orders';
import type { RouteScope } from '../plugins';
import type { BooksCheck } from '../reconcile';
import { heldMoney } from '../refunds';
import { recentBlasts } from './email-blast';

/** POST /api/organiser/overview {pass}: the dashboard's private lists. Guarded by organiser-guard. */
export default async function organiserOverviewRoutes(
  app: RouteScope,
  options: { database: DatabaseHandle; books: Pick<BooksCheck, 'status'> },
) {
  app.post(
    '/api/organiser/overview',
    {
      config: { roles: ['organiser'] },
      schema: { body: passBodySchema, response: { 200: organiserOverviewSchema } },
    },
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
