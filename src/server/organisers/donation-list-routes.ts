import { organiserDonationsSchema } from '../../contracts/organiser-edits';
import { donationPageBodySchema } from '../../contracts/organiser-paging';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { organiserDonations } from './donation-list';

/** POST /api/organiser/donations {pass}: one page of donations, newest first, with their refunds and disputes (organisers only). */
export default async function donationListRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  organiserRead(
    app,
    '/api/organiser/donations',
    { config: { roles: ['organiser'] }, body: donationPageBodySchema, answer: organiserDonationsSchema },
    async (page) => organiserDonations(options.database.db, page),
  );
}
