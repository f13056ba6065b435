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

/** Where an order's times are written: its own edition's zone (docs/decisions/082-the-public-site-follows-the-current-edition.md). */
export interface TimeZoneOf {
  timeZone: string;
  timeZoneLabel: string;
}

/**
 * 'Thursday, March 27, 2025 at 3:00 AM (Boston time)': as the receipt writes times, in `zone` (the
 * order's edition's), or content's when no order is at hand.
 */
export const dateText = (ms: number, zone: TimeZoneOf = edition) =>
  `${formatReceiptTime(ms, zone.timeZone)} (${zone.timeZoneLabel})`;
