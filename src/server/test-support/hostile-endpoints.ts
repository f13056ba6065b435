import { donationBody } from './donations';
import { inPersonOrder } from './purchases';
import { testOrganiserPassword as pass } from './test-app';

// Every endpoint that takes input, with a body it would accept: the hostile-input test breaks these
// bodies one field at a time. Add each new endpoint here.
export interface HostileEndpoint {
  method: 'GET' | 'POST';
  url: string;
  validBody?: () => unknown;
}

export const hostileEndpoints: HostileEndpoint[] = [
  { method: 'POST', url: '/api/tickets/create', validBody: () => inPersonOrder() },
  { method: 'POST', url: '/api/tickets', validBody: () => ({ after: '2024-11-18' }) },
  { method: 'POST', url: '/api/tickets/discount', validBody: () => ({ code: 'sponsor' }) },
  { method: 'POST', url: '/api/tickets/NOSUCHORDER/capture' },
  { method: 'POST', url: '/api/paypal/webhook' },
  {
    method: 'POST',
    url: '/api/orders/create',
    validBody: () =>
      donationBody({
        incentiveID: 'hidden-name',
        extraInfo: { 'Name to put in the puzzle': 'Ada', 'How should we credit you on stream?': 'Ada' },
      }),
  },
  { method: 'POST', url: '/api/orders/NOSUCHORDER/capture' },
  { method: 'POST', url: '/api/donations', validBody: () => ({ after: '2024-11-18' }) },
  { method: 'POST', url: '/healthz' },
  { method: 'POST', url: '/api/badgelist', validBody: () => ({ pass }) },
  {
    method: 'POST',
    url: '/emailblast',
    validBody: () => ({
      pass,
      subject: 'Doors open at 9',
      text: 'See you!',
      email: 'test@example.com',
      regular: false,
      livestream: false,
    }),
  },
  { method: 'POST', url: '/api/organiser/overview', validBody: () => ({ pass }) },
  { method: 'POST', url: '/api/organiser/donations', validBody: () => ({ pass }) },
  { method: 'POST', url: '/api/organiser/orders', validBody: () => ({ pass }) },
  { method: 'POST', url: '/api/organiser/orders/NOSUCHORDER/refund', validBody: () => ({ pass, amount: 5 }) },
  {
    method: 'POST',
    url: '/api/organiser/schedule',
    validBody: () => ({
      pass,
      entry: {
        start: 1743685200,
        end: 1743688800,
        location: 'Main hall',
        events: 'Speed round',
        emcees: 'Ada',
      },
    }),
  },
  { method: 'POST', url: '/api/organiser/schedule/1/delete', validBody: () => ({ pass }) },
  { method: 'POST', url: '/api/organiser/discount-code-list', validBody: () => ({ pass }) },
  {
    method: 'POST',
    url: '/api/organiser/discount-codes',
    validBody: () => ({
      pass,
      code: {
        code: 'HOSTILE-1',
        percentOff: null,
        amountOff: 12.5,
        maxTickets: 4,
        requiresTicketType: 'adult',
        maxUses: 20,
        ends: '2099-01-01T00:00:00Z',
        note: 'Sponsor: Hostile Grids',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/organiser/discount-codes/SPONSOR',
    validBody: () => ({ pass, disabled: false }),
  },
  {
    method: 'POST',
    url: '/api/organiser/incentives/shout-out',
    validBody: () => ({ pass, changes: { title: 'Shout-out' } }),
  },
];
