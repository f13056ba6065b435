import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { type IncentiveFieldsBody, incentiveFieldsOf } from '../../contracts/incentive-edits';
import { incentiveListSchema } from '../../contracts/incentives';
import { organiserOverviewSchema } from '../../contracts/organiser';
import { organiserDonationsSchema } from '../../contracts/organiser-edits';
import { incentive } from '../../domain/incentives/test-incentives';

const fields = (overrides: Partial<IncentiveFieldsBody> = {}): IncentiveFieldsBody => ({
  ...incentiveFieldsOf(
    incentive('upside-down', {
      title: 'Solve a puzzle upside down',
      description: 'The host turns the screen around.',
      goalCents: 25_000,
      minDonationCents: 500,
    }),
  ),
  ...overrides,
});

describe.each(testEngines)('editing incentives on %s', (engine) => {
  let socket: TestSocket;
  let notices = 0;

  const app = appForSuite(engine);
  beforeAll(async () => {
    socket = await connectSocket(app);
    socket.on('incentives-changed', () => {
      notices += 1;
    });
  });
  afterAll(async () => {
    socket?.close();
  });

  const publicIncentives = async () =>
    incentiveListSchema.parse((await app.server.inject({ method: 'GET', url: '/api/incentives' })).json());
  const latestAudit = async () =>
    organiserOverviewSchema.parse((await organiserPost(app, '/api/organiser/overview')).body).audit[0]?.what;
  const noticeAfter = async (before: number) =>
    expect.poll(() => notices, { timeout: 3_000 }).toBeGreaterThan(before);

  it('creates an incentive that the public list shows, and tells open donation pages', async () => {
    const before = notices;
    const answer = await organiserPost(app, '/api/organiser/incentives', {
      key: 'upside-down',
      incentive: fields(),
    });
    expect(answer.status).toBe(201);
    const shown = (await publicIncentives()).find((incentive) => incentive.id === 'upside-down');
    expect(shown).toMatchObject({
      title: 'Solve a puzzle upside down',
      goal: 250,
      min_donation: 5,
      raised: 0,
    });
    await noticeAfter(before);
    expect(await latestAudit()).toBe('Created incentive "Solve a puzzle upside down"');
  });

  it('adds an option to a bid war under the parent’s id', async () => {
    const answer = await organiserPost(app, '/api/organiser/incentives', {
      parent: 'finale-genre',
      key: 'sudoku-x',
      incentive: fields({ title: 'Sudoku X', goal: null, min_donation: null }),
    });
    expect(answer.status).toBe(201);
    expect((await publicIncentives()).some((incentive) => incentive.id === 'finale-genre:sudoku-x')).toBe(
      true,
    );
    expect(await latestAudit()).toBe('Added option "Sudoku X" to "Which puzzle genre ends the stream?"');
  });

  it('hides, disables and edits an incentive, keeping what was raised', async () => {
    await donate(app, donationBody({ incentiveID: 'blindfold', amount: 40 }));
    const hide = await organiserPost(app, '/api/organiser/incentives/blindfold', {
      changes: { hidden: true },
    });
    expect(hide.status).toBe(200);
    expect(await latestAudit()).toBe('Hid incentive "Speed-solve a 16x16 blindfolded"');
    await organiserPost(app, '/api/organiser/incentives/blindfold', { changes: { disabled: true } });
    expect(await latestAudit()).toBe('Disabled incentive "Speed-solve a 16x16 blindfolded"');
    const before = notices;
    const edit = await organiserPost(app, '/api/organiser/incentives/blindfold', {
      changes: { title: 'Blindfold 16x16', goal: 3000, hidden: false, disabled: false },
    });
    expect(edit.status).toBe(200);
    await noticeAfter(before);
    expect(await latestAudit()).toBe('Changed incentive "Blindfold 16x16": title, goal, disabled, hidden');
    expect((await publicIncentives()).find((incentive) => incentive.id === 'blindfold')).toMatchObject({
      title: 'Blindfold 16x16',
      goal: 3000,
      raised: 40,
      hidden: false,
      disabled: false,
    });
  });

  it('hides an option of a bid war', async () => {
    const answer = await organiserPost(app, '/api/organiser/incentives/finale-genre%3Anurikabe', {
      changes: { hidden: true },
    });
    expect(answer.status).toBe(200);
    expect(
      (await publicIncentives()).find((incentive) => incentive.id === 'finale-genre:nurikabe'),
    ).toBeUndefined();
    const all = await organiserPost(app, '/api/organiser/incentive-list', {});
    expect(
      (all.body as { id: string; hidden: boolean }[]).find((i) => i.id === 'finale-genre:nurikabe')?.hidden,
    ).toBe(true);
    expect(await latestAudit()).toBe('Hid option "Nurikabe"');
  });

  it('answers 409, not 500, when two organisers create the same id at the same moment', async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        organiserPost(app, '/api/organiser/incentives', { key: 'twin-create', incentive: fields() }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('refuses a taken id (409), an unknown one (404), an option of an option and a bad field (400)', async () => {
    const taken = await organiserPost(app, '/api/organiser/incentives', {
      key: 'blindfold',
      incentive: fields(),
    });
    expect(taken.status).toBe(409);
    const unknown = await organiserPost(app, '/api/organiser/incentives/no-such', {
      changes: { hidden: true },
    });
    expect(unknown.status).toBe(404);
    const nested = await organiserPost(app, '/api/organiser/incentives', {
      parent: 'finale-genre:killer',
      key: 'deeper',
      incentive: fields(),
    });
    expect(nested.status).toBe(400);
    for (const bad of [
      { key: 'Has Spaces', incentive: fields() },
      { key: 'ok', incentive: fields({ goal: -1 }) },
    ]) {
      const answer = await organiserPost(app, '/api/organiser/incentives', bad);
      expect(answer.status).toBe(400);
    }
    expect(
      (await organiserPost(app, '/api/organiser/incentives/blindfold', { changes: { raised: 9 } })).status,
    ).toBe(400);
  });

  it('refuses every incentive edit and the donation list with 403 without the password, changing nothing', async () => {
    const before = await publicIncentives();
    for (const pass of ['wrong', null]) {
      const answers = await Promise.all([
        organiserPost(app, '/api/organiser/incentives', { key: 'sneaky', incentive: fields() }, { pass }),
        organiserPost(app, '/api/organiser/incentives/blindfold', { changes: { hidden: true } }, { pass }),
        organiserPost(app, '/api/organiser/donations', {}, { pass }),
      ]);
      for (const answer of answers) expect(answer.status).toBe(403);
    }
    expect(await publicIncentives()).toEqual(before);
  });

  it('lists donations newest first with the answers to the incentive’s prompts', async () => {
    await donate(app, donationBody({ name: 'First', amount: 5 }));
    await donate(
      app,
      donationBody({
        name: '',
        amount: 20,
        message: 'Go team',
        incentiveID: 'hidden-name',
        extraInfo: { 'Name to put in the puzzle': 'Ada', 'How should we credit you on stream?': 'As Ada L.' },
      }),
    );
    const answer = await organiserPost(app, '/api/organiser/donations');
    expect(answer.status).toBe(200);
    const [newest, previous] = organiserDonationsSchema.parse(answer.body);
    expect(newest).toMatchObject({
      name: '',
      amount: 20,
      message: 'Go team',
      incentive: 'hidden-name',
      incentiveTitle: 'Your name hidden in a word search',
      extraInfo: { 'Name to put in the puzzle': 'Ada', 'How should we credit you on stream?': 'As Ada L.' },
    });
    expect(previous).toMatchObject({ name: 'First', amount: 5, incentive: null, extraInfo: {} });
  });
});
