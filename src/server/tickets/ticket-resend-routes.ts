import { ticketResendTexts } from '../../../content/ticket-resend';
import { ticketResendAnswerSchema, ticketResendSchema } from '../../contracts/ticket-resend';
import type { RequestLimits } from '../limits';
import type { RouteScope } from '../plugins';
import type { TicketResends } from './resend-ticket-mails';

export interface TicketResendRoutesOptions {
  limits: RequestLimits;
  resends: TicketResends;
}

/**
 * A buyer asks for their ticket emails again (docs/product/tickets.md, "Getting the emails again"). Every
 * valid address gets the same 202 and the same words, before anything is looked up; the limits count
 * requests, never purchases, so a 429 says nothing about the address either.
 */
export default async function ticketResendRoutes(app: RouteScope, options: TicketResendRoutesOptions) {
  // In this child scope, so it runs before the root's onClose closes the database.
  app.addHook('onClose', () => options.resends.close());
  app.post(
    '/api/tickets/resend',
    {
      config: { public: true },
      preValidation: options.limits.ticketResendClient,
      preHandler: options.limits.ticketResend,
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
      schema: { body: ticketResendSchema, response: { 202: ticketResendAnswerSchema } },
    },
    async (request, reply) => {
      options.resends.request(request.body.email);
      return reply.status(202).send({ message: ticketResendTexts.answer });
    },
  );
}
