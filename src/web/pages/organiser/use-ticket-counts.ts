import { useMemo } from 'react';
import { edition } from '../../../../content/edition';
import { ticketHistoryResponseSchema } from '../../../contracts/tickets';
import { countTickets, type TicketTally } from '../../../domain/tickets/ticket-tally';
import { messageOf, postJson } from '../../lib/api';
import { useLiveData } from '../../lib/use-live-data';

export interface TicketCountsState {
  tally: TicketTally;
  loaded: boolean;
  error: string | null;
}

/**
 * Ticket counts from the public history (POST /api/tickets from the history date), read again after each
 * purchase ('ticket'), each refund ('totals-changed': a ticket refunded no longer counts) and each
 * (re)connection, so the counts are always the server's, never added up from events
 * (docs/decisions/069-totals-with-a-revision.md).
 */
export function useTicketCounts(): TicketCountsState {
  const history = useLiveData({
    name: 'the ticket counts',
    load: (signal) =>
      postJson('/api/tickets', { after: edition.historyDate }, ticketHistoryResponseSchema, signal),
    reloadOnConnect: true,
    reloadOn: ['ticket', 'totals-changed'],
  });
  const tally = useMemo(() => countTickets(history.data ?? []), [history.data]);
  const error = history.error && messageOf(history.error, 'The ticket counts could not be loaded.');
  return { tally, loaded: history.data !== undefined, error };
}
