import * as z from 'zod/mini';

// A file of its own so that a public page listening for a change (the schedule, the donations list)
// does not load the organiser's wire shapes with it (docs/decisions/041-script-budgets.md), in zod/mini as
// every shape a public page reads (docs/decisions/070-one-validator-per-wire-shape.md).

/** Sent as the payload of 'schedule-changed', 'incentives-changed' and the like: pages reload what they show. */
export const changeNoticeSchema = z.object({ time: z.iso.datetime() });
export type ChangeNotice = z.infer<typeof changeNoticeSchema>;

export const changeNotice = (nowMs = Date.now()): ChangeNotice => ({ time: new Date(nowMs).toISOString() });
