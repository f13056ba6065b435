import { useEffect, useState } from 'react';
import { edition } from '../../../../content/edition';
import { ticketHistoryResponseSchema, ticketRecordSchema } from '../../../contracts/tickets';
import { addPurchases, emptyTicketTally, type TicketTally } from '../../../domain/tickets/ticket-tally';
import { postJson } from '../../lib/api';
import { useRealtimeEvent, useRealtimeStatus } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';

const readTicket = readWith(ticketRecordSchema);

export interface TicketCountsState {
  tally: TicketTally;
  loaded: boolean;
  error: string | null;
}

/**
 * Ticket counts from the public history (POST /api/tickets from the history date), kept live by the
 * socket's 'ticket' events. After every (re)connection the history is read again, so a purchase made
 * while the connection was down is counted too; ids keep anything from being counted twice.
 */
export function useTicketCounts(): TicketCountsState {
  const { connections } = useRealtimeStatus();
  const [tally, setTally] = useState(emptyTicketTally);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Read again on each new connection: events sent while it was down are not replayed.
    void connections;
    const controller = new AbortController();
    postJson(
      '/api/tickets',
      { after: edition.historyDate },
      ticketHistoryResponseSchema,
      controller.signal,
    ).then(
      (records) => {
        setTally((current) => addPurchases(current, records));
        setLoaded(true);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : 'The ticket counts could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [connections]);

  useRealtimeEvent('ticket', readTicket, (record) => setTally((current) => addPurchases(current, [record])));

  return { tally, loaded, error };
}
