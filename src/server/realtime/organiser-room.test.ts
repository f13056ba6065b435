import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testOrganiserPassword } from '../../../tests/support/test-app';
import { changeNotice } from '../../contracts/organiser-edits';
import { issueOrganiserToken } from '../organisers/organiser-token';
import { emitToCrew } from './socket-server';

// Organiser-only events (check-ins) reach the connections that brought a valid organiser token, and no
// other: every public page and the overlay share the same socket server.
describe('the organisers’ room', () => {
  let app: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await createTestApp('sqlite');
    const address = app.server.server.address();
    if (!address || typeof address === 'string') throw new Error('test app is not listening');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  const connect = (auth: Record<string, unknown> = {}) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(url, { transports: ['websocket'], reconnection: false, auth });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const received = (socket: Socket) => {
    const events: unknown[] = [];
    socket.on('totals-changed', (payload: unknown) => events.push(payload));
    return events;
  };

  it('sends organiser events only to connections with a valid organiser token', async () => {
    const { token } = issueOrganiserToken(testOrganiserPassword, Date.now());
    const organiser = received(await connect({ organiserToken: token }));
    const visitor = received(await connect());
    const forged = received(await connect({ organiserToken: `${token}x` }));
    const otherPassword = received(
      await connect({ organiserToken: issueOrganiserToken('another-password', Date.now()).token }),
    );
    // Joining the room happens on the server's connection handler, just after the client's connect.
    await new Promise((resolve) => setTimeout(resolve, 100));
    emitToCrew(app.realtime, ['organiser'], 'totals-changed', changeNotice());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(organiser).toHaveLength(1);
    expect([visitor, forged, otherPassword]).toEqual([[], [], []]);
  });
});
