import { afterEach, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { socketsCaughtUp } from '../../../tests/support/socket-fence';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { cheerEvent, sendToEventSub, twitchEnv, twitchMessage } from '../../../tests/support/twitch';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { progressSummarySchema } from '../../contracts/progress';
import type { CellMark } from '../../contracts/twitch';
import { cellMarksResponseSchema, organiserTwitchSchema, twitchStatusSchema } from '../../contracts/twitch';

// Twitch cheers counted as donations and !markcell lighting cells (docs/product/donations-and-incentives.md,
// "Bits"), with messages signed as Twitch signs them.

describe.each(testEngines)('Twitch EventSub on %s', (engine) => {
  let socket: TestSocket | undefined;
  const app = appForSuite(engine, twitchEnv);
  afterEach(() => {
    socket?.disconnect();
    socket = undefined;
  });

  const totalRaised = async () =>
    progressSummarySchema.parse((await app.server.inject({ method: 'GET', url: '/api/progress' })).json())
      .totalRaised;
  const donations = async () =>
    donationHistoryResponseSchema.parse(
      (
        await app.server.inject({ method: 'POST', url: '/api/donations', payload: { after: '2024-11-18' } })
      ).json(),
    );
  const marks = async () =>
    cellMarksResponseSchema.parse((await app.server.inject({ method: 'GET', url: '/api/markcell' })).json())
      .marks;
  const cheer = (message: string, bits: number, options: Parameters<typeof cheerEvent>[2] = {}) =>
    sendToEventSub(app, twitchMessage({ event: cheerEvent(message, bits, options) }));
  /** Every 'cell-marked' event from now on. */
  async function listenForMarks(): Promise<CellMark[]> {
    socket = await connectSocket(app);
    const seen: CellMark[] = [];
    socket.on('cell-marked', (mark) => seen.push(mark));
    return seen;
  }

  it('answers the verification challenge with the challenge as plain text', async () => {
    const response = await sendToEventSub(
      app,
      twitchMessage({ type: 'webhook_callback_verification', challenge: 'abc-123-challenge' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('abc-123-challenge');
    const status = await app.server.inject({ method: 'GET', url: '/api/twitch/status' });
    expect(twitchStatusSchema.parse(status.json()).cheers).toBe('on');
  });

  it('counts a cheer once even when Twitch delivers it three times', async () => {
    const before = await totalRaised();
    const message = twitchMessage({
      event: cheerEvent('Cheer500 Kappa5 good luck!', 505, { name: 'SudokuSam' }),
    });
    for (let delivery = 0; delivery < 3; delivery++) {
      expect((await sendToEventSub(app, message)).statusCode).toBe(204);
    }
    expect(await totalRaised()).toBeCloseTo(before + 5.05, 2);
    const shown = (await donations()).filter((donation) => donation.name === 'SudokuSam');
    expect(shown).toEqual([
      expect.objectContaining({ amount: 5.05, message: 'good luck!', incentive: null }),
    ]);
    const forOrganisers = await organiserPost(app, '/api/organiser/donations');
    expect(JSON.stringify(forOrganisers.body)).toContain('"bits":505');
  });

  it('counts a cheer once when Twitch delivers it three times at the same moment', async () => {
    const before = await totalRaised();
    const message = twitchMessage({ event: cheerEvent('Cheer300', 300, { name: 'RaceRita' }) });
    const answers = await Promise.all([1, 2, 3].map(() => sendToEventSub(app, message)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    expect(await totalRaised()).toBeCloseTo(before + 3, 2);
    expect((await donations()).filter((donation) => donation.name === 'RaceRita')).toHaveLength(1);
  });

  it('shows an anonymous cheer as Anonymous', async () => {
    expect((await cheer('Cheer200', 200, { anonymous: true })).statusCode).toBe(204);
    const newest = (await donations()).at(-1);
    expect(newest).toMatchObject({ name: 'Anonymous', amount: 2, message: '' });
  });

  it('changes nothing for a wrong signature, a stale timestamp or another channel', async () => {
    const before = { total: await totalRaised(), count: (await donations()).length };
    const forged = twitchMessage({ secret: 'not-the-secret-at-all' });
    expect((await sendToEventSub(app, forged)).statusCode).toBe(403);
    const tampered = twitchMessage();
    expect(
      (
        await sendToEventSub(app, {
          ...tampered,
          payload: tampered.payload.replace('"bits":100', '"bits":9999'),
        })
      ).statusCode,
    ).toBe(403);
    const stale = twitchMessage({ timestampMs: Date.now() - 11 * 60 * 1000 });
    const staleAnswer = await sendToEventSub(app, stale);
    expect(staleAnswer.statusCode).toBe(403);
    expect(staleAnswer.json()).toEqual({ error: expect.stringContaining('10 minutes') });
    const elsewhere = twitchMessage({ broadcasterId: '4242' });
    expect((await sendToEventSub(app, elsewhere)).statusCode).toBe(204);
    expect(await totalRaised()).toBe(before.total);
    expect((await donations()).length).toBe(before.count);
  });

  it('refuses a message stamped more than 10 minutes ahead, and takes one a few minutes ahead', async () => {
    const before = { total: await totalRaised(), count: (await donations()).length };
    const ahead = twitchMessage({ timestampMs: Date.now() + 11 * 60 * 1000 });
    const answer = await sendToEventSub(app, ahead);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: expect.stringContaining('10 minutes ahead') });
    expect(await totalRaised()).toBe(before.total);
    expect((await donations()).length).toBe(before.count);
    // A clock a little ahead of ours is still Twitch's message.
    const skewed = twitchMessage({ timestampMs: Date.now() + 5 * 60 * 1000 });
    expect((await sendToEventSub(app, skewed)).statusCode).toBe(204);
    expect((await donations()).length).toBe(before.count + 1);
  });

  it("cleans a cheerer's name and message as a card donor's", async () => {
    const name = '\u202Eno\u200BElon\u3164';
    expect((await cheer(`Cheer100 Go${'\n'.repeat(40)}team\u202E!`, 100, { name })).statusCode).toBe(204);
    expect((await donations()).at(-1)).toMatchObject({ name: 'noElon', message: 'Go team!' });
    expect((await cheer('Cheer100 hi', 100, { name: '\u200B\u200D\u3164' })).statusCode).toBe(204);
    expect((await donations()).at(-1)).toMatchObject({ name: 'Anonymous', message: 'hi' });
  });

  it('lights r5c5 for Cheer100 !markcell r5c5 and raises the total by $1.00', async () => {
    const seen = await listenForMarks();
    const before = await totalRaised();
    expect((await cheer('Cheer100 !markcell r5c5', 100, { name: 'GridGazer' })).statusCode).toBe(204);
    expect(await totalRaised()).toBeCloseTo(before + 1, 2);
    await socketsCaughtUp(app, [socket!]);
    expect(seen).toEqual([expect.objectContaining({ cell: 'r5c5', name: 'GridGazer', bits: 100 })]);
    expect(seen[0]?.remainingMs).toBe(15_000);
    expect((await marks()).map((mark) => mark.cell)).toContain('r5c5');
  });

  it('marks nothing for Cheer49 or a cell off the grid, yet counts both as donations', async () => {
    const seen = await listenForMarks();
    const before = { total: await totalRaised(), marks: (await marks()).length };
    expect((await cheer('Cheer49 !markcell r5c5', 49)).statusCode).toBe(204);
    expect((await cheer('Cheer100 !markcell r0c10', 100)).statusCode).toBe(204);
    expect(await totalRaised()).toBeCloseTo(before.total + 1.49, 2);
    await socketsCaughtUp(app, [socket!]);
    expect(seen).toEqual([]);
    expect((await marks()).length).toBe(before.marks);
  });

  it('lets organisers clear every glowing mark', async () => {
    await cheer('Cheer50 !markcell r1c9', 50);
    socket = await connectSocket(app);
    const cleared = new Promise((resolve) => socket?.once('cell-marks-cleared', resolve));
    const answer = await organiserPost(app, '/api/organiser/markcell/clear');
    expect(answer.status).toBe(200);
    await cleared;
    expect(await marks()).toEqual([]);
    expect(
      (await organiserPost(app, '/api/organiser/markcell/clear', {}, { pass: 'wrong password' })).status,
    ).toBe(403);
  });

  it('records a revocation and shows it to organisers', async () => {
    const revoked = twitchMessage({ type: 'revocation', subscriptionStatus: 'authorization_revoked' });
    expect((await sendToEventSub(app, revoked)).statusCode).toBe(204);
    expect((await sendToEventSub(app, revoked)).statusCode).toBe(204);
    const panel = organiserTwitchSchema.parse((await organiserPost(app, '/api/organiser/twitch')).body);
    expect(panel.cheers).toBe('revoked');
    expect(panel.revocations).toEqual([
      expect.objectContaining({ type: 'channel.cheer', status: 'authorization_revoked' }),
    ]);
    const status = await app.server.inject({ method: 'GET', url: '/api/twitch/status' });
    expect(twitchStatusSchema.parse(status.json()).cheers).toBe('revoked');
  });
});

describe('Twitch EventSub without a configuration', () => {
  const app = appForSuite('sqlite');

  it('answers 404 and says cheers are off', async () => {
    const response = await sendToEventSub(app, twitchMessage());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining('not connected') });
    const status = await app.server.inject({ method: 'GET', url: '/api/twitch/status' });
    expect(twitchStatusSchema.parse(status.json()).cheers).toBe('off');
  });
});
