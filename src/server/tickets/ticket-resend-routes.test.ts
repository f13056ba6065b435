import { afterEach, describe, expect, it } from 'vitest';
import {
  buyTickets,
  createOrder,
  declineAndCapture,
  inPersonOrder,
  livestreamOrder,
} from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { decodeQrPng, parseKeepingCids } from '../../../tests/support/ticket-mail-reading';

// A buyer asks for their ticket emails again (docs/product/tickets.md, "Getting the emails again").

describe.each(testEngines)('asking for ticket emails again on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine, {
    PUBLIC_URL: 'https://con.example',
    TICKET_RESEND_LIMIT: '3/1h',
    TICKET_RESEND_CLIENT_LIMIT: '1000/1h',
  });
  afterEach(async () => {
    await settle();
    smtp.received.length = 0;
  });

  /** Every resend asked for has been queued, and every queued mail has arrived (or failed). */
  async function settle() {
    await app.resends.settled();
    await app.outbox.flush();
  }

  const resend = async (email: string) => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets/resend',
      payload: { email },
    });
    return { status: response.statusCode, body: response.body, headers: response.headers };
  };

  /** A purchase whose own emails have arrived and been set aside, so only resent mail is seen after. */
  async function bought(order: Parameters<typeof buyTickets>[1]) {
    const orderId = await buyTickets(app, order);
    await settle();
    smtp.received.length = 0;
    return orderId;
  }

  const badgeCodes = async (orderId: string) =>
    (
      await app.database.handle.db
        .selectFrom('badges')
        .select('code')
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((badge) => badge.code);

  it('answers a buyer and a stranger alike, and mails the tickets again to the buyer alone', async () => {
    const email = 'ada.known@example.com';
    const orderId = await bought(inPersonOrder({ info: { ...inPersonOrder().info, email } }));

    const known = await resend('Ada.Known@Example.com');
    const unknown = await resend('nobody.bought@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(JSON.parse(known.body).message).toMatch(/on the way/);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    await settle();
    // One message, to the address stored on the order (not the PayPal payer, not as typed, not the stranger).
    expect(smtp.received.map((mail) => mail.recipients)).toEqual([[email]]);
    const parsed = await parseKeepingCids(smtp.received[0]!.raw);
    const codes = await badgeCodes(orderId);
    const scanned = parsed.attachments.map((part) => decodeQrPng(part.content));
    expect(scanned.sort()).toEqual([...codes].sort());
    expect(String(parsed.text)).toContain(`Order reference: ${orderId}`);
    expect(String(parsed.text)).toContain('Amount paid: $150.00');
  });

  it('sends a livestream address its own link again, and none of the other links of the order', async () => {
    await bought(livestreamOrder(['stream.one@example.com', 'stream.two@example.com'], 60));
    const [two] = await app.database.handle.db
      .selectFrom('livestream_access')
      .select('token')
      .where('email', '=', 'stream.two@example.com')
      .execute();

    expect((await resend('stream.two@example.com')).status).toBe(202);
    await settle();
    expect(smtp.received.map((mail) => mail.recipients)).toEqual([['stream.two@example.com']]);
    const text = String(smtp.received[0]?.parsed.text);
    expect(text).toContain(`https://con.example/live-${two!.token}`);
    expect(text.match(/\/live-/g)).toHaveLength(1);
  });

  it('sends the PayPal payer who watches none of the tickets the order’s page, and no stream link', async () => {
    const orderId = await bought(livestreamOrder(['gift.one@example.com'], 30));

    expect((await resend('payer@example.com')).status).toBe(202);
    await settle();
    // One email per livestream order this payer bought for others (earlier tests bought some too).
    const mine = smtp.received.filter((mail) => String(mail.parsed.text).includes(orderId));
    expect(mine.map((mail) => [mail.recipients, mail.parsed.subject])).toEqual([
      [['payer@example.com'], expect.stringMatching(/livestream order$/)],
    ]);
    const text = String(mine[0]?.parsed.text);
    expect(text).toMatch(/https:\/\/con\.example\/order\/[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain('/live-');
  });

  it('leaves out an order refunded in full: its tickets no longer admit anyone', async () => {
    const email = 'refunded.buyer@example.com';
    const orderId = await bought(inPersonOrder({ info: { ...inPersonOrder().info, email } }));
    expect((await refundFromDashboard(app, orderId)).status).toBe(200);
    await settle();
    smtp.received.length = 0;

    expect((await resend(email)).status).toBe(202);
    await settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('leaves out an order that was never paid', async () => {
    const email = 'never.paid@example.com';
    const created = await createOrder(app, inPersonOrder({ info: { ...inPersonOrder().info, email } }));
    await declineAndCapture(app, created.body.id!);

    expect((await resend(email)).status).toBe(202);
    await settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('takes at most three requests per address an hour, counted alike for buyers and strangers', async () => {
    const buyer = 'limited.buyer@example.com';
    await bought(inPersonOrder({ info: { ...inPersonOrder().info, email: buyer } }));
    const stranger = 'limited.stranger@example.com';

    for (let i = 0; i < 3; i++) {
      expect((await resend(buyer)).status).toBe(202);
      expect((await resend(stranger)).status).toBe(202);
    }
    const buyerRefused = await resend(buyer.toUpperCase());
    const strangerRefused = await resend(stranger);
    expect(buyerRefused.status).toBe(429);
    expect(strangerRefused.status).toBe(429);
    expect(buyerRefused.body).toBe(strangerRefused.body);
    expect(JSON.parse(buyerRefused.body).error).toMatch(/please wait \d+ minutes and try again/);
    expect(Number(buyerRefused.headers['retry-after'])).toBeGreaterThan(3000);

    // Another address is not held up by theirs.
    expect((await resend('someone.else@example.com')).status).toBe(202);
    await settle();
    // Three requests, three copies: the refused fourth sent nothing.
    expect(smtp.received.map((mail) => mail.recipients[0])).toEqual([buyer, buyer, buyer]);
  });

  it('refuses something that is not an email address, with a sentence', async () => {
    const response = await resend('not an address');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error).toContain('Must enter a valid email address.');
  });
});
