import { describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { cheerEvent, sendToEventSub, twitchEnv, twitchMessage } from '../../../tests/support/twitch';
import {
  markedClaimedSchema,
  organiserPrizeListSchema,
  prizeDrawAnswerSchema,
} from '../../contracts/prize-edits';
import { prizeListSchema } from '../../contracts/prizes';

// What becomes of a win after the drawing (docs/product/prizes.md, "Winning and claiming";
// docs/decisions/079-refunded-wins.md): organisers mark a winner without an address (a cheer) claimed so
// the place is not drawn again, and a refund that takes the winner below the minimum undoes the win.

const minute = 60_000;
const day = 86_400_000;

describe.each(testEngines)('prize wins after the drawing on %s', (engine) => {
  let clock = Date.now();
  const start = clock;
  const iso = (ms: number) => new Date(ms).toISOString();

  const app = appForSuite(engine, { ...twitchEnv, PRIZE_CLAIM_DAYS: '3' }, { now: () => clock });

  async function give(payer: string, amount: number, atMs: number, name: string) {
    clock = atMs;
    return donate(app, donationBody({ name, amount }), { payer });
  }
  async function addPrize(opens: number, closes: number, winners = 1) {
    const answer = await organiserPost(app, '/api/organiser/prizes', {
      name: `Signed grid ${opens}`,
      minimumDonation: 5,
      opensAt: iso(opens),
      closesAt: iso(closes),
      winners,
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: number }).id;
  }
  const listed = async (id: number) =>
    organiserPrizeListSchema
      .parse((await organiserPost(app, '/api/organiser/prizes/list')).body)
      .find((prize) => prize.id === id)!;
  const draw = (id: number) => organiserPost(app, `/api/organiser/prizes/${id}/draw`);
  const markClaimed = (winnerId: number) =>
    organiserPost(app, `/api/organiser/prizes/winners/${winnerId}/claimed`);
  const publicDrawn = async (id: number) => {
    const response = await app.server.inject({ method: 'GET', url: '/api/prizes' });
    return prizeListSchema.parse(response.json()).find((prize) => prize.id === id)!.drawn;
  };
  async function cheer(bits: number, name: string) {
    clock += minute;
    const sent = await sendToEventSub(
      app,
      twitchMessage({ timestampMs: clock, event: cheerEvent(`Cheer${bits}`, bits, { name }) }),
    );
    expect(sent.statusCode).toBe(204);
  }

  it('keeps a cheer winner an organiser marked claimed past the deadline, and says so in the change log', async () => {
    const opens = start + day;
    const closes = opens + 60 * minute;
    const id = await addPrize(opens, closes);
    clock = opens;
    await cheer(600, 'BitsWinner');
    clock = closes;
    expect(prizeDrawAnswerSchema.parse((await draw(id)).body).winners).toEqual(['BitsWinner']);
    const winner = (await listed(id)).history[0]!;
    expect(winner).toMatchObject({ name: 'BitsWinner', email: null, claimedAt: null, undone: false });

    clock = closes + minute;
    const marked = await markClaimed(winner.id);
    expect(marked.status).toBe(200);
    expect(markedClaimedSchema.parse(marked.body)).toEqual({ id: winner.id, claimedAt: iso(clock) });
    // Marking twice is marking once.
    clock += minute;
    expect((await markClaimed(winner.id)).body).toEqual(marked.body);
    const audit = await app.database.handle.db
      .selectFrom('organiser_audit')
      .select(['what', 'by'])
      .where('what', 'like', '%claimed for "BitsWinner"%')
      .execute();
    expect(audit).toEqual([
      { what: `Marked "Signed grid ${opens}" claimed for "BitsWinner" (no address)`, by: expect.any(String) },
    ]);

    // Past the deadline the place stays theirs: Draw finds every place held.
    clock = closes + 4 * day;
    const again = await draw(id);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('Every winner');
    expect((await listed(id)).history).toMatchObject([
      { name: 'BitsWinner', claimedAt: iso(closes + minute), lapsed: false },
    ]);
    expect(await publicDrawn(id)).toMatchObject([{ name: 'BitsWinner', claimed: true }]);
  });

  it('refuses to mark claimed a place already drawn again, an unknown winner, or without the organiser pass', async () => {
    const opens = start + 3 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize(opens, closes);
    clock = opens;
    await cheer(500, 'LateViewer');
    await give('other@wins.example', 10, opens + 10 * minute, 'Other Donor');
    clock = closes;
    expect((await draw(id)).status).toBe(200);
    const first = (await listed(id)).history[0]!;
    clock = closes + 3 * day;
    expect((await draw(id)).status).toBe(200);
    const refused = await markClaimed(first.id);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('was already drawn again');
    expect((await markClaimed(999_999)).status).toBe(404);
    const second = (await listed(id)).history[1]!;
    expect(
      (await organiserPost(app, `/api/organiser/prizes/winners/${second.id}/claimed`, {}, { pass: null }))
        .status,
    ).toBe(403);
    expect((await listed(id)).history[1]!.claimedAt).toBeNull();
  });

  it('undoes the win of a donation refunded after the drawing: off the public list, link dead, place drawn again', async () => {
    const opens = start + 6 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize(opens, closes);
    const refundedOrder = await give('refunded@wins.example', 10, opens + minute, 'Refunded Rae');
    clock = closes;
    expect(prizeDrawAnswerSchema.parse((await draw(id)).body).winners).toEqual(['Refunded Rae']);
    const [token] = (
      await app.database.handle.db
        .selectFrom('outbox')
        .select('text_body')
        .where('kind', '=', 'prize-won')
        .where('to_address', '=', 'refunded@wins.example')
        .execute()
    ).map((row) => /#claim=([A-Za-z0-9_-]+)/.exec(row.text_body)![1]!);
    clock = closes + minute;
    expect((await refundFromDashboard(app, refundedOrder)).status).toBe(200);

    const winner = (await listed(id)).history[0]!;
    expect(winner).toMatchObject({ name: 'Refunded Rae', undone: true });
    expect(await publicDrawn(id)).toEqual([]);
    const late = await app.server.inject({ method: 'POST', url: '/api/prizes/claim', payload: { token } });
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toContain('was refunded');
    const mark = await markClaimed(winner.id);
    expect(mark.status).toBe(409);
    expect(JSON.stringify(mark.body)).toContain('refunded');
    // Before its deadline, Draw fills the place again; with nobody else entered it says so.
    const redraw = await draw(id);
    expect(redraw.status).toBe(409);
    expect(JSON.stringify(redraw.body)).toContain('No donor has an entry');
  });

  it('draws the place of a refunded win again among the other entries, before the deadline', async () => {
    const opens = start + 9 * day;
    const closes = opens + 60 * minute;
    const id = await addPrize(opens, closes);
    const orders = new Map<string, string>();
    orders.set('Ada', await give('ada@wins.example', 10, opens + minute, 'Ada'));
    orders.set('Bo', await give('bo@wins.example', 10, opens + 2 * minute, 'Bo'));
    clock = closes;
    const first = prizeDrawAnswerSchema.parse((await draw(id)).body).winners[0]!;
    const other = first === 'Ada' ? 'Bo' : 'Ada';
    // A partial refund that leaves the minimum keeps the win.
    clock = closes + minute;
    expect((await refundFromDashboard(app, orders.get(first)!, 4)).status).toBe(200);
    expect((await listed(id)).history[0]!.undone).toBe(false);
    expect((await draw(id)).status).toBe(409);
    // The rest takes it below: undone, and the next Draw picks the other donor at once.
    expect((await refundFromDashboard(app, orders.get(first)!)).status).toBe(200);
    expect((await listed(id)).history[0]!.undone).toBe(true);
    const redrawn = prizeDrawAnswerSchema.parse((await draw(id)).body);
    expect(redrawn).toMatchObject({ winners: [other], entries: 1 });
    const history = (await listed(id)).history;
    expect(history.map((winner) => [winner.name, winner.undone, winner.lapsed])).toEqual([
      [first, true, true],
      [other, false, false],
    ]);
    expect((await publicDrawn(id)).map((winner) => winner.name)).toEqual([other]);
  });

  it('keeps GET /api/prizes a moment, dropping it at once when organisers change a prize', async () => {
    const read = async () =>
      prizeListSchema
        .parse((await app.server.inject({ method: 'GET', url: '/api/prizes' })).json())
        .map((prize) => prize.name);
    clock = start + 20 * day;
    const before = await read();
    // Written around the app (as another instance would): the kept answer stands until it is a second old.
    await app.database.handle.db
      .insertInto('prizes')
      .values({
        name: 'Written elsewhere',
        description: '',
        image_url: '',
        sponsor: '',
        minimum_cents: 500,
        opens_ms: clock,
        closes_ms: clock + day,
        winners: 1,
        delivery: 'shipped',
        created_ms: clock,
        created_by: 'another instance',
      })
      .execute();
    expect(await read()).toEqual(before);
    clock += 1_001;
    expect(await read()).toContain('Written elsewhere');
    // An organiser's new prize shows at once.
    await addPrize(clock, clock + day);
    expect(await read()).toContain(`Signed grid ${clock}`);
  });
});
