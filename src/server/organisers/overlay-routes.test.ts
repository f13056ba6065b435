import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { createTestApp, testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { type OrganiserOverlays, organiserOverlaysSchema } from '../../contracts/overlay-presence';
import { recordHeard } from '../realtime/overlay-presence-store';
import { issueOrganiserToken } from './organiser-token';

// The dashboard's Overlays panel (docs/product/realtime.md, "What the streamer sees"): each overlay page
// says who it is when it connects, and organisers see whether it is still connected.

const newOverlayId = () => randomBytes(12).toString('hex');
const hour = 60 * 60 * 1000;

describe.each(testEngines)('the overlays organisers see on %s', (engine) => {
  const sockets: TestSocket[] = [];
  const app = appForSuite(engine);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
  });

  const openOverlay = async (overlayId = newOverlayId(), overlay = 'donationbar') => {
    const socket = await connectSocket(app, { reconnection: false, auth: { overlay, overlayId } });
    sockets.push(socket);
    return { socket, overlayId };
  };
  const overlays = async (): Promise<OrganiserOverlays['overlays']> => {
    const answer = await organiserPost(app, '/api/organiser/overlays');
    expect(answer.status).toBe(200);
    return organiserOverlaysSchema.parse(answer.body).overlays;
  };
  const presenceOf = async (overlayId: string) => (await overlays()).find((seen) => seen.id === overlayId);
  /**
   * Resolves once the presence writes of what happened before are done: a new overlay's own write
   * queues behind them (in order on SQLite's one connection, and long after on PostgreSQL's pool).
   */
  const presenceCaughtUp = async () => {
    const fence = await openOverlay();
    await expect.poll(() => presenceOf(fence.overlayId)).toBeDefined();
    fence.socket.close();
  };
  const insertRow = (id: string, heardMs: number) =>
    app.database.handle.db
      .insertInto('overlay_presence')
      .values({
        id,
        overlay: 'markcell',
        socket_id: 'gone',
        connected_ms: heardMs - hour,
        last_heard_ms: heardMs,
        disconnected_ms: null,
        disconnect_reason: null,
      })
      .execute();

  // First in the file: old rows are dropped when the first overlay of an instance connects.
  it('shows only overlays heard from in the last 24 hours, and drops rows a week old', async () => {
    const dayOld = newOverlayId();
    const weekOld = newOverlayId();
    await insertRow(dayOld, Date.now() - 25 * hour);
    await insertRow(weekOld, Date.now() - 8 * 24 * hour);
    const { overlayId } = await openOverlay();
    await expect.poll(() => presenceOf(overlayId)).toBeDefined();
    const ids = (await overlays()).map((seen) => seen.id);
    expect(ids).not.toContain(dayOld);
    expect(ids).not.toContain(weekOld);
    const kept = await app.database.handle.db.selectFrom('overlay_presence').select('id').execute();
    expect(kept.map((row) => row.id)).toContain(dayOld);
    expect(kept.map((row) => row.id)).not.toContain(weekOld);
  });

  it('lists a connected overlay with when it connected and was last heard from', async () => {
    const before = Date.now();
    const { overlayId } = await openOverlay(undefined, 'markcell');
    await expect
      .poll(() => presenceOf(overlayId))
      .toMatchObject({
        overlay: 'markcell',
        disconnectedAt: null,
        closedByPage: false,
      });
    const seen = (await presenceOf(overlayId))!;
    expect(Date.parse(seen.connectedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(seen.lastHeardAt).toBe(seen.connectedAt);
  });

  it('records when the connection dropped, and tells a page that hung up itself apart', async () => {
    const dropped = await openOverlay();
    const closed = await openOverlay();
    await expect.poll(() => presenceOf(closed.overlayId)).toBeDefined();
    // A network failure: the transport closes under the page, which never says goodbye.
    dropped.socket.io.engine.close();
    closed.socket.disconnect();
    await expect
      .poll(async () => (await presenceOf(dropped.overlayId))?.disconnectedAt)
      .toEqual(expect.any(String));
    expect(await presenceOf(dropped.overlayId)).toMatchObject({ closedByPage: false });
    await expect.poll(() => presenceOf(closed.overlayId)).toMatchObject({ closedByPage: true });
  });

  it('keeps an overlay connected when it reconnects before its old connection is let go', async () => {
    const first = await openOverlay();
    await expect.poll(() => presenceOf(first.overlayId)).toBeDefined();
    const firstSocketId = (
      await app.database.handle.db
        .selectFrom('overlay_presence')
        .select('socket_id')
        .where('id', '=', first.overlayId)
        .executeTakeFirstOrThrow()
    ).socket_id;
    // The same page load, now on another connection (another instance, or this one after a blip).
    const again = await openOverlay(first.overlayId);
    await expect
      .poll(async () =>
        app.database.handle.db
          .selectFrom('overlay_presence')
          .select('socket_id')
          .where('id', '=', first.overlayId)
          .executeTakeFirstOrThrow(),
      )
      .not.toEqual({ socket_id: firstSocketId });
    first.socket.io.engine.close();
    // A heartbeat from the old connection changes nothing either.
    expect(
      await recordHeard(app.database.handle.db, first.overlayId, firstSocketId, Date.now()),
    ).toBeUndefined();
    await presenceCaughtUp();
    expect(await presenceOf(first.overlayId)).toMatchObject({ disconnectedAt: null });
    expect(again.socket.connected).toBe(true);
  });

  it('tells signed-in organisers of each change live, and no one else', async () => {
    const token = issueOrganiserToken(testOrganiserPassword, Date.now()).token;
    const organiser = await connectSocket(app, { auth: { organiserToken: token } });
    const visitor = await connectSocket(app);
    sockets.push(organiser, visitor);
    const heard: unknown[] = [];
    let visitorHeard = 0;
    organiser.on('overlay-presence', (presence) => heard.push(presence));
    visitor.on('overlay-presence', () => {
      visitorHeard += 1;
    });
    // The organiser is in its room once connected (the server joins it before answering the connect).
    const { socket, overlayId } = await openOverlay();
    await expect
      .poll(() => heard)
      .toContainEqual(expect.objectContaining({ id: overlayId, disconnectedAt: null }));
    socket.disconnect();
    await expect
      .poll(() => heard)
      .toContainEqual(expect.objectContaining({ id: overlayId, closedByPage: true }));
    expect(visitorHeard).toBe(0);
  });

  it('does not record connections that are not an overlay’s, or that name one wrongly', async () => {
    const before = (await overlays()).length;
    sockets.push(
      await connectSocket(app),
      await connectSocket(app, { auth: { overlay: 'bigscreen', overlayId: newOverlayId() } }),
      await connectSocket(app, { auth: { overlay: 'donationbar', overlayId: '<script>' } }),
    );
    await presenceCaughtUp();
    expect(await overlays()).toHaveLength(before + 1);
  });

  it('answers only organisers', async () => {
    const answer = await organiserPost(app, '/api/organiser/overlays', {}, { pass: 'not-the-password' });
    expect(answer.status).toBe(403);
  });
});

describe.each(testEngines)('a graceful stop on %s', (engine) => {
  it('drops the overlay’s connection as a network failure would, so it comes back, and records it as lost', async () => {
    const app = await createTestApp(engine);
    try {
      const overlayId = newOverlayId();
      const socket = await connectSocket(app, {
        reconnection: false,
        auth: { overlay: 'donationbar', overlayId },
      });
      const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await expect
        .poll(async () =>
          app.database.handle.db
            .selectFrom('overlay_presence')
            .select('id')
            .where('id', '=', overlayId)
            .execute(),
        )
        .toHaveLength(1);
      await app.server.close();
      // Not "io server disconnect", after which socket.io's client would never reconnect by itself.
      expect(await reason).toBe('transport close');
      const row = await app.database.handle.db
        .selectFrom('overlay_presence')
        .selectAll()
        .where('id', '=', overlayId)
        .executeTakeFirstOrThrow();
      expect(row.disconnected_ms).not.toBeNull();
      expect(row.disconnect_reason).not.toBe('client namespace disconnect');
      socket.close();
    } finally {
      await app.database.dispose();
    }
  });
});
