import { organiserDonationsSchema } from '../../contracts/organiser-edits';
import { donationPageBodySchema } from '../../contracts/organiser-paging';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { organiserDonations } from './donation-list';

/** POST /api/organiser/donations {pass}: one page of donations, newest first, with their refunds and disputes (organisers only). */
export default async function donationListRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  app.post(
    '/api/organiser/donations',
    {
      config: { roles: ['organiser'] },
      schema: { body: donationPageBodySchema, response: { 200: organiserDonationsSchema } },
    },
    async (request) => organiserDonations(options.database.db, request.body),
  );
}
