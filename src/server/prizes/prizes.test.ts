import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDisputeInPayPal } from '../../../tests/support/disputes';
import { donate, donationBody } from '../../../tests/support/donations';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { storedOrder } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { cheerEvent, sendToEventSub, twitchEnv, twitchMessage } from '../../../tests/support/twitch';
import { organiserPrizeListSchema, prizeDrawAnswerSchema } from '../../contracts/prize-edits';
import { type PrizeWon, prizeClaimAnswerSchema, prizeListSchema } from '../../contracts/prizes';
import { issueOrganiserToken } from '../organisers/organiser-token';

// Prizes and drawings (docs/product/prizes.md, docs/decisions/071-prize-entries.md): which donations are
// entries, a drawing among them only, recorded and told to the winner, claimed or drawn again, and two
// organisers pressing Draw at once drawing once.

const minute = 60_000;
const day = 86_400_000;

describe.each(testEngines)('prizes and drawings on %s', (engine) => {
  let socket: TestSocket;
  const won: PrizeWon[] = [];
  let clock = Date.now();
  const start = clock;
  const iso = (ms: number) => new Date(ms).toISOString();

  const app = appForSuite(engine, { ...twitchEnv, PRIZE_CLAIM_DAYS: '3' }, { now: () => clock });
  beforeAll(async () => {
    socket = await connectSocket(app);
    socket.on('prize-won', (event) => won.push(event));
  });
  afterAll(async () => {
    socket?.close();
  });

  /** A card donation of `amount` dollars paid by `payer`, recorded at `atMs`. */
  async function give(payer: string, amount: number, atMs: number, name = 'Ada Solver', message = '') {
    clock = atMs;
    return donate(app, donationBody({ name, amount, message }), { payer });
  }
  async function addPrize(fields: Record<string, unknown>) {
    const answer = await organiserPost(app, '/api/organiser/prizes', {
      name: 'Signed 16x16 grid',
      description: 'Framed.',
      minimumDonation: 10,
      winners: 1,
      ...fields,
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: number }).id;
  }
  const organiserList = async () =>
    organiserPrizeListSchema.parse((await organiserPost(app, '/api/organiser/prizes/list')).body);
  const listed = async (id: number) => (await organiserList()).find((prize) => prize.id === id)!;
  const draw = (id: number) => organiserPost(app, `/api/organiser/prizes/${id}/draw`);
  const publicPrizes = async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/prizes' });
    expect(response.statusCode).toBe(200);
    return prizeListSchema.parse(response.json());
  };
  /** The prize-won mails queued to `to`. */
  const wonMails = (to: string) =>
    app.database.handle.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'prize-won')
      .where('to_address', '=', to)
      .execute();
  const claimLinks = async (to: string) =>
    (await wonMails(to)).map((row) => /#claim=([A-Za-z0-9_-]+)/.exec(row.text_body)![1]!);
  const claim = (token: string) =>
    app.server.inject({ method: 'POST', url: '/api/prizes/claim', payload: { token } });

  it('takes a new prize with the password or a token, and says what is wrong with a bad one', async () => {
    const fields = {
      name: 'Puzzle book',
      minimumDonation: 5,
      opensAt: iso(start),
      closesAt: iso(start + day),
      winners: 2,
    };
    expect((await organiserPost(app, '/api/organiser/prizes', fields, { pass: null })).status).toBe(403);
    const { token } = issueOrganiserToken(testOrganiserPassword, Date.now());
    const byToken = await organiserPost(
      app,
      '/api/organiser/prizes',
      { ...fields, name: 'Pencil set' },
      { token },
    );
    expect(byToken.status).toBe(201);
    const backwards = await organiserPost(app, '/api/organiser/prizes', {
      ...fields,
      closesAt: iso(start - day),
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The window must close after it opens.');
    const made = await organiserPost(app, '/api/organiser/prizes', fields);
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ id: expect.any(Number) });
    const shown = (await publicPrizes()).find((prize) => prize.id === (made.body as { id: number }).id)!;
    expect(shown).toMatchObject({
      name: 'Puzzle book',
      minimumDonation: 5,
      winners: 2,
      state: 'open',
      drawn: [],
    });
  });

  it('counts donations inside the window, adding up one donor’s, and none under the minimum or outside', async () => {
    const opens = start + 10 * minute;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes) });
    await give('before@prizes.example', 50, opens - minute);
    await give('small@prizes.example', 9.99, opens + minute);
    await give('adds-up@prizes.example', 6, opens + minute);
    await give('ADDS-UP@prizes.example', 4, opens + 2 * minute);
    await give('inside@prizes.example', 10, closes - 1);
    await give('after@prizes.example', 50, closes);
    expect((await listed(id)).entries).toBe(2);

    // Drawn only once the window has closed.
    clock = closes - 1;
    const early = await draw(id);
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain('draw it after its window closes');

    clock = closes + minute;
    const drawn = await draw(id);
    expect(drawn.status).toBe(200);
    const answer = prizeDrawAnswerSchema.parse(drawn.body);
    expect(answer).toMatchObject({
      entries: 2,
      drawnBy: 'organiser password',
      drawnAt: iso(closes + minute),
    });
    const history = (await listed(id)).history;
    expect(history).toHaveLength(1);
    expect(['adds-up@prizes.example', 'inside@prizes.example']).toContain(history[0]!.email);
    expect(history[0]).toMatchObject({
      entries: 2,
      drawnBy: 'organiser password',
      claimedAt: null,
      lapsed: false,
    });
    expect(history[0]!.claimDeadline).toBe(iso(closes + minute + 3 * day));
    expect(await claimLinks(history[0]!.email!)).toHaveLength(1);
    await expect.poll(() => won.map((event) => event.prize)).toContain('Signed 16x16 grid');

    // The public sees the winner by the donation's name, and no address.
    const shown = (await publicPrizes()).find((prize) => prize.id === id)!;
    expect(shown).toMatchObject({ state: 'closed', drawn: [{ name: 'Ada Solver', claimed: false }] });
    expect(JSON.stringify(shown)).not.toContain('@');
  });

  it('never draws a refunded or disputed donation', async () => {
    const opens = start + 2 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes), winners: 3 });
    const refunded = await give('refunded@prizes.example', 20, opens + minute, 'Refunded Donor');
    const disputed = await give('disputed@prizes.example', 20, opens + 2 * minute, 'Disputed Donor');
    await give('kept@prizes.example', 20, opens + 3 * minute, 'Kept Donor');
    await give('also-kept@prizes.example', 20, opens + 4 * minute, 'Also Kept');
    expect((await listed(id)).entries).toBe(4);
    expect((await refundFromDashboard(app, refunded)).status).toBe(200);
    const { capture_id } = await storedOrder(app.database.handle.db, disputed);
    await openDisputeInPayPal(app, capture_id!);
    expect((await listed(id)).entries).toBe(2);

    clock = closes;
    const drawn = prizeDrawAnswerSchema.parse((await draw(id)).body);
    // Three places, two entries: both drawn, neither of the others.
    expect(drawn.entries).toBe(2);
    expect([...drawn.winners].sort()).toEqual(['Also Kept', 'Kept Donor']);
    const again = await draw(id);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('No donor has an entry');
  });

  it('draws once when two organisers press Draw at the same moment', async () => {
    const opens = start + 4 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes) });
    const payers = ['one', 'two', 'three', 'four'].map((name) => `${name}@race.example`);
    for (const payer of payers) await give(payer, 15, opens + minute);
    clock = closes;
    const answers = await Promise.all([draw(id), draw(id), draw(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await app.database.handle.db
      .selectFrom('prize_winners')
      .select('id')
      .where('prize_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await Promise.all(payers.map(wonMails));
    expect(mails.flat()).toHaveLength(1);
  });

  it('lets the winner claim with the emailed link, and draws again a place left unclaimed past its deadline', async () => {
    const opens = start + 6 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes), delivery: 'code' });
    await give('first@claim.example', 25, opens + minute, 'First Donor');
    await give('second@claim.example', 25, opens + 2 * minute, 'Second Donor');
    clock = closes;
    expect((await draw(id)).status).toBe(200);
    const firstWinner = (await listed(id)).history[0]!;
    const [token] = await claimLinks(firstWinner.email!);

    // Before the deadline the place is not drawn again.
    clock = closes + 3 * day - 1;
    expect((await draw(id)).status).toBe(409);
    // After it, the link no longer works and the other donor is drawn.
    clock = closes + 3 * day;
    const late = await claim(token!);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toContain('goes to another donor');
    const redrawn = prizeDrawAnswerSchema.parse((await draw(id)).body);
    expect(redrawn.entries).toBe(1);
    const history = (await listed(id)).history;
    expect(history.map((winner) => winner.lapsed)).toEqual([true, false]);
    expect(history[1]!.email).not.toBe(firstWinner.email);

    const [secondToken] = await claimLinks(history[1]!.email!);
    const claimed = await claim(secondToken!);
    expect(claimed.statusCode).toBe(200);
    expect(prizeClaimAnswerSchema.parse(claimed.json())).toEqual({
      prize: 'Signed 16x16 grid',
      delivery: 'code',
      claimedAt: iso(clock),
    });
    // Claiming twice is claiming once; a link that opens nothing says so.
    expect((await claim(secondToken!)).json()).toEqual(claimed.json());
    expect((await claim('x'.repeat(32))).statusCode).toBe(404);
    expect((await claim('short')).statusCode).toBe(400);
    const shown = (await publicPrizes()).find((prize) => prize.id === id)!;
    expect(shown.drawn).toEqual([{ name: history[1]!.name, drawnAt: history[1]!.drawnAt, claimed: true }]);
  });

  it('names a winner who gave no name, or whose name screening holds, "Anonymous"', async () => {
    const opens = start + 8 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes) });
    await give('nameless@prizes.example', 30, opens + minute, '');
    // A link in the message holds the donation for a moderator, name and all.
    await give('held@prizes.example', 30, opens + minute, 'Held Hal', 'see https://spam.example/now');
    clock = closes;
    const id2 = await addPrize({ opensAt: iso(opens), closesAt: iso(closes), winners: 2 });
    expect(prizeDrawAnswerSchema.parse((await draw(id2)).body).winners).toEqual(['Anonymous', 'Anonymous']);
    expect(prizeDrawAnswerSchema.parse((await draw(id)).body).winners).toEqual(['Anonymous']);
  });

  it("adds up one viewer's cheers, keeps an anonymous cheer apart, and draws a cheer without an address", async () => {
    const opens = start + 10 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes), minimumDonation: 5 });
    const cheer = async (bits: number, options: { anonymous?: boolean }) => {
      clock += minute;
      const sent = await sendToEventSub(
        app,
        twitchMessage({
          timestampMs: clock,
          event: cheerEvent(`Cheer${bits}`, bits, { name: 'GridFan', ...options }),
        }),
      );
      expect(sent.statusCode).toBe(204);
    };
    clock = opens;
    // 300 + 200 bits from one account ($5.00 together); 400 anonymous bits ($4.00) alone are too few.
    await cheer(300, {});
    await cheer(200, {});
    await cheer(400, { anonymous: true });
    expect((await listed(id)).entries).toBe(1);
    clock = closes;
    expect(prizeDrawAnswerSchema.parse((await draw(id)).body).winners).toEqual(['GridFan']);
    expect((await listed(id)).history[0]).toMatchObject({ name: 'GridFan', email: null });
  });
  // Last: it makes another edition current for the rest of this suite's app.
  it("names the current edition in the winner's e-mail (docs/decisions/082-the-public-site-follows-the-current-edition.md)", async () => {
    const editionId = await copyEdition(app, {
      year: 2031,
      startsAt: '2031-04-03T09:00:00-04:00',
      endsAt: '2031-04-06T23:00:00-04:00',
    });
    const renamed = await organiserPost(app, `/api/organiser/editions/${editionId}`, { name: 'Grid Gala' });
    expect(renamed.status).toBe(200);
    await activateEdition(app, editionId);
    const opens = start + 40 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize({ opensAt: iso(opens), closesAt: iso(closes), delivery: 'code' });
    await give('gala@claim.example', 25, opens + minute, 'Gala Donor');
    clock = closes;
    expect((await draw(id)).status).toBe(200);
    const subjects = await wonMails('gala@claim.example');
    expect(subjects.map((row) => row.subject)).toEqual([
      'You won a prize in the Grid Gala 2031 charity livestream',
    ]);
  });
});
