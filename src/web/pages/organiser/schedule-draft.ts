import { describeZodError } from '../../../contracts/errors';
import { type ScheduleEntryInput, scheduleEntryInputSchema } from '../../../contracts/organiser-edits';
import type { ScheduleEntry } from '../../../domain/schedule';
import { fromZoneInputValue, toZoneInputValue } from '../../../domain/zone-input';

// The schedule editor's form: times as wall-clock values of the edition's zone; an entry without a
// timeslot yet is stored with start 0 and end 0 (content/schedule.ts).

export interface ScheduleDraft {
  /** null: a new entry. */
  id: number | null;
  untimed: boolean;
  start: string;
  end: string;
  location: string;
  events: string;
  emcees: string;
  description: string;
}

export const emptyScheduleDraft: ScheduleDraft = {
  id: null,
  untimed: false,
  start: '',
  end: '',
  location: '',
  events: '',
  emcees: '',
  description: '',
};

export function draftOf(entry: ScheduleEntry, threshold: number, timeZone: string): ScheduleDraft {
  const untimed = entry.start < threshold;
  return {
    id: entry.id,
    untimed,
    start: untimed ? '' : toZoneInputValue(entry.start, timeZone),
    end: untimed ? '' : toZoneInputValue(entry.end, timeZone),
    location: entry.location,
    events: entry.events,
    emcees: entry.emcees,
    description: entry.description ?? '',
  };
}

export function entryOf(
  draft: ScheduleDraft,
  timeZone: string,
): { entry: ScheduleEntryInput } | { error: string } {
  if (draft.events.trim() === '') return { error: 'Give the entry a title.' };
  let start = 0;
  let end = 0;
  if (!draft.untimed) {
    const from = fromZoneInputValue(draft.start, timeZone);
    const to = fromZoneInputValue(draft.end, timeZone);
    if (from === null || to === null) return { error: 'Give a start and an end, or tick "No timeslot yet".' };
    if (to < from) return { error: 'The end must not be before the start.' };
    start = from;
    end = to;
  }
  const entry: ScheduleEntryInput = {
    start,
    end,
    location: draft.location.trim(),
    events: draft.events.trim(),
    emcees: draft.emcees.trim(),
    description: draft.description.trim(),
  };
  // The route's own schema, so every limit (lengths, times) is the one the server applies.
  const checked = scheduleEntryInputSchema.safeParse(entry);
  return checked.success ? { entry } : { error: describeZodError(checked.error) };
}
