import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The current edition's id as a sub-select (docs/decisions/075-editions-as-data.md), read inside the
 * statement that uses it: a row written or read while an organiser switches editions sees exactly one.
 */
export const currentEditionId = (db: Kysely<Database>) =>
  db.selectFrom('event_settings').select('current_edition_id').where('id', '=', 1);
