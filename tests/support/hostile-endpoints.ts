import type fc from 'fast-check';
import { incentiveFieldsOf } from '../../src/contracts/incentive-edits';
import { incentive } from '../../src/domain/incentives/test-incentives';
import { donationBody } from './donations';
import {
  forgedEvents,
  type HostileRequest,
  type HostileTarget,
  strayPosts,
  unknownOrders,
} from './hostile-requests';
import { inPersonOrder } from './purchases';
import { testOrganiserPassword as pass } from './test-app';
import { forgedTwitchMessages } from './twitch';

// Every endpoint that takes input, for the hostile-input test (all are POST). An endpoint that reads a
// body comes with one it accepts, and the test breaks it one field at a time; one that reads no body
// of ours (a capture reads only its path, PayPal's webhook only what PayPal signed) comes with requests
// of its own instead. Add each new endpoint here.

interface EndpointBase {
  url: string;
  /**
   * Where a refusal's sentence is: the capture routes answer `{message}`, which PayPal's buttons show;
   * every other route, and Fastify's own refusals before any route (a bad address), `{error}`.
   */
  sentenceIn: 'error' | 'message';
  /** The URL with `segment` (already percent-encoded) in place of its path parameter. */
  withParam?: (segment: string) => string;
}

/** Reads a body: the test checks this one is accepted, then breaks it. */
export interface EndpointWithBody extends EndpointBase {
  validBody: () => object;
  /** What the valid body is answered with (404 where the path names nothing on purpose). */
  accepts: number;
}

/** Reads no body of ours: every request `ownCases` makes must be refused. */
interface EndpointWithoutBody extends EndpointBase {
  ownCases: (target: HostileTarget) => fc.Arbitrary<HostileRequest>;
}

export type HostileEndpoint = EndpointWithBody | EndpointWithoutBody;

export const hasValidBody = (endpoint: HostileEndpoint): endpoint is EndpointWithBody =>
  'validBody' in endpoint;

/** An endpoint answering `{error}` that reads `body`. */
const withBody = (
  url: string,
  body: () => object,
  accepts: number,
  withParam?: (segment: string) => string,
): EndpointWithBody => ({
  url,
  sentenceIn: 'error',
  validBody: body,
  accepts,
  ...(withParam ? { withParam } : {}),
});

const capture = (prefix: string): EndpointWithoutBody => ({
  url: `${prefix}/NOSUCHORDER/capture`,
  sentenceIn: 'message',
  withParam: (segment) => `${prefix}/${segment}/capture`,
  ownCases: unknownOrders((id) => `${prefix}/${id}/capture`),
});

const incentiveFields = incentiveFieldsOf(
  incentive('upside-down', {
    title: 'Solve a puzzle upside down',
    description: 'The host turns the screen around.',
    goalCents: 25_000,
    minDonationCents: 500,
  }),
);

const scheduleEntry = {
  start: 1743685200,
  end: 1743688800,
  location: 'Main hall',
  events: 'Speed round',
  emcees: 'Ada',
};

const discountCode = {
  code: 'HOSTILE-1',
  percentOff: null,
  amountOff: 12.5,
  maxTickets: 4,
  requiresTicketType: 'adult',
  maxUses: 20,
  ends: '2099-01-01T00:00:00Z',
  note: 'Sponsor: Hostile Grids',
};

const blast = {
  subject: 'Doors open at 9',
  text: 'See you!',
  email: 'test@example.com',
  regular: false,
  livestream: false,
};

const passOnly = () => ({ pass });

