import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edition as contentEdition } from '../../../content/edition';
import { createDonationOrder, donate, donationBody } from '../../../tests/support/donations';
import { activateEdition } from '../../../tests/support/editions';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { editionListSchema } from '../../contracts/editions';
import { incentiveListSchema } from '../../contracts/incentives';
import { type ProgressSummaryWire, progressSummarySchema } from '../../contracts/progress';
import { showOverviewSchema } from '../../contracts/show-overview';

// Incentives and totals per edition (docs/product/organisers.md, "Editions";
// docs/decisions/080-incentives-totals-and-retention-per-edition.md): a copy takes the current edition's
// incentives or none, and once it is current the pages show its incentives, donations and totals only,
// the overlay's at a newer revision, while the old edition's totals stay as they were on the list.

const year = contentEdition.year;

describe.each(testEngines)('incentives and totals per edition on %s', (engine) => {
  const app = appForSuite(engine);
  let socket: TestSocket;
  const heard: ProgressSummaryWire[] = [];
  beforeAll(async () => {
    socket = await connectSocket(app);
    socket.on('progress', (payload) => heard.push(progressSummarySchema.parse(payload)));
  });
  afterAll(() => socket?.close());

  const get = async (url: string) => (await app.server.inject({ method: 'GET', url })).json() as unknown;
  const incentives = async () => incentiveListSchema.parse(await get('/api/incentives'));
  const raisedOf = async (id: string) =>
    (await incentives()).find((incentive) => incentive.id === id)?.raised;
  const progress = async () => progressSummarySchema.parse(await get('/api/progress'));
  const editions = async () =>
    editionListSchema.parse((await organiserPost(app, '/api/organiser/editions/list')).body).editions;
  const totalsOf = async (wanted: number) => (await editions()).find((e) => e.year === wanted)?.totals;
  const copy = async (next: number, copyIncentives?: boolean) => {
    const answer = await organiserPost(app, '/api/organiser/editions', {
      year: next,
      startsAt: `${next}-04-02T09:00:00-04:00`,
      endsAt: `${next}-04-05T23:00:00-04:00`,
      ...(copyIncentives === undefined ? {} : { copyIncentives }),
    });
    expect(answer.status).toBe(201);
    return (answer.body as { id: number }).id;
  };
  const activate = async (id: number) => await activateEdition(app, id);

  let seededId: number;
  let withIncentives: number;
  let withoutIncentives: number;
  let refundedDonation: string;

  it('copies the current edition’s incentives only when asked, and shows them only once it is current', async () => {
    await donate(app, donationBody({ incentiveID: 'blindfold', amount: 40 }));
    refundedDonation = await donate(app, donationBody({ amount: 15 }));
    await buyTickets(app, inPersonOrder());
    seededId = (await editions())[0]!.id;
    const seededIncentives = await incentives();

    withIncentives = await copy(year + 1, true);
    withoutIncentives = await copy(year + 2);
    // Not current yet: the public list and the organisers' are still the seeded edition's.
    expect(await incentives()).toEqual(seededIncentives);
    expect(await raisedOf('blindfold')).toBe(40);
    const all = await organiserPost(app, '/api/organiser/incentive-list');
    expect((all.body as { id: string }[]).map((incentive) => incentive.id)).not.toContain(
      `blindfold-${year + 1}`,
    );

    await activate(withIncentives);
    const copied = await incentives();
    expect(copied.map((incentive) => incentive.id)).toEqual(
      seededIncentives.map((incentive) => {
        const [parent, option] = incentive.id.split(':');
        return option === undefined ? `${parent}-${year + 1}` : `${parent}-${year + 1}:${option}`;
      }),
    );
    expect(copied.find((incentive) => incentive.id === `blindfold-${year + 1}`)).toMatchObject({
      title: seededIncentives.find((incentive) => incentive.id === 'blindfold')?.title,
      goal: seededIncentives.find((incentive) => incentive.id === 'blindfold')?.goal,
      raised: 0,
    });
    expect(copied.every((incentive) => incentive.raised === 0)).toBe(true);
  });

  it('starts the overlay, /donations and the dashboard from the new edition’s donations, at a newer revision', async () => {
    const after = await progress();
    expect(after).toMatchObject({ totalRaised: 0, ticketsSold: 0, lastDonation: null });
    await expect.poll(() => heard.at(-1)?.revision).toBe(after.revision);
    expect(heard.at(-1)).toEqual(after);
    const recent = (await get('/api/donations/recent')) as { donations: unknown[] };
    expect(recent.donations).toEqual([]);
    const history = await app.server.inject({ method: 'POST', url: '/api/donations' });
    expect(history.json()).toEqual([]);
    const overview = showOverviewSchema.parse(
      (await organiserPost(app, '/api/organiser/show-overview')).body,
    );
    expect(overview.raised.total).toBe(0);
    expect(overview.tickets).toMatchObject({ inPerson: 0, livestream: 0 });
  });

  it('takes donations to the new edition’s incentives only, counted in its totals alone', async () => {
    const old = await createDonationOrder(app, donationBody({ incentiveID: 'blindfold', amount: 40 }));
    expect(old).toEqual({ status: 400, body: { error: expect.stringContaining('not available') } });
    const edit = await organiserPost(app, '/api/organiser/incentives/blindfold', {
      changes: { hidden: true },
    });
    expect(edit.status).toBe(404);

    const before = (await progress()).revision;
    await donate(app, donationBody({ name: 'New Donor', incentiveID: `blindfold-${year + 1}`, amount: 30 }));
    expect(await raisedOf(`blindfold-${year + 1}`)).toBe(30);
    const now = await progress();
    expect(now).toMatchObject({ totalRaised: 30, ticketsSold: 0, lastDonation: { name: 'New Donor' } });
    expect(now.revision).toBeGreaterThan(before);
    const recent = (await get('/api/donations/recent')) as { donations: { name: string }[] };
    expect(recent.donations.map((donation) => donation.name)).toEqual(['New Donor']);

    // A refund of the old edition's donation moves the old edition's totals, never the new one's bar.
    expect((await refundFromDashboard(app, refundedDonation)).status).toBe(200);
    expect((await progress()).totalRaised).toBe(30);

    expect(await totalsOf(year + 1)).toEqual({
      ticketOrders: 0,
      ticketsSold: 0,
      ticketsRaised: 0,
      donations: 1,
      donationsRaised: 30,
    });
    // The old edition's totals, still readable: the refunded donation no longer counts as one.
    expect(await totalsOf(year)).toEqual({
      ticketOrders: 1,
      ticketsSold: 2,
      ticketsRaised: 150,
      donations: 1,
      donationsRaised: 40,
    });
  });

  it('starts an edition copied without incentives with none, and gives an edition made current again its own', async () => {
    await activate(withoutIncentives);
    expect(await incentives()).toEqual([]);
    expect(await progress()).toMatchObject({ totalRaised: 0, ticketsSold: 0, lastDonation: null });

    await activate(seededId);
    expect(await raisedOf('blindfold')).toBe(40);
    expect(await raisedOf(`blindfold-${year + 1}`)).toBeUndefined();
    expect(await progress()).toMatchObject({
      totalRaised: 190,
      ticketsSold: 2,
      lastDonation: { amount: 40 },
    });
  });
});
