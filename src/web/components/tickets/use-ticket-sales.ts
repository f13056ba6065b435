import { readTicketEvent } from '../../../contracts/progress-wire';
import { type TicketSalesState, ticketSalesSchema } from '../../../contracts/ticket-sales';
import { getJson } from '../../lib/api';
import { readChangeNotice } from '../../lib/socket-readers';
import { type LiveData, useLiveData } from '../../lib/use-live-data';

/**
 * GET /api/tickets/sales while a ticket page is shown (docs/product/tickets.md, "When sales close"):
 * again at once when organisers close or reopen sales, after each purchase (places left), after a
 * reconnection, and every minute, which also notices content's closing time passing.
 */
export function useTicketSales(): LiveData<TicketSalesState> {
  return useLiveData({
    name: 'whether tickets are on sale',
    load: (signal) => getJson('/api/tickets/sales', ticketSalesSchema, signal),
    reloadOn: { 'ticket-sales-changed': readChangeNotice, ticket: readTicketEvent },
    reloadOnConnect: true,
    refreshEveryMs: 60_000,
    retryDelaysMs: [2_000, 10_000, 30_000],
  });
}
