// socket.io beside Fastify: public change notices, and events for the crew's rooms by role.
import type { RealtimeServer } from './socket-server';

export { announceEdit } from './announce-edit';
export { recentOverlays } from './overlay-presence-store';
export {
  attachRealtime,
  dropPassSockets,
  emitToCrew,
  type RealtimeServer,
} from './socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server; decorated once in app.ts. */
    realtime: RealtimeServer;
  }
}
