// Tickets: ordering and paying, ticket mails and their resending, sales settings, the stream link.
import type { FastifyInstance } from 'fastify';
import eventSettingsRoutes from './event-settings-routes';
import liveAccessRoutes from './live-access-routes';
import type { TicketResends } from './resend-ticket-mails';
import ticketResendRoutes from './ticket-resend-routes';
import ticketRoutes from './ticket-routes';
import type { TicketSalesService } from './ticket-sales';
import type { WaitingList } from './waiting-list';
import { organiserWaitingListRoutes, publicWaitingListRoutes } from './waiting-list-routes';

export { ticketRecorder } from './record-ticket-purchase';
export { type TicketResends, ticketResends } from './resend-ticket-mails';
export { ticketSales } from './ticket-sales';
export { type WaitingList, waitingList } from './waiting-list';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether sales are open and places are left; decorated once in app.ts. */
    sales: TicketSalesService;
    /** Ticket emails a buyer asked for again; decorated once in app.ts. */
    resends: TicketResends;
    /** The waiting list for sold-out in-person places; decorated once in app.ts. */
    waitingList: WaitingList;
  }
}

async function publicRoutes(app: FastifyInstance) {
  await app.register(ticketResendRoutes, { limits: app.limits, resends: app.resends });
  await app.register(ticketRoutes, {
    database: app.database,
    paypal: app.paypal,
    capture: app.capture,
    limits: app.limits,
    sales: app.sales,
    now: app.now,
  });
  await app.register(liveAccessRoutes, { database: app.database, sales: app.sales });
  await app.register(publicWaitingListRoutes, { limits: app.limits, waitingList: app.waitingList });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(eventSettingsRoutes, { sales: app.sales, realtime: app.realtime });
  await app.register(organiserWaitingListRoutes, { waitingList: app.waitingList });
}

export { insertStreamLink } from './access-tokens';
export { newBadgeCodes } from './badge-codes';
export { newOrderLink, orderOfToken, tokenHash, viewerLinkScope } from './order-links';
export { mailsFor, queueMails } from './resend-ticket-mails';
export type { PaidOrder } from './ticket-mails';
export {
  inPersonTicketMail,
  livestreamTicketMail,
  receiptOf,
  streamLinkUrl,
  ticketMovedMail,
} from './ticket-mails';
export type { TicketSalesService } from './ticket-sales';

export default { publicRoutes, organiserRoutes };
