import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { highlightsYearOf } from '../contracts/edition-highlights';
import type { PublicEnv } from '../contracts/public-env';
import { editionHighlightsRoute, normalisePath, orderPageRoute } from '../contracts/routes';
import { systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import { discountUses } from './discounts';
import { disputeLinks } from './disputes';
import { copyIncentives, donationRecorder, editionHighlights } from './donations';
import { features } from './features';
import { attemptLimiter, requestLimits, timeoutOptions } from './limits';
import { createMailTransport, type Outbox, startOutboxWorker } from './mail';
import { orderOfToken, orderPageRoutes } from './order-page';
import type { CaptureDeps } from './orders';
import { mismatchAlert, type Sweep, startInFlightSweep, unpaidAfterWaitMail } from './orders';
import { closedByDefault, crewAccess, organiserScope } from './organisers';
import type { PayPalClient } from './payments';
import { emulatorPrefix, setUpPayPal } from './payments';
import { paypalEventHandlers } from './paypal-events';
import {
  errorHandler,
  frameworkErrors,
  gracefulClose,
  maxAddressPartLength,
  refuseLongAddress,
  refuseNul,
  requestLogging,
  securityHeaders,
  securityHeadersFor,
  serializerCompiler,
  validatorCompiler,
} from './plugins';
import { progressSummary } from './progress';
import { type PublicAnswers, publicAnswers } from './public-answers';
import { attachRealtime, type RealtimeServer } from './realtime';
import { booksCheck } from './reconcile';
import { type RefundDeps, sweepRefunds } from './refunds';
import { type Retention, retentionSweep } from './retention';
import { seedDatabase } from './seed';
import {
  type TicketResends,
  ticketRecorder,
  ticketResends,
  ticketSales,
  type WaitingList,
  waitingList,
} from './tickets';
import web, { inlineScriptHashes } from './web';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  organiserPassword: string;
  /** The built web app (dist/web). */
  webRoot: string;
  /** The web app's server build (dist/render), which renders public pages; without it the browser renders them. */
  renderDir?: string;
  /** The clock (epoch ms) the whole app reads; the system's unless a test moves time. */
  now?: () => number;
  /** Where the log's JSON lines go; standard output unless given (a test reads them). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered, before any other hook (a test walks them all). */
  onRoute?: (route: RouteOptions) => void;
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
  /** What capturing and recording payments needs, as the routes (decorated `capture`) and the sweep have it. */
  capture: CaptureDeps;
  /** What recording refunds needs (the dashboard's refund call and PayPal's refund webhooks). */
  refunds: RefundDeps;
  /** Ticket emails a buyer asked for again; tests wait for them with settled(). */
  resends: TicketResends;
  /** The erasure of personal data past its days; the sweep runs it, tests call run(). */
  retention: Retention;
  /** The waiting list for sold-out places; the sweep offers freed places, tests call run(). */
  waitingList: WaitingList;
}

