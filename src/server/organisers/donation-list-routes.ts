import { passBodySchema } from '../../contracts/organiser';
import { organiserDonationsSchema } from '../../contracts/organiser-edits';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { organiserDonations } from './donation-list';

/** POST /api/organiser/donations {pass}: every donation with its refunds and disputes (organisers only). */
export default async function donationListRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  app.post(
    '/api/organiser/donations',
    {
      config: { roles: ['organiser'] },
      schema: { body: passBodySchema, response: { 200: organiserDonationsSchema } },
    },
    async () => organiserDonations(options.database.db),
  );
}
