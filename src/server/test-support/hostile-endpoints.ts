import { donationBody } from './donations';
import { inPersonOrder } from './purchases';

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
];
