import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { orderLinkOf } from '../../../tests/support/order-links';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import type { CreateTicketOrderBody } from '../../contracts/tickets';

// Erased means gone (docs/product/order-page-and-retention.md, "Retention"; docs/decisions/060-erased-means-gone.md): after the sweep,
// no file in the data folder (the SQLite database and its WAL, the .eml copies of the emails) and, on
// PostgreSQL, no table's row holds any name, address, answer or message of an erased order, whatever the
// desk, the moderators, the read page and the email blasts did with them before. Each value is first
// found where it was written, so the test cannot pass by looking in the wrong place.

const day = 86_400_000;

const buyer = {
  names: ['Zanzibar Quokkafield', 'Ysolde Brindlewhit'],
  email: 'quokka.buyer@erasure.example',
  phone: '+16179990147',
  dietary: 'Fermented yak allergy',
  dietaryChanged: 'Fermented yak allergy and periwinkles',
  accommodations: 'Needs a marmalade chair',
};
const deskName = 'Ysolde Brindlewhite-Desk';
const viewers = ['viewer.marzipan@erasure.example', 'viewer.tamarind@erasure.example'];
const movedViewer = 'viewer.moved@erasure.example';
const payers = [
  'payer.pelican@erasure.example',
  'payer.heron@erasure.example',
  'payer.egret@erasure.example',
];
const shownMessage = 'Cheering from the glimmerfrost lodge';
const denied = { name: 'Vexilloid Deniedson', message: 'see https://quagmire-spam.example/offer now' };
const held = { name: 'Obscurant Heldmore', message: 'lingering at https://other-spam.example/x' };
const incentiveAnswer = 'Private answer of Thistlewick Lane';
const testAddress = 'organiser.tester@erasure.example';

/** Every value the erasure must leave nowhere. The shown donor's name stays: it was shown publicly. */
const erasedValues = [
  ...buyer.names,
  buyer.email,
  buyer.phone,
  buyer.dietary,
  buyer.dietaryChanged,
  buyer.accommodations,
  deskName,
  ...viewers,
  movedViewer,
  ...payers,
  shownMessage,
  denied.name,
  denied.message,
  held.name,
  held.message,
  incentiveAnswer,
  testAddress,
];

