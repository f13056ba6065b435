import type { TicketSalesState } from '../../../contracts/ticket-sales';
import { readTicketSales } from '../../../contracts/ticket-sales-reader';
import { getJson } from '../../lib/api';
import { type LiveData, useLiveData } from '../../lib/use-live-data';
import { useRenderedData } from '../../router/rendered-state';

// Read by its schema's JSON Schema form, not with zod: both ticket pages read it at every connection, and
// zod's core with it would put them over their script budget
// (docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md).

/**
 * What the server rendered the page with (contracts/page-data.ts), then GET /api/tickets/sales while a
 * ticket page is shown (docs/product/tickets.md, "When sales close"):
 * again at once when organisers close or reopen sales, after each purchase (places left), after a
 * reconnection, and every minute, which also notices content's closing time passing.
 */
export function useTicketSales(): LiveData<TicketSalesState> {
  return useLiveData({
    name: 'whether tickets are on sale',
    initial: useRenderedData('/api/tickets/sales'),
    load: (signal) => getJson('/api/tickets/sales', readTicketSales, signal),
    reloadOn: ['ticket-sales-changed', 'ticket'],
    reloadOnConnect: true,
    refreshEveryMs: 60_000,
    retryDelaysMs: [2_000, 10_000, 30_000],
  });
}
