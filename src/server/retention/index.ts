// The end of personal data (docs/product/order-page-and-retention.md, "Retention"): the sweep that erases
// each order's personal data PERSONAL_DATA_RETENTION_DAYS after the event, and when it next will.

export { type Retention, retentionSweep } from './retention-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** The erasure schedule (app.ts makes it once), for the dashboard's "next erasure". */
    retention: import('./retention-sweep').Retention;
  }
}
