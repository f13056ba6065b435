import { describe, expect, it } from 'vitest';
import { captureDonation, createDonationOrder, donate, donationBody } from '../../../tests/support/donations';
import { approveWith } from '../../../tests/support/emulator-calls';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { organiserDonationsSchema } from '../../contracts/organiser-edits';
import { organiserOrdersSchema } from '../../contracts/refunds';
import { showOverviewSchema } from '../../contracts/show-overview';

// The dashboard's overview (docs/product/organisers.md, "The dashboard") and the paged lists behind it.

describe.each(testEngines)('the show overview on %s', (engine) => {
  const app = appForSuite(engine);

  const overview = async () => {
    const answer = await organiserPost(app, '/api/organiser/show-overview');
    expect(answer.status).toBe(200);
    return showOverviewSchema.parse(answer.body);
  };

  it('splits the money raised by tickets, card donations and bits, net of refunds, with pending apart', async () => {
    const empty = await overview();
    expect(empty.raised).toEqual({ total: 0, tickets: 0, cards: 0, bits: 0, refunded: 0 });
    expect(empty.charts.raised).toEqual([]);

    const tickets = await buyTickets(app, inPersonOrder()); // $150, two in-person tickets
    await buyTickets(app, livestreamOrder(['viewer@example.com'], 30));
    await donate(app, donationBody({ amount: 40 }));
    const refunded = await donate(app, donationBody({ amount: 25 }));
    expect((await refundFromDashboard(app, refunded, 5)).status).toBe(200);
    expect((await refundFromDashboard(app, tickets, 150)).status).toBe(200);
    await app.database.handle.db
      .insertInto('donations')
      .values({
        order_id: null,
        name: 'Cheerer',
        amount_cents: 300,
        message: '',
        extra_info: '{}',
        incentive_id: null,
        time_ms: Date.now(),
        bits: 300,
        held_reason: null,
        decided_by: null,
        decided_ms: null,
        read_ms: null,
        // A cheer belongs to the current edition, as record-cheer.ts writes it.
        edition_id: (eb) => eb.selectFrom('event_settings').select('current_edition_id').where('id', '=', 1),
      })
      .execute();
    // PayPal holds this one as PENDING: not raised yet, shown as pending.
    const pendingOrder = (await createDonationOrder(app, donationBody({ amount: 15 }))).body.id!;
    await approveWith(app, pendingOrder, 'PENDING');
    expect((await captureDonation(app, pendingOrder)).status).toBe(202);

    const now = await overview();
    expect(now.raised).toEqual({ total: 30 + 60 + 3, tickets: 30, cards: 60, bits: 3, refunded: 155 });
    // The in-person order was refunded in full: its two tickets no longer count.
    expect(now.tickets).toMatchObject({ inPerson: 0, livestream: 1 });
    expect(now.pending).toEqual({ tickets: 0, donations: 15, orders: 1 });
    // The chart is drawn from the same numbers: its last bar's running total is the total raised.
    expect(now.charts.raised.at(-1)?.running).toBe(now.raised.total);
    const bars = now.charts.raised.reduce((sum, bar) => sum + bar.amount, 0);
    expect(Math.round(bars * 100)).toBe(Math.round(now.raised.total * 100));
    const sales = now.charts.ticketSales.reduce((sum, day) => sum + day.inPerson + day.livestream, 0);
    expect(sales).toBe(1);
  });

  it('counts held donations and mails that failed for the attention list', async () => {
    const before = await overview();
    await app.database.handle.db
      .insertInto('outbox')
      .values({
        dedupe_key: 'failing-test',
        kind: 'blast',
        ref: '1',
        to_address: 'x@example.com',
        subject: 's',
        text_body: 't',
        html_body: null,
        created_ms: Date.now(),
        send_after_ms: Date.now() + 3_600_000,
        last_error: 'Connection refused',
        sent_ms: null,
        claimed_until_ms: null,
        claim_token: null,
        attachments: null,
      })
      .execute();
    expect((await overview()).attention.failedMails).toBe(before.attention.failedMails + 1);
  });

  it('pages donations newest first, each page after the last row of the one before', async () => {
    for (const amount of [5, 6, 7]) await donate(app, donationBody({ amount }));
    const page = async (body: Record<string, unknown>) =>
      organiserDonationsSchema.parse((await organiserPost(app, '/api/organiser/donations', body)).body);
    const first = await page({ limit: 2 });
    expect(first.map((donation) => donation.amount)).toEqual([7, 6]);
    const last = first.at(-1)!;
    const second = await page({ limit: 2, before: { time: last.time, id: last.id } });
    expect(second[0]?.amount).toBe(5);
    expect(second.every((donation) => donation.id < last.id)).toBe(true);
    expect((await organiserPost(app, '/api/organiser/donations', { limit: 501 })).status).toBe(400);
  });

  it('pages ticket orders the same way', async () => {
    await buyTickets(app, livestreamOrder(['a@example.com'], 30));
    await buyTickets(app, livestreamOrder(['b@example.com', 'c@example.com'], 60));
    const page = async (body: Record<string, unknown>) =>
      organiserOrdersSchema.parse((await organiserPost(app, '/api/organiser/orders', body)).body)
        .ticketOrders;
    const [newest] = await page({ limit: 1 });
    expect(newest?.tickets).toBe(2);
    const [next] = await page({ limit: 1, before: { time: newest!.time, id: newest!.id } });
    expect(next?.tickets).toBe(1);
  });
});
