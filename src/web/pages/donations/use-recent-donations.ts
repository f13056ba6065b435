import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { edition } from '../../../../content/edition';
import {
  type DonationRecordWire,
  donationHistoryResponseSchema,
  donationRecordSchema,
} from '../../../contracts/donations';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { dollarsToCents } from '../../../domain/money';
import { mergeDonations } from '../../../domain/recent-donations';
import { ApiError, postJson } from '../../lib/api';
import { useRealtimeEvent, useRealtimeStatus } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';

export interface ShownDonation {
  id: number;
  /** Already 'Anonymous' when the donor left it empty (the server's publicDonorName). */
  name: string;
  amountCents: number;
  message: string;
  timeMs: number;
}

export type RecentDonations =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; donations: ShownDonation[] };

const toShown = (record: DonationRecordWire): ShownDonation => ({
  id: record.id,
  name: record.name,
  amountCents: dollarsToCents(record.amount),
  message: record.message,
  timeMs: Date.parse(record.time),
});

const readDonation = readWith(donationRecordSchema);
const readNotice = readWith(changeNoticeSchema);

/**
 * The donations since the history date (SPEC section 7), newest first, with each 'donation' event added
 * as it arrives. The history is loaded again after a reconnect, so nothing sent meanwhile is missed, and
 * after a refund ('totals-changed'), which shows a donation for less or not at all.
 */
export function useRecentDonations(): { state: RecentDonations; retry(): void } {
  const { connections } = useRealtimeStatus();
  const [loaded, setLoaded] = useState<ShownDonation[] | null>(null);
  const [live, setLive] = useState<ShownDonation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const liveNow = useRef(live);
  liveNow.current = live;

  useRealtimeEvent('donation', readDonation, (record) =>
    setLive((held) => mergeDonations(held, [toShown(record)])),
  );
  useRealtimeEvent('totals-changed', readNotice, () => setAttempt((n) => n + 1));

  useEffect(() => {
    // Read so that a reconnect or retry() loads the history again.
    void connections;
    void attempt;
    const controller = new AbortController();
    // Events that arrived before this request was sent are in its answer (each is sent after its
    // purchase committed), at their amount after refunds or left out: the answer replaces them.
    const answered = new Set(liveNow.current.map((donation) => donation.id));
    postJson(
      '/api/donations',
      { after: edition.historyDate },
      donationHistoryResponseSchema,
      controller.signal,
    ).then(
      (records) => {
        setError(null);
        setLoaded(records.map(toShown));
        setLive((held) => held.filter((donation) => !answered.has(donation.id)));
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Donations: could not load the list', failure);
        setError(
          failure instanceof ApiError
            ? failure.message
            : 'The donations could not be loaded. Please try again.',
        );
      },
    );
    return () => controller.abort();
  }, [connections, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const donations = useMemo(() => (loaded ? mergeDonations(loaded, live) : null), [loaded, live]);
  if (donations) return { state: { status: 'ready', donations }, retry };
  if (error) return { state: { status: 'error', message: error }, retry };
  return { state: { status: 'loading' }, retry };
}
