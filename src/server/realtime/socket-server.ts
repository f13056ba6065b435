import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server } from 'socket.io';
import { type CrewRole, crewPassEndedSocketError } from '../../contracts/crew';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events';
import { type OverlayPresenceOptions, overlayPresenceTracker } from './overlay-presence';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** What a connection's token opens: rooms by role, and its pass's own room (to drop it on revoke). */
type SocketAccess = { roles: readonly CrewRole[]; passId: number | null } | 'ended';

export interface RealtimeOptions {
  /** With PostgreSQL, events reach the clients of every instance through LISTEN/NOTIFY. */
  pgPool?: pg.Pool | undefined;
  /**
   * What the organiser token or crew pass a connection brings grants (no roles for a missing or invalid
   * token; 'ended' for a revoked or expired pass, whose connection is refused); the connection joins one
   * room per role, and a pass's room. The organisers' feature answers (organisers/organiser-access.ts).
   */
  accessOf?: (token: unknown) => Promise<SocketAccess>;
  /** Records the overlays' connections, for the dashboard's Overlays panel. */
  presence?: OverlayPresenceOptions;
}

/** The room of connections whose organiser token grants `role` (docs/product/realtime.md). */
const crewRoom = (role: CrewRole) => `crew:${role}`;
const passRoom = (passId: number) => `pass:${passId}`;

/**
 * Ends the connections of a revoked pass on every instance (the PostgreSQL adapter carries it to the
 * others). socket.io's "io server disconnect": the page does not silently reconnect as before, and the
 * connection it makes again is refused (passEndedSocketError).
 */
export function dropPassSockets(io: RealtimeServer, passId: number): void {
  io.in(passRoom(passId)).disconnectSockets(true);
}

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
  const { accessOf } = options;
  if (accessOf) {
    // The token rides in socket.io's handshake `auth`, read once per connection; a reconnect brings it again.
    // In a middleware, so the rooms are joined before the page hears it is connected, and a pass that
    // ended is refused rather than let in as a public connection the page would take for signed in.
    io.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as { organiserToken?: unknown }).organiserToken;
      if (token === undefined) return next();
      accessOf(token).then(
        (access) => {
          if (access === 'ended') return next(new Error(crewPassEndedSocketError));
          const rooms = access.roles.map(crewRoom);
          if (access.passId !== null) rooms.push(passRoom(access.passId));
          if (rooms.length > 0) void socket.join(rooms);
          next();
        },
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
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
