import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { CrewRole } from '../../contracts/crew';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events';
import { type OverlayPresenceOptions, overlayPresenceTracker } from './overlay-presence';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface RealtimeOptions {
  /** With PostgreSQL, events reach the clients of every instance through LISTEN/NOTIFY. */
  pgPool?: pg.Pool | undefined;
  /**
   * The roles the organiser token a connection brings grants (none for a missing or invalid token); the
   * connection joins one room per role. The organisers' feature answers (organisers/organiser-access.ts).
   */
  rolesOf?: (token: unknown) => readonly CrewRole[];
  /** Records the overlays' connections, for the dashboard's Overlays panel. */
  presence?: OverlayPresenceOptions;
}

/** The room of connections whose organiser token grants `role` (docs/product/realtime.md). */
const crewRoom = (role: CrewRole) => `crew:${role}`;

/**
 * Sends an event to signed-in crew with one of `roles` only (check-ins, private counts): never to the
 * public connections that every page and the overlay hold. A connection in several of the rooms gets it once.
 */
export function emitToCrew<Event extends keyof ServerToClientEvents>(
  io: RealtimeServer,
  roles: readonly CrewRole[],
  event: Event,
  ...payload: Parameters<ServerToClientEvents[Event]>
): void {
  io.to(roles.map(crewRoom)).emit(event, ...payload);
}

/**
 * socket.io on the same port and HTTP server as Fastify. WebSocket only: every instance can then
 * serve any client without sticky sessions (docs/decisions/005-realtime.md).
 */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}): RealtimeServer {
  let closing = false;
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    // While shutting down, an overlay reconnecting at once is turned away instead of holding the
    // HTTP server open; it connects to another instance or to this one once restarted.
    allowRequest: (_request, callback) => callback(closing ? 'shutting down' : null, !closing),
    serveClient: false,
    // Events are small; a bigger frame from a client is not one of ours.
    maxHttpBufferSize: 16 * 1024,
  });
  const { rolesOf } = options;
  if (rolesOf) {
    // The token rides in socket.io's handshake `auth`, read once per connection; a reconnect brings it again.
    io.on('connection', (socket) => {
      const token: unknown = (socket.handshake.auth as { organiserToken?: unknown }).organiserToken;
      const rooms = rolesOf(token).map(crewRoom);
      if (rooms.length > 0) void socket.join(rooms);
    });
  }
  const presence =
    options.presence &&
    overlayPresenceTracker(options.presence, app.log, (change) =>
      emitToCrew(io, ['organiser'], 'overlay-presence', change),
    );
  if (presence) io.on('connection', presence.track);
  if (options.pgPool) {
    io.adapter(createAdapter(options.pgPool, { heartbeatInterval: 5_000, heartbeatTimeout: 10_000 }));
  }
  // Fastify closes the HTTP server itself; here the open sockets are let go (or close would wait for
  // every overlay to hang up) and the adapter's LISTEN connection goes back to the pool. Closing the
  // transports, not sending socket.io's disconnect, is what makes pages come back: a page told
  // "io server disconnect" would stay away (docs/decisions/032-lost-connections.md). The presence
  // writes of those disconnects finish, and reach the other instances' dashboards, before the adapter
  // and then the database close.
  app.addHook('preClose', async () => {
    closing = true;
    io.engine.close();
    await presence?.settled();
    await io.of('/').adapter.close();
  });
  return io;
}
