// Public API answers a rendered page is sent with, so its first paint already shows them rather than a
// loading state (docs/decisions/027-rendered-pages-carry-their-data.md). The server reads each from the
// answer it keeps for the API, writes it into the page as a JSON data block (not a script: the CSP needs
// no exception) and renders with it; the browser's first render reads the same block, then the page
// keeps the data fresh as it always has.
import type * as z from 'zod/mini';
import type { recentDonationsPageSchema } from './donation-pages';
import type { EditionHighlightsWire } from './edition-highlights';
import type { IncentiveWire } from './incentives';
import type { PrizeWire } from './prizes';
import type { PublicEdition } from './public-edition';
import type { scheduleResponseSchema } from './schedule';
import type { TicketSalesState } from './ticket-sales';

/** The answers a page may be sent with, by their GET path. */
export type PageDataPath =
  | '/api/edition'
  | '/api/schedule'
  | '/api/incentives'
  | '/api/donations/recent'
  | '/api/prizes'
  | '/api/tickets/sales'
  /**
   * A past edition's highlights: the year is the page's own (/editions/2025 is sent with 2025's); null
   * when that year has none (the current one, an unknown one), and the page is the not-found page.
   */
  | '/api/editions/:year';

/** Each answer as the API sends it (JSON, before any schema's transforms). */
export interface PageAnswers {
  '/api/edition': PublicEdition;
  '/api/schedule': z.input<typeof scheduleResponseSchema>;
  '/api/incentives': IncentiveWire[];
  '/api/donations/recent': z.input<typeof recentDonationsPageSchema>;
  '/api/prizes': PrizeWire[];
  '/api/tickets/sales': TicketSalesState;
  '/api/editions/:year': EditionHighlightsWire | null;
}
true satisfies PageDataPath extends keyof PageAnswers ? true : never;

/** What a page was sent with; an answer missing here is loaded by the page itself. */
export type PageData = Partial<Record<PageDataPath, unknown>>;

/**
 * Every page is sent with the current edition (its name, year, dates, zone, venue): the layout names it
 * and the pages count down to it (docs/decisions/082-the-public-site-follows-the-current-edition.md).
 */
export const everyPageData: readonly PageDataPath[] = ['/api/edition'];

/** Which answers each page shows at once besides `everyPageData`, by page path. */
export const pageDataPaths: Readonly<Record<string, readonly PageDataPath[]>> = {
  '/schedule': ['/api/schedule'],
  '/donate/card': ['/api/incentives'],
  '/donations': ['/api/donations/recent'],
  '/prizes': ['/api/prizes'],
  // Sold out, closed and the current edition's prices show at first paint, so nothing typed into a form
  // that the sales answer would then take away is lost.
  '/tickets': ['/api/tickets/sales'],
  '/livestream-tickets': ['/api/tickets/sales'],
  '/editions/:year': ['/api/editions/:year'],
};

export const pageDataElementId = 'page-data';
