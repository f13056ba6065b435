import { describe, expect, it } from 'vitest';
import { edition } from '../../../content/edition';
import { captureDonation, createDonationOrder, donationBody } from '../../../tests/support/donations';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import {
  approveWith,
  paypalEventsDelivered,
  resendCaptureEvent,
} from '../../../tests/support/emulator-calls';
import { sweepNow } from '../../../tests/support/order-effects';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// The donor's receipt (docs/product/donations-and-incentives.md, "Receipts"): one email to the address
// PayPal knows the payer by, whichever path records the capture and however often.

describe.each(testEngines)('the donation receipt on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine);

  async function donateAs(email: string, overrides: Parameters<typeof donationBody>[0] = {}) {
    const created = await createDonationOrder(app, donationBody(overrides));
    expect(created.status).toBe(201);
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'COMPLETED', { name: 'Pat Payer', email });
    expect((await captureDonation(app, orderId)).status).toBe(201);
    return orderId;
  }

  it('goes to the PayPal payer with the amount, the date, the incentive and the charity line', async () => {
    const orderId = await donateAs('pat.payer@example.com', {
      amount: 25,
      incentiveID: 'finale-genre:killer',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['pat.payer@example.com']);
    expect(mail?.parsed.subject).toBe('Your Grid Gathering 2025 donation receipt');
    const text = String(mail?.parsed.text);
    expect(text).toContain(`Donation reference: ${orderId}`);
    expect(text).toContain('Amount: $25.00');
    expect(text).toContain('Incentive: Which puzzle genre ends the stream?: Killer sudoku');
    expect(text).toMatch(/Paid on: .*\d{4}.* E[SD]T \(Boston time\)/);
    expect(text).toContain(`Your donation supports ${edition.product} and its charity livestream.`);
    expect(String(mail?.parsed.html)).toContain('$25.00');
  });

  it('says "none" when no incentive was chosen', async () => {
    await donateAs('no.incentive@example.com', { amount: 5 });
    const [mail] = await smtp.waitFor(1);
    expect(String(mail?.parsed.text)).toContain('Incentive: none');
  });

  it('is sent once, however often PayPal reports the same capture', async () => {
    const orderId = await donateAs('once@example.com', { amount: 12 });
    await paypalEventsDelivered(app);
    expect(await resendCaptureEvent(app, orderId, 'PAYMENT.CAPTURE.COMPLETED')).toBe(200);
    await sweepNow(app);
    await app.outbox.flush();
    await smtp.waitFor(1);
    const toThem = smtp.received.filter((mail) => mail.recipients.includes('once@example.com'));
    expect(toThem).toHaveLength(1);
  });

  // Last: it makes another edition current for the rest of this suite's app.
  it('names the edition the donation was made in (docs/decisions/082-the-public-site-follows-the-current-edition.md)', async () => {
    const id = await copyEdition(app, {
      year: 2027,
      startsAt: '2027-04-01T09:00:00-04:00',
      endsAt: '2027-04-04T23:00:00-04:00',
    });
    const renamed = await organiserPost(app, `/api/organiser/editions/${id}`, {
      name: 'Grid Gathering Next',
    });
    expect(renamed.status).toBe(200);
    await activateEdition(app, id);
    await donateAs('next.year@example.com', { amount: 7 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.parsed.subject).toBe('Your Grid Gathering Next 2027 donation receipt');
    expect(String(mail?.parsed.text)).toContain(
      'Your donation supports Grid Gathering Next and its charity livestream.',
    );
  });
});