/** Every file under `dir`, but the PayPal emulator's database: it stands in for PayPal's own records. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.startsWith('paypal-emulator.sqlite') ? [] : [full];
  });
}

describe.each(testEngines)('erased data left in no file and no row on %s', (engine) => {
  let clock = Date.now();
  const startMs = clock;
  const db = () => app.database.handle.db;

  /** Which of the values are anywhere: in a file of the data folder, or (PostgreSQL) a table's row. */
  async function valuesFound(): Promise<string[]> {
    const texts = filesUnder(app.database.dataDir).map((file) => fs.readFileSync(file));
    if (engine === 'postgres') {
      const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db());
      for (const { name } of tables.rows) {
        const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(
          db(),
        );
        texts.push(Buffer.from(rows.rows.map((r) => r.row).join('\n')));
      }
    }
    return erasedValues.filter((value) => texts.some((text) => text.includes(value)));
  }

  const buy = (body: CreateTicketOrderBody, payer: string) => buyTickets(app, body, { payer });
  const give = (body: ReturnType<typeof donationBody>, payer: string) => donate(app, body, { payer });
  const donationId = async (orderId: string) =>
    Number(
      (
        await db()
          .selectFrom('donations')
          .select('id')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).id,
    );

  const app = appForSuite(
    engine,
    { PERSONAL_DATA_RETENTION_DAYS: '30', BADGE_EDITS_CLOSE: new Date(startMs + 400 * day).toISOString() },
    { now: () => clock },
  );
  beforeAll(async () => {
    const ticketOrder = await buy(
      inPersonOrder({
        info: {
          ...inPersonOrder().info,
          names: buyer.names,
          email: buyer.email,
          phone: buyer.phone,
          dietaryRestrictions: true,
          dietaryRestrictionsDetails: buyer.dietary,
          accomodations: true,
          accomodationsDetails: buyer.accommodations,
        },
      }),
      payers[0]!,
    );
    const streamOrder = await buy(livestreamOrder(viewers, 60), payers[1]!);
    const shown = await give(donationBody({ name: 'Shown Donor', message: shownMessage }), payers[2]!);
    const deniedOrder = await give(donationBody(denied), payers[2]!);
    await give(donationBody(held), payers[2]!);
    await give(
      donationBody({
        incentiveID: 'hidden-name',
        amount: 20,
        extraInfo: {
          'Name to put in the puzzle': incentiveAnswer,
          'How should we credit you on stream?': incentiveAnswer,
        },
      }),
      payers[2]!,
    );

    // The buyer's own change on the order page.
    const token = await orderLinkOf(app, ticketOrder);
    const changed = await app.server.inject({
      method: 'POST',
      url: `/api/order/${token}/changes`,
      payload: {
        names: buyer.names,
        dietaryRestrictions: true,
        dietaryRestrictionsDetails: buyer.dietaryChanged,
        accomodations: true,
        accomodationsDetails: buyer.accommodations,
        volunteer: true,
        dinner: true,
      },
    });
    expect(changed.statusCode).toBe(200);
    // The desk's corrections: a badge's name, a viewer's address.
    const badge = await db()
      .selectFrom('badges')
      .select('code')
      .where('name', '=', buyer.names[1]!)
      .executeTakeFirstOrThrow();
    const desk = (orderId: string, code: string, holder: string) =>
      organiserPost(app, `/api/organiser/orders/${orderId}/holder`, { code, holder });
    expect((await desk(ticketOrder, badge.code, deskName)).status).toBe(200);
    const viewer = await db()
      .selectFrom('livestream_access')
      .select('code')
      .where('email', '=', viewers[0]!)
      .executeTakeFirstOrThrow();
    expect((await desk(streamOrder, viewer.code!, movedViewer)).status).toBe(200);
    expect((await organiserPost(app, `/api/organiser/orders/${ticketOrder}/emails`)).status).toBe(202);
    // The moderators deny one held donation; the read page marks the shown one.
    const decided = await organiserPost(
      app,
      `/api/organiser/screening/${await donationId(deniedOrder)}/decision`,
      {
        decision: 'deny',
      },
    );
    expect(decided.status).toBe(200);
    const marked = await organiserPost(app, `/api/organiser/read-list/${await donationId(shown)}`, {
      read: true,
    });
    expect(marked.status).toBe(200);
    // A test email, and a blast to every buyer and viewer.
    const blast = (fields: Record<string, unknown>) =>
      organiserPost(app, '/emailblast', {
        subject: 'Doors open at 9',
        text: 'See you in the lobby.',
        email: null,
        regular: false,
        livestream: false,
        ...fields,
      });
    expect((await blast({ email: testAddress })).status).toBe(200);
    expect((await blast({ regular: true, livestream: true })).status).toBe(200);
    // A prize drawn among the donations: the winner's address is on its row and in the claim email.
    const prize = await organiserPost(app, '/api/organiser/prizes', {
      name: 'Signed grid',
      minimumDonation: 5,
      opensAt: new Date(startMs - 3_600_000).toISOString(),
      closesAt: new Date(startMs + 1_000).toISOString(),
      winners: 1,
    });
    expect(prize.status).toBe(201);
    clock = startMs + 2_000;
    const drawn = await organiserPost(app, `/api/organiser/prizes/${(prize.body as { id: number }).id}/draw`);
    expect(drawn.status).toBe(200);
    await app.outbox.flush();
  }, 120_000);

  it('holds every value where it was written before the erasure', async () => {
    expect(filesUnder(path.join(app.database.dataDir, 'outbox')).length).toBeGreaterThan(5);
    expect(await valuesFound()).toEqual(erasedValues);
  });

  it('leaves none of them in any file of the data folder or any row once the orders are erased', async () => {
    clock = Date.now() + 31 * day;
    expect(await app.retention.run()).toBe(6);
    await app.outbox.flush();
    expect(await valuesFound()).toEqual([]);
    // The change log still says what happened, with the amounts.
    const log = (await db().selectFrom('organiser_audit').select('what').execute()).map((row) => row.what);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Changed ticket order \S+ at the desk: Name on Badge \(Student 1\), badge \w+$/,
        ),
        expect.stringMatching(/^Denied held donation \d+ \(\$20\.00\)$/),
        expect.stringMatching(/^Marked donation \d+ \(\$20\.00\) as read on the read page$/),
        'Sent a test of email "Doors open at 9"',
      ]),
    );
  });
});
