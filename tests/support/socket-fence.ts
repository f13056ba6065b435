import { donate, donationBody } from './donations';
import type { TestSocket } from './socket-client';
import type { TestApp } from './test-app';

let fences = 0;

/**
 * Resolves once every event the server sent these sockets before the call has arrived, so a test can
 * say a socket heard nothing without a pause: a donation made now is told to every socket after what
 * came before it, on the same connection (socket.io keeps a connection's order). It adds that donation
 * to the totals, named "Fence N".
 */
export async function socketsCaughtUp(app: TestApp, sockets: TestSocket[]): Promise<void> {
  fences += 1;
  const name = `Fence ${fences}`;
  const heard = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        const listener = (record: { name: string }) => {
          if (record.name !== name) return;
          socket.off('donation', listener);
          resolve();
        };
        socket.on('donation', listener);
      }),
  );
  await donate(app, donationBody({ name, amount: 1, message: '' }));
  await Promise.all(heard);
}
