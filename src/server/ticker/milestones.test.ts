import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { anotherServer, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { milestoneSchema, organiserMilestonesSchema } from '../../contracts/milestones';
import { progressSummarySchema } from '../../contracts/progress';

// Milestones are announced once each, with the 'progress' event of the change that crossed them, and never
// again: not after a restart, nor when a refund took the total below one and a donation crosses it again
// (docs/decisions/072-milestones-announced-once.md).

describe.each(testEngines)('milestones on %s', (engine) => {
  const paypal = paypalOutcomes();
  /** The same database after a restart (a new app, its own memory and sockets). */
  let restarted: TestApp | undefined;
  const sockets: TestSocket[] = [];
  /** Every milestone announced, in dollars, by any server, as pages hear it. */
  const announced: number[] = [];

  const listen = async (server: TestApp) => {
    const socket = await connectSocket(server);
    sockets.push(socket);
    socket.on('progress', (payload) => {
      announced.push(...progressSummarySchema.parse(payload).milestonesReached);
    });
  };
  const totalRaised = async (server: TestApp) =>
    progressSummarySchema.parse((await server.server.inject({ method: 'GET', url: '/api/progress' })).json())
      .totalRaised;
  const addMilestone = async (server: TestApp, amount: number) => {
    const answer = await organiserPost(server, '/api/organiser/milestones', { amount });
    expect(answer.status).toBe(201);
    return milestoneSchema.parse(answer.body);
  };
  const milestones = async (server: TestApp) => {
    const answer = await organiserPost(server, '/api/organiser/milestones/list');
    expect(answer.status).toBe(200);
    return organiserMilestonesSchema.parse(answer.body).milestones;
  };
  /** Sends a progress event from `server` and waits for every page to hear it, so none is still on its way. */
  const donateAndHear = async (server: TestApp, amount: number) => {
    const heard = sockets.map(
      (socket) => new Promise<void>((resolve) => socket.once('progress', () => resolve())),
    );
    const orderId = await donate(server, donationBody({ amount }));
    await Promise.all(heard);
    return orderId;
  };

  const app = appForSuite(engine, {}, { paypal });
  beforeAll(async () => {
    await listen(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await restarted?.close();
  });

  it('announces a milestone once, with the donation that crosses it, and not again after a restart', async () => {
    const start = await totalRaised(app);
    const milestone = Math.ceil(start) + 100;
    const added = await addMilestone(app, milestone);
    expect(added).toMatchObject({ amount: milestone, reached: false });

    await donateAndHear(app, 60);
    expect(announced).toEqual([]);
    const crossing = await donateAndHear(app, 60);
    expect(announced).toEqual([milestone]);
    expect((await milestones(app)).find((found) => found.id === added.id)?.reached).toBe(true);

    // The server stops; another starts on the same database.
    sockets.shift()?.close();
    await app.server.close();
    restarted = await anotherServer(app);
    await listen(restarted);
    await donateAndHear(restarted, 10);

    // A refund takes the total back below the milestone; a donation crosses it again: no new announcement.
    const refund = await refundFromDashboard(restarted, crossing);
    expect(refund.status).toBe(200);
    expect(await totalRaised(restarted)).toBeLessThan(milestone);
    await donateAndHear(restarted, 80);
    expect(await totalRaised(restarted)).toBeGreaterThanOrEqual(milestone);
    expect(announced).toEqual([milestone]);

    // The ticker shows it reached.
    const ticker = (await restarted.server.inject({ method: 'GET', url: '/api/ticker' })).json();
    expect(ticker.milestones).toContainEqual({ amount: milestone, reached: true });
  });

  it('counts a milestone the total has already passed as reached, without announcing it', async () => {
    const server = restarted!;
    const before = announced.length;
    const passed = await addMilestone(server, 1);
    expect(passed.reached).toBe(true);
    await donateAndHear(server, 5);
    expect(announced.length).toBe(before);
  });

  it('refuses a second milestone at the same amount, and an amount that is not whole dollars', async () => {
    const server = restarted!;
    const again = await organiserPost(server, '/api/organiser/milestones', { amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'There is already a milestone at this amount.' });
    const cents = await organiserPost(server, '/api/organiser/milestones', { amount: 10.5 });
    expect(cents.status).toBe(400);
    expect(cents.body).toEqual({ error: 'The request was refused: amount must be a whole number.' });
  });

  it('lets only organisers change milestones', async () => {
    const server = restarted!;
    const answer = await organiserPost(
      server,
      '/api/organiser/milestones',
      { amount: 77 },
      { pass: 'wrong' },
    );
    expect(answer.status).toBe(403);
  });
});
