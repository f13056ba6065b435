import { describe, expect, it } from 'vitest';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { badgeRowOf, decodeQrPng, parseKeepingCids } from '../../../tests/support/ticket-mail-reading';

// What a buyer finds in the ticket email (docs/product/tickets.md, "The ticket email"): a QR code per
// badge that a scanner reads as the badge's code, and a receipt.

/** The date and time a person in Boston would read for this instant, worked out apart from the app. */
function bostonReading(epochMs: number) {
  const text = new Date(epochMs).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  // 'April 2, 2025 at 3:04 PM' or 'April 2, 2025, 3:04 PM', depending on the ICU version.
  const match = /^(\w+ \d+), (\d{4})(?:,| at) (\d+:\d\d [AP]M)$/.exec(text);
  if (!match) throw new Error(`Unexpected date text: ${text}`);
  return { day: `${match[1]}, ${match[2]}`, time: match[3]! };
}

describe.each(testEngines)('the ticket email on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine, { PUBLIC_URL: 'https://con.example' });

  const db = () => app.database.handle.db;
  const badgesOf = (orderId: string) =>
    db()
      .selectFrom('badges')
      .select(['code', 'name', 'ticket_type'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('shows each badge as a QR code that scans as its code, beside the code, the name and the type', async () => {
    const orderId = await buyTickets(
      app,
      inPersonOrder({
        tickets: { adult: 1, child: 1, student: 0, unwaged: 1 },
        info: { ...inPersonOrder().info, names: ['Ada <b>Solver</b>', 'Cy Kid', 'Dee Gridder'] },
        amount: 160,
      }),
    );
    const badges = await badgesOf(orderId);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['ada@example.com']);
    const parsed = await parseKeepingCids(mail!.raw);
    const html = String(parsed.html);

    const images = parsed.attachments.filter((part) => part.contentType === 'image/png');
    expect(images).toHaveLength(badges.length);
    const labels: Record<string, string> = { adult: 'Adult', child: 'Child', unwaged: 'Unwaged' };
    for (const badge of badges) {
      const image = images.find((part) => decodeQrPng(part.content) === badge.code);
      expect(image, `a QR image that scans as ${badge.code}`).toBeDefined();
      // Inline: shown inside the html where the badge is, not offered as a download.
      expect(image?.related).toBe(true);
      const row = badgeRowOf(html, image!.cid!);
      expect(row, `the html shows the image of ${badge.code}`).toBeDefined();
      expect(row).toContain(`>${badge.code}<`);
      expect(row).toContain(`>${labels[badge.ticket_type]}<`);
      // The code is in the text too, for a mail program that shows no images.
      expect(String(parsed.text)).toContain(`${badge.code}  ${badge.name} (${labels[badge.ticket_type]})`);
    }
    // A name is shown as typed, never as markup.
    expect(html).toContain('Ada &#60;b&#62;Solver&#60;/b&#62;');
    expect(html).not.toContain('<b>Solver');
  });

  it('holds a receipt: what was bought, the discount, the amount paid, when it was paid, and the order', async () => {
    // One adult ($140) and one student ($10), less PRESENTER's $40.
    const orderId = await buyTickets(app, inPersonOrder({ discount: 'presenter', amount: 110 }));
    const { time_ms } = await db()
      .selectFrom('tickets')
      .select('time_ms')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const [mail] = await smtp.waitFor(1);
    const text = String(mail?.parsed.text);
    expect(text).toContain(`Order reference: ${orderId}`);
    expect(text).toContain('Adult ticket: 1 × $140.00 = $140.00');
    expect(text).toContain('Student ticket: 1 × $10.00 = $10.00');
    expect(text).not.toMatch(/Child|Unwaged/);
    expect(text).toContain('Subtotal: $150.00');
    expect(text).toContain('Discount (PRESENTER): -$40.00');
    expect(text).toContain('Amount paid: $110.00');
    const paidLine = text.split('\n').find((line) => line.includes('Paid on:'));
    const reading = bostonReading(Number(time_ms));
    expect(paidLine).toContain(reading.day);
    expect(paidLine).toContain(`${reading.time} E`);
    expect(paidLine).toMatch(/ E[SD]T \(Boston time\)$/);
    // The same receipt in the html, escaped as text.
    const html = String(mail?.parsed.html);
    expect(html).toContain(orderId);
    expect(html).toContain('Discount (PRESENTER)');
    expect(html).toContain('-$40.00');
  });

  it('says so when no discount was used', async () => {
    await buyTickets(app, inPersonOrder());
    const [mail] = await smtp.waitFor(1);
    const text = String(mail?.parsed.text);
    expect(text).toContain('Discount: none');
    expect(text).toContain('Amount paid: $150.00');
  });

  it('sends each livestream address its link, the schedule and the receipt, with no images', async () => {
    const orderId = await buyTickets(
      app,
      livestreamOrder(['viewer.one@example.com', 'viewer.two@example.com'], 60),
    );
    // The PayPal payer, who watches neither ticket, gets the order's page in an email of its own.
    const all = await smtp.waitFor(3);
    const mails = all.filter((mail) => mail.recipients[0] !== 'payer@example.com');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const text = String(mail.parsed.text);
      expect(text).toMatch(/https:\/\/con\.example\/live-[A-Za-z0-9_-]{20,}/);
      expect(text).toContain('https://con.example/schedule');
      expect(text).toContain(`Order reference: ${orderId}`);
      expect(text).toContain('Adult tickets: 2 × $30.00 = $60.00');
      expect(text).toContain('Discount: none');
      expect(text).toContain('Amount paid: $60.00');
      expect(String(mail.parsed.html)).toContain('href="https://con.example/schedule"');
      expect(mail.parsed.attachments).toHaveLength(0);
    }
  });

  // Last: it makes another edition current for the rest of this suite's app.
  it('names the edition the order was made in, and prices its receipt with that edition’s prices', async () => {
    const id = await copyEdition(app, {
      year: 2027,
      startsAt: '2027-04-01T09:00:00-04:00',
      endsAt: '2027-04-04T23:00:00-04:00',
    });
    const priced = await organiserPost(app, `/api/organiser/editions/${id}`, {
      prices: {
        inPerson: { adult: 175, child: 12, student: 25, unwaged: 12 },
        livestream: { adult: 35, student: 12, unwaged: 12 },
      },
    });
    expect(priced.status).toBe(200);
    await activateEdition(app, id);
    await buyTickets(app, inPersonOrder({ amount: 200 }));
    const [mail] = await smtp.waitFor(1);
    expect(mail?.parsed.subject).toBe('Your Grid Gathering 2027 tickets');
    const text = String(mail?.parsed.text);
    expect(text).toContain('When: April 1-4, 2027');
    expect(text).toContain('Adult ticket: 1 × $175.00 = $175.00');
  });
});
