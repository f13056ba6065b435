import type { Generated } from 'kysely';

// One typed view of the database for both engines. Times are Unix epoch milliseconds unless the
// column name says seconds; money is integer cents.

export interface ScheduleEntryTable {
  id: Generated<number>;
  /** Epoch seconds. Entries before the content's timeslot threshold have no real timeslot yet. */
  start_s: number;
  end_s: number;
  location: string;
  events: string;
  emcees: string;
  description: string | null;
}

export interface Database {
  schedule_entries: ScheduleEntryTable;
}
