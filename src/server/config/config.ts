import path from 'node:path';
import { z } from 'zod';
import { edition } from '../../../content/edition';
import { type ScreeningMode, screeningModes } from '../../domain/screening/screening';
import type { SalesOverrides } from '../../domain/tickets/ticket-sales';
import type { RequestLimitsConfig } from '../limits';
import {
  type AttemptLimits,
  defaultAttemptLimits,
  parseDuration,
  parseRateLimit,
  type RateLimit,
  type Timeouts,
} from '../limits';

// Read and checked once at start (docs/configuration.md). A bad value stops the start with every
// problem listed.

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const urlWithProtocol = (protocols: string[], hint: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: hint },
  );

const rateLimitVariable = (fallback: string) =>
  optionalString
    .transform((value) => parseRateLimit(value ?? fallback))
    .refine((limit) => limit !== undefined, {
      message: 'must be a count per window such as 60/10m (units s, m or h; at least 1 per 1s)',
    })
    .transform((limit) => limit as RateLimit);

const durationVariable = (fallback: string, maxMs: number, most: string, leastMs = 100) =>
  optionalString
    .transform((value) => parseDuration(value ?? fallback))
    .refine((ms) => ms !== undefined && ms >= leastMs && ms <= maxMs, {
      message: `must be a duration such as ${fallback} (units ms, s or m; from ${leastMs}ms to ${most})`,
    })
    .transform((ms) => ms as number);

/** 2025-03-27, 2025-03-27T00:00, 2025-03-27T00:00:00-04:00, 2025-03-27T04:00:00.000Z. */
const isoTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const countVariable = (fallback: number | null, least: number) =>
  optionalString
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .refine((n) => n === null || (Number.isInteger(n) && n >= least && n <= 1_000_000), {
      message: `must be a whole number of at least ${least}`,
    });

