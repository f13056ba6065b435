import { edition } from '../../../content/edition';
import { formatReceiptTime } from '../../domain/tickets/receipt';

/** What the order page and the sweep need to know of the configuration (BADGE_EDITS_CLOSE and the days). */
export interface OrderPageSettings {
  /** BADGE_EDITS_CLOSE; null: unset, a week before the order's own edition starts (order-view.ts). */
  editsCloseMs: number | null;
  retentionDays: number;
  now: () => number;
}

/** The event's end, from which the days personal data is kept are counted (content/edition.ts). */
export const eventEndMs = edition.dates.end * 1000;

/** 'Thursday, March 27, 2025 at 3:00 AM (Boston time)': as the receipt writes times. */
export const dateText = (ms: number) =>
  `${formatReceiptTime(ms, edition.timeZone)} (${edition.timeZoneLabel})`;
