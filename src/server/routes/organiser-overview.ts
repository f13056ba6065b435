import type { FastifyInstance } from 'fastify';
import type { OrganiserOverview } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db/connect';
import { mismatchedPayments } from '../orders/mismatched-payments';
import { recentAudit } from '../organisers/audit-log';
import { recentBlasts } from '../organisers/email-blast';

/** POST /api/organiser/overview {pass}: the dashboard's private lists. Guarded by organiser-guard. */
export default async function organiserOverviewRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  app.post('/api/organiser/overview', async (): Promise<OrganiserOverview> => {
    const { db } = options.database;
    const [blasts, audit, mismatched] = await Promise.all([
      recentBlasts(db),
      recentAudit(db),
      mismatchedPayments(db),
    ]);
    return { blasts, audit, mismatched };
  });
}
