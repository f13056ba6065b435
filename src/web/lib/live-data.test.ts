import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveDataStore, type LiveQuery, type RealtimeSource } from './live-data';
import type { PayloadReader, RealtimeEvent } from './socket';

/** A socket stand-in: the test says when an event or a new connection arrives. */
function fakeRealtime() {
  const listeners = new Map<RealtimeEvent, Set<(payload: unknown) => void>>();
  const connected = new Set<() => void>();
  const realtime: RealtimeSource = {
    listen<V>(event: RealtimeEvent, read: PayloadReader<V>, onEvent: (item: V) => void) {
      const listener = (payload: unknown) => {
        const item = read(payload);
        if (item !== undefined) onEvent(item);
      };
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
      return () => set.delete(listener);
    },
    onConnected(listener) {
      connected.add(listener);
      return () => connected.delete(listener);
    },
  };
  return {
    realtime,
    emit: (event: RealtimeEvent, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    connect: () => {
      for (const listener of connected) listener();
    },
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) + connected.size,
  };
}

/** A server stand-in: each read waits until the test answers or fails it. */
function fakeServer<T>() {
  const reads: { signal: AbortSignal; answer(value: T): void; fail(error: unknown): void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => reads.push({ signal, answer: resolve, fail: reject }));
  return { load, reads, last: () => reads.at(-1)! };
}

const settled = () => vi.advanceTimersByTimeAsync(0);
const anyPayload = (payload: unknown) => payload;

function start<T, E = never>(query: LiveQuery<T, E>, socket = fakeRealtime()) {
  const store = new LiveDataStore(() => query);
  const stop = store.start(socket.realtime);
  return { store, stop, socket, snapshot: () => store.getSnapshot() };
}

