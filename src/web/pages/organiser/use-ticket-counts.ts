import { useMemo } from 'react';
import { edition } from '../../../../content/edition';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { ticketHistoryResponseSchema, ticketRecordSchema } from '../../../contracts/tickets';
import { addPurchases, emptyTicketTally, type TicketTally } from '../../../domain/tickets/ticket-tally';
import { messageOf, postJson } from '../../lib/api';
import { readWith } from '../../lib/socket-readers';
import { useLiveData } from '../../lib/use-live-data';

const readTicket = readWith(ticketRecordSchema);
const readNotice = readWith(changeNoticeSchema);

export interface TicketCountsState {
  tally: TicketTally;
  loaded: boolean;
  error: string | null;
}

/**
 * Ticket counts from the public history (POST /api/tickets from the history date), kept live by the
 * socket's 'ticket' events. After every (re)connection the history is read again, so a purchase made
 * while the connection was down is counted too; after a refund ('totals-changed') too, since a ticket
 * order refunded in full no longer counts. Ids keep anything from being counted twice.
 */
export function useTicketCounts(): TicketCountsState {
  const history = useLiveData({
    name: 'the ticket counts',
    load: (signal) =>
      postJson('/api/tickets', { after: edition.historyDate }, ticketHistoryResponseSchema, signal),
    reloadOnConnect: true,
    reloadOn: { 'totals-changed': readNotice },
    live: { on: { ticket: readTicket } },
  });
  const tally = useMemo(
    () => addPurchases(addPurchases(emptyTicketTally, history.data ?? []), history.events),
    [history.data, history.events],
  );
  const error = history.error && messageOf(history.error, 'The ticket counts could not be loaded.');
  return { tally, loaded: history.data !== undefined, error };
}
