import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// socket.io-client stand-in: the test fires the socket's own events ('connect', a server event).
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    active: false,
    /** How many times the page asked for a connection. */
    connects: 0,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return socket;
    },
    off(event: string, handler: (...args: unknown[]) => void) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    connect() {
      socket.connects += 1;
      socket.active = true;
    },
    disconnect() {
      socket.active = false;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  /** The options the page gave io(), to read the handshake it would send. */
  const made: { options?: { auth(send: (auth: object) => void): void } } = {};
  return { socket, fire, made };
});
vi.mock('socket.io-client', () => ({
  io: (options: (typeof fake.made)['options']) => {
    fake.made.options = options;
    return fake.socket;
  },
}));

const { identifyOverlay, listenRealtime, onRealtimeConnected, setRealtimeAuth } = await import('./socket');
const { watchConnectionLost } = await import('./connection-lost');

const ignore = () => undefined;
/** The server ends the connection: socket.io's client then stays away unless the page connects again. */
const serverEndsIt = () => {
  fake.socket.active = false;
  fake.fire('disconnect', 'io server disconnect');
};
const handshake = () => {
  let sent: object | undefined;
  fake.made.options?.auth((auth) => {
    sent = auth;
  });
  return sent;
};

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

  describe('after the server ended the connection', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.runOnlyPendingTimers();
      vi.useRealTimers();
    });

    it('connects again by itself, after 1 s, then waiting longer each time up to 5 s', () => {
      const stop = listenRealtime('ticket', ignore, ignore);
      fake.fire('connect');
      // A connection that lasted starts the waits again from 1 s.
      vi.advanceTimersByTime(5_000);
      for (const wait of [1_000, 2_000, 4_000, 5_000, 5_000]) {
        serverEndsIt();
        const before = fake.socket.connects;
        vi.advanceTimersByTime(wait - 1);
        expect(fake.socket.connects).toBe(before);
        vi.advanceTimersByTime(1);
        expect(fake.socket.connects).toBe(before + 1);
        expect(fake.socket.active).toBe(true);
        // The server ends each new connection at once.
        fake.fire('connect');
      }
      vi.advanceTimersByTime(5_000);
      serverEndsIt();
      const before = fake.socket.connects;
      vi.advanceTimersByTime(1_000);
      expect(fake.socket.connects).toBe(before + 1);
      stop();
    });

    it('stays away once no part of the page listens, and leaves other disconnects to socket.io', () => {
      const stop = listenRealtime('ticket', ignore, ignore);
      fake.fire('connect');
      const before = fake.socket.connects;
      // A dropped transport: socket.io's own reconnection brings it back, not this page.
      fake.fire('disconnect', 'transport close');
      vi.advanceTimersByTime(10_000);
      expect(fake.socket.connects).toBe(before);
      fake.fire('connect');
      serverEndsIt();
      stop();
      vi.advanceTimersByTime(10_000);
      expect(fake.socket.connects).toBe(before);
    });

    it('says the connection is lost only after 10 s without one, and no longer once connected', () => {
      const told: boolean[] = [];
      fake.fire('connect');
      const stop = watchConnectionLost((lost) => told.push(lost));
      serverEndsIt();
      vi.advanceTimersByTime(9_999);
      expect(told).toEqual([]);
      // Still down after socket.io's own retries: the count goes on from the first moment without one.
      fake.fire('connect_error', new Error('websocket error'));
      vi.advanceTimersByTime(1);
      expect(told).toEqual([true]);
      fake.fire('connect');
      expect(told).toEqual([true, false]);
      // A short blip shows nothing.
      fake.fire('disconnect', 'transport close');
      vi.advanceTimersByTime(2_000);
      fake.fire('connect');
      vi.advanceTimersByTime(20_000);
      expect(told).toEqual([true, false]);
      stop();
    });
  });

  it('lets an overlay say which it is, with one id per page load, beside an organiser token', () => {
    vi.stubGlobal('addEventListener', vi.fn());
    try {
      const stop = listenRealtime('ticket', ignore, ignore);
      identifyOverlay('donationbar');
      const first = handshake() as { overlay: string; overlayId: string };
      expect(first).toEqual({ overlay: 'donationbar', overlayId: expect.stringMatching(/^[0-9a-f]{24}$/) });
      setRealtimeAuth({ organiserToken: 'token' });
      expect(handshake()).toEqual({ ...first, organiserToken: 'token' });
      setRealtimeAuth({});
      identifyOverlay('donationbar');
      expect(handshake()).toEqual(first);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
