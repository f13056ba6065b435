import { describe, expect, it } from 'vitest';
import { discountCodeSeed } from '../../../content/discount-codes';
import { organiserPost } from '../../../tests/support/organiser-requests';
import {
  approve,
  buyTickets,
  capture,
  createOrder,
  inPersonOrder,
  livestreamOrder,
} from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { seedDatabase } from '../seed';
import { findDiscountCodeRow, insertDiscountCode } from './discount-store';
import { discountUses } from './discount-uses';

// Discount codes as the server keeps them (docs/product/payments.md): seeded from content/, described
// to the page on request, priced on the server, counted once per paid order.

let nextAddress = 1;
/** Each lookup from its own address, so this file's many lookups never meet the per-address limit. */
const address = () => `198.51.100.${nextAddress++}`;

describe.each(testEngines)('discount codes on %s', (engine) => {
  const db = () => app.database.handle.db;

  const app = appForSuite(engine, { ORDER_CREATE_LIMIT: '500/10m', DISCOUNT_CHECK_LIMIT: '20/10m' });

  async function lookUp(code: unknown) {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets/discount',
      payload: { code },
      remoteAddress: address(),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  const orderCode = async (id: string) =>
    (await db().selectFrom('orders').select('discount_code').where('id', '=', id).executeTakeFirstOrThrow())
      .discount_code;
  const uses = async (code: string) => (await findDiscountCodeRow(db(), code))?.uses;

  it('starts with SPONSOR and PRESENTER from content/, and seeds them only once', async () => {
    await seedDatabase(app.database.handle, app.server.now());
    const codes = await db().selectFrom('discount_codes').select('code').orderBy('code').execute();
    expect(codes.map((c) => c.code)).toEqual(['PRESENTER', 'SPONSOR']);
    expect(discountCodeSeed).toHaveLength(2);
  });

  it('tells the page what a code does, whatever case the buyer typed', async () => {
    expect(await lookUp('sponsor')).toEqual({
      status: 200,
      body: { code: 'SPONSOR', percentOff: 50, amountOff: null, maxTickets: 3, requiresTicketType: null },
    });
    expect(await lookUp(' Presenter ')).toEqual({
      status: 200,
      body: {
        code: 'PRESENTER',
        percentOff: null,
        amountOff: 40,
        maxTickets: null,
        requiresTicketType: 'adult',
      },
    });
  });

  it('says an unknown code is not recognised', async () => {
    expect(await lookUp('FREE2025')).toEqual({
      status: 404,
      body: { error: 'This code is not recognised; no discount is applied.' },
    });
  });

  it('refuses a lookup without a code with a sentence', async () => {
    const answer = await lookUp('');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/code must not be empty/);
  });

  it('prices an order with the code on the server and keeps the code with the order', async () => {
    // One adult and one student: $150, half off.
    const created = await createOrder(app, inPersonOrder({ discount: 'sponsor', amount: 75 }));
    expect(created.status).toBe(201);
    expect(await orderCode(created.body.id!)).toBe('SPONSOR');
  });

  it('lets an order with an unknown code through at the full price, as the page shows it', async () => {
    const created = await createOrder(app, inPersonOrder({ discount: 'FREE2025', amount: 150 }));
    expect(created.status).toBe(201);
    expect(await orderCode(created.body.id!)).toBeNull();
    const cheap = await createOrder(app, inPersonOrder({ discount: 'FREE2025', amount: 75 }));
    expect(cheap).toEqual({
      status: 400,
      body: { error: 'The price of this order has changed. Please reload the page and check your order.' },
    });
  });

  it('keeps no code with an order it gives nothing to', async () => {
    const noAdult = inPersonOrder({ tickets: { adult: 0, child: 0, student: 2, unwaged: 0 }, amount: 20 });
    const created = await createOrder(app, { ...noAdult, discount: 'PRESENTER' });
    expect(created.status).toBe(201);
    expect(await orderCode(created.body.id!)).toBeNull();
  });

  it('refuses SPONSOR for more than three tickets with the page’s own message', async () => {
    const four = inPersonOrder({
      tickets: { adult: 1, child: 0, student: 3, unwaged: 0 },
      info: { ...inPersonOrder().info, names: ['A', 'B', 'C', 'D'] },
      discount: 'SPONSOR',
      amount: 85,
    });
    expect(await createOrder(app, four)).toMatchObject({
      status: 400,
      body: { error: 'SPONSOR discount can be used for a maximum of three tickets.' },
    });
  });

  it('refuses a code on the livestream', async () => {
    const order = { ...livestreamOrder(['viewer@example.com'], 15), discount: 'SPONSOR' };
    expect(await createOrder(app, order)).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Discount codes apply to in-person tickets only.') },
    });
  });

  describe('a code that can no longer be used', () => {
    const halfOff = (code: string) => ({ code, effect: { kind: 'percent-off' as const, percent: 50 } });

    it('is refused when disabled, with the reason, and priced at the full price', async () => {
      await insertDiscountCode(db(), { rule: halfOff('WITHDRAWN') }, Date.now());
      const disabled = await organiserPost(app, '/api/organiser/discount-codes/WITHDRAWN', {
        disabled: true,
      });
      expect(disabled.status).toBe(200);
      expect(await lookUp('withdrawn')).toEqual({
        status: 410,
        body: { error: 'WITHDRAWN can no longer be used; no discount is applied.' },
      });
      expect(await createOrder(app, inPersonOrder({ discount: 'withdrawn', amount: 75 }))).toEqual({
        status: 409,
        body: {
          error:
            'WITHDRAWN can no longer be used. Remove the code to pay the full price of $150.00, or reload the page.',
        },
      });
      const full = await createOrder(app, inPersonOrder({ discount: 'withdrawn', amount: 150 }));
      expect(full.status).toBe(201);
      expect(await orderCode(full.body.id!)).toBeNull();
    });

    it('is refused after its end date', async () => {
      await insertDiscountCode(db(), { rule: halfOff('LASTYEAR'), endsMs: Date.now() - 60_000 }, Date.now());
      expect(await lookUp('LASTYEAR')).toEqual({
        status: 410,
        body: { error: 'LASTYEAR has ended; no discount is applied.' },
      });
      const created = await createOrder(app, inPersonOrder({ discount: 'LASTYEAR', amount: 75 }));
      expect(created).toMatchObject({
        status: 409,
        body: { error: expect.stringMatching(/^LASTYEAR has ended\./) },
      });
    });

    it('is refused once its uses are all taken', async () => {
      await insertDiscountCode(db(), { rule: halfOff('ONEUSE'), maxUses: 1 }, Date.now());
      const first = await createOrder(app, inPersonOrder({ discount: 'ONEUSE', amount: 75 }));
      expect(first.status).toBe(201);
      expect(await discountUses.claim(db(), first.body.id!, Date.now())).toBe('claimed');
      expect(await lookUp('ONEUSE')).toEqual({
        status: 410,
        body: { error: 'ONEUSE has been used as often as it may be; no discount is applied.' },
      });
      expect((await createOrder(app, inPersonOrder({ discount: 'ONEUSE', amount: 75 }))).status).toBe(409);
    });
  });

  /** A new $10-off code that may be used ten times: $150 of tickets cost $140 with it. */
  const tenOffCode = (code: string) =>
    insertDiscountCode(
      db(),
      { rule: { code, effect: { kind: 'amount-off', cents: 1000 } }, maxUses: 10 },
      Date.now(),
    );

  it('counts one use for a paid order, however often its capture is asked for', async () => {
    await tenOffCode('PAIDONCE');
    const id = await buyTickets(app, inPersonOrder({ discount: 'PAIDONCE', amount: 140 }));
    await capture(app, id);
    expect(await uses('PAIDONCE')).toBe(1);
  });

  it('counts no use for an order that was never paid', async () => {
    await tenOffCode('UNPAID');
    const created = await createOrder(app, inPersonOrder({ discount: 'UNPAID', amount: 140 }));
    expect(created.status).toBe(201);
    await approve(app, created.body.id!);
    expect(await uses('UNPAID')).toBe(0);
  });
});
