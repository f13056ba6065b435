import Fastify, { type FastifyInstance } from 'fastify';
import { inPersonCapacity, salesCloseAt } from '../../content/tickets';
import type { PublicEnv } from '../contracts/public-env';
import type { SalesRules } from '../domain/tickets/ticket-sales';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/connect';
import discountLookupRoutes from './discounts/discount-lookup-routes';
import { handleDisputeEvent, mayBeHeld, noteCaptureHold } from './disputes/dispute-events';
import donationRoutes from './donations/donation-routes';
import { progressSummary } from './donations/progress-summary';
import { donationRecorder } from './donations/record-donation';
import { requestLimits } from './limits/request-limits';
import { timeoutOptions } from './limits/timeouts';
import { type Outbox, type OutboxWorkerOptions, startOutboxWorker } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import type { CaptureDeps } from './orders/capture-order';
import { type Sweep, startInFlightSweep } from './orders/in-flight-sweep';
import { mismatchAlert } from './orders/mismatch-alert';
import paypalWebhookRoutes from './orders/paypal-webhook-routes';
import { unpaidAfterWaitMail } from './orders/unpaid-after-wait-mail';
import organiserArea, { type OrganiserAreaOptions } from './organisers/organiser-area';
import type { PayPalClient } from './payments/paypal-client';
import { emulatorPrefix, type PayPalTestOptions, setUpPayPal } from './payments/paypal-setup';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import jsonBody from './plugins/json-body';
import refuseNul from './plugins/refuse-nul';
import { requestLogging } from './plugins/request-logging';
import { serializerCompiler, validatorCompiler } from './plugins/route-schemas';
import securityHeaders, { securityHeadersFor } from './plugins/security-headers';
import { type PublicAnswers, publicAnswers } from './public-answers';
import { attachRealtime, type RealtimeServer } from './realtime/socket-server';
import { booksCheck } from './reconcile/books-check';
import type { RefundDeps } from './refunds/record-refund';
import { handleRefundEvent } from './refunds/refund-events';
import scheduleRoutes from './schedule/schedule-routes';
import { seedDatabase } from './seed';
import liveAccessRoutes from './tickets/live-access-routes';
import { ticketRecorder } from './tickets/record-ticket-purchase';
import { type TicketResends, ticketResends } from './tickets/resend-ticket-mails';
import ticketResendRoutes from './tickets/ticket-resend-routes';
import ticketRoutes from './tickets/ticket-routes';
import { ticketSales } from './tickets/ticket-sales';
import twitchEventSubRoutes from './twitch/eventsub-routes';
import markCellRoutes from './twitch/markcell-routes';
import healthRoutes from './web/health-routes';
import redirectRoutes from './web/redirects';
import webPages from './web/web-pages';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  organiserPassword: string;
  /** The built web app (dist/web). */
  webRoot: string;
  /** The web app's server build (dist/render), which renders public pages; without it the browser renders them. */
  renderDir?: string;
  /** Tests shorten the mail worker's interval and retry backoff. */
  mailWorker?: Pick<OutboxWorkerOptions, 'intervalMs' | 'backoffBaseMs' | 'backoffCapMs' | 'leaseMs'>;
  /** Tests shorten how long an order must be in flight before the sweep settles it, and move the clock
   * of its daily comparison with PayPal. */
  sweep?: { settleMs?: number; intervalMs?: number; recheckMs?: number; now?: () => number };
  /** Tests choose PayPal's outcome per call (PayPal-Mock-Response, as in PayPal's sandbox) or lose answers. */
  paypal?: PayPalTestOptions;
  /** Tests shorten the organiser password's brute-force limits and move its clock. */
  organiser?: Pick<OrganiserAreaOptions, 'limits' | 'now'>;
  /** Tests give their own closing time and in-person capacity instead of content/tickets.ts's. */
  sales?: Partial<SalesRules>;
  /** Tests: an answer its route's declared schema refuses fails the request (plugins/route-schemas.ts). */
  checkAnswers?: boolean;
}

export interface App {
  server: FastifyInstance;
  realtime: RealtimeServer;
  outbox: Outbox;
  /** PayPal, or the built-in emulator when no credentials are configured; pass it to routes as an option. */
  paypal: PayPalClient;
  /** Settles orders left in flight; main.ts runs it once the server listens, then it repeats. */
  sweep: Sweep;
  /** Public answers served from memory; writes outside the app's own routes drop them by hand. */
  answers: PublicAnswers;
  /** What capturing and recording payments needs; tests use it to act as a second server would. */
  capture: CaptureDeps;
  /** What recording refunds needs (the dashboard's refund call and PayPal's refund webhooks). */
  refunds: RefundDeps;
  /** Ticket emails a buyer asked for again; tests wait for them with settled(). */
  resends: TicketResends;
}

