import { describe, expect, it } from 'vitest';
import { edition as contentEdition } from '../../../content/edition';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// Each order's personal data is kept PERSONAL_DATA_RETENTION_DAYS after the end of its own edition
// (docs/product/order-page-and-retention.md, "Retention";
// docs/decisions/080-incentives-totals-and-retention-per-edition.md): the old edition's orders go when
// its days are over, the new edition's stay until its own end and days, whatever content/ says. The
// clock is set, never waited for.

const day = 86_400_000;
const minute = 60_000;

describe.each(testEngines)('erasing each edition’s orders from its own end on %s', (engine) => {
  const seededEndMs = contentEdition.dates.end * 1000;
  // Ten days after the seeded edition ended; the next one is three months on.
  let clock = seededEndMs + 10 * day;
  const nextStartMs = seededEndMs + 100 * day;
  const nextEndMs = nextStartMs + 3 * day;
  const app = appForSuite(
    engine,
    {
      PERSONAL_DATA_RETENTION_DAYS: '30',
      BADGE_EDITS_CLOSE: new Date(nextEndMs + 400 * day).toISOString(),
      TICKET_SALES_CLOSE_AT: new Date(nextEndMs + 400 * day).toISOString(),
    },
    { now: () => clock },
  );
  const erasedMs = async (orderId: string) =>
    (
      await app.database.handle.db
        .selectFrom('orders')
        .select('erased_ms')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).erased_ms;

  it('erases the old edition’s order at its end’s days, and keeps the new edition’s until its own', async () => {
    const oldOrder = await buyTickets(app, inPersonOrder());
    const id = await copyEdition(app, {
      year: contentEdition.year + 1,
      startsAt: new Date(nextStartMs).toISOString(),
      endsAt: new Date(nextEndMs).toISOString(),
    });
    await activateEdition(app, id);
    const newOrder = await buyTickets(app, inPersonOrder());

    // The old order was made ten days after its edition ended: its days run from then.
    clock = seededEndMs + 40 * day - minute;
    expect(await app.retention.run()).toBe(0);
    clock = seededEndMs + 40 * day + minute;
    expect(await app.retention.run()).toBe(1);
    expect(await erasedMs(oldOrder)).not.toBeNull();
    expect(await erasedMs(newOrder)).toBeNull();
    // Under the content's end the new order would be due now; its own edition has not even started.
    expect(await app.retention.nextErasureMs()).toBe(nextEndMs + 30 * day);

    clock = nextEndMs + 30 * day - minute;
    expect(await app.retention.run()).toBe(0);
    expect(await erasedMs(newOrder)).toBeNull();
    clock = nextEndMs + 30 * day + minute;
    expect(await app.retention.run()).toBe(1);
    expect(await erasedMs(newOrder)).not.toBeNull();
    expect(await app.retention.nextErasureMs()).toBeNull();
  });
});
