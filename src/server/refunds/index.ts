// Refunds and the money PayPal takes back: recording them exactly once, the dashboard's refund call,
// the refund requests and their sweep. The disputes table is the disputes feature's: it is handed in as
// RefundDeps.disputes (dispute-links.ts).
import type { FastifyInstance } from 'fastify';
import type { RefundDeps } from './record-refund';
import refundRoutes from './refund-routes';

export type { DisputeLinks } from './dispute-links';
export { type RefundDeps, recordRefund } from './record-refund';
export { recordDisputeReturn, recordPayPalReturn } from './record-return';
export { handleRefundEvent } from './refund-events';
export {
  disputeReversalId,
  markReversal,
  pendingRefundsByOrder,
  reversedSince,
} from './refund-store';
export { sweepRefunds } from './refund-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** What recording refunds needs; decorated once in app.ts. */
    refunds: RefundDeps;
  }
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(refundRoutes, { refunds: app.refunds });
}

export default { organiserRoutes };
