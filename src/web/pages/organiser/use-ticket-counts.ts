import { useEffect, useMemo, useRef, useState } from 'react';
import { edition } from '../../../../content/edition';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import {
  type TicketRecordWire,
  ticketHistoryResponseSchema,
  ticketRecordSchema,
} from '../../../contracts/tickets';
import { addPurchases, emptyTicketTally, type TicketTally } from '../../../domain/tickets/ticket-tally';
import { postJson } from '../../lib/api';
import { useRealtimeEvent, useRealtimeStatus } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';

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
  const { connections } = useRealtimeStatus();
  const [history, setHistory] = useState<TicketRecordWire[] | null>(null);
  const [live, setLive] = useState<TicketRecordWire[]>([]);
  const [refunds, setRefunds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const liveNow = useRef(live);
  liveNow.current = live;

  useEffect(() => {
    // Read again on each new connection (events sent while it was down are not replayed) and refund.
    void connections;
    void refunds;
    const controller = new AbortController();
    // Events that arrived before this request was sent are in its answer, or left out of it for good.
    const answered = new Set(liveNow.current.map((record) => record.id));
    postJson(
      '/api/tickets',
      { after: edition.historyDate },
      ticketHistoryResponseSchema,
      controller.signal,
    ).then(
      (records) => {
        setHistory(records);
        setLive((held) => held.filter((record) => !answered.has(record.id)));
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : 'The ticket counts could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [connections, refunds]);

  useRealtimeEvent('ticket', readTicket, (record) => setLive((held) => [...held, record]));
  useRealtimeEvent('totals-changed', readNotice, () => setRefunds((n) => n + 1));

  const tally = useMemo(
    () => addPurchases(addPurchases(emptyTicketTally, history ?? []), live),
    [history, live],
  );
  return { tally, loaded: history !== null, error };
}