let logged: unknown[][];
beforeEach(() => {
  vi.useFakeTimers();
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a live query', () => {
  it('is loading until its first answer, then ready with it', async () => {
    const server = fakeServer<string[]>();
    const { snapshot } = start({ name: 'the list', load: server.load });
    expect(snapshot()).toMatchObject({ status: 'loading', data: undefined, error: null });
    server.last().answer(['a']);
    await settled();
    expect(snapshot()).toMatchObject({ status: 'ready', data: ['a'], error: null });
  });

  it('shows a failed first read as an error, logs it, and retry() goes back to loading and reads again', async () => {
    const server = fakeServer<string>();
    const { store, snapshot } = start({ name: 'the schedule', load: server.load });
    const failure = new Error('The server answered 500.');
    server.last().fail(failure);
    await settled();
    expect(snapshot()).toMatchObject({ status: 'error', error: failure });
    expect(logged).toEqual([['Could not load the schedule', failure]]);

    store.retry();
    expect(snapshot().status).toBe('loading');
    expect(server.reads).toHaveLength(2);
    server.last().answer('fine');
    await settled();
    expect(snapshot()).toMatchObject({ status: 'ready', data: 'fine', error: null });
  });

  it('keeps the last answer shown while it reads again, and beside a failed reload', async () => {
    const server = fakeServer<number>();
    const { store, snapshot } = start({ name: 'the counts', load: server.load });
    server.last().answer(1);
    await settled();

    store.reload();
    expect(snapshot()).toMatchObject({ status: 'ready', data: 1 });
    server.last().fail(new Error('down'));
    await settled();
    expect(snapshot()).toMatchObject({ status: 'ready', data: 1, error: new Error('down') });
    expect(logged).toHaveLength(1);

    store.reload();
    server.last().answer(2);
    await settled();
    expect(snapshot()).toMatchObject({ status: 'ready', data: 2, error: null });
  });

  it('lets a newer read win: the older one is aborted and its late answer ignored', async () => {
    const server = fakeServer<string>();
    const { store, snapshot } = start({ name: 'the list', load: server.load });
    const first = server.last();
    store.reload();
    expect(first.signal.aborted).toBe(true);
    server.last().answer('newer');
    first.answer('older');
    await settled();
    expect(snapshot().data).toBe('newer');
  });

  it('reads again after each event it names, whatever its payload, and after no other', async () => {
    const server = fakeServer<string>();
    const { socket, snapshot } = start({
      name: 'the schedule',
      load: server.load,
      reloadOn: ['schedule-changed'],
    });
    server.last().answer('before');
    await settled();

    socket.emit('incentives-changed', { time: 'now' });
    expect(server.reads).toHaveLength(1);
    // Only its arrival matters: what is read again is checked with its own schema.
    socket.emit('schedule-changed', 'not a notice');
    expect(server.reads).toHaveLength(2);
    expect(snapshot().data).toBe('before');
    server.last().answer('after');
    await settled();
    expect(snapshot().data).toBe('after');
  });

  it('reads again after each new connection when asked to, and only then', async () => {
    const server = fakeServer<number>();
    const quiet = start({ name: 'the schedule', load: server.load });
    quiet.socket.connect();
    expect(server.reads).toHaveLength(1);

    const other = fakeServer<number>();
    const { socket } = start({ name: 'the donations', load: other.load, reloadOnConnect: true });
    socket.connect();
    socket.connect();
    expect(other.reads).toHaveLength(3);
  });

  it('shows an answer the page was served with at once, and reads first on its first trigger', async () => {
    const server = fakeServer<number>();
    const { snapshot, socket } = start({
      name: 'the summary',
      load: server.load,
      initial: 1,
      reloadOnConnect: true,
    });
    expect(snapshot()).toMatchObject({ status: 'ready', data: 1, error: null });
    expect(server.reads).toHaveLength(0);
    socket.connect();
    expect(server.reads).toHaveLength(1);
    server.last().answer(2);
    await settled();
    expect(snapshot().data).toBe(2);
  });

  it('has an answer the page was served with before it starts, so a server-rendered page is taken over as sent', () => {
    const store = new LiveDataStore(() => ({
      name: 'the schedule',
      load: fakeServer<number>().load,
      initial: 7,
    }));
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', data: 7, error: null });
    const without = new LiveDataStore(() => ({ name: 'the schedule', load: fakeServer<number>().load }));
    expect(without.getSnapshot().status).toBe('loading');
  });

  it('reads again every refreshEveryMs while started', async () => {
    const server = fakeServer<number>();
    const { stop } = start({ name: 'the overview', load: server.load, refreshEveryMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.reads).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.reads).toHaveLength(4);
  });

  it('retries a failed read after each delay in turn, the last one repeating, logging every failure', async () => {
    const server = fakeServer<number>();
    start({ name: 'the progress summary', load: server.load, retryDelaysMs: [1_000, 2_000, 5_000] });
    const readsAfter = async (ms: number) => {
      server.last().fail(new Error('down'));
      await vi.advanceTimersByTimeAsync(ms - 1);
      const before = server.reads.length;
      await vi.advanceTimersByTimeAsync(1);
      return [before, server.reads.length];
    };
    expect(await readsAfter(1_000)).toEqual([1, 2]);
    expect(await readsAfter(2_000)).toEqual([2, 3]);
    expect(await readsAfter(5_000)).toEqual([3, 4]);
    expect(await readsAfter(5_000)).toEqual([4, 5]);
    expect(logged).toHaveLength(4);
    expect(logged.every(([text]) => text === 'Could not load the progress summary')).toBe(true);

    server.last().answer(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.reads).toHaveLength(5);
  });

  it('without retry delays, waits for a trigger after a failure', async () => {
    const server = fakeServer<number>();
    start({ name: 'the schedule', load: server.load });
    server.last().fail(new Error('down'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.reads).toHaveLength(1);
  });

  it('a trigger during the wait between retries starts over from the first delay', async () => {
    const server = fakeServer<number>();
    const { store } = start({ name: 'the summary', load: server.load, retryDelaysMs: [1_000, 30_000] });
    server.last().fail(new Error('down'));
    await vi.advanceTimersByTimeAsync(1_000);
    server.last().fail(new Error('down'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.reads).toHaveLength(2);
    store.reload();
    expect(server.reads).toHaveLength(3);
    server.last().fail(new Error('down'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.reads).toHaveLength(4);
    // The wait the reload cut short does not fire a read of its own.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.reads).toHaveLength(4);
  });

  it('holds live events; an answer drops those that arrived before its request was sent', async () => {
    const server = fakeServer<number[]>();
    const { store, socket, snapshot } = start({
      name: 'the tickets',
      load: server.load,
      reloadOnConnect: true,
      live: { on: { ticket: (payload) => (typeof payload === 'number' ? payload : undefined) } },
    });
    socket.emit('ticket', 1);
    socket.emit('ticket', 'malformed');
    expect(snapshot()).toMatchObject({ status: 'loading', events: [1] });
    // Sent before the first request's answer but after the request: it may or may not be in the answer.
    server.last().answer([]);
    await settled();
    expect(snapshot()).toMatchObject({ data: [], events: [1] });

    socket.emit('ticket', 2);
    store.reload();
    socket.emit('ticket', 3);
    server.last().answer([1, 2]);
    await settled();
    expect(snapshot()).toMatchObject({ data: [1, 2], events: [3] });
  });

  it('takes a pushed answer at once, and keeps the newest of pushed and read answers by its rule', async () => {
    const server = fakeServer<{ revision: number }>();
    const { socket, snapshot } = start({
      name: 'the totals',
      load: server.load,
      reloadOnConnect: true,
      pushed: {
        progress: (payload) => (typeof payload === 'number' ? { revision: payload } : undefined),
      },
      newest: (shown, incoming) => (incoming.revision >= shown.revision ? incoming : shown),
    });
    socket.emit('progress', 3);
    socket.emit('progress', 'malformed');
    expect(snapshot()).toMatchObject({ status: 'ready', data: { revision: 3 } });
    // Out of order: the later revision stays.
    socket.emit('progress', 5);
    socket.emit('progress', 4);
    expect(snapshot().data).toEqual({ revision: 5 });
    // A read that answers with an older revision than was pushed meanwhile does not move it back.
    server.last().answer({ revision: 2 });
    await settled();
    expect(snapshot().data).toEqual({ revision: 5 });
    socket.connect();
    server.last().answer({ revision: 6 });
    await settled();
    expect(snapshot().data).toEqual({ revision: 6 });
  });

  it('stops: the read under way is aborted, and no event, connection or timer reads again', async () => {
    const server = fakeServer<number>();
    const { stop, socket } = start({
      name: 'the list',
      load: server.load,
      reloadOn: ['totals-changed'],
      reloadOnConnect: true,
      refreshEveryMs: 1_000,
      live: { on: { donation: anyPayload } },
    });
    expect(socket.listening()).toBe(3);
    stop();
    expect(server.last().signal.aborted).toBe(true);
    expect(socket.listening()).toBe(0);
    socket.emit('totals-changed', {});
    socket.connect();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.reads).toHaveLength(1);
  });

  it('keeps its answer and held events across a restart (a new password or edit counter)', async () => {
    const server = fakeServer<string>();
    const { store, stop, socket } = start({ name: 'the list', load: server.load });
    server.last().answer('first');
    await settled();
    stop();
    store.start(socket.realtime);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', data: 'first' });
    expect(server.reads).toHaveLength(2);
  });

  it('tells its subscribers of every change', async () => {
    const server = fakeServer<string>();
    const { store } = start({ name: 'the list', load: server.load });
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    server.last().answer('x');
    await settled();
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.retry();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
