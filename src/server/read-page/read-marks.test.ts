import { describe, expect, it, vi } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { socketsCaughtUp } from '../../../tests/support/socket-fence';
import { appAndListenersForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { readItemSchema } from '../../contracts/read-page';

// Marking a donation read or pinned on the hosts' read page (docs/product/read-page.md): the same
// press twice changes it once, the change log says so once, and every signed-in read page hears of it.

describe.each(testEngines)('marking donations on the read page on %s', (engine) => {
  const { app, sockets, organiserHeard, publicHeard } = appAndListenersForSuite(engine, 'read-list-changed');

  const give = async (name: string) => {
    const orderId = await donate(app, donationBody({ name, amount: 12.5 }));
    const row = await app.database.handle.db
      .selectFrom('donations')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const mark = (id: number, body: Record<string, unknown>) =>
    organiserPost(app, `/api/organiser/read-list/${id}`, body);
  const auditLines = async (id: number) =>
    (
      await app.database.handle.db
        .selectFrom('organiser_audit')
        .select('what')
        .where('what', 'like', `% donation ${id} %`)
        .orderBy('id')
        .execute()
    ).map((row) => row.what);

  it('marks read once, however often it is pressed, and writes it once in the change log', async () => {
    const id = await give('Ada Solver');
    const first = await mark(id, { read: true });
    expect(first.status).toBe(200);
    const item = readItemSchema.parse(first.body);
    expect(item).toMatchObject({ id, name: 'Ada Solver', amount: 12.5, pinned: false });
    expect(item.read).not.toBeNull();

    const again = await mark(id, { read: true });
    expect(again.status).toBe(200);
    // The first read time stays: the Read list does not reorder under a host's thumb.
    expect(readItemSchema.parse(again.body).read).toBe(item.read);
    expect(await auditLines(id)).toEqual([`Marked donation ${id} ($12.50) as read on the read page`]);

    const undone = readItemSchema.parse((await mark(id, { read: false })).body);
    expect(undone.read).toBeNull();
    await mark(id, { read: false });
    expect(await auditLines(id)).toHaveLength(2);
    expect((await auditLines(id))[1]).toMatch(/ as unread on the read page$/);
  });

  it('pins and unpins once each, and a read and a pin can be set together', async () => {
    const id = await give('');
    expect(readItemSchema.parse((await mark(id, { pinned: true })).body).pinned).toBe(true);
    expect(readItemSchema.parse((await mark(id, { pinned: true })).body).pinned).toBe(true);
    const both = readItemSchema.parse((await mark(id, { pinned: false, read: true })).body);
    expect(both).toMatchObject({ pinned: false, name: 'Anonymous' });
    expect(both.read).not.toBeNull();
    expect(await auditLines(id)).toEqual([
      `Pinned donation ${id} ($12.50) on the read page`,
      `Marked donation ${id} ($12.50) as read on the read page`,
      `Unpinned donation ${id} ($12.50) on the read page`,
    ]);
  });

  it('tells every signed-in read page when a mark changed something, and no public page', async () => {
    const id = await give('Live Marker');
    await socketsCaughtUp(app, sockets);
    const before = organiserHeard.length;
    await mark(id, { pinned: true });
    await vi.waitFor(() => expect(organiserHeard.length).toBe(before + 1));
    // Nothing changed, nothing to tell.
    await mark(id, { pinned: true });
    await socketsCaughtUp(app, sockets);
    expect(organiserHeard.length).toBe(before + 1);
    expect(publicHeard).toEqual([]);
  });

  it('answers 404 for a donation that does not exist, and 400 for a mark that says nothing', async () => {
    const missing = await mark(999_999, { read: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'There is no donation 999999.' });
    const id = await give('Empty Mark');
    const empty = await mark(id, {});
    expect(empty.status).toBe(400);
    expect((empty.body as { error: string }).error).toMatch(/read, pinned or both/);
    expect(await auditLines(id)).toEqual([]);
    expect((await mark(id, { read: 'yes' })).status).toBe(400);
  });

  it('answers only organisers', async () => {
    const id = await give('Guarded');
    const answer = await organiserPost(
      app,
      `/api/organiser/read-list/${id}`,
      { read: true },
      { pass: 'nope' },
    );
    expect(answer.status).toBe(403);
    expect(await auditLines(id)).toEqual([]);
  });
});
