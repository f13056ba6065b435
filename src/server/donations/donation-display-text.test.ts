import { describe, expect, it, vi } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { appForSuite, donationsHeardInSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { progressSummarySchema } from '../../contracts/progress';

// A stranger's display name and message are cleaned before they are stored, so nothing shown on stream,
// on /donations or to every open page can fake the layout (docs/product/donations-and-incentives.md,
// "Names and messages"), and a donor who asks to be anonymous is never named.

describe.each(testEngines)('names and messages of card donations on %s', (engine) => {
  const app = appForSuite(engine);
  const events = donationsHeardInSuite(app);

  const db = () => app.database.handle.db;
  const newest = async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/donations',
      payload: { after: '2024-11-18' },
    });
    return donationHistoryResponseSchema.parse(response.json()).at(-1)!;
  };
  const lastOnOverlay = async () =>
    progressSummarySchema.parse((await app.server.inject({ method: 'GET', url: '/api/progress' })).json())
      .lastDonation;
  const eventFor = (id: number) =>
    vi.waitFor(() => {
      const found = events.find((event) => event.id === id);
      if (!found) throw new Error(`no donation event for ${id} yet`);
      return found;
    });
  /** What the order and the donation rows hold. */
  const stored = async (orderId: string) => {
    const order = await db()
      .selectFrom('orders')
      .select('payload')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const donation = await db()
      .selectFrom('donations')
      .select(['name', 'message'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(order.payload) as { name: string; message: string };
    return { order: { name: payload.name, message: payload.message }, donation };
  };

  it.each([
    ['a name reversed by a right-to-left override', '\u202E$10,000.00 by Elon\u202C', '$10,000.00 by Elon'],
    ['a name broken over lines', 'Ada\r\nLovelace\u2028the\u2029Countess', 'Ada Lovelace the Countess'],
    ['a name with zero-width characters', 'E\u200Bl\u200Co\u2060n\uFEFF', 'Elon'],
    ['a zalgo name', `Z${'\u0336\u0353\u0316\u030E'.repeat(10)}algo`, 'Z\u0336\u0353\u0316algo'],
    ['a name made only of zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF', 'Anonymous'],
    ['a name made only of Hangul fillers', '\u3164\u115F\uFFA0', 'Anonymous'],
    ['an emoji name', 'Team 👩‍💻🏳️‍🌈', 'Team 👩‍💻🏳️‍🌈'],
  ])('shows %s cleaned, and stores it so', async (_, name, shown) => {
    const orderId = await donate(app, donationBody({ name, amount: 1 }));
    const record = await newest();
    expect(record.name).toBe(shown);
    expect(await eventFor(record.id)).toMatchObject({ name: shown });
    expect((await lastOnOverlay())?.name).toBe(shown);
    const cleaned = shown === 'Anonymous' ? '' : shown;
    expect((await stored(orderId)).order.name).toBe(cleaned);
    expect((await stored(orderId)).donation.name).toBe(cleaned);
  });

  it.each([
    ['498 line breaks', `Go${'\n'.repeat(498)}team`, 'Go\n\nteam'],
    ['empty lines made of spaces', 'Go\n \n\t\n \nteam', 'Go\n\nteam'],
    ['other line separators', 'Go\r\nteam\u2028go\u2029win\u0085!', 'Go\nteam\ngo\nwin\n!'],
    ['a right-to-left override and controls', 'Go \u202Eteam\u0007\u001B!', 'Go team!'],
    ['only line breaks and invisible characters', '\n\n\u200B\n\u3164\n', ''],
  ])('shows a message of %s cleaned, and stores it so', async (_, message, shown) => {
    const orderId = await donate(app, donationBody({ name: 'Ada', message, amount: 1 }));
    const record = await newest();
    expect(record.message).toBe(shown);
    expect(await eventFor(record.id)).toMatchObject({ message: shown });
    expect(await stored(orderId)).toMatchObject({ order: { message: shown }, donation: { message: shown } });
  });

  it('judges the length of the name and message as cleaned', async () => {
    const name = `${'\u200B'.repeat(30)}${'W'.repeat(60)}`;
    const message = `${'x'.repeat(300)}${'\n'.repeat(300)}${'x'.repeat(198)}`;
    await donate(app, donationBody({ name, message, amount: 1 }));
    expect(await newest()).toMatchObject({
      name: 'W'.repeat(60),
      message: `${'x'.repeat(300)}\n\n${'x'.repeat(198)}`,
    });
  });

  it('never names a donor who chose to donate anonymously, whatever name was typed or PayPal gives', async () => {
    const orderId = await donate(app, donationBody({ name: 'Quiet Quentin', anonymous: true, amount: 4 }));
    const record = await newest();
    expect(record).toMatchObject({ name: 'Anonymous', amount: 4, message: 'Good luck with the 16x16!' });
    expect(await eventFor(record.id)).toMatchObject({ name: 'Anonymous' });
    expect((await lastOnOverlay())?.name).toBe('Anonymous');
    expect((await stored(orderId)).order.name).toBe('');
    expect((await stored(orderId)).donation.name).toBe('');
    // The emulator's payer is "Pat Payer" (tests/support/purchases.ts): not a public name either.
    const everything = (
      await app.server.inject({ method: 'POST', url: '/api/donations', payload: { after: '2024-11-18' } })
    ).body;
    expect(everything).not.toContain('Quiet Quentin');
    expect(everything).not.toContain('Pat Payer');
  });
});