// No request needs more; a larger body is refused before it is parsed.
const bodyLimitBytes = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const now = deps.now ?? systemClock;
  // Here rather than in main.ts, so every test app starts from the same seeded content as the site.
  await seedDatabase(database, now());
  // The built-in PayPal emulator answers JSON (and one script), never a page, like the API.
  const headerOptions = {
    https: config.publicUrl.startsWith('https:'),
    jsonPrefixes: [`${emulatorPrefix}/`],
    inlineScriptHashes,
  };
  const logging = requestLogging();
  const server = Fastify({
    logger: {
      level: config.logLevel,
      // The organiser password travels in bodies, which are never logged; headers may carry tokens.
      redact: ['req.headers.authorization'],
      serializers: logging.serializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    logController: logging.logController,
    ...timeoutOptions(config.timeouts),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: maxAddressPartLength },
    frameworkErrors: frameworkErrors(securityHeadersFor(headerOptions)),
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler(config.checkAnswers));
  if (deps.onRoute) server.addHook('onRoute', deps.onRoute);
  // Before any route: every route must be public or in the organiser scope (organisers/closed-by-default.ts).
  await server.register(closedByDefault);

  const publicEnv: PublicEnv = {
    paypalClientId: config.paypal.mode === 'live' ? config.paypal.clientId : null,
    paymentsTestMode: config.paypal.mode === 'emulator',
    retentionDays: config.retentionDays,
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
    now,
  });
  // Inside a child scope, so it runs before the root's onClose hooks (main.ts closes the database
  // there) and after in-flight requests have finished queuing their mail.
  await server.register(async (scope) => {
    scope.addHook('onClose', () => outbox.close());
  });

  await server.register(errorHandler);
  await server.register(refuseNul);
  await server.register(gracefulClose);
  await server.register(securityHeaders, headerOptions);
  // After the headers' hook, so its refusal carries them too.
  await server.register(refuseLongAddress);
  const paypal = await setUpPayPal(server, config, now);
  const answers = publicAnswers(database.db, now);
  // Who a token signs in, made once: the organiser scope's guard and the sockets' rooms ask the same.
  const accessOf = crewAccess(database.db, deps.organiserPassword, now);
  const realtime = attachRealtime(server, {
    pgPool: database.pgPool,
    accessOf: async (token) => {
      const access = await accessOf(token);
      if (access.kind === 'ended') return 'ended';
      return access.kind === 'member'
        ? { roles: access.member.roles, passId: access.member.passId }
        : { roles: [], passId: null };
    },
    presence: { db: database.db, now },
  });
  const capture: CaptureDeps = {
    db: database.db,
    paypal,
    onMismatch: mismatchAlert({ db: database.db, outbox, log: server.log }),
    onEndedUnpaid: unpaidAfterWaitMail({ db: database.db, outbox, paypal, publicUrl: config.publicUrl }),
    discountUses,
    now,
    recorders: {
      ticket: ticketRecorder({ outbox, realtime, publicUrl: config.publicUrl, now }),
      donation: donationRecorder({
        realtime,
        outbox,
        screening: config.screening,
        changed: () => answers.donationsChanged(),
        now,
      }),
    },
  };
  const refunds: RefundDeps = {
    db: database.db,
    paypal,
    outbox,
    realtime,
    changed: () => answers.donationsChanged(),
    now,
    disputes: disputeLinks,
  };
  const sales = ticketSales({
    db: database.db,
    overrides: config.sales,
    now,
  });
  const waiting = waitingList({
    db: database.db,
    rules: sales.rules,
    holdMs: config.waitingListHoldMs,
    publicUrl: config.publicUrl,
    now,
    placesChanged: () => sales.answer.invalidate(),
    log: server.log,
  });
  const books = booksCheck({ db: database.db, paypal, now, log: server.log, refunds });
  const retention = retentionSweep({
    db: database.db,
    engine: database.engine,
    outbox,
    retentionDays: config.retentionDays,
    now,
    log: server.log,
    donationsChanged: () => answers.donationsChanged(),
  });

  // The shared services every feature's routes reach (declared where each is made: db/, config/,
  // payments/, mail/, realtime/, limits/, public-answers/, orders/, refunds/, reconcile/, tickets/).
  server.decorate('config', config);
  server.decorate('now', now);
  server.decorate('database', database);
  server.decorate('paypal', paypal);
  server.decorate('outbox', outbox);
  server.decorate('realtime', realtime);
  server.decorate('limits', requestLimits(database.db, config.limits, now));
  server.decorate('answers', answers);
  server.decorate('capture', capture);
  server.decorate('paypalEvents', paypalEventHandlers(refunds, server.log));
  server.decorate('refunds', refunds);
  server.decorate('books', books);
  server.decorate('sales', sales);
  server.decorate('editionCopiers', { incentives: copyIncentives });
  server.decorate('retention', retention);
  server.decorate('waitingList', waiting);
  const resends = ticketResends({
    db: database.db,
    outbox,
    publicUrl: config.publicUrl,
    log: server.log,
    now,
  });
  server.decorate('resends', resends);

  // Every organiser route, in one scope whose hook is the guard (organisers/organiser-scope.ts).
  await server.register(organiserScope, {
    password: deps.organiserPassword,
    limiter: attemptLimiter(database.db, config.organiserTries, now),
    accessOf,
    db: database.db,
    publicUrl: config.publicUrl,
    now,
    routes: features.flatMap((feature) => feature.organiserRoutes ?? []),
  });
  for (const feature of features) if (feature.publicRoutes) await server.register(feature.publicRoutes);

  // The buyer's private order page takes its settings as options (its links are keyed, not shared).
  await server.register(orderPageRoutes, {
    db: database.db,
    outbox,
    realtime,
    publicUrl: config.publicUrl,
    limits: server.limits,
    resendPerLink: config.limits.ticketResend,
    editsCloseMs: config.badgeEditsCloseMs,
    retentionDays: config.retentionDays,
    now,
  });

  const sweep = startInFlightSweep({
    capture,
    sweepRefunds: (options) => sweepRefunds(refunds, options),
    books,
    retention,
    waitingList: waiting,
    log: server.log,
  });
  server.addHook('onClose', async () => sweep.close());
  // A past edition's highlights page is sent with its own year's (docs/product/site-and-pages.md).
  const highlightsOf = async (pagePath: string) => {
    const year = highlightsYearOf(normalisePath(pagePath));
    return year === null ? null : editionHighlights(database.db, year);
  };
  await server.register(web, {
    webRoot: deps.webRoot,
    renderDir: deps.renderDir,
    publicEnv,
    publicUrl: config.publicUrl,
    now,
    progressSummary: () => progressSummary(database.db),
    keyedPages: [
      {
        route: orderPageRoute,
        exists: async (request) =>
          (await orderOfToken(database.db, (request.params as { token: string }).token)) !== undefined,
      },
      {
        route: editionHighlightsRoute,
        exists: async (request) => (await highlightsOf(request.url.split('?', 1)[0] ?? '')) !== null,
        missingIsNotFound: true,
      },
    ],
    // The same kept answers the API sends, so a rendered page costs no extra read.
    editionText: () => answers.edition.json(),
    pageData: async (path, pagePath) =>
      path === '/api/editions/:year'
        ? // null for the current year and an unknown one: the page is then the not-found page.
          await highlightsOf(pagePath)
        : JSON.parse(
            await {
              '/api/edition': answers.edition,
              '/api/schedule': answers.schedule,
              '/api/incentives': answers.incentives,
              '/api/donations/recent': answers.recentDonations,
              '/api/prizes': answers.prizes,
              '/api/tickets/sales': sales.answer,
            }[path].json(),
          ),
  });

  return {
    server,
    realtime,
    outbox,
    paypal,
    sweep,
    answers,
    capture,
    refunds,
    resends,
    retention,
    waitingList: waiting,
  };
}
