import { expressionBuilder } from 'kysely';
import type { Database } from './schema';

// The current edition's id as a sub-select (event_settings.current_edition_id;
// docs/decisions/075-editions-as-data.md), for statements that write or read only the current edition's
// rows in the same statement: an organiser making another edition current meanwhile cannot split them.
export const currentEditionId = () =>
  expressionBuilder<Database, never>()
    .selectFrom('event_settings')
    .select('current_edition_id')
    .where('id', '=', 1);