// No request needs more; a larger body is refused before it is parsed.
const bodyLimitBytes = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  // Here rather than in main.ts, so every test app starts from the same seeded content as the site.
  await seedDatabase(database);
  // The built-in PayPal emulator answers JSON (and one script), never a page, like the API.
  const headerOptions = {
    https: config.publicUrl.startsWith('https:'),
    jsonPrefixes: [`${emulatorPrefix}/`],
  };
  const logging = requestLogging();
  const server = Fastify({
    logger: {
      level: config.logLevel,
      // The organiser password travels in bodies, which are never logged; headers may carry tokens.
      redact: ['req.headers.authorization'],
      serializers: logging.serializers,
    },
    logController: logging.logController,
    ...timeoutOptions(config.timeouts),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(securityHeadersFor(headerOptions)),
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler(deps.checkAnswers ?? false));

  const publicEnv: PublicEnv = {
    paypalClientId: config.paypal.mode === 'live' ? config.paypal.clientId : null,
    paymentsTestMode: config.paypal.mode === 'emulator',
  };

  const outbox = startOutboxWorker({
    db: database.db,
    engine: database.engine,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: config.mailFrom,
    }),
    log: server.log,
    ...deps.mailWorker,
  });
  // Inside a child scope, so it runs before the root's onClose hooks (main.ts closes the database
  // there) and after in-flight requests have finished queuing their mail.
  await server.register(async (scope) => {
    scope.addHook('onClose', () => outbox.close());
  });

  await server.register(errorHandler);
  await server.register(jsonBody);
  await server.register(refuseNul);
  await server.register(gracefulClose);
  await server.register(securityHeaders, headerOptions);
  const paypal = await setUpPayPal(server, config, deps.paypal);
  await server.register(healthRoutes, { database });
  await server.register(redirectRoutes);
  const answers = publicAnswers(database.db);
  await server.register(scheduleRoutes, { database, publicUrl: config.publicUrl, answers });
  const realtime = attachRealtime(server, {
    pgPool: database.pgPool,
    organiser: { password: deps.organiserPassword, now: deps.organiser?.now ?? Date.now },
    presence: { db: database.db },
  });
  const capture: CaptureDeps = {
    db: database.db,
    paypal,
    ...(config.faultInjection === 'crash-after-paypal-capture'
      ? { afterPayPalCapture: () => process.kill(process.pid, 'SIGKILL') }
      : {}),
    onMismatch: mismatchAlert({ db: database.db, outbox, log: server.log }),
    onEndedUnpaid: unpaidAfterWaitMail({ db: database.db, outbox, paypal, publicUrl: config.publicUrl }),
    recorders: {
      ticket: ticketRecorder({ outbox, realtime, publicUrl: config.publicUrl }),
      donation: donationRecorder({
        realtime,
        screening: config.screening,
        changed: () => answers.donationsChanged(),
      }),
    },
  };
  const refunds: RefundDeps = {
    db: database.db,
    paypal,
    outbox,
    realtime,
    changed: () => answers.donationsChanged(),
  };
  const limits = requestLimits(database.db, config.limits);
  const resends = ticketResends({ db: database.db, outbox, publicUrl: config.publicUrl, log: server.log });
  await server.register(ticketResendRoutes, { limits, resends });
  const sales = ticketSales({
    db: database.db,
    rules: { closesAt: salesCloseAt, inPersonCapacity, ...deps.sales },
  });
  await server.register(ticketRoutes, { database, paypal, capture, limits, sales });
  await server.register(discountLookupRoutes, { database, limits });
  await server.register(donationRoutes, { database, paypal, capture, answers, limits });
  await server.register(paypalWebhookRoutes, {
    capture,
    onRefundEvent: async (event) => {
      const handled = await handleRefundEvent(refunds, event);
      server.log.info({ eventId: event.id, outcome: handled.outcome }, 'PayPal refund event');
      return handled;
    },
    onDisputeEvent: async (event) => {
      const handled = await handleDisputeEvent(refunds, event);
      server.log.info({ eventId: event.id, outcome: handled.outcome }, 'PayPal dispute event');
      return handled;
    },
    onRecordedCaptureEvent: async (order, eventType) => {
      if (order.capture_id && (await mayBeHeld(database.db, order.capture_id, eventType))) {
        await noteCaptureHold(refunds, order, await paypal.getCapture(order.capture_id));
      }
    },
  });
  await server.register(liveAccessRoutes, { database, sales });
  await server.register(twitchEventSubRoutes, {
    database,
    realtime,
    twitch: config.twitch,
    screening: config.screening,
    changed: () => answers.donationsChanged(),
  });
  await server.register(markCellRoutes, { database, twitchConfigured: config.twitch !== undefined });
  const books = booksCheck({ db: database.db, paypal, now: deps.sweep?.now ?? Date.now, log: server.log });
  await server.register(organiserArea, {
    database,
    password: deps.organiserPassword,
    outbox,
    realtime,
    answers,
    refunds,
    books,
    sales,
    screening: config.screening,
    twitchConfigured: config.twitch !== undefined,
    ...deps.organiser,
  });
  const sweep = startInFlightSweep({ capture, refunds, books, log: server.log, ...deps.sweep });
  server.addHook('onClose', async () => sweep.close());
  await server.register(webPages, {
    webRoot: deps.webRoot,
    renderDir: deps.renderDir,
    publicEnv,
    publicUrl: config.publicUrl,
    progressSummary: () => progressSummary(database.db),
    // The same kept answers the API sends, so a rendered page costs no extra read.
    pageData: async (path) =>
      JSON.parse(
        await {
          '/api/schedule': answers.schedule,
          '/api/incentives': answers.incentives,
          '/api/donations/recent': answers.recentDonations,
        }[path].json(),
      ),
  });

  return { server, realtime, outbox, paypal, sweep, answers, capture, refunds, resends };
}
