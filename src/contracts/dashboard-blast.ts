// The signed-in dashboard's own email blast (docs/product/organisers.md, "Email blast from the
// dashboard"): the organiser chooses the kind of people it is for, the server says how many that is,
// and the same outbox path as /emailblast sends it. The /email form keeps its own call.
import { z } from 'zod';
import { blastSubject, blastText, passBodySchema } from './organiser';

/**
 * buyers: whoever bought a ticket order still standing (in person or livestream), at the address they
 * bought with; attendees: every in-person badge still standing, reached at its order's address;
 * viewers: every livestream ticket whose link still works, at its own address.
 */
const blastKinds = ['buyers', 'attendees', 'viewers'] as const;
export type BlastKind = (typeof blastKinds)[number];

const kind = z.enum(blastKinds);

/** Body of POST /api/organiser/blast-reach: whom a blast would be for. */
export const blastReachBodySchema = z.object({ ...passBodySchema.shape, kind });

/** Whom a blast to one kind of people reaches now, counted by the server. */
export const blastReachSchema = z.object({
  kind,
  /** People of that kind (attendees: badges; buyers and viewers: their distinct addresses). */
  people: z.number().int().min(0),
  /** Emails that go out: one per distinct address (attendees of one order share their buyer's). */
  addresses: z.number().int().min(0),
  /** Stored addresses that are not a single valid address (erased, or malformed), left out. */
  skipped: z.number().int().min(0),
});
export type BlastReach = z.infer<typeof blastReachSchema>;

/** Body of POST /api/organiser/blasts: the message and whom it is for. */
export const dashboardBlastSchema = z.object({
  ...passBodySchema.shape,
  kind,
  subject: blastSubject,
  text: blastText,
});
export type DashboardBlast = z.output<typeof dashboardBlastSchema>;

/** 200 answer of POST /api/organiser/blasts: the blast's id and whom it was queued for. */
export const dashboardBlastResponseSchema = blastReachSchema.extend({ id: z.number().int() });
export type DashboardBlastResponse = z.infer<typeof dashboardBlastResponseSchema>;
