// The desk's work on one ticket order: correcting a badge's name or a viewer's address, and sending the
// order's emails again (docs/product/organisers.md, "Orders"). Refunds of badges live with refunds/.
import type { FastifyInstance } from 'fastify';
import orderDeskRoutes from './order-desk-routes';

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(orderDeskRoutes, {
    db: app.database.db,
    outbox: app.outbox,
    realtime: app.realtime,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
}

export default { organiserRoutes };
