import type { Kysely } from 'kysely';
import type { ScheduleEntry, ScheduleEntryData } from '../../domain/schedule';
import type { Database } from '../db';

export interface ScheduleRepository {
  /** Every entry, by start then by the order they were added. */
  list(): Promise<ScheduleEntry[]>;
  count(): Promise<number>;
  insertAll(entries: readonly ScheduleEntryData[]): Promise<void>;
}

export function scheduleRepository(db: Kysely<Database>): ScheduleRepository {
  return {
    async list() {
      const rows = await db
        .selectFrom('schedule_entries')
        .selectAll()
        .orderBy('start_s')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        start: Number(row.start_s),
        end: Number(row.end_s),
        location: row.location,
        events: row.events,
        emcees: row.emcees,
        ...(row.description ? { description: row.description } : {}),
      }));
    },
    async count() {
      const row = await db
        .selectFrom('schedule_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertAll(entries) {
      if (entries.length === 0) return;
      await db
        .insertInto('schedule_entries')
        .values(
          entries.map((entry) => ({
            start_s: entry.start,
            end_s: entry.end,
            location: entry.location,
            events: entry.events,
            emcees: entry.emcees,
            description: entry.description ?? null,
          })),
        )
        .execute();
    },
  };
}
