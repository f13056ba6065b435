import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureDonation, createDonationOrder, donationBody } from '../../../tests/support/donations';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approve, capture, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { anotherServer, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { type ProgressSummaryWire, progressSummarySchema } from '../../contracts/progress';
import { newestProgress } from '../../domain/progress';

// The overlay shows the 'progress' event of the highest revision it has seen
// (docs/decisions/069-totals-with-a-revision.md). Payments recorded at the same moment, at two servers,
// must each send the totals at a revision of their own, and the highest one must hold every payment,
// whatever order the events reach a page in.

describe.each(testEngines)('the totals sent with payments recorded at once on %s', (engine) => {
  // A capture stays "in flight" at PayPal for 300 ms, so the captures really overlap.
  const paypal = paypalOutcomes({ captureLatencyMs: 300 });
  /** Another server process: same database and PayPal, its own sockets. */
  let other: TestApp;
  const sockets: TestSocket[] = [];
  /** Each event once, by its revision, from a page at either server. */
  const received = new Map<number, ProgressSummaryWire>();
  /** What reached the page connected to the first server. */
  const atFirst: ProgressSummaryWire[] = [];
  const app = appForSuite(engine, {}, { paypal });
  beforeAll(async () => {
    other = await anotherServer(app);
    for (const server of [app, other]) {
      const socket = await connectSocket(server);
      sockets.push(socket);
      socket.on('progress', (payload) => {
        const summary = progressSummarySchema.parse(payload);
        received.set(summary.revision, summary);
        if (server === app) atFirst.push(summary);
      });
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await other?.close();
  });

  const approvedDonation = async (amount: number) => {
    const created = await createDonationOrder(app, donationBody({ name: `Donor ${amount}`, amount }));
    expect(created.status).toBe(201);
    await approve(app, created.body.id!);
    return created.body.id!;
  };
  const approvedTickets = async () => {
    const created = await createOrder(app, inPersonOrder());
    expect(created.status).toBe(201);
    await approve(app, created.body.id!);
    return created.body.id!;
  };
  const summaryNow = async () =>
    progressSummarySchema.parse((await app.server.inject({ method: 'GET', url: '/api/progress' })).json());

  it('sends one revision per payment, and the highest carries the final total', async () => {
    const before = await summaryNow();
    const [first, second, tickets] = await Promise.all([
      approvedDonation(25),
      approvedDonation(40),
      approvedTickets(),
    ]);
    const answers = await Promise.all([
      captureDonation(app, first),
      captureDonation(other, second),
      capture(other, tickets),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const after = await summaryNow();
    expect(after.revision).toBe(before.revision + 3);
    expect(after.totalRaised).toBeGreaterThan(before.totalRaised + 65);

    await expect.poll(() => received.size).toBe(3);
    // Several instances run on PostgreSQL only: there, every event reaches a page at either server.
    if (engine === 'postgres') await expect.poll(() => atFirst.length).toBe(3);
    const events = [...received.values()];
    const revisions = events.map((summary) => summary.revision).sort((a, b) => a - b);
    expect(revisions).toEqual([before.revision + 1, before.revision + 2, before.revision + 3]);
    expect(received.get(after.revision)).toEqual(after);

    // A page shows the same final totals whatever order the three events arrive in.
    const read = (summary: ProgressSummaryWire) => ({
      lastDonation: null,
      ticketsSold: summary.ticketsSold,
      totalRaisedCents: Math.round(summary.totalRaised * 100),
      revision: summary.revision,
      milestonesReached: [],
    });
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ];
    for (const order of orders) {
      const shown = order.map((i) => read(events[i]!)).reduce(newestProgress, read(before));
      expect(shown).toEqual(read(after));
    }
  });
});
