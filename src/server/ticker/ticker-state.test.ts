import { describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { screeningStatusSchema } from '../../contracts/screening';
import { tickerStateSchema } from '../../contracts/ticker';

// GET /api/ticker puts on stream only what a moderator let through (docs/product/screening.md): the
// ticker's donation is the newest one whose name and message may be shown, never a held one.

describe.each(testEngines)('the ticker state on %s', (engine) => {
  const app = appForSuite(engine, { DONATION_SCREENING: 'screen', SCREENING_UNDO_WINDOW: '0s' });

  const ticker = async () => {
    const answer = await app.server.inject({ method: 'GET', url: '/api/ticker' });
    expect(answer.statusCode).toBe(200);
    return tickerStateSchema.parse(answer.json());
  };

  it('shows the newest approved donation, never one still held', async () => {
    // Anonymous and without a message: nothing to screen, shown at once.
    await donate(app, donationBody({ name: '', message: '', amount: 7 }));
    expect((await ticker()).latestDonation).toMatchObject({ name: 'Anonymous', amount: 7, message: '' });

    await donate(app, donationBody({ name: 'Held Hannah', message: 'Secret words', amount: 30 }));
    const whileHeld = await ticker();
    expect(whileHeld.latestDonation).toMatchObject({ name: 'Anonymous', amount: 7 });
    expect(JSON.stringify(whileHeld)).not.toContain('Hannah');
    expect(JSON.stringify(whileHeld)).not.toContain('Secret words');

    const queue = screeningStatusSchema.parse((await organiserPost(app, '/api/organiser/screening')).body);
    const held = queue.held.find((donation) => donation.name === 'Held Hannah');
    expect(held).toBeDefined();
    const decided = await organiserPost(app, `/api/organiser/screening/${held!.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    await expect
      .poll(async () => (await ticker()).latestDonation)
      .toMatchObject({ name: 'Held Hannah', amount: 30, message: 'Secret words' });
  });

  it('names the next run and the incentives closing ahead, soonest first', async () => {
    const state = await ticker();
    const now = Date.parse(state.now);
    if (state.nextRun) expect(state.nextRun.start * 1000).toBeGreaterThan(now);
    const closing = state.closingIncentives.map((incentive) => Date.parse(incentive.expires));
    for (const expires of closing) expect(expires).toBeGreaterThan(now);
    expect(closing).toEqual([...closing].sort((a, b) => a - b));
  });
});
