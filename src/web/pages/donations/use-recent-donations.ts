import { useCallback, useMemo, useState } from 'react';
import { recentDonationsPageSchema } from '../../../contracts/donation-pages';
import { type DonationRecordWire, donationRecordSchema } from '../../../contracts/donation-record';
import type { PageAnswers } from '../../../contracts/page-data';
import { dollarsToCents } from '../../../domain/money';
import { mergeDonations } from '../../../domain/recent-donations';
import { getJson, messageOf } from '../../lib/api';
import { readWith } from '../../lib/socket-readers';
import { type LiveData, useLiveData } from '../../lib/use-live-data';
import { useRenderedData } from '../../router/rendered-state';

export interface ShownDonation {
  id: number;
  /** Already 'Anonymous' when the donor left it empty (the server's publicDonorName). */
  name: string;
  amountCents: number;
  message: string;
  /** The incentive the donation backed ('genre:killer' for an option), or null. */
  incentiveId: string | null;
  timeMs: number;
}

const toShown = (record: DonationRecordWire): ShownDonation => ({
  id: record.id,
  name: record.name,
  amountCents: dollarsToCents(record.amount),
  message: record.message,
  incentiveId: record.incentive,
  timeMs: Date.parse(record.time),
});

const readDonationRecord = readWith(donationRecordSchema);
const readDonation = (payload: unknown) => {
  const record = readDonationRecord(payload);
  return record && toShown(record);
};

interface NewestPage {
  donations: ShownDonation[];
  older: string | null;
}

export type RecentDonations = LiveData<NewestPage, ShownDonation> & {
  /** The loaded pages with the donations that arrived since, newest first. */
  donations: ShownDonation[];
  /** Whether an older page exists and is not loaded yet. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Why the last older page could not be loaded, if it could not. */
  olderError: string | null;
  loadOlder(): void;
};

/** A page of the answer as the list shows it. */
const shownPage = (page: PageAnswers['/api/donations/recent']): NewestPage => ({
  donations: page.donations.map(toShown),
  older: page.older,
});

const pageUrl = (before: string | null) =>
  `/api/donations/recent${before === null ? '' : `?before=${encodeURIComponent(before)}`}`;

/**
 * The newest page of donations since the history date (docs/product/donations-and-incentives.md, "Recent
 * donations"), newest first, with each 'donation' event added as it arrives and older pages loaded on
 * demand. The newest page is read again after a reconnect, so nothing sent meanwhile is missed, after
 * a refund ('totals-changed'), which shows a donation for less or not at all, and after a screening
 * decision ('donations-screened'). A page the server rendered
 * shows the newest page it was sent with until its socket connects.
 */
export function useRecentDonations(): RecentDonations {
  const [older, setOlder] = useState<{ donations: ShownDonation[]; cursor: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const rendered = useRenderedData('/api/donations/recent');
  const newest = useLiveData<NewestPage, ShownDonation>({
    name: 'the donations',
    initial: rendered && shownPage(rendered),
    load: async (signal) => {
      return shownPage(await getJson(pageUrl(null), recentDonationsPageSchema, signal));
    },
    reloadOnConnect: true,
    // An approved donation's name and message are shown from the next read (docs/product/screening.md).
    reloadOn: ['totals-changed', 'donations-screened'],
    live: { on: { donation: readDonation } },
  });
  const cursor = older ? older.cursor : (newest.data?.older ?? null);
  const loadOlder = useCallback(() => {
    if (cursor === null) return;
    setLoadingOlder(true);
    setOlderError(null);
    getJson(pageUrl(cursor), recentDonationsPageSchema).then(
      (page) => {
        setOlder((shown) => ({
          donations: [...(shown?.donations ?? []), ...page.donations.map(toShown)],
          cursor: page.older,
        }));
        setLoadingOlder(false);
      },
      (error: unknown) => {
        setOlderError(messageOf(error, 'The older donations could not be loaded. Please try again.'));
        setLoadingOlder(false);
      },
    );
  }, [cursor]);
  const donations = useMemo(
    () => mergeDonations([...(newest.data?.donations ?? []), ...(older?.donations ?? [])], newest.events),
    [newest.data, older, newest.events],
  );
  return {
    ...newest,
    donations,
    hasOlder: cursor !== null,
    loadingOlder,
    olderError,
    loadOlder,
  };
}