const envSchema = z
  .object({
    PORT: optionalString
      .transform((value) => (value === undefined ? 3000 : Number(value)))
      .refine((port) => Number.isInteger(port) && port >= 0 && port <= 65_535, {
        message: 'must be a port number from 0 to 65535',
      }),
    HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
    DATA_DIR: optionalString.transform((value) => path.resolve(value ?? './data')),
    DATABASE_URL: urlWithProtocol(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// URL (leave it unset for the embedded database)',
    ),
    PUBLIC_URL: urlWithProtocol(['http:', 'https:'], 'must be an http:// or https:// URL'),
    ORGANISER_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 8, {
      message: 'must be at least 8 characters long',
    }),
    SMTP_URL: urlWithProtocol(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: optionalString,
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    PAYPAL_API_BASE: urlWithProtocol(['http:', 'https:'], 'must be an http:// or https:// URL'),
    PAYPAL_WEBHOOK_ID: optionalString,
    // Twitch cheers (docs/product/donations-and-incentives.md, "Bits"): the EventSub subscription's secret
    // (Twitch takes 10 to 100 characters) and the channel whose cheers count. Unset: cheers are not counted.
    TWITCH_EVENTSUB_SECRET: optionalString.refine(
      (value) => value === undefined || /^[\x21-\x7e]{10,100}$/.test(value),
      { message: 'must be 10 to 100 printable ASCII characters, as Twitch requires' },
    ),
    TWITCH_BROADCASTER_ID: optionalString.refine((value) => value === undefined || /^\d{1,20}$/.test(value), {
      message: "must be the channel's numeric Twitch user id",
    }),
    // Behind a reverse proxy: which hops' X-Forwarded-For to believe, so per-address limits see the
    // visitor, not the proxy. 'loopback', or a comma-separated list of addresses/CIDRs.
    TRUST_PROXY: optionalString,
    // Per-address limits (limits/rate-limit.ts), 'count/window' with s, m or h: '60/10m'.
    ORDER_CREATE_LIMIT: rateLimitVariable('60/10m'),
    DISCOUNT_CHECK_LIMIT: rateLimitVariable('30/10m'),
    // Asking for the ticket emails again: per email address asked for, and per client address.
    TICKET_RESEND_LIMIT: rateLimitVariable('3/1h'),
    TICKET_RESEND_CLIENT_LIMIT: rateLimitVariable('20/1h'),
    // How long a client may take to send its headers, and its whole request (limits/timeouts.ts).
    HEADERS_TIMEOUT: durationVariable('10s', 600_000, '10m'),
    REQUEST_TIMEOUT: durationVariable('30s', 3_600_000, '60m'),
    // Screening (docs/product/screening.md): the mode at start (organisers change it on the dashboard)
    // and words held besides content/screening-words.ts, comma-separated.
    DONATION_SCREENING: optionalString
      .transform((value) => value ?? 'filter')
      .refine((value): value is ScreeningMode => (screeningModes as readonly string[]).includes(value), {
        message: `must be one of ${screeningModes.join(', ')}`,
      }),
    DONATION_SCREENING_WORDS: optionalString.transform((value) =>
      (value ?? '').split(',').filter((word) => word.trim() !== ''),
    ),
    // How long an approval waits, undoable, before the name and message are shown (0s: at once).
    SCREENING_UNDO_WINDOW: durationVariable('5s', 60_000, '1m', 0),
    // Guessing the organiser password (docs/product/organisers.md, "The password"): tries answered at
    // once, the try from which an address is locked out, the first delay (doubled per try, up to the
    // most), and how long a lockout lasts.
    ORGANISER_FREE_TRIES: countVariable(defaultAttemptLimits.freeTries, 0),
    ORGANISER_LOCK_AFTER: countVariable(defaultAttemptLimits.lockAfter, 1),
    ORGANISER_TRY_DELAY: durationVariable('1s', 60_000, '1m', 0),
    ORGANISER_TRY_DELAY_MAX: durationVariable('8s', 600_000, '10m', 0),
    ORGANISER_LOCKOUT: durationVariable('15m', 86_400_000, '1440m'),
    // Ticket sales (docs/product/tickets.md, "When sales close"): when they end by themselves and how
    // many in-person places there are, instead of the current edition's.
    TICKET_SALES_CLOSE_AT: optionalString.refine(
      (value) => value === undefined || !Number.isNaN(Date.parse(value)),
      { message: 'must be a date and time such as 2025-04-01T12:00:00-04:00' },
    ),
    IN_PERSON_CAPACITY: countVariable(null, 0),
    // How long a waiting-list hold keeps freed places for the person emailed (docs/product/tickets.md,
    // "The waiting list"): minutes or hours, from 1m to 30 days.
    WAITING_LIST_HOLD: optionalString
      .transform((value) => {
        const match = /^(\d{1,6})\s*(m|h)$/i.exec(value ?? '48h');
        if (!match) return Number.NaN;
        return Number(match[1]) * (match[2]!.toLowerCase() === 'h' ? 3_600_000 : 60_000);
      })
      .refine((ms) => ms >= 60_000 && ms <= 30 * 86_400_000, {
        message: 'must be a duration such as 48h or 90m (units m or h; from 1m to 720h)',
      }),
    // The order page (docs/product/order-page-and-retention.md): when buyers' own changes stop, as an
    // ISO 8601 time; unset (null): a week before the start of each order's own edition
    // (domain/tickets/order-changes.ts; order-page/order-view.ts).
    BADGE_EDITS_CLOSE: optionalString
      .transform((value) => {
        if (value === undefined) return null;
        return isoTime.test(value) ? Date.parse(value) : Number.NaN;
      })
      .refine((ms) => ms === null || Number.isFinite(ms), {
        message: 'must be an ISO 8601 time such as 2025-03-27T00:00:00-04:00',
      }),
    // Days personal data is kept after the event's end (or the purchase, if later): domain/retention.ts.
    PERSONAL_DATA_RETENTION_DAYS: optionalString
      .transform((value) => (value === undefined ? 60 : Number(value)))
      .refine((days) => Number.isInteger(days) && days >= 1 && days <= 3650, {
        message: 'must be a whole number of days from 1 to 3650',
      }),
    // Days a prize winner has to claim before the place is drawn again (docs/product/prizes.md).
    PRIZE_CLAIM_DAYS: optionalString
      .transform((value) => (value === undefined ? 7 : Number(value)))
      .refine((days) => Number.isInteger(days) && days >= 1 && days <= 365, {
        message: 'must be a whole number of days from 1 to 365',
      }),
    // Every answer checked against its route's declared schema; one that does not match fails (500).
    CHECK_ANSWERS: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .optional()
      .transform((value) => value ?? 'info'),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT'],
        message: 'must not be longer than REQUEST_TIMEOUT (the headers are part of the request)',
      });
    }
    if (Boolean(env.TWITCH_EVENTSUB_SECRET) !== Boolean(env.TWITCH_BROADCASTER_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TWITCH_EVENTSUB_SECRET ? 'TWITCH_BROADCASTER_ID' : 'TWITCH_EVENTSUB_SECRET'],
        message: 'is required when the other Twitch setting is set (set both, or neither)',
      });
    }
    if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'is required when PAYPAL_CLIENT_ID is set',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** undefined: embedded SQLite in dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  /** undefined: generated on first start and kept in dataDir (see organiser-password.ts). */
  organiserPassword: string | undefined;
  /** undefined: mail is written as .eml files to dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  paypal:
    | {
        mode: 'live';
        clientId: string;
        clientSecret: string;
        apiBase: string;
        /** The webhook's id in PayPal's dashboard; undefined: webhooks cannot be verified. */
        webhookId: string | undefined;
      }
    /** The built-in emulator at /paypal-emulator, reached over HTTP at this server's own address. */
    | { mode: 'emulator' };
  /** Twitch EventSub for cheers; undefined: POST /api/twitch/eventsub answers 404. */
  twitch: { eventSubSecret: string; broadcasterId: string } | undefined;
  logLevel: string;
  /** Fastify's trustProxy: false, or addresses/CIDRs ('loopback' included). */
  trustProxy: boolean | string;
  /** Per-address limits (limits/request-limits.ts). */
  limits: RequestLimitsConfig;
  /** The organiser password's brute-force limits (limits/attempt-limiter.ts). */
  organiserTries: AttemptLimits;
  /**
   * When ticket sales end by themselves and the in-person places, set here over the current edition's
   * (docs/decisions/075-editions-as-data.md); left out: the edition's.
   */
  sales: SalesOverrides;
  /** WAITING_LIST_HOLD: how long freed places are held for the person next on the waiting list, ms. */
  waitingListHoldMs: number;
  /** Answers are checked against their routes' schemas (plugins/route-schemas.ts). */
  checkAnswers: boolean;
  /** How long a client may take to send its request's headers, and the whole request. */
  timeouts: Timeouts;
  /** The screening mode at start and the words DONATION_SCREENING_WORDS adds to the content's list. */
  screening: { mode: ScreeningMode; words: string[] };
  /** How long an approved name and message wait, undoable, before they are shown (SCREENING_UNDO_WINDOW). */
  screeningUndoMs: number;
  /**
   * When buyers' changes on the order page stop (BADGE_EDITS_CLOSE), epoch ms; null: unset, a week
   * before each order's own edition starts.
   */
  badgeEditsCloseMs: number | null;
  /** PERSONAL_DATA_RETENTION_DAYS: how long personal data is kept after the event (or the purchase). */
  retentionDays: number;
  /** PRIZE_CLAIM_DAYS: how long a prize winner has to claim it. */
  prizeClaimDays: number;
  /** Settings that work but are likely a mistake on a real site: one log line each at start. */
  startWarnings: string[];
}

