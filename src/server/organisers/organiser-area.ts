import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import type { DatabaseHandle } from '../db/connect';
import type { Outbox } from '../mail/outbox-worker';
import type { AnswerCache } from '../public-answers/answer-cache';
import type { PublicAnswers } from '../public-answers/public-answers';
import readPageRoutes from '../read-page/read-page-routes';
import { emitToOrganisers, type RealtimeServer } from '../realtime/socket-server';
import type { BooksCheck } from '../reconcile/books-check';
import type { RefundDeps } from '../refunds/record-refund';
import badgeListRoutes from '../routes/badge-list';
import emailBlastRoutes from '../routes/email-blast';
import organiserAttendeeRoutes from '../routes/organiser-attendees';
import organiserBooksRoutes from '../routes/organiser-books';
import organiserCheckInRoutes from '../routes/organiser-check-in';
import organiserDiscountCodeRoutes from '../routes/organiser-discount-codes';
import organiserEventSettingsRoutes from '../routes/organiser-event-settings';
import organiserIncentiveRoutes from '../routes/organiser-incentives';
import organiserOverlayRoutes from '../routes/organiser-overlays';
import organiserOverviewRoutes from '../routes/organiser-overview';
import organiserRefundRoutes from '../routes/organiser-refunds';
import organiserScheduleRoutes from '../routes/organiser-schedule';
import organiserSignInRoutes from '../routes/organiser-sign-in';
import organiserTwitchRoutes from '../routes/organiser-twitch';
import screeningRoutes from '../screening/screening-routes';
import type { ScreeningDefaults } from '../screening/screening-settings';
import showOverviewRoutes from '../show-overview';
import type { TicketSalesService } from '../tickets/ticket-sales';
import { type AttemptLimits, attemptLimiter, defaultAttemptLimits } from './attempt-limiter';
import organiserGuard from './organiser-guard';

export interface OrganiserAreaOptions {
  database: DatabaseHandle;
  password: string;
  outbox: Outbox;
  realtime: RealtimeServer;
  /** Public answers an edit changes; dropped at once so every page's reload sees the edit. */
  answers: PublicAnswers;
  /** The dashboard's refunds go through the same recording as PayPal's refund webhooks. */
  refunds: RefundDeps;
  /** The comparison with PayPal the overview shows and "Compare now" runs. */
  books: BooksCheck;
  /** Ticket sales and the stream link, set on the dashboard. */
  sales: TicketSalesService;
  /** DONATION_SCREENING and its words (the queue and its settings are on the dashboard). */
  screening: ScreeningDefaults;
  /** Twitch cheers are configured (the Twitch panel says whether they are connected). */
  twitchConfigured?: boolean;
  /** When personal data is next erased (src/server/retention/), and PERSONAL_DATA_RETENTION_DAYS. */
  nextErasureMs?: () => Promise<number | null>;
  retentionDays?: number;
  /** Tests shorten the brute-force limits and move its clock. */
  limits?: Partial<AttemptLimits>;
  now?: () => number;
}

/**
 * Every organiser route, in one scope behind one guard: a route registered here cannot forget the
 * password check, and no public route gets it by accident.
 */
export default async function organiserArea(app: FastifyInstance, options: OrganiserAreaOptions) {
  const { database } = options;
  // After an edit: the public answer it changed is dropped at once, then open pages reload it.
  const announcer = (answer: AnswerCache, event: 'schedule-changed' | 'incentives-changed') => () => {
    answer.invalidate();
    options.realtime.emit(event, changeNotice());
  };
  const now = options.now ?? Date.now;
  const limiter = attemptLimiter(database.db, { ...defaultAttemptLimits, ...options.limits }, now);
  await app.register(organiserGuard, { password: options.password, limiter, now });
  await app.register(organiserSignInRoutes, { password: options.password, now });
  await app.register(badgeListRoutes, { database });
  await app.register(organiserAttendeeRoutes, {
    database,
    nextErasureMs: options.nextErasureMs,
    retentionDays: options.retentionDays,
  });
  await app.register(emailBlastRoutes, { database, outbox: options.outbox });
  await app.register(organiserOverviewRoutes, { database, books: options.books });
  await app.register(organiserBooksRoutes, { books: options.books });
  await app.register(showOverviewRoutes, { database, books: options.books, sales: options.sales, now });
  await app.register(organiserScheduleRoutes, {
    database,
    announce: announcer(options.answers.schedule, 'schedule-changed'),
  });
  await app.register(organiserDiscountCodeRoutes, { database, now: options.now });
  await app.register(organiserRefundRoutes, { refunds: options.refunds });
  await app.register(organiserEventSettingsRoutes, { sales: options.sales, realtime: options.realtime });
  await app.register(organiserIncentiveRoutes, {
    database,
    announce: announcer(options.answers.incentives, 'incentives-changed'),
  });
  await app.register(organiserTwitchRoutes, {
    database,
    realtime: options.realtime,
    twitchConfigured: options.twitchConfigured ?? false,
    now: options.now,
  });
  await app.register(screeningRoutes, {
    database,
    realtime: options.realtime,
    defaults: options.screening,
    donationsChanged: () => options.answers.donationsChanged(),
    now: options.now,
  });
  await app.register(organiserOverlayRoutes, { database, now: options.now });
  await app.register(readPageRoutes, { database, realtime: options.realtime, now: options.now });
  await app.register(organiserCheckInRoutes, {
    database,
    announce: (event) => emitToOrganisers(options.realtime, 'badge-checked-in', event),
    now: options.now,
  });
}
