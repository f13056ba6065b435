import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import type { DiscountCode } from '../../domain/tickets/pricing';
import { insertOrder } from '../orders/order-store';
import { seedDatabase } from '../seed';
import { findDiscountCodeRow, insertDiscountCode, setDiscountCodeDisabled } from './discount-store';
import { discountUses } from './discount-uses';

const halfOff = (code: string): DiscountCode<'adult'> => ({
  code,
  effect: { kind: 'percent-off', percent: 50 },
});

describe.each(testEngines)('discount code uses (%s)', (engine) => {
  let database: TestDatabase;
  let orderNumber = 0;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // As at every start: codes and orders belong to the current edition, which the seed writes first.
    await seedDatabase(database.handle, Date.now());
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function order(discountCode: string | null): Promise<string> {
    const id = `ORDER-${++orderNumber}`;
    await insertOrder(
      db(),
      {
        id,
        kind: 'ticket',
        amountCents: 7000,
        currency: 'USD',
        payload: {},
        discountCode,
      },
      Date.now(),
    );
    return id;
  }
  const uses = async (code: string) => (await findDiscountCodeRow(db(), code))?.uses;

  it('counts nothing for an order without a code', async () => {
    expect(await discountUses.claim(db(), await order(null), Date.now())).toBe('none');
    expect(await discountUses.claim(db(), 'NO-SUCH-ORDER', Date.now())).toBe('none');
  });

  it('counts one use per order, however often the capture is tried', async () => {
    await insertDiscountCode(db(), { rule: halfOff('ONCE'), maxUses: 10 }, Date.now());
    const id = await order('ONCE');
    expect(await discountUses.claim(db(), id, Date.now())).toBe('claimed');
    expect(await discountUses.claim(db(), id, Date.now())).toBe('claimed');
    expect(await uses('ONCE')).toBe(1);
  });

  it('gives the use back once when the payment fails', async () => {
    await insertDiscountCode(db(), { rule: halfOff('BACK'), maxUses: 1 }, Date.now());
    const first = await order('BACK');
    const second = await order('BACK');
    expect(await discountUses.claim(db(), first, Date.now())).toBe('claimed');
    expect(await discountUses.claim(db(), second, Date.now())).toBe('cap-reached');
    expect(await discountUses.release(db(), first)).toBe(true);
    expect(await discountUses.release(db(), first)).toBe(false);
    expect(await uses('BACK')).toBe(0);
    expect(await discountUses.claim(db(), second, Date.now())).toBe('claimed');
    expect(await uses('BACK')).toBe(1);
  });

  it('refuses a disabled code and an ended one, and counts nothing for them', async () => {
    await insertDiscountCode(db(), { rule: halfOff('OFF') }, Date.now());
    await setDiscountCodeDisabled(db(), 'OFF', true);
    await insertDiscountCode(db(), { rule: halfOff('OVER'), endsMs: Date.now() - 1000 }, Date.now());
    const disabled = await order('OFF');
    const ended = await order('OVER');
    expect(await discountUses.claim(db(), disabled, Date.now())).toBe('disabled');
    expect(await discountUses.claim(db(), ended, Date.now())).toBe('ended');
    expect(await uses('OFF')).toBe(0);
    expect(await uses('OVER')).toBe(0);
    expect(await discountUses.release(db(), disabled)).toBe(false);
  });

  it('lets exactly as many orders use a capped code as the cap allows, however many try at once', async () => {
    await insertDiscountCode(db(), { rule: halfOff('RUSH'), maxUses: 5 }, Date.now());
    const ids = await Promise.all(Array.from({ length: 20 }, () => order('RUSH')));
    const results = await Promise.all(ids.map((id) => discountUses.claim(db(), id, Date.now())));
    expect(results.filter((r) => r === 'claimed')).toHaveLength(5);
    expect(results.filter((r) => r === 'cap-reached')).toHaveLength(15);
    expect(await uses('RUSH')).toBe(5);
    const claimed = await db()
      .selectFrom('orders')
      .select('id')
      .where('discount_code', '=', 'RUSH')
      .where('discount_claimed', '=', true)
      .execute();
    expect(claimed).toHaveLength(5);
  });

  it('counts one use when the same order is captured twice at once', async () => {
    await insertDiscountCode(db(), { rule: halfOff('TWICE'), maxUses: 5 }, Date.now());
    const id = await order('TWICE');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => discountUses.claim(db(), id, Date.now())),
    );
    expect(new Set(results)).toEqual(new Set(['claimed']));
    expect(await uses('TWICE')).toBe(1);
  });
});
