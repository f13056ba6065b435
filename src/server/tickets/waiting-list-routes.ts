import { organiserWaitingListSchema } from '../../contracts/organiser-waiting-list';
import {
  waitingListHoldQuerySchema,
  waitingListHoldSchema,
  waitingListJoinAnswerSchema,
  waitingListJoinSchema,
} from '../../contracts/waiting-list';
import type { RequestLimits } from '../limits';
import { organiserRead, type RouteScope } from '../plugins';
import type { WaitingList } from './waiting-list';

export interface WaitingListRoutesOptions {
  limits: RequestLimits;
  waitingList: WaitingList;
}

const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header('cache-control', 'no-store');
};

/**
 * Joining the waiting list and reading what an emailed link holds (docs/product/tickets.md, "The waiting
 * list"). Joining counts against the per-client limit of the resend page (20 an hour): each entry may be
 * offered places, so one client must not fill the line with addresses. The link's secret travels in the
 * body, never in an address a log could keep.
 */
export async function publicWaitingListRoutes(app: RouteScope, options: WaitingListRoutesOptions) {
  const { waitingList } = options;
  app.post(
    '/api/tickets/waiting-list',
    {
      config: { public: true },
      preValidation: options.limits.ticketResendClient,
      onRequest: noStore,
      schema: { body: waitingListJoinSchema, response: { 201: waitingListJoinAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ message: await waitingList.join(request.body) }),
  );
  app.post(
    '/api/tickets/waiting-list/hold',
    {
      config: { public: true },
      onRequest: noStore,
      schema: { body: waitingListHoldQuerySchema, response: { 200: waitingListHoldSchema } },
    },
    (request) => waitingList.hold(request.body.token),
  );
}

/** The list on the dashboard (in the organiser scope, behind its guard). */
export async function organiserWaitingListRoutes(app: RouteScope, options: { waitingList: WaitingList }) {
  organiserRead(
    app,
    '/api/organiser/waiting-list',
    { config: { roles: ['organiser'] }, answer: organiserWaitingListSchema },
    () => options.waitingList.list(),
  );
}
