import { useMemo } from 'react';
import { edition } from '../../../../content/edition';
import {
  type DonationRecordWire,
  donationHistoryResponseSchema,
  donationRecordSchema,
} from '../../../contracts/donations';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { dollarsToCents } from '../../../domain/money';
import { mergeDonations } from '../../../domain/recent-donations';
import { postJson } from '../../lib/api';
import { readWith } from '../../lib/socket-readers';
import { type LiveData, useLiveData } from '../../lib/use-live-data';

export interface ShownDonation {
  id: number;
  /** Already 'Anonymous' when the donor left it empty (the server's publicDonorName). */
  name: string;
  amountCents: number;
  message: string;
  timeMs: number;
}

const toShown = (record: DonationRecordWire): ShownDonation => ({
  id: record.id,
  name: record.name,
  amountCents: dollarsToCents(record.amount),
  message: record.message,
  timeMs: Date.parse(record.time),
});

const readDonationRecord = readWith(donationRecordSchema);
const readDonation = (payload: unknown) => {
  const record = readDonationRecord(payload);
  return record && toShown(record);
};
const readNotice = readWith(changeNoticeSchema);

export type RecentDonations = LiveData<ShownDonation[], ShownDonation> & {
  /** The loaded history with the donations that arrived since, newest first. */
  donations: ShownDonation[];
};

/**
 * The donations since the history date (docs/product/donations-and-incentives.md), newest first, with each
 * 'donation' event added as it arrives. The history is loaded again after a reconnect, so nothing sent
 * meanwhile is missed, and after a refund ('totals-changed'), which shows a donation for less or not at all.
 */
export function useRecentDonations(): RecentDonations {
  const history = useLiveData({
    name: 'the donations',
    load: async (signal) =>
      (
        await postJson(
          '/api/donations',
          { after: edition.historyDate },
          donationHistoryResponseSchema,
          signal,
        )
      ).map(toShown),
    reloadOnConnect: true,
    reloadOn: { 'totals-changed': readNotice },
    live: { on: { donation: readDonation } },
  });
  const donations = useMemo(
    () => mergeDonations(history.data ?? [], history.events),
    [history.data, history.events],
  );
  return { ...history, donations };
}
