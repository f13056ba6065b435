// The database (SQLite or PostgreSQL through Kysely): its connection, schema and migrations.
import type { DatabaseHandle } from './connect';

export { passwordActor, quoted, recentAudit, recordAudit } from './audit-log';
export { connectDatabase, type DatabaseHandle } from './connect';
export { currentEditionId } from './current-edition';
export type { Engine } from './engine';
export { dropErasedPages } from './erased-pages';
export type {
  Database,
  DiscountCodeTable,
  DisputeTable,
  DonationTable,
  EditionTable,
  IncentiveTable,
  OrderKind,
  OrderStatus,
  OrderTable,
  OutboxTable,
  OverlayPresenceTable,
  ReconciliationTable,
  RefundRequestTable,
  RefundTable,
} from './schema';
export { isUniqueViolation } from './unique-violation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, decorated once in app.ts. */
    database: DatabaseHandle;
  }
}
