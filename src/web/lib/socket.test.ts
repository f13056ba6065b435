import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// socket.io-client stand-in: the test fires the socket's own events ('connect', a server event).
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    active: false,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return socket;
    },
    off(event: string, handler: (...args: unknown[]) => void) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    connect() {
      socket.active = true;
    },
    disconnect() {
      socket.active = false;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  return { socket, fire };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { listenRealtime, onRealtimeConnected } = await import('./socket');

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the realtime connection', () => {
  it('tells of each new connection after the call, not of one made before it, until stopped', () => {
    const stopFirst = onRealtimeConnected(() => {});
    fake.fire('connect');
    const connected = vi.fn();
    const stop = onRealtimeConnected(connected);
    expect(connected).not.toHaveBeenCalled();
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    expect(connected).toHaveBeenCalledTimes(1);
    fake.fire('connect');
    expect(connected).toHaveBeenCalledTimes(2);
    stop();
    stopFirst();
    fake.fire('connect');
    expect(connected).toHaveBeenCalledTimes(2);
  });

  it('hands each readable payload to the listener, logs and drops the others, and stops when asked', () => {
    const heard = vi.fn();
    const readNumber = (payload: unknown) => (typeof payload === 'number' ? payload : undefined);
    const stop = listenRealtime('ticket', readNumber, heard);
    expect(fake.socket.active).toBe(true);
    fake.fire('ticket', 3);
    fake.fire('ticket', 'three');
    expect(heard.mock.calls).toEqual([[3]]);
    expect(logged).toEqual([["Live updates: ignored a malformed 'ticket' event", 'three']]);
    stop();
    fake.fire('ticket', 4);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
