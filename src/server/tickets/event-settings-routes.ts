import {
  eventSettingsSchema,
  streamLinkEditSchema,
  ticketSalesEditSchema,
} from '../../contracts/event-settings';
import { changeNotice } from '../../contracts/organiser-edits';
import { organiserRead, type RouteScope } from '../plugins';
import type { RealtimeServer } from '../realtime';
import type { TicketSalesService } from './ticket-sales';

export interface OrganiserEventSettingsOptions {
  sales: TicketSalesService;
  realtime: RealtimeServer;
}

const response = { 200: eventSettingsSchema };

/**
 * Ticket sales and the stream link on the dashboard (in the organiser scope, behind its guard; docs/product/
 * organisers.md, "Ticket sales and the stream link"). Closing or reopening tells every open ticket page
 * at once ('ticket-sales-changed'); the stream link is never part of a public answer or event.
 */
export default async function organiserEventSettingsRoutes(
  app: RouteScope,
  options: OrganiserEventSettingsOptions,
) {
  const { sales } = options;

  organiserRead(
    app,
    '/api/organiser/event-settings',
    { config: { roles: ['organiser'] }, answer: eventSettingsSchema },
    () => sales.settings(),
  );

  app.post(
    '/api/organiser/ticket-sales',
    { config: { roles: ['organiser'] }, schema: { body: ticketSalesEditSchema, response } },
    async (request) => {
      const settings = await sales.setClosed(request.body.closed, request.crew.name);
      options.realtime.emit('ticket-sales-changed', changeNotice());
      return settings;
    },
  );

  app.post(
    '/api/organiser/stream-link',
    { config: { roles: ['organiser'] }, schema: { body: streamLinkEditSchema, response } },
    (request) => sales.setStreamUrl(request.body.url, request.crew.name),
  );
}
