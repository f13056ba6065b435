import type { Kysely } from 'kysely';
import { donationCursor, recentDonationsPageSize } from '../../contracts/donation-pages';
import { donationRecordToWire } from '../../contracts/donations';
import type { Database } from '../db';
import { historyStartMs } from '../plugins';
import { donationsBefore } from './donation-store';

/** The newest page of the public history (docs/product/donations-and-incentives.md, "Recent donations"). */
export async function recentDonationsPage(db: Kysely<Database>, before?: { timeMs: number; id: number }) {
  // One more than a page says whether an older page exists, without a count over the whole history.
  const found = await donationsBefore(db, historyStartMs, before, recentDonationsPageSize + 1);
  const page = found.slice(0, recentDonationsPageSize);
  const last = page.at(-1);
  return {
    donations: page.map(donationRecordToWire),
    older: found.length > recentDonationsPageSize && last ? donationCursor(last) : null,
  };
}
