import * as z from 'zod/mini';
import { myScheduleMostEntries, readEntriesParam } from '../domain/my-schedule';
import type { ScheduleEntry } from '../domain/schedule';

// GET /api/schedule answers the list of schedule entries (docs/product/schedule-and-info.md, "Schedule"),
// ordered by start. `start` and `end` are Unix epoch seconds; an entry starting before content's timeslot
// threshold has no real timeslot yet. `emcees` is one string, the hosts as they read after 'Hosted by' (''
// for none): organisers write it the way it should be said, so the page never has to join names.
// `description` is left out when an entry has none. In zod/mini, as /schedule reads it
// (docs/decisions/070-one-validator-per-wire-shape.md).

export const scheduleEntrySchema = z.object({
  id: z.int(),
  start: z.int(),
  end: z.int(),
  location: z.string(),
  events: z.string(),
  emcees: z.string(),
  description: z.optional(z.string()),
});

export const scheduleResponseSchema = z.array(scheduleEntrySchema);

// The wire shape and the domain's entry must stay the same thing.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Equal<z.infer<typeof scheduleEntrySchema>, ScheduleEntry> = true;
void sameShape;

/**
 * GET /schedule.ics: the whole schedule, or with `entries` ("3,7,12") only the entries a visitor starred
 * ("My schedule"). An id no entry has any more is left out rather than refused: a starred entry may have
 * been removed since.
 */
export const scheduleFeedQuerySchema = z.object({
  entries: z.optional(z.string()).check(
    z.refine((text) => text === undefined || readEntriesParam(text) !== undefined, {
      message: `entries must list up to ${myScheduleMostEntries} entry numbers separated by commas, such as 3,7,12.`,
    }),
  ),
});
