import { passBodySchema } from '../../contracts/organiser';
import { changeNotice } from '../../contracts/organiser-edits';
import {
  eventSettingsSchema,
  streamLinkEditSchema,
  ticketSalesEditSchema,
} from '../../contracts/ticket-sales';
import type { RouteScope } from '../plugins/route-schemas';
import type { RealtimeServer } from '../realtime/socket-server';
import type { TicketSalesService } from './ticket-sales';

export interface OrganiserEventSettingsOptions {
  sales: TicketSalesService;
  realtime: RealtimeServer;
}

const response = { 200: eventSettingsSchema };

/**
 * Ticket sales and the stream link on the dashboard (guarded by organiser-guard; docs/product/
 * organisers.md, "Ticket sales and the stream link"). Closing or reopening tells every open ticket page
 * at once ('ticket-sales-changed'); the stream link is never part of a public answer or event.
 */
export default async function organiserEventSettingsRoutes(
  app: RouteScope,
  options: OrganiserEventSettingsOptions,
) {
  const { sales } = options;

  app.post('/api/organiser/event-settings', { schema: { body: passBodySchema, response } }, () =>
    sales.settings(),
  );

  app.post(
    '/api/organiser/ticket-sales',
    { schema: { body: ticketSalesEditSchema, response } },
    async (request) => {
      const settings = await sales.setClosed(request.body.closed);
      options.realtime.emit('ticket-sales-changed', changeNotice());
      return settings;
    },
  );

  app.post('/api/organiser/stream-link', { schema: { body: streamLinkEditSchema, response } }, (request) =>
    sales.setStreamUrl(request.body.url),
  );
}
