import { describe, expect, it } from 'vitest';
import { familyOrder, refundBadges, shownOrder } from '../../../tests/support/badge-refunds';
import { donate, donationBody } from '../../../tests/support/donations';
import { buyTickets, livestreamOrder } from '../../../tests/support/purchases';
import { refundFromDashboard, refundInPayPal } from '../../../tests/support/refunds';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { refundMailText } from '../../../tests/support/ticket-mail-reading';

// What the buyer reads in a refund email (docs/product/payments.md, "Refunds and chargebacks"): how
// much, for which order, the badges or viewers refunded by code and name, and what still stands.

describe.each(testEngines)('the refund email on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine);

  /** Three badges: Ada and Cy (adults), Ben (a student); $290 paid. */
  const family = () => familyOrder(app);
  const mailAbout = (orderId: string) => refundMailText(app, smtp, orderId);

  it('names the one badge refunded, the order, and the two badges that still admit their holders', async () => {
    const { orderId, code } = await family();
    expect((await refundBadges(app, orderId, [code('Cy Setter')])).status).toBe(200);
    const text = await mailAbout(orderId);
    expect(text).toContain(`Order reference: ${orderId}`);
    expect(text).toContain(
      ['Refunded: 1 badge, which no longer admits anyone:', `  ${code('Cy Setter')}  Cy Setter`].join('\n'),
    );
    expect(text).toContain(
      [
        '2 badges remain and still admit their holders:',
        `  ${code('Ada Solver')}  Ada Solver`,
        `  ${code('Ben Student')}  Ben Student`,
      ].join('\n'),
    );
    expect(text).toContain('The rest of your payment ($150.00) still stands.');
  });

  it('counts two badges refunded and one left in the right numbers', async () => {
    const { orderId, code } = await family();
    expect((await refundBadges(app, orderId, [code('Ada Solver'), code('Cy Setter')])).status).toBe(200);
    const text = await mailAbout(orderId);
    expect(text).toContain('Refunded: 2 badges, which no longer admit anyone:');
    expect(text).toContain(
      ['1 badge remains and still admits its holder:', `  ${code('Ben Student')}  Ben Student`].join('\n'),
    );
  });

  it('says that nothing of an order refunded in full still stands, naming every badge it stopped', async () => {
    const { orderId, code } = await family();
    expect((await refundFromDashboard(app, orderId)).status).toBe(200);
    const text = await mailAbout(orderId);
    expect(text).toContain('We have refunded $290.00 of your ticket order');
    expect(text).toContain('Refunded: 3 badges, which no longer admit anyone:');
    for (const name of ['Ada Solver', 'Cy Setter', 'Ben Student'])
      expect(text).toContain(`  ${code(name)}  ${name}`);
    expect(text).toContain(
      'Nothing of this order still stands: it is cancelled, and its badge codes no longer admit anyone.',
    );
    expect(text).not.toContain('remain');
  });

  it('after a refund of an amount, lists every badge as still standing and what is left of the payment', async () => {
    const { orderId } = await family();
    expect((await refundFromDashboard(app, orderId, 25)).status).toBe(200);
    const text = await mailAbout(orderId);
    expect(text).not.toContain('Refunded:');
    expect(text).toContain('3 badges remain and still admit their holders:');
    expect(text).toContain('The rest of your payment ($265.00) still stands.');
  });

  it('names the livestream viewer refunded by code and address, and the viewer whose link still works', async () => {
    const orderId = await buyTickets(app, livestreamOrder(['v1@example.com', 'v2@example.com'], 60));
    const [first, second] = (await shownOrder(app, orderId)).badges;
    expect((await refundBadges(app, orderId, [second!.code])).status).toBe(200);
    const text = await mailAbout(orderId);
    expect(text).toContain(`Order reference: ${orderId}`);
    expect(text).toContain(
      ['Refunded: 1 viewer, whose link no longer works:', `  ${second!.code}  v2@example.com`].join('\n'),
    );
    expect(text).toContain(
      ['1 viewer remains, whose link still works:', `  ${first!.code}  v1@example.com`].join('\n'),
    );
  });

  it('gives a donor the donation reference and what still counts toward the total', async () => {
    const orderId = await donate(app, donationBody({ amount: 20 }));
    await refundInPayPal(app, orderId, { amount: '5.00' });
    const text = await mailAbout(orderId);
    expect(text).toContain(`Donation reference: ${orderId}`);
    expect(text).toContain(
      'The rest of your donation ($15.00) still stands and still counts toward the fundraiser total.',
    );
  });
});
