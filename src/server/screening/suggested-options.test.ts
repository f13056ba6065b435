import { beforeAll, describe, expect, it } from 'vitest';
import { createDonationOrder, donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { incentiveListSchema, incentiveSchema } from '../../contracts/incentives';
import { progressSummarySchema } from '../../contracts/progress';
import { screeningStatusSchema } from '../../contracts/screening';
import { seedDatabase } from '../seed';

// Options donors suggest (docs/decisions/074-suggested-options.md): the money counts at once, the option
// waits for a moderator and is shown only when approved; denied, its money is the bid war's unallocated
// total and its donors are emailed; one option however it is spelled.

const bidWar = 'finale-genre';

describe.each(testEngines)('suggested options on %s', (engine) => {
  const app = appForSuite(engine, { SCREENING_UNDO_WINDOW: '0s' });
  beforeAll(async () => {
    await seedDatabase(app.database.handle, Date.now());
  });

  const get = async (url: string) => {
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const incentives = async () => incentiveListSchema.parse(JSON.parse(await get('/api/incentives')));
  /** What a stranger reads: the total raised, the bid war's, its listed options', and what is on none. */
  const totals = async () => {
    const list = await incentives();
    const options = list.filter((incentive) => incentive.id.startsWith(`${bidWar}:`));
    const war = list.find((incentive) => incentive.id === bidWar)?.raised ?? 0;
    const onOptions = options.reduce((sum, option) => sum + option.raised, 0);
    const summary = progressSummarySchema.parse(JSON.parse(await get('/api/progress')));
    return {
      total: summary.totalRaised,
      war,
      unallocated: Math.round((war - onOptions) * 100) / 100,
      options: Object.fromEntries(options.map((option) => [option.title, option.raised])),
    };
  };
  const suggest = (option: string, amount: number, name: string) =>
    donate(app, donationBody({ name, message: '', amount, incentiveID: bidWar, suggestedOption: option }));
  const screening = async () =>
    screeningStatusSchema.parse((await organiserPost(app, '/api/organiser/screening')).body);
  const heldFor = async (name: string) => {
    const found = (await screening()).held.find((held) => held.name === name);
    if (!found) throw new Error(`${name} is not held`);
    return found;
  };
  const decide = (id: number, decision: 'approve' | 'deny' | 'approve-name') =>
    organiserPost(app, `/api/organiser/screening/${id}/decision`, { decision });

  it('organisers turn suggestions on and off for a bid war, and the demo bid war takes them', async () => {
    expect((await incentives()).find((incentive) => incentive.id === bidWar)?.accepts_suggestions).toBe(true);
    const off = await organiserPost(app, '/api/organiser/incentives/grid-size', {
      changes: { accepts_suggestions: false },
    });
    expect(incentiveSchema.parse(off.body).accepts_suggestions).toBe(false);
    // A selection is no bid war: a suggestion for it is refused with a reason.
    const refused = await createDonationOrder(
      app,
      donationBody({ amount: 10, incentiveID: 'grid-size', suggestedOption: '7x7' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('takes no suggested options');
  });

  it('refuses an empty or too long suggestion with a reason', async () => {
    const tooLong = await createDonationOrder(
      app,
      donationBody({ amount: 10, incentiveID: bidWar, suggestedOption: 'x'.repeat(41) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toContain('at most 40 characters');
    // Forty emoji are forty characters as a person counts them.
    const emoji = await createDonationOrder(
      app,
      donationBody({ amount: 10, incentiveID: bidWar, suggestedOption: '🧩'.repeat(40) }),
    );
    expect(emoji.body.error ?? '').toBe('');
    const empty = await createDonationOrder(
      app,
      donationBody({ amount: 10, incentiveID: bidWar, suggestedOption: '  ' }),
    );
    expect(empty.status).toBe(400);
  });

  it('holds a suggestion, counts its money at once, and shows it with its amount once approved', async () => {
    const before = await totals();
    await suggest('Sandwich Sudoku', 15, 'First Suggester');
    let now = await totals();
    expect(now.total).toBeCloseTo(before.total + 15, 2);
    expect(now.war).toBeCloseTo(before.war + 15, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated + 15, 2);
    expect(now.options).not.toHaveProperty('Sandwich Sudoku');
    expect(await get('/api/incentives')).not.toContain('Sandwich');

    // The same option in another case, spacing and accents waits on the first one.
    await suggest('  sándwich   SUDOKU ', 5, 'Second Suggester');
    now = await totals();
    expect(now.total).toBeCloseTo(before.total + 20, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated + 20, 2);
    const held = await heldFor('First Suggester');
    // The card names the bid war, not the waiting option as if it were listed.
    expect(held).toMatchObject({
      reason: 'suggestion',
      suggestedOption: 'Sandwich Sudoku',
      amount: 15,
      incentiveTitle: 'Which puzzle genre ends the stream?',
    });

    expect(await decide(held.id, 'approve')).toMatchObject({ status: 200 });
    now = await totals();
    expect(now.options['Sandwich Sudoku']).toBeCloseTo(20, 2);
    expect(now.war).toBeCloseTo(before.war + 20, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated, 2);
    expect(now.total).toBeCloseTo(before.total + 20, 2);
    expect(Object.keys(now.options).filter((title) => /sandwich/i.test(title))).toHaveLength(1);

    // Later, a third spelling adds to the approved option at once.
    await suggest('SANDWICH-sudoku', 7, 'Third Suggester');
    now = await totals();
    expect(now.options['Sandwich Sudoku']).toBeCloseTo(27, 2);
    expect(now.total).toBeCloseTo(before.total + 27, 2);
    expect(Object.keys(now.options).filter((title) => /sandwich/i.test(title))).toHaveLength(1);
  });

  it('denied, moves the money to the bid war’s unallocated total and tells each donor alone', async () => {
    const before = await totals();
    const first = await suggest('Rude Grid', 11, 'Rude First');
    const second = await suggest('rude grid', 6, 'Rude Second');
    const held = await heldFor('Rude First');
    expect(held.suggestedOption).toBe('Rude Grid');
    let now = await totals();
    expect(now.war).toBeCloseTo(before.war + 17, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated + 17, 2);

    expect(await decide(held.id, 'deny')).toMatchObject({ status: 200 });
    now = await totals();
    expect(now.total).toBeCloseTo(before.total + 17, 2);
    expect(now.war).toBeCloseTo(before.war + 17, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated + 17, 2);
    expect(now.options).not.toHaveProperty('Rude Grid');
    expect(await get('/api/incentives')).not.toContain('Rude');

    const mails = await app.database.handle.db
      .selectFrom('outbox')
      .select(['ref', 'to_address', 'text_body'])
      .where('kind', '=', 'suggestion-denied')
      .execute();
    expect(mails.map((mail) => mail.ref).sort()).toEqual([first, second].sort());
    for (const mail of mails) {
      expect(mail.to_address).toContain('@');
      expect(mail.text_body).not.toContain('Rude First');
      expect(mail.text_body).not.toContain('Rude Second');
    }
    expect(mails.find((mail) => mail.ref === second)?.text_body).toContain('$6.00');

    // The option cannot be suggested again; the donor is told before paying.
    const again = await createDonationOrder(
      app,
      donationBody({ amount: 10, incentiveID: bidWar, suggestedOption: 'RUDE grid' }),
    );
    expect(again.status).toBe(400);
    expect(again.body.error).toContain('cannot be chosen');
  });

  it('a moderator approves the name and message and denies the option in one decision', async () => {
    const before = await totals();
    const order = await donate(
      app,
      donationBody({
        name: 'Kind Donor',
        message: 'Good luck with the finale',
        amount: 8,
        incentiveID: bidWar,
        suggestedOption: 'Crude Sudoku',
      }),
    );
    const held = await heldFor('Kind Donor');
    expect(held.suggestedOption).toBe('Crude Sudoku');

    expect(await decide(held.id, 'approve-name')).toMatchObject({ status: 200, body: { state: 'approved' } });
    const recent = await get('/api/donations/recent');
    expect(recent).toContain('Kind Donor');
    expect(recent).toContain('Good luck with the finale');
    expect(await get('/api/incentives')).not.toContain('Crude');
    const now = await totals();
    expect(now.total).toBeCloseTo(before.total + 8, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated + 8, 2);
    expect(now.options).not.toHaveProperty('Crude Sudoku');
    const mails = await app.database.handle.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'suggestion-denied')
      .where('ref', '=', order)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Crude Sudoku');
    const audit = await app.database.handle.db
      .selectFrom('organiser_audit')
      .select('what')
      .where('what', 'like', `%held donation ${held.id} %`)
      .execute();
    expect(audit.map((row) => row.what)).toEqual([
      `Approved held donation ${held.id} ($8.00) and denied the option it suggested`,
    ]);
  });

  it('refuses to approve the name alone of a donation that suggests no option, and leaves it waiting', async () => {
    await donate(app, donationBody({ name: 'Linky', message: 'see https://spam.example', amount: 5 }));
    const held = await heldFor('Linky');
    expect(held.suggestedOption).toBeNull();
    const refused = await decide(held.id, 'approve-name');
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('suggests no option waiting for a decision');
    expect((await heldFor('Linky')).id).toBe(held.id);
    expect(await get('/api/donations/recent')).not.toContain('Linky');
  });

  it('a suggestion spelled like a listed option goes to that option', async () => {
    const before = await totals();
    await suggest('star   BATTLE', 9, 'Star Fan');
    const now = await totals();
    expect(now.options['Star Battle']).toBeCloseTo((before.options['Star Battle'] ?? 0) + 9, 2);
    expect(now.unallocated).toBeCloseTo(before.unallocated, 2);
  });
});