export const hostileEndpoints: HostileEndpoint[] = [
  withBody('/api/tickets/create', () => inPersonOrder(), 201),
  withBody('/api/tickets', () => ({ after: '2024-11-18' }), 200),
  withBody('/api/tickets/discount', () => ({ code: 'sponsor' }), 200),
  // Nobody bought with this address, so an accepted request writes nothing either.
  withBody('/api/tickets/resend', () => ({ email: 'nobody@example.com' }), 202),
  capture('/api/tickets'),
  { url: '/api/paypal/webhook', sentenceIn: 'error', ownCases: forgedEvents },
  { url: '/api/twitch/eventsub', sentenceIn: 'error', ownCases: forgedTwitchMessages },
  withBody(
    '/api/orders/create',
    () =>
      donationBody({
        incentiveID: 'hidden-name',
        extraInfo: { 'Name to put in the puzzle': 'Ada', 'How should we credit you on stream?': 'Ada' },
      }),
    201,
  ),
  capture('/api/orders'),
  withBody('/api/donations', () => ({ after: '2024-11-18' }), 200),
  { url: '/healthz', sentenceIn: 'error', ownCases: strayPosts('/healthz') },
  withBody('/api/badgelist', passOnly, 200),
  withBody('/api/organiser/sign-in', passOnly, 200),
  withBody('/emailblast', () => ({ pass, ...blast }), 200),
  withBody('/api/organiser/overview', passOnly, 200),
  withBody('/api/organiser/donations', passOnly, 200),
  withBody('/api/organiser/incentive-list', passOnly, 200),
  withBody('/api/organiser/orders', passOnly, 200),
  withBody('/api/organiser/attendees', passOnly, 200),
  // No badge has this code, so the valid body is answered 404 and checks nobody in.
  withBody('/api/organiser/check-in', () => ({ pass, code: 'qqqqqq', device: 'door-hostile' }), 404),
  withBody('/api/organiser/check-in/search', () => ({ pass, query: 'ada' }), 200),
  withBody('/api/organiser/check-in/summary', passOnly, 200),
  withBody('/api/organiser/twitch', passOnly, 200),
  withBody('/api/organiser/overlays', passOnly, 200),
  withBody('/api/organiser/markcell/clear', passOnly, 200),
  // The body passes every check; the order it names does not exist, so nothing is refunded.
  withBody(
    '/api/organiser/orders/NOSUCHORDER/refund',
    () => ({ pass, amount: 5 }),
    404,
    (segment) => `/api/organiser/orders/${segment}/refund`,
  ),
  withBody('/api/organiser/schedule', () => ({ pass, entry: scheduleEntry }), 201),
  withBody(
    '/api/organiser/schedule/2',
    () => ({ pass, entry: { ...scheduleEntry, emcees: 'Ben' } }),
    200,
    (segment) => `/api/organiser/schedule/${segment}`,
  ),
  withBody(
    '/api/organiser/schedule/1/delete',
    passOnly,
    200,
    (segment) => `/api/organiser/schedule/${segment}/delete`,
  ),
  withBody('/api/organiser/discount-code-list', passOnly, 200),
  withBody('/api/organiser/discount-codes', () => ({ pass, code: discountCode }), 201),
  withBody(
    '/api/organiser/discount-codes/SPONSOR',
    () => ({ pass, disabled: false }),
    200,
    (segment) => `/api/organiser/discount-codes/${segment}`,
  ),
  withBody(
    '/api/organiser/incentives',
    () => ({ pass, key: 'upside-down', incentive: incentiveFields }),
    201,
  ),
  withBody(
    '/api/organiser/incentives/shout-out',
    () => ({ pass, changes: { title: 'Shout-out' } }),
    200,
    (segment) => `/api/organiser/incentives/${segment}`,
  ),
  withBody('/api/organiser/screening', passOnly, 200),
  withBody('/api/organiser/screening/mode', () => ({ pass, mode: 'filter' }), 200),
  withBody('/api/organiser/screening/words', () => ({ pass, words: ['zonkwort'] }), 200),
  // No donation has this id, so the valid body is answered 404 and decides nothing.
  withBody(
    '/api/organiser/screening/999999/decision',
    () => ({ pass, decision: 'approve' }),
    404,
    (segment) => `/api/organiser/screening/${segment}/decision`,
  ),
  withBody(
    '/api/organiser/screening/999999/undo',
    passOnly,
    404,
    (segment) => `/api/organiser/screening/${segment}/undo`,
  ),
  // No winner has this id, so the valid body is answered 404 and marks nothing.
  withBody(
    '/api/organiser/prizes/winners/999999/claimed',
    passOnly,
    404,
    (segment) => `/api/organiser/prizes/winners/${segment}/claimed`,
  ),
  withBody('/api/organiser/read-list', () => ({ pass, withMessage: true, minAmount: 50 }), 200),
  // No donation has this id, so the valid body is answered 404 and marks nothing.
  withBody(
    '/api/organiser/read-list/999999',
    () => ({ pass, read: true, pinned: true }),
    404,
    (segment) => `/api/organiser/read-list/${segment}`,
  ),
  // Last: a broken body may close sales, which would refuse the ticket orders above.
  withBody('/api/organiser/event-settings', passOnly, 200),
  withBody('/api/organiser/stream-link', () => ({ pass, url: 'https://video.example/hostile' }), 200),
  withBody('/api/organiser/ticket-sales', () => ({ pass, closed: false }), 200),
];
