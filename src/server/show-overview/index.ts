import { edition } from '../../../content/edition';
import { centsToWireDollars } from '../../contracts/money';
import { type ShowOverview, showOverviewBodySchema, showOverviewSchema } from '../../contracts/show-overview';
import { raisedOverTime } from '../../domain/show-overview/money-series';
import { raisedTotals } from '../../domain/show-overview/raised-totals';
import { ticketSalesPerDay } from '../../domain/show-overview/ticket-series';
import type { DatabaseHandle } from '../db';
import { heldMoney } from '../disputes';
import { organiserRead, type RouteScope } from '../plugins';
import type { BooksCheck } from '../reconcile';
import type { TicketSalesService } from '../tickets';
import { failedMails, heldDonations, pendingMoney } from './attention';
import { moneyBooks, raisedPerHour, ticketsPerHour, ticketsSold } from './money-books';

// POST /api/organiser/show-overview: the dashboard's overview and the numbers its charts draw, from one
// set of sums so the charts always add up to the totals beside them (docs/decisions/054-show-overview.md).
// Registered inside the organiser area, behind its guard.

export interface ShowOverviewOptions {
  database: DatabaseHandle;
  books: Pick<BooksCheck, 'status'>;
  sales: Pick<TicketSalesService, 'settings'>;
  now: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function showOverview(options: ShowOverviewOptions): Promise<ShowOverview> {
  const { db } = options.database;
  const nowMs = options.now();
  const stream = {
    startMs: edition.dates.fundraiserStreamStart * 1000,
    endMs: edition.dates.fundraiserStreamEnd * 1000,
  };
  const [books, hours, ticketHours, sold, pending, disputed, held, failed, booksStatus, settings] =
    await Promise.all([
      moneyBooks(db),
      raisedPerHour(db),
      ticketsPerHour(db),
      ticketsSold(db),
      pendingMoney(db),
      heldMoney(db),
      heldDonations(db),
      failedMails(db),
      options.books.status(),
      options.sales.settings(),
    ]);
  const raised = raisedTotals(books);
  return {
    raised: {
      total: centsToWireDollars(raised.totalCents),
      tickets: centsToWireDollars(raised.ticketsCents),
      cards: centsToWireDollars(raised.cardsCents),
      bits: centsToWireDollars(raised.bitsCents),
      refunded: centsToWireDollars(raised.refundedCents),
    },
    tickets: { ...sold, capacity: settings.places?.capacity ?? null },
    pending: {
      tickets: centsToWireDollars(pending.ticketsCents),
      donations: centsToWireDollars(pending.donationsCents),
      orders: pending.orders,
    },
    disputed,
    attention: { heldDonations: held, failedMails: failed, books: booksStatus },
    charts: {
      stream: { start: iso(stream.startMs), end: iso(stream.endMs) },
      raised: raisedOverTime(hours, stream, edition.timeZone, nowMs).map((bar) => ({
        bucket: bar.bucket,
        start: iso(bar.startMs),
        end: iso(bar.endMs),
        amount: centsToWireDollars(Math.max(0, bar.cents)),
        running: centsToWireDollars(Math.max(0, bar.runningCents)),
      })),
      ticketSales: ticketSalesPerDay(ticketHours, edition.timeZone, Math.min(nowMs, stream.endMs - 1)).map(
        (day) => ({
          day: iso(day.startMs),
          inPerson: day.inPerson,
          livestream: day.livestream,
        }),
      ),
    },
  };
}

export default async function showOverviewRoutes(app: RouteScope, options: ShowOverviewOptions) {
  organiserRead(
    app,
    '/api/organiser/show-overview',
    {
      config: { roles: ['organiser'] },
      body: showOverviewBodySchema,
      answer: showOverviewSchema,
    },
    async () => showOverview(options),
  );
}
