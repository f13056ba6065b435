import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { socketsCaughtUp } from '../../../tests/support/socket-fence';
import { appForSuite } from '../../../tests/support/suite-app';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { changeNotice } from '../../contracts/organiser-edits';
import { issueOrganiserToken } from '../organisers/organiser-token';
import { emitToCrew } from './socket-server';

// Organiser-only events (check-ins) reach the connections that brought a valid organiser token, and no
// other: every public page and the overlay share the same socket server.
describe('the organisers’ room', () => {
  const sockets: TestSocket[] = [];
  const app = appForSuite('sqlite');
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
  });

  const connect = async (auth: Record<string, unknown> = {}) => {
    const socket = await connectSocket(app, { reconnection: false, auth });
    sockets.push(socket);
    return socket;
  };
  const received = (socket: TestSocket) => {
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
    // The server joins the room before it answers the connect, so one event is enough.
    emitToCrew(app.realtime, ['organiser'], 'totals-changed', changeNotice());
    await vi.waitFor(() => expect(organiser).toHaveLength(1));
    await socketsCaughtUp(app, sockets);
    expect([visitor, forged, otherPassword]).toEqual([[], [], []]);
  });
});
