import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDonation, createDonationOrder, donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { approve } from '../../../tests/support/purchases';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { createTestApp, type TestApp, testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { cheerEvent, sendToEventSub, twitchEnv, twitchMessage } from '../../../tests/support/twitch';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { incentiveListSchema } from '../../contracts/incentives';
import { progressSummarySchema } from '../../contracts/progress';
import { screeningStatusSchema } from '../../contracts/screening';
import type { ScreeningMode } from '../../domain/screening/screening';
import { seedDatabase } from '../seed';
import { startApprovalPublisher } from './approval-publisher';

// Screening (docs/product/screening.md): the money of a held donation counts at capture; its name and
// message reach no public answer, rendered overlay or socket event until an organiser approves it.

const secretName = 'Zonkwort Fan';
const secretMessage = 'Zonk-Wort for everyone';

describe.each(testEngines)('donation screening on %s', (engine) => {
  let publicSocket: TestSocket;
  let moderatorSocket: TestSocket;
  const publicEvents: { event: string; payload: unknown }[] = [];
  const moderatorEvents: string[] = [];

  // Approvals shown at once here; the undo window has its own tests below.
  const app = appForSuite(engine, {
    DONATION_SCREENING_WORDS: 'zonkwort, Blorp',
    SCREENING_UNDO_WINDOW: '0s',
  });
  beforeAll(async () => {
    await seedDatabase(app.database.handle, app.server.now());
    publicSocket = await connectSocket(app);
    publicSocket.onAny((event: string, payload: unknown) => publicEvents.push({ event, payload }));
    const signIn = await organiserPost(app, '/api/organiser/sign-in', { pass: testOrganiserPassword });
    moderatorSocket = await connectSocket(app, {
      auth: { organiserToken: (signIn.body as { token: string }).token },
    });
    moderatorSocket.on('screening-changed', () => moderatorEvents.push('screening-changed'));
  });
  afterAll(async () => {
    publicSocket?.close();
    moderatorSocket?.close();
    await app?.close();
  });

  const get = async (url: string) => {
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const postHistory = async () => {
    const response = await app.server.inject({ method: 'POST', url: '/api/donations' });
    return response.body;
  };
  /** Everything a stranger can read: every public answer, the rendered overlay and every event so far. */
  const publicText = async () =>
    [
      await postHistory(),
      await get('/api/donations/recent'),
      await get('/api/progress'),
      await get('/donationbar'),
      JSON.stringify(publicEvents),
    ].join('\n');
  const totalRaised = async () =>
    progressSummarySchema.parse(JSON.parse(await get('/api/progress'))).totalRaised;
  const raisedOf = async (id: string) =>
    incentiveListSchema
      .parse(JSON.parse(await get('/api/incentives')))
      .find((incentive) => incentive.id === id)?.raised;
  const screening = async () => {
    const answer = await organiserPost(app, '/api/organiser/screening');
    expect(answer.status).toBe(200);
    return screeningStatusSchema.parse(answer.body);
  };
  const setMode = async (mode: ScreeningMode) => {
    const answer = await organiserPost(app, '/api/organiser/screening/mode', { mode });
    expect(answer.status).toBe(200);
  };
  const decide = (id: number, decision: 'approve' | 'deny') =>
    organiserPost(app, `/api/organiser/screening/${id}/decision`, { decision });
  const heldIdFor = async (name: string) => {
    const found = (await screening()).held.find((held) => held.name === name);
    if (!found) throw new Error(`${name} is not held`);
    return found.id;
  };

  it('filter: counts a donation with a listed word at once, and shows its name and message only after approval', async () => {
    await setMode('filter');
    const totalBefore = await totalRaised();
    const raisedBefore = (await raisedOf('blindfold')) ?? 0;
    const heldBefore = moderatorEvents.length;
    await donate(
      app,
      donationBody({ name: secretName, message: secretMessage, amount: 12, incentiveID: 'blindfold' }),
    );

    expect(await totalRaised()).toBeCloseTo(totalBefore + 12, 2);
    expect(await raisedOf('blindfold')).toBeCloseTo(raisedBefore + 12, 2);
    const id = await heldIdFor(secretName);
    expect((await screening()).held.find((held) => held.id === id)).toMatchObject({
      message: secretMessage,
      reason: 'word',
      amount: 12,
    });
    await expect.poll(() => moderatorEvents.length).toBeGreaterThan(heldBefore);
    const before = await publicText();
    expect(before).not.toContain('Zonkwort');
    expect(before).not.toContain('for everyone');
    const summary = progressSummarySchema.parse(JSON.parse(await get('/api/progress')));
    expect(summary.lastDonation).toMatchObject({ id, name: 'Anonymous', amount: 12 });

    const decided = await decide(id, 'approve');
    expect(decided).toMatchObject({ status: 200, body: { id, state: 'approved' } });
    await expect.poll(() => JSON.stringify(publicEvents)).toContain('donations-screened');
    // The overlay's totals come again at a newer revision, now with the approved name.
    const progressAfter = () =>
      publicEvents
        .filter((sent) => sent.event === 'progress')
        .map((sent) => progressSummarySchema.parse(sent.payload))
        .find((sent) => sent.revision > summary.revision && sent.lastDonation?.name === secretName);
    await expect.poll(progressAfter).toMatchObject({ lastDonation: { id, amount: 12 } });
    const history = donationHistoryResponseSchema.parse(JSON.parse(await postHistory()));
    expect(history.find((record) => record.id === id)).toMatchObject({
      name: secretName,
      message: secretMessage,
    });
    expect(await get('/donationbar')).toContain('Zonkwort Fan');
    expect(await get('/api/donations/recent')).toContain('for everyone');
    expect((await screening()).held.some((held) => held.id === id)).toBe(false);
  });

  it('filter: matches listed words in any case and through invisible characters, and holds links', async () => {
    await donate(app, donationBody({ name: 'BLORP', message: 'hello' }));
    await donate(app, donationBody({ name: 'Link Poster', message: 'see www.example.com for prizes' }));
    await donate(app, donationBody({ name: 'Plain Solver', message: 'Good luck!' }));
    const held = (await screening()).held.map((entry) => [entry.name, entry.reason]);
    expect(held).toEqual(
      expect.arrayContaining([
        ['BLORP', 'word'],
        ['Link Poster', 'link'],
      ]),
    );
    expect(held.some(([name]) => name === 'Plain Solver')).toBe(false);
    expect(await publicText()).toContain('Plain Solver');
  });

  it('tells the donor in the capture answer whether their name and message wait for a moderator', async () => {
    const paid = async (message: string) => {
      const created = await createDonationOrder(app, donationBody({ name: 'Capture Asker', message }));
      await approve(app, created.body.id!);
      return (await captureDonation(app, created.body.id!)).body as { held?: boolean };
    };
    expect((await paid('see www.example.com')).held).toBe(true);
    expect((await paid('Good luck!')).held).toBe(false);
  });

  it('deny keeps the money and shows the donation as Anonymous with no message', async () => {
    const totalBefore = await totalRaised();
    await donate(app, donationBody({ name: 'Blorp Denied', message: 'blorp blorp', amount: 7 }));
    const id = await heldIdFor('Blorp Denied');
    expect(await decide(id, 'deny')).toMatchObject({ status: 200, body: { state: 'denied' } });
    expect(await totalRaised()).toBeCloseTo(totalBefore + 7, 2);
    const history = donationHistoryResponseSchema.parse(JSON.parse(await postHistory()));
    expect(history.find((record) => record.id === id)).toMatchObject({
      name: 'Anonymous',
      message: '',
      amount: 7,
    });
    expect(await publicText()).not.toContain('Blorp Denied');
    // The change log says what was decided and the amount, never the name that was not shown.
    const logged = await app.database.handle.db
      .selectFrom('organiser_audit')
      .select('what')
      .where('what', 'like', `Denied held donation ${id}%`)
      .execute();
    expect(logged.map((row) => row.what)).toEqual([`Denied held donation ${id} ($7.00)`]);
    // A decision stands: approving a denied donation is refused with a sentence.
    const again = await decide(id, 'approve');
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe('Another moderator already denied this donation.');
  });

  it('two moderators approving at once record one decision, and the change log says it once', async () => {
    await donate(app, donationBody({ name: 'Blorp Twice', message: '' }));
    const id = await heldIdFor('Blorp Twice');
    const answers = await Promise.all([decide(id, 'approve'), decide(id, 'approve')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audit = await app.database.handle.db
      .selectFrom('organiser_audit')
      .select('what')
      .where('what', 'like', `Approved held donation ${id} %`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(await decide(999_999, 'approve')).toMatchObject({ status: 404 });
  });

  it('screen: holds every donation with a name or message, and shows an anonymous one without a message at once', async () => {
    await setMode('screen');
    expect((await screening()).mode).toBe('screen');
    await donate(app, donationBody({ name: 'Gentle Solver', message: 'Have fun' }));
    await donate(app, donationBody({ name: '', message: '', amount: 3 }));
    const status = await screening();
    expect(status.held.find((held) => held.name === 'Gentle Solver')?.reason).toBe('screen');
    expect(status.held.some((held) => held.name === '' && held.amount === 3)).toBe(false);
    expect(await publicText()).not.toContain('Gentle Solver');
  });

  it('off: shows even a listed word at once, as before screening', async () => {
    await setMode('off');
    await donate(app, donationBody({ name: 'Blorp Unscreened', message: 'zonkwort' }));
    expect((await screening()).held.some((held) => held.name === 'Blorp Unscreened')).toBe(false);
    expect(await publicText()).toContain('Blorp Unscreened');
    await setMode('filter');
  });

  it("adds the organisers' own words, and refuses a mode that does not exist", async () => {
    const changed = await organiserPost(app, '/api/organiser/screening/words', {
      words: ['Quibble', ' ', 'quibble'],
    });
    expect(changed.status).toBe(200);
    expect(screeningStatusSchema.parse(changed.body).words).toEqual(['quibble']);
    await donate(app, donationBody({ name: 'Q.U.I.B.B.L.E.', message: '' }));
    expect((await screening()).held.some((held) => held.name === 'Q.U.I.B.B.L.E.')).toBe(true);
    const wrong = await organiserPost(app, '/api/organiser/screening/mode', { mode: 'strict' });
    expect(wrong.status).toBe(400);
    const stranger = await organiserPost(app, '/api/organiser/screening', {}, { pass: 'not the password' });
    expect(stranger.status).toBe(403);
  });
});

describe.each(testEngines)('an approval waits out its undo window on %s', (engine) => {
  let publicSocket: TestSocket;
  let screened = 0;

  const app = appForSuite(engine, { DONATION_SCREENING_WORDS: 'zonkwort', SCREENING_UNDO_WINDOW: '1s' });
  beforeAll(async () => {
    publicSocket = await connectSocket(app);
    publicSocket.on('donations-screened', () => {
      screened += 1;
    });
  });
  afterAll(async () => {
    publicSocket?.close();
  });

  const publicText = async () =>
    [
      (await app.server.inject({ method: 'POST', url: '/api/donations' })).body,
      (await app.server.inject({ method: 'GET', url: '/api/donations/recent' })).body,
      (await app.server.inject({ method: 'GET', url: '/api/progress' })).body,
    ].join('\n');
  const queue = async () =>
    screeningStatusSchema.parse((await organiserPost(app, '/api/organiser/screening')).body).held;
  const heldIdFor = async (name: string) => {
    const found = (await queue()).find((held) => held.name === name);
    if (!found) throw new Error(`${name} is not held`);
    return found.id;
  };
  const decide = (id: number, decision: 'approve' | 'deny') =>
    organiserPost(app, `/api/organiser/screening/${id}/decision`, { decision });
  const undo = (id: number) => organiserPost(app, `/api/organiser/screening/${id}/undo`);
  const audit = async (id: number) =>
    (
      await app.database.handle.db
        .selectFrom('organiser_audit')
        .select('what')
        .where('what', 'like', `% held donation ${id} %`)
        .orderBy('id')
        .execute()
    ).map((row) => row.what);

  it('shows an approved name only when the window has ended, with no tab left open, and refuses a late undo', async () => {
    await donate(app, donationBody({ name: 'Zonkwort Waits', message: 'zonkwort hello', amount: 15 }));
    const id = await heldIdFor('Zonkwort Waits');
    const decided = await decide(id, 'approve');
    expect(decided).toMatchObject({ status: 200, body: { id, state: 'approving' } });
    expect((decided.body as { undoForMs: number }).undoForMs).toBeGreaterThan(500);
    expect((decided.body as { undoForMs: number }).undoForMs).toBeLessThanOrEqual(1_000);
    // Inside the window: out of the queue, and shown nowhere yet.
    expect((await queue()).some((held) => held.id === id)).toBe(false);
    expect(await publicText()).not.toContain('Zonkwort Waits');

    await vi.waitFor(
      async () => {
        expect(await publicText()).toContain('Zonkwort Waits');
      },
      { timeout: 10_000, interval: 100 },
    );
    // The event reaches the page through the database's notifications on PostgreSQL, a moment later.
    await expect.poll(() => screened).toBeGreaterThan(0);
    const late = await undo(id);
    expect(late.status).toBe(409);
    expect((late.body as { error: string }).error).toBe(
      'Too late to undo: the name and message of this donation are already shown.',
    );
    expect(await audit(id)).toEqual([`Approved held donation ${id} ($15.00)`]);
  });

  it('undo inside the window puts the donation back in the queue and nothing of it is ever shown', async () => {
    await donate(app, donationBody({ name: 'Zonkwort Undone', message: 'zonkwort oops', amount: 7 }));
    await donate(app, donationBody({ name: 'Zonkwort Later', message: '', amount: 3 }));
    const undone = await heldIdFor('Zonkwort Undone');
    const later = await heldIdFor('Zonkwort Later');
    expect((await decide(undone, 'approve')).status).toBe(200);
    const undoAnswer = await undo(undone);
    expect(undoAnswer).toMatchObject({ status: 200, body: { id: undone, state: 'held', undoForMs: null } });
    expect((await queue()).some((held) => held.id === undone)).toBe(true);
    // A second undo, or one of a donation never approved, is refused with a sentence.
    expect((await undo(undone)).body).toEqual({
      error: 'This approval was already undone: the donation waits in the queue again.',
    });
    // One approved after the undo is shown after its window; by then the undone one's had ended too.
    expect((await decide(later, 'approve')).status).toBe(200);
    await vi.waitFor(
      async () => {
        expect(await publicText()).toContain('Zonkwort Later');
      },
      { timeout: 10_000, interval: 100 },
    );
    const shown = await publicText();
    expect(shown).not.toContain('Zonkwort Undone');
    expect(shown).not.toContain('oops');
    expect(await audit(undone)).toEqual([
      `Approved held donation ${undone} ($7.00)`,
      `Undid the approval of held donation ${undone} ($7.00)`,
    ]);
    // Back in the queue, it can be decided again.
    expect(await decide(undone, 'deny')).toMatchObject({
      status: 200,
      body: { state: 'denied', undoForMs: null },
    });
  });

  it('an approval left in its window by an instance that stopped is shown by the next one at its start', async () => {
    await donate(app, donationBody({ name: 'Zonkwort Left', message: '' }));
    const id = await heldIdFor('Zonkwort Left');
    const { db } = app.database.handle;
    // As a stopped instance left it: approved a minute ago, its window long over, never shown.
    await db
      .updateTable('donations')
      .set({ screening: 'approving', decided_by: 'Gone', decided_ms: Date.now() - 60_000 })
      .where('id', '=', id)
      .execute();
    let shown = 0;
    const publisher = startApprovalPublisher({
      db,
      undoMs: 1_000,
      now: Date.now,
      log: { error: () => {} },
      onPublished: () => {
        shown += 1;
      },
    });
    try {
      await vi.waitFor(() => expect(shown).toBe(1), { timeout: 5_000, interval: 20 });
      const row = await db
        .selectFrom('donations')
        .select('screening')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.screening).toBe('approved');
      expect(await publicText()).toContain('Zonkwort Left');
    } finally {
      publisher.close();
    }
  });

  it('a second moderator deciding inside the window is told it was approved', async () => {
    await donate(app, donationBody({ name: 'Zonkwort Raced', message: '' }));
    const id = await heldIdFor('Zonkwort Raced');
    expect((await decide(id, 'approve')).status).toBe(200);
    const second = await decide(id, 'deny');
    expect(second.status).toBe(409);
    expect((second.body as { error: string }).error).toBe(
      'Another moderator already approved this donation.',
    );
  });
});

describe.each(testEngines)('screening cheers on %s', (engine) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(engine, { ...twitchEnv, DONATION_SCREENING_WORDS: 'zonkwort' });
  });

  it("holds a cheer's name and message like a donation's: counted at once, Anonymous on /markcell and everywhere public", async () => {
    const sent = await sendToEventSub(
      app,
      twitchMessage({
        event: cheerEvent('Cheer100 !markcell r2c3 zonkwort rules', 100, { name: 'CheerPerson' }),
      }),
    );
    expect(sent.statusCode).toBe(204);
    const summary = progressSummarySchema.parse(
      (await app.server.inject({ method: 'GET', url: '/api/progress' })).json(),
    );
    expect(summary.totalRaised).toBe(1);
    expect(summary.lastDonation?.name).toBe('Anonymous');
    const marks = await app.server.inject({ method: 'GET', url: '/api/markcell' });
    expect(marks.body).toContain('Anonymous');
    expect(marks.body).not.toContain('CheerPerson');
    const history = await app.server.inject({ method: 'POST', url: '/api/donations' });
    expect(history.body).not.toContain('CheerPerson');
    expect(history.body).not.toContain('rules');
    const status = screeningStatusSchema.parse((await organiserPost(app, '/api/organiser/screening')).body);
    expect(status.held).toEqual([
      expect.objectContaining({ name: 'CheerPerson', bits: 100, reason: 'word' }),
    ]);
  });
});
