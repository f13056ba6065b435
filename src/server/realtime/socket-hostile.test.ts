import { io, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForSuite } from '../../../tests/support/suite-app';

// The socket is for listening only. Whatever a client sends on it, the server stays up, other clients
// keep receiving, and an oversized frame closes only the sender's connection.
describe('the realtime socket under hostile clients', () => {
  let url: string;
  const app = appForSuite('sqlite');
  beforeAll(async () => {
    const address = app.server.server.address();
    if (!address || typeof address === 'string') throw new Error('test app is not listening');
    url = `http://127.0.0.1:${address.port}`;
  });

  const connect = (options: Parameters<typeof io>[1] = {}) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(url, { transports: ['websocket'], reconnection: false, ...options });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('ignores unknown events and strange payloads, and keeps serving other clients', async () => {
    const attacker = await connect();
    const listener = await connect();
    for (const [name, payload] of [
      ['__proto__', { polluted: true }],
      ['constructor', 'x'],
      ['donation', { amount: 'lots' }],
      ['ticket', null],
      ['garbage', Array.from({ length: 50 }, (_, i) => ({ i }))],
    ] as const) {
      attacker.emit(name, payload);
    }
    const received = new Promise((resolve) => listener.once('ticket', resolve));
    app.realtime.emit('ticket', {
      id: 1,
      count: 1,
      amount: 30,
      stream: true,
      time: new Date().toISOString(),
    });
    await expect(received).resolves.toMatchObject({ count: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    attacker.close();
    listener.close();
  });

  it('closes the connection of a client that sends an oversized frame, and only that one', async () => {
    const attacker = await connect();
    const bystander = await connect();
    const closed = new Promise<string>((resolve) => attacker.once('disconnect', resolve));
    attacker.emit('big', 'x'.repeat(100_000));
    await expect(closed).resolves.toBe('transport close');
    expect(bystander.connected).toBe(true);
    const health = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    bystander.close();
  });

  it('refuses the long-polling transport with a 4xx, as only WebSocket is served', async () => {
    // Over the real socket: socket.io answers these before Fastify's routes see them.
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