/** Addresses only this machine reaches: a server listening there is a developer's, not the public's. */
const localHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Without PUBLIC_URL every link in an email or a crew pass reads http://localhost:PORT, which is right
 * on a developer's machine and wrong for anyone else; said at start when the server listens beyond it.
 */
function publicUrlWarning(env: { PUBLIC_URL?: string | undefined; HOST: string }, fallback: string) {
  if (env.PUBLIC_URL !== undefined || localHosts.has(env.HOST.toLowerCase())) return [];
  return [
    `PUBLIC_URL is not set: links in emails and crew passes will point at ${fallback}, which nobody else can open. Set PUBLIC_URL to the site's address, e.g. https://tickets.example.org (docs/deploy/single-server.md).`,
  ];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const fallbackUrl = `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? fallbackUrl).replace(/\/+$/, ''),
    organiserPassword: e.ORGANISER_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${edition.product} <${edition.email}>`,
    paypal: e.PAYPAL_CLIENT_ID
      ? {
          mode: 'live',
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET ?? '',
          apiBase: e.PAYPAL_API_BASE ?? 'https://api-m.paypal.com',
          webhookId: e.PAYPAL_WEBHOOK_ID,
        }
      : { mode: 'emulator' },
    twitch:
      e.TWITCH_EVENTSUB_SECRET && e.TWITCH_BROADCASTER_ID
        ? { eventSubSecret: e.TWITCH_EVENTSUB_SECRET, broadcasterId: e.TWITCH_BROADCASTER_ID }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: {
      orderCreate: e.ORDER_CREATE_LIMIT,
      discountCheck: e.DISCOUNT_CHECK_LIMIT,
      ticketResend: e.TICKET_RESEND_LIMIT,
      ticketResendClient: e.TICKET_RESEND_CLIENT_LIMIT,
    },
    organiserTries: {
      ...defaultAttemptLimits,
      freeTries: e.ORGANISER_FREE_TRIES ?? defaultAttemptLimits.freeTries,
      lockAfter: e.ORGANISER_LOCK_AFTER ?? defaultAttemptLimits.lockAfter,
      delayBaseMs: e.ORGANISER_TRY_DELAY,
      maxDelayMs: e.ORGANISER_TRY_DELAY_MAX,
      lockMs: e.ORGANISER_LOCKOUT,
    },
    sales: {
      ...(e.TICKET_SALES_CLOSE_AT === undefined
        ? {}
        : { closesAt: Math.floor(Date.parse(e.TICKET_SALES_CLOSE_AT) / 1000) }),
      ...(e.IN_PERSON_CAPACITY === null ? {} : { inPersonCapacity: e.IN_PERSON_CAPACITY }),
    },
    waitingListHoldMs: e.WAITING_LIST_HOLD,
    checkAnswers: e.CHECK_ANSWERS === 'true',
    timeouts: { headersMs: e.HEADERS_TIMEOUT, requestMs: e.REQUEST_TIMEOUT },
    screening: { mode: e.DONATION_SCREENING, words: e.DONATION_SCREENING_WORDS },
    screeningUndoMs: e.SCREENING_UNDO_WINDOW,
    badgeEditsCloseMs: e.BADGE_EDITS_CLOSE,
    retentionDays: e.PERSONAL_DATA_RETENTION_DAYS,
    prizeClaimDays: e.PRIZE_CLAIM_DAYS,
    startWarnings: publicUrlWarning(e, fallbackUrl),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}
