import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * socket.io on the same port and HTTP server as Fastify. WebSocket only: every instance can then
 * serve any client without sticky sessions (docs/decisions/005-realtime.md).
 */
export function attachRealtime(app: FastifyInstance): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
  });
  // Fastify closes the HTTP server itself; here only the open sockets are let go, or close would
  // wait for every overlay to hang up.
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
  });
  return io;
}
