import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { incentiveSeed } from '../../../content/incentives';
import { captureDonation, createDonationOrder, donate, donationBody } from '../../../tests/support/donations';
import { approve, buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite, donationsHeardInSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { incentiveListSchema } from '../../contracts/incentives';
import { progressSummarySchema } from '../../contracts/progress';
import { ticketHistoryResponseSchema } from '../../contracts/tickets';
import { seedDatabase } from '../seed';

describe.each(testEngines)('donations on %s', (engine) => {
  const app = appForSuite(engine);
  const events = donationsHeardInSuite(app);

  const db = () => app.database.handle.db;
  const get = async (url: string) => {
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const incentives = async () => incentiveListSchema.parse((await get('/api/incentives')).json());
  const raisedOf = async (id: string) =>
    (await incentives()).find((incentive) => incentive.id === id)?.raised;
  const history = async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/donations',
      payload: { after: '2024-11-18' },
    });
    expect(response.statusCode).toBe(200);
    return { text: response.body, records: donationHistoryResponseSchema.parse(response.json()) };
  };
  const progress = async () => {
    const response = await get('/api/progress');
    return { text: response.body, summary: progressSummarySchema.parse(response.json()) };
  };
  const countDonations = async () =>
    Number(
      (
        await db()
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const eventFor = (id: number) =>
    vi.waitFor(() => {
      const found = events.find((event) => event.id === id);
      if (!found) throw new Error(`no donation event for ${id} yet`);
      return found;
    });
  const refusal = async (overrides: Parameters<typeof donationBody>[0]) => {
    const before = await countOrders();
    const created = await createDonationOrder(app, donationBody(overrides));
    expect(created.status).toBe(400);
    // Nothing half-written: a refused donation leaves no order behind.
    expect(await countOrders()).toBe(before);
    return created.body.error ?? '';
  };
  const countOrders = async () =>
    Number(
      (
        await db()
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Hidden ones are not announced yet, nor are their options.
  const announced = () =>
    incentiveSeed.filter(
      (i) => !i.hidden && !incentiveSeed.some((p) => p.hidden && i.id.startsWith(`${p.id}:`)),
    );

  it('lists every announced incentive with every published field (docs/product/donations-and-incentives.md), options included, and no hidden one', async () => {
    const list = await incentives();
    expect(list.map((incentive) => incentive.id).sort()).toEqual(
      announced()
        .map((i) => i.id)
        .sort(),
    );
    expect(list.some((incentive) => incentive.hidden)).toBe(false);
    const goal = list.find((incentive) => incentive.id === 'blindfold');
    expect(goal).toMatchObject({
      title: 'Speed-solve a 16x16 blindfolded',
      goal: 2000,
      raised: 0,
      expires: null,
    });
    const puzzle = list.find((incentive) => incentive.id === 'lighthouse');
    expect(puzzle).toMatchObject({
      type: 'puzzle',
      name: 'Lighthouse Keeper',
      author: 'Mara Quill',
      min_donation: 25,
    });
    expect(list.find((incentive) => incentive.id === 'hidden-name')?.info_needed).toEqual([
      'Name to put in the puzzle',
      'How should we credit you on stream?',
    ]);
    expect(list.find((incentive) => incentive.id === 'opening-puzzle')?.expires).toBe(
      '2025-04-03T15:00:00.000Z',
    );
  });

  it('does not seed the incentives again on the next start', async () => {
    await seedDatabase(app.database.handle, app.server.now());
    expect((await incentives()).length).toBe(announced().length);
  });

  it('records a donation and shows it in the history and to every connected page', async () => {
    const orderId = await donate(app, donationBody({ name: 'Ada Solver', amount: 12.34, message: 'Go!' }));
    const { records } = await history();
    const record = records.at(-1)!;
    expect(record).toMatchObject({ name: 'Ada Solver', amount: 12.34, message: 'Go!', incentive: null });
    expect(await eventFor(record.id)).toEqual(record);
    const row = await db()
      .selectFrom('donations')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(Number(row?.amount_cents)).toBe(1234);
  });

  it('shows a donation without a display name as Anonymous', async () => {
    await donate(app, donationBody({ name: '   ', amount: 3 }));
    const record = (await history()).records.at(-1)!;
    expect(record.name).toBe('Anonymous');
    expect((await progress()).summary.lastDonation).toEqual({ id: record.id, name: 'Anonymous', amount: 3 });
  });

  it('refuses a donation below the chosen incentive’s minimum', async () => {
    expect(await refusal({ incentiveID: 'lighthouse', amount: 24.99 })).toContain(
      'The chosen incentive needs a donation of at least $25.00.',
    );
    expect(
      (await createDonationOrder(app, donationBody({ incentiveID: 'lighthouse', amount: 25 }))).status,
    ).toBe(201);
  });

  it('applies a bid war’s minimum to an option whose own is smaller, and an option’s larger one', async () => {
    expect(await refusal({ incentiveID: 'finale-genre:killer', amount: 4.99 })).toContain('at least $5.00');
    expect(
      (await createDonationOrder(app, donationBody({ incentiveID: 'finale-genre:killer', amount: 5 })))
        .status,
    ).toBe(201);
    expect(await refusal({ incentiveID: 'finale-genre:thermo', amount: 9.99 })).toContain('at least $10.00');
  });

  it('refuses a donation that leaves one of the incentive’s questions unanswered', async () => {
    const error = await refusal({
      incentiveID: 'hidden-name',
      amount: 20,
      extraInfo: { 'Name to put in the puzzle': 'Ada', 'How should we credit you on stream?': '  ' },
    });
    expect(error).toContain('Please answer: How should we credit you on stream?');
    expect(error).not.toContain('Please answer: Name to put in the puzzle');
  });

  it('refuses hidden, disabled, expired and unknown incentives, and options of a hidden one', async () => {
    for (const id of ['encore', 'encore:classic', 'merch-raffle', 'no-such-incentive', 'finale-genre:nope']) {
      expect(await refusal({ incentiveID: id }), id).toBe(
        'The chosen incentive is not available. Please choose another one.',
      );
    }
    expect(await refusal({ incentiveID: 'opening-puzzle' })).toBe(
      '"Choose the opening puzzle" has closed. Please choose another incentive.',
    );
  });

  it('asks for an option when a whole bid war is chosen', async () => {
    expect(await refusal({ incentiveID: 'finale-genre', amount: 10 })).toBe(
      'Please choose one of the options of "Which puzzle genre ends the stream?".',
    );
  });

  it('refuses nothing to pay, more than the largest donation, and fields it does not know', async () => {
    expect(await refusal({ amount: 0 })).toBe('Enter an amount greater than $0.00.');
    expect(await refusal({ amount: 10_000.01 })).toContain('A single donation can be at most $10,000.00.');
    expect(await refusal({ name: 'x'.repeat(61) })).toBe('Display name is too long (at most 60 characters).');
    expect(await refusal({ amountCents: 5 } as never)).toContain('unexpected field "amountCents"');
  });

  it('adds to the chosen option only, and gives the bid war the sum of its options', async () => {
    const gifts: [string, number][] = [
      ['killer', 5],
      ['thermo', 10],
      ['nurikabe', 7.5],
      ['star-battle', 6],
      ['killer', 12.25],
      ['nurikabe', 20],
      ['killer', 8],
      ['thermo', 15.5],
      ['star-battle', 5.01],
      ['nurikabe', 9.99],
    ];
    const before = Object.fromEntries(
      (await incentives()).map((incentive) => [incentive.id, incentive.raised]),
    );
    // Several donors at once, each with their own order.
    await Promise.all(
      gifts.map(([option, amount]) =>
        donate(app, donationBody({ incentiveID: `finale-genre:${option}`, amount })),
      ),
    );
    const after = Object.fromEntries(
      (await incentives()).map((incentive) => [incentive.id, incentive.raised]),
    );
    const expected: Record<string, number> = {};
    for (const [option, amount] of gifts) expected[option] = (expected[option] ?? 0) + amount * 100;
    for (const [option, cents] of Object.entries(expected)) {
      const id = `finale-genre:${option}`;
      expect(Math.round((after[id]! - before[id]!) * 100), id).toBe(cents);
    }
    const optionSum = Object.keys(expected).reduce(
      (sum, option) => sum + Math.round(after[`finale-genre:${option}`]! * 100),
      0,
    );
    expect(Math.round(after['finale-genre']! * 100)).toBe(optionSum);
    // Nothing else moved.
    expect(after['grid-size']).toBe(before['grid-size']);
  });

  it('records a donation once however often its capture is sent', async () => {
    const created = await createDonationOrder(app, donationBody({ incentiveID: 'blindfold', amount: 40 }));
    await approve(app, created.body.id!);
    const donations = await countDonations();
    const raised = await raisedOf('blindfold');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => captureDonation(app, created.body.id!)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect((await captureDonation(app, created.body.id!)).status).toBe(201);
    expect(await countDonations()).toBe(donations + 1);
    expect(await raisedOf('blindfold')).toBe(raised! + 40);
  });

  it('records nothing when the payment is declined', async () => {
    const donations = await countDonations();
    const created = await createDonationOrder(app, donationBody());
    await approve(app, created.body.id!, { decline: true });
    const captured = await captureDonation(app, created.body.id!);
    expect(captured.status).not.toBe(201);
    expect(typeof captured.body.message).toBe('string');
    expect(await countDonations()).toBe(donations);
  });

  it('keeps the answers to an incentive’s questions out of every public answer and event', async () => {
    const secret = 'Private answer 7f3c, 12 Elm Street';
    const orderId = await donate(
      app,
      donationBody({
        incentiveID: 'hidden-name',
        amount: 20,
        extraInfo: { 'Name to put in the puzzle': secret, 'How should we credit you on stream?': secret },
      }),
    );
    const { text, records } = await history();
    const record = records.at(-1)!;
    expect(record.incentive).toBe('hidden-name');
    const event = await eventFor(record.id);
    for (const published of [
      text,
      JSON.stringify(event),
      (await progress()).text,
      (await get('/api/incentives')).body,
    ]) {
      expect(published).not.toContain(secret);
      expect(published).not.toContain('extraInfo');
    }
    // The organisers still have it.
    const row = await db()
      .selectFrom('donations')
      .select('extra_info')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(JSON.parse(row!.extra_info)).toEqual({
      'Name to put in the puzzle': secret,
      'How should we credit you on stream?': secret,
    });
  });

  it('gives back a name and message holding markup as the same plain text', async () => {
    const name = '<script>alert("name")</script>';
    const message = '<img src=x onerror="alert(1)"> & "quotes"\n</textarea>';
    await donate(app, donationBody({ name, message, amount: 2 }));
    const record = (await history()).records.at(-1)!;
    expect([record.name, record.message]).toEqual([name, message]);
    expect(await eventFor(record.id)).toMatchObject({ name, message });
    expect((await progress()).summary.lastDonation?.name).toBe(name);
  });

  it('sums donations and tickets in the progress summary, at the revision of the last change', async () => {
    await buyTickets(app, inPersonOrder());
    await donate(app, donationBody({ name: 'Last Donor', amount: 50 }));
    const donations = (await history()).records;
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: { after: '2024-11-18' },
    });
    const tickets = ticketHistoryResponseSchema.parse(response.json());
    const { summary } = await progress();
    const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    expect(Math.round(summary.totalRaised * 100)).toBe(
      cents(donations.map((d) => d.amount)) + cents(tickets.map((t) => t.amount)),
    );
    expect(summary.ticketsSold).toBe(tickets.reduce((sum, ticket) => sum + ticket.count, 0));
    expect(summary.lastDonation).toEqual({ id: donations.at(-1)!.id, name: 'Last Donor', amount: 50 });
    // One revision per purchase recorded: every ticket purchase and donation raised it once.
    expect(summary.revision).toBe(donations.length + tickets.length);
  });
});

describe.each(testEngines)('the progress summary on %s', (engine) => {
  const app = appForSuite(engine);

  const summary = async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/progress' });
    expect(response.statusCode).toBe(200);
    return { body: response.body, summary: progressSummarySchema.parse(response.json()) };
  };

  it('says there are no donations yet on a fresh site', async () => {
    expect((await summary()).summary).toEqual({
      lastDonation: null,
      ticketsSold: 0,
      totalRaised: 0,
      revision: 0,
      milestonesReached: [],
    });
  });

  it('answers quickly and briefly with 100,000 donations stored', async () => {
    const db = app.database.handle.db;
    const n = 100_000;
    const time = Date.parse('2025-04-12T18:00:00Z');
    // Written in bulk by the database itself; each donation of $1.00 to $10.00 with its paid order.
    const series = (select: string) =>
      `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n}) ${select}`;
    await sql
      .raw(
        `INSERT INTO orders (id, kind, status, amount_cents, currency, payload, created_ms, updated_ms)
         ${series(`SELECT 'bulk-' || i, 'donation', 'captured', 100 + (i % 10) * 100, 'USD', '{}', ${time}, ${time} FROM s`)}`,
      )
      .execute(db);
    await sql
      .raw(
        `INSERT INTO donations (order_id, name, amount_cents, message, extra_info, incentive_id, time_ms)
         ${series(`SELECT 'bulk-' || i, 'Donor ' || i, 100 + (i % 10) * 100, '', '{}', NULL, ${time} + i FROM s`)}`,
      )
      .execute(db);
    // The running totals, as the recorder keeps them for each donation it writes.
    await sql`UPDATE progress_totals SET count = (SELECT count(*) FROM donations),
      cents = (SELECT coalesce(sum(amount_cents), 0) FROM donations), last_id = (SELECT max(id) FROM donations)
      WHERE name = 'donations'`.execute(db);
    await summary(); // warm-up
    const started = performance.now();
    const { body, summary: answer } = await summary();
    const elapsed = performance.now() - started;
    // 10,000 of each amount from $1.00 to $10.00.
    expect(answer.totalRaised).toBe(550_000);
    expect(answer.lastDonation).toMatchObject({ name: `Donor ${n}`, amount: 1 });
    expect(body.length).toBeLessThan(300);
    expect(elapsed).toBeLessThan(500);
  }, 60_000);
});
