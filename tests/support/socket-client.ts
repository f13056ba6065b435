import type { AddressInfo } from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contracts/socket-events';
import type { TestApp } from './test-app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client of the test app, connected over WebSocket only, as the pages connect. */
export function connectSocket(
  app: TestApp,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<TestSocket> {
  const { port } = app.server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket: TestSocket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], ...options });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
