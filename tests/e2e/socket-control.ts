import type { Page, WebSocketRoute } from '@playwright/test';
import { expect } from './fixtures';

// The page's socket.io connection, passed through Playwright so that a test can see when it is
// connected and cut it as a network failure would: cut() takes the browser offline (every reconnect
// then fails) and closes the open connection; restore() brings the network back. hold() keeps one
// event's frames back and releaseNewestFirst() delivers them in reverse, as a late path between server
// instances would. No test hook in the page itself.

export async function controlSocket(page: Page) {
  let open: WebSocketRoute | undefined;
  let connections = 0;
  let held: { event: string; frames: string[] } | undefined;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    open = ws;
    const server = ws.connectToServer();
    server.onMessage((message) => {
      // socket.io's '40' packet: the server accepted the connection to the main namespace.
      if (typeof message === 'string' && message.startsWith('40')) connections += 1;
      // socket.io's '42' packet: an event, named first in its JSON array.
      if (held && typeof message === 'string' && message.startsWith(`42["${held.event}"`)) {
        held.frames.push(message);
        return;
      }
      ws.send(message);
    });
  });
  return {
    /** Waits until the page has been connected `count` times in all. */
    async connected(count = 1, timeout = 10_000) {
      await expect.poll(() => connections, { timeout }).toBeGreaterThanOrEqual(count);
    },
    get connections() {
      return connections;
    },
    async cut() {
      // Offline alone would leave an open WebSocket open; closing it alone would let it reconnect.
      await page.context().setOffline(true);
      await open?.close();
    },
    async restore() {
      await page.context().setOffline(false);
    },
    /** Keeps every frame of `event` from the page until releaseNewestFirst(). */
    hold(event: string) {
      held = { event, frames: [] };
    },
    get heldCount() {
      return held?.frames.length ?? 0;
    },
    /** Delivers the held frames, the last one sent first, and stops holding. */
    releaseNewestFirst() {
      const frames = held?.frames ?? [];
      held = undefined;
      for (const frame of frames.reverse()) open?.send(frame);
    },
  };
}
