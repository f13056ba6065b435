import { describe, expect, it } from 'vitest';
import { approve, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { storedOrder } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { abandonAfterMs } from './order-timing';

// Orders left between PayPal and us: the buyer approved and closed the tab, or never approved at all.
describe.each(testEngines)('the in-flight sweep on %s', (engine) => {
  const app = appForSuite(engine);

  const statusOf = async (id: string) => (await storedOrder(app.database.handle.db, id)).status;

  it('captures and records an order the buyer approved but never came back from', async () => {
    const created = await createOrder(app, inPersonOrder());
    await approve(app, created.body.id!);
    expect(await app.sweep.run({ settleMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await statusOf(created.body.id!)).toBe('captured');
    const badges = await app.database.handle.db
      .selectFrom('badges')
      .select('id')
      .where('order_id', '=', created.body.id!)
      .execute();
    expect(badges).toHaveLength(2);
  });

  it('leaves a fresh unapproved order waiting, and gives up one nobody approved for hours', async () => {
    const fresh = await createOrder(app, inPersonOrder());
    const old = await createOrder(app, inPersonOrder());
    await app.database.handle.db
      .updateTable('orders')
      .set({ created_ms: Date.now() - abandonAfterMs - 60_000 })
      .where('id', '=', old.body.id!)
      .execute();
    await app.sweep.run({ settleMs: 0 });
    expect(await statusOf(fresh.body.id!)).toBe('created');
    expect(await statusOf(old.body.id!)).toBe('abandoned');
  });

  it('still settles a newer approved order when many older ones are waiting', async () => {
    for (let i = 0; i < 205; i++) {
      await app.database.handle.db
        .insertInto('orders')
        .values({
          id: `STUCK${engine}${i}`,
          kind: 'ticket',
          status: 'created',
          amount_cents: 100,
          currency: 'USD',
          payload: '{}',
          created_ms: Date.now(),
          updated_ms: 1,
        })
        .execute();
    }
    const created = await createOrder(app, inPersonOrder());
    await approve(app, created.body.id!);
    // Unknown at PayPal, the stuck ones fail to settle and move to the back of the queue each pass.
    for (let pass = 0; pass < 3 && (await statusOf(created.body.id!)) !== 'captured'; pass++) {
      await app.sweep.run({ settleMs: 0 });
    }
    expect(await statusOf(created.body.id!)).toBe('captured');
  }, 60_000);
});
