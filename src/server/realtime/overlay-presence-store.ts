import type { Kysely, Selectable } from 'kysely';
import type { OverlayHandshake, OverlayPresence } from '../../contracts/overlay-presence';
import { type OverlayName, presenceShownForMs } from '../../domain/overlay-presence';
import type { Database, OverlayPresenceTable } from '../db';

// Overlay presence rows (docs/decisions/032-lost-connections.md). Every write names the connection it
// comes from: an overlay that reconnected to another instance owns its row from then on, and the old
// instance's late heartbeat or disconnect finds no row to change. Each write answers the row as it is
// now, or undefined when it changed nothing, so only real changes are announced.

type Row = Selectable<OverlayPresenceTable>;

/** Rows are kept this long after they were last heard of, then dropped. */
const keptForMs = 7 * 24 * 60 * 60 * 1000;
/** At most this many in the dashboard's answer: more would be page loads nobody is watching. */
const shownAtMost = 50;
/** socket.io's reason when the page itself called disconnect() (it does on 'pagehide'). */
const pageHungUp = 'client namespace disconnect';

const iso = (ms: number) => new Date(ms).toISOString();

export const presenceWire = (row: Row): OverlayPresence => ({
  id: row.id,
  overlay: row.overlay as OverlayName,
  connectedAt: iso(row.connected_ms),
  lastHeardAt: iso(row.last_heard_ms),
  disconnectedAt: row.disconnected_ms === null ? null : iso(row.disconnected_ms),
  closedByPage: row.disconnect_reason === pageHungUp,
});

/** A page load's (re)connection: the row is made, or taken over by the new connection. */
export function recordConnected(
  db: Kysely<Database>,
  page: OverlayHandshake,
  socketId: string,
  nowMs: number,
): Promise<Row> {
  const connection = {
    overlay: page.overlay,
    socket_id: socketId,
    connected_ms: nowMs,
    last_heard_ms: nowMs,
    disconnected_ms: null,
    disconnect_reason: null,
  };
  return db
    .insertInto('overlay_presence')
    .values({ id: page.overlayId, ...connection })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(connection))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A heartbeat from a connection that still owns its row. */
export function recordHeard(
  db: Kysely<Database>,
  overlayId: string,
  socketId: string,
  nowMs: number,
): Promise<Row | undefined> {
  return db
    .updateTable('overlay_presence')
    .set({ last_heard_ms: nowMs })
    .where('id', '=', overlayId)
    .where('socket_id', '=', socketId)
    .where('disconnected_ms', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function recordDisconnected(
  db: Kysely<Database>,
  overlayId: string,
  socketId: string,
  reason: string,
  nowMs: number,
): Promise<Row | undefined> {
  return db
    .updateTable('overlay_presence')
    .set({ disconnected_ms: nowMs, disconnect_reason: reason })
    .where('id', '=', overlayId)
    .where('socket_id', '=', socketId)
    .where('disconnected_ms', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The overlays heard from in the last 24 hours, most recently heard first. */
export async function recentOverlays(db: Kysely<Database>, nowMs: number): Promise<OverlayPresence[]> {
  const rows = await db
    .selectFrom('overlay_presence')
    .selectAll()
    .where('last_heard_ms', '>=', nowMs - presenceShownForMs)
    .orderBy('last_heard_ms', 'desc')
    .orderBy('id')
    .limit(shownAtMost)
    .execute();
  return rows.map(presenceWire);
}

/** Drops rows unheard of for a week: one indexed delete, run now and then by the tracker. */
export async function dropOldPresence(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db
    .deleteFrom('overlay_presence')
    .where('last_heard_ms', '<', nowMs - keptForMs)
    .execute();
}
