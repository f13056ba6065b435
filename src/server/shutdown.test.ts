import { expect, it } from 'vitest';
import { approve, capture, createOrder, inPersonOrder } from '../../tests/support/purchases';
import { createTestApp } from '../../tests/support/test-app';

// A deploy sends SIGTERM at any moment, often in a rush of payments: the server must let go quickly,
// not wait for keep-alive connections (PayPal's webhook calls among them) to time out.
it('shuts down promptly right after a burst of payments', async () => {
  const app = await createTestApp('sqlite');
  const ids: string[] = [];
  for (let i = 0; i < 9; i++) {
    const created = await createOrder(app, inPersonOrder());
    await approve(app, created.body.id!);
    ids.push(created.body.id!);
  }
  await Promise.all(ids.slice(0, 8).map((id) => capture(app, id)));
  await capture(app, ids[8]!);
  const closing = Date.now();
  await app.close();
  expect(Date.now() - closing).toBeLessThan(2000);
}, 60_000);
