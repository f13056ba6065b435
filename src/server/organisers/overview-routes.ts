import { organiserOverviewSchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import { recentAudit } from '../db';
import { heldMoney } from '../disputes';
import { mismatchedPayments } from '../orders';
import { organiserRead, type RouteScope } from '../plugins';
import type { BooksCheck } from '../reconcile';
import { recentBlasts } from './email-blast';

/** GET /api/organiser/overview (POST with {pass}): the dashboard's private lists. */
export default async function organiserOverviewRoutes(
  app: RouteScope,
  options: { database: DatabaseHandle; books: Pick<BooksCheck, 'status'> },
) {
  organiserRead(
    app,
    '/api/organiser/overview',
    { config: { roles: ['organiser'] }, answer: organiserOverviewSchema },
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
