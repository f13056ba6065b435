import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import organiserCheckInRoutes from '../check-in/check-in-routes';
import type { DatabaseHandle } from '../db/connect';
import organiserDiscountCodeRoutes from '../discounts/discount-code-routes';
import organiserIncentiveRoutes from '../donations/incentive-routes';
import { type AttemptLimits, attemptLimiter, defaultAttemptLimits } from '../limits/attempt-limiter';
import type { Outbox } from '../mail/outbox-worker';
import type { PublicAnswers } from '../public-answers';
import type { AnswerCache } from '../public-answers/answer-cache';
import readPageRoutes from '../read-page/read-page-routes';
import { emitToOrganisers, type RealtimeServer } from '../realtime/socket-server';
import type { BooksCheck } from '../reconcile/books-check';
import organiserBooksRoutes from '../reconcile/books-routes';
import type { RefundDeps } from '../refunds/record-refund';
import organiserRefundRoutes from '../refunds/refund-routes';
import organiserScheduleRoutes from '../schedule/schedule-edit-routes';
import screeningRoutes from '../screening/screening-routes';
import type { ScreeningDefaults } from '../screening/screening-settings';
import organiserEventSettingsRoutes from '../tickets/event-settings-routes';
import type { TicketSalesService } from '../tickets/ticket-sales';
import organiserTwitchRoutes from '../twitch/twitch-panel-routes';
import organiserAttendeeRoutes from './attendee-routes';
import badgeListRoutes from './badge-list-routes';
import emailBlastRoutes from './email-blast-routes';
import organiserGuard from './organiser-guard';
import organiserOverlayRoutes from './overlay-routes';
import organiserOverviewRoutes from './overview-routes';
import organiserSignInRoutes from './sign-in-routes';

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
  await app.register(organiserAttendeeRoutes, { database });
  await app.register(emailBlastRoutes, { database, outbox: options.outbox });
  await app.register(organiserOverviewRoutes, { database, books: options.books });
  await app.register(organiserBooksRoutes, { books: options.books });
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
