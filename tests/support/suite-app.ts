import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DonationRecordWire } from '../../src/contracts/donations';
import type { ServerToClientEvents } from '../../src/contracts/socket-events';
import type { Engine } from '../../src/server/db/engine';
import { issueOrganiserToken } from '../../src/server/organisers/organiser-token';
import { paypalOutcomes } from './paypal-outcomes';
import { connectSocket, type TestSocket } from './socket-client';
import { createTestApp, type TestApp, testOrganiserPassword } from './test-app';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

// One app per describe block, made before its tests run and closed after them: the set-up nearly every
// server test file shares, written once. What it returns is a stand-in that reads the real object when a
// test or hook touches it, so a file writes `const app = appForSuite(engine)` where it would otherwise
// declare a variable, fill it in beforeAll and close it in afterAll.

type AppOptions = Parameters<typeof createTestApp>[2];

/** Reads (and writes) through to what `made()` holds once beforeAll has run. */
export function madeInBeforeAll<T extends object>(made: () => T | undefined, what: string): T {
  const real = (): T => {
    const value = made();
    if (value === undefined) throw new Error(`${what} is made in beforeAll: use it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
  });
}

/** The whole app on a fresh database (createTestApp), for the tests of one describe block. */
export function appForSuite(
  engine: Engine,
  env: Record<string, string> = {},
  options: AppOptions = {},
): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(engine, env, options);
  });
  afterAll(() => app?.close());
  return madeInBeforeAll(() => app, 'the app');
}

/**
 * The app and PayPal (paypalOutcomes) on one clock the tests move: `clock.now()` is the real time plus
 * `clock.offsetMs`, so a test reaches what only happens later (PayPal's reporting lag, a key PayPal
 * forgot) by setting the offset.
 */
export function appOnMovedClockForSuite(engine: Engine) {
  const clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs };
  const paypal = paypalOutcomes({ now: clock.now });
  const app = appForSuite(engine, {}, { now: clock.now, paypal });
  return { app, paypal, clock };
}

/**
 * The app sending its mail to a real SMTP server of the test's own. Each test starts with an empty
 * inbox, after the previous test's mail has arrived, so what a test reads is what it caused.
 */
export function appAndMailForSuite(
  engine: Engine,
  env: Record<string, string> = {},
  options: AppOptions = {},
): { app: TestApp; smtp: TestSmtpServer } {
  let app: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp(engine, { SMTP_URL: smtp.url, ...env }, options);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  afterEach(async () => {
    await app?.outbox.flush();
    if (smtp) smtp.received.length = 0;
  });
  return { app: madeInBeforeAll(() => app, 'the app'), smtp: madeInBeforeAll(() => smtp, 'the SMTP server') };
}

/** Every `donation` event a public page connected to `app` hears, in order, for one describe block. */
export function donationsHeardInSuite(app: TestApp): DonationRecordWire[] {
  const heard: DonationRecordWire[] = [];
  let socket: TestSocket | undefined;
  beforeAll(async () => {
    socket = await connectSocket(app);
    socket.on('donation', (record) => heard.push(record));
  });
  afterAll(() => {
    socket?.close();
  });
  return heard;
}

/**
 * The app, with a signed-in organiser's socket and a public page's hearing `event`, for one describe
 * block: an event for the crew must reach the one and never the other. `token` is the organiser's, for
 * the calls that cause the event; `sockets` are both, for socketsCaughtUp.
 */
export function appAndListenersForSuite<Event extends keyof ServerToClientEvents>(
  engine: Engine,
  event: Event,
) {
  type Heard = Parameters<ServerToClientEvents[Event]>[0];
  const app = appForSuite(engine);
  const { token } = issueOrganiserToken(testOrganiserPassword, Date.now());
  const sockets: TestSocket[] = [];
  const organiserHeard: Heard[] = [];
  const publicHeard: Heard[] = [];
  beforeAll(async () => {
    const organiser = await connectSocket(app, { auth: { organiserToken: token } });
    const visitor = await connectSocket(app);
    sockets.push(organiser, visitor);
    organiser.onAny((name: string, payload: Heard) => name === event && organiserHeard.push(payload));
    visitor.onAny((name: string, payload: Heard) => name === event && publicHeard.push(payload));
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  return { app, token, sockets, organiserHeard, publicHeard };
}
