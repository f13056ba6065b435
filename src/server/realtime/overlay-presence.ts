import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Socket } from 'socket.io';
import { type OverlayPresence, overlayHandshakeSchema } from '../../contracts/overlay-presence';
import { heardWriteEveryMs } from '../../domain/overlay-presence';
import type { Database } from '../db';
import {
  dropOldPresence,
  presenceWire,
  recordConnected,
  recordDisconnected,
  recordHeard,
} from './overlay-presence-store';

// Records each overlay connection in the database, so the dashboard of any instance sees it
// (docs/decisions/032-lost-connections.md): when it connected, socket.io's heartbeat (written at most
// every 30 s), and when and why it went away. Each change that took effect is announced to organisers.

export interface OverlayPresenceOptions {
  db: Kysely<Database>;
  now: () => number;
}

export interface PresenceTracker {
  /** For io.on('connection'): ignores every connection that is not an overlay's. */
  track(socket: Socket): void;
  /** Resolves once every write started so far is done (before the database closes). */
  settled(): Promise<void>;
}

// Anyone may open a socket and call it an overlay; past this many at once on one instance, more are not
// recorded, so a flood cannot fill the table or the panel. Real overlays are a handful.
const trackedAtMost = 100;
const dropOldEveryMs = 60 * 60 * 1000;

export function overlayPresenceTracker(
  options: OverlayPresenceOptions,
  log: FastifyBaseLogger,
  announce: (presence: OverlayPresence) => void,
): PresenceTracker {
  const { db } = options;
  const now = options.now;
  const writes = new Set<Promise<void>>();
  let tracked = 0;
  let droppedOldAt = Number.NEGATIVE_INFINITY;

  /** One connection's writes, in order: on PostgreSQL two writes could otherwise take two pool clients. */
  function writer() {
    let last = Promise.resolve();
    return (write: () => Promise<Parameters<typeof presenceWire>[0] | undefined>) => {
      const next = last
        .then(write)
        .then((row) => {
          if (row) announce(presenceWire(row));
        })
        .catch((error: unknown) => log.error({ err: error }, 'Could not record an overlay’s presence'));
      last = next;
      writes.add(next);
      void next.then(() => writes.delete(next));
    };
  }

  function track(socket: Socket) {
    const page = overlayHandshakeSchema.safeParse(socket.handshake.auth);
    if (!page.success || tracked >= trackedAtMost) return;
    tracked += 1;
    const { overlayId } = page.data;
    const write = writer();
    let writtenMs = now();
    const connectedMs = writtenMs;
    write(() => recordConnected(db, page.data, socket.id, connectedMs));
    if (connectedMs - droppedOldAt >= dropOldEveryMs) {
      droppedOldAt = connectedMs;
      write(() => dropOldPresence(db, connectedMs).then(() => undefined));
    }
    const heard = () => {
      const at = now();
      if (at - writtenMs < heardWriteEveryMs) return;
      writtenMs = at;
      write(() => recordHeard(db, overlayId, socket.id, at));
    };
    socket.conn.on('heartbeat', heard);
    socket.once('disconnect', (reason) => {
      tracked -= 1;
      socket.conn.off('heartbeat', heard);
      write(() => recordDisconnected(db, overlayId, socket.id, reason, now()));
    });
  }

  return {
    track,
    async settled() {
      await Promise.all([...writes]);
    },
  };
}
