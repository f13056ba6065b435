import { attendeeListSchema } from '../../contracts/attendees';
import { editionReadBodySchema } from '../../contracts/editions';
import type { DatabaseHandle } from '../db';
import { listedEdition } from '../editions';
import { organiserRead, type RouteScope } from '../plugins';
import { attendeeList } from './attendee-list';

/**
 * POST /api/organiser/attendees: one edition's in-person orders (`edition`, the current one's when left
 * out) with their buyers' answers, and the counts of each filter (docs/product/organisers.md, "Attendees"). In the organiser scope, behind its guard. The dashboard builds the
 * CSV from this same answer.
 */
export default async function organiserAttendeeRoutes(
  app: RouteScope,
  options: {
    database: DatabaseHandle;
    /** When personal data is next erased (src/server/retention/), for the export offered before it. */
    nextErasureMs?: () => Promise<number | null>;
    retentionDays?: number;
  },
) {
  organiserRead(
    app,
    '/api/organiser/attendees',
    { config: { roles: ['organiser'] }, body: editionReadBodySchema, answer: attendeeListSchema },
    async (input) => {
      const { db } = options.database;
      const edition = await listedEdition(db, input.edition);
      const [list, nextMs] = await Promise.all([
        attendeeList(db, edition),
        options.nextErasureMs?.() ?? Promise.resolve(null),
      ]);
      return {
        ...list,
        erasure: {
          nextAt: nextMs === null ? null : new Date(nextMs).toISOString(),
          days: options.retentionDays ?? null,
        },
      };
    },
  );
}
