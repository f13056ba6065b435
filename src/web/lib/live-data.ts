import type { PayloadReader, RealtimeEvent } from './socket';

// The one way a page reads data that the socket keeps fresh (docs/decisions/018-live-data.md): each
// resource is one LiveQuery (what to load, which events make it stale, which events it holds), and
// useLiveData (use-live-data.ts) runs it. This file holds the rules and no React, so they are tested
// with fake timers and a fake socket. It takes no zod either: the stream overlay uses it.

/**
 * A trigger's payload is never used, so it is not read: any payload makes the page read again, and what it
 * reads is checked with its schema.
 */
const anyPayload: PayloadReader<true> = () => true;

/** One resource a page reads and keeps fresh. */
export interface LiveQuery<T, E = never> {
  /** What is loaded, for the console, where every failed load is logged ("Could not load <name>"). */
  name: string;
  /** Reads the resource; `signal` aborts a read that a newer one replaces or the page no longer needs. */
  load(signal: AbortSignal): Promise<T>;
  /** Not read while false (a page that shows none of it yet). */
  enabled?: boolean;
  /** What `load` reads besides the server (a password, an edit counter): a change reads again. */
  key?: readonly unknown[];
  /**
   * Socket events after which the resource is read again; what is shown stays until the answer. Only their
   * arrival matters (their payloads are not read).
   */
  reloadOn?: readonly RealtimeEvent[];
  /**
   * An answer the page was served with (the overlay's summary, a rendered page's data, in its HTML):
   * shown from the first render on, and the first read waits for the first trigger (reloadOnConnect
   * makes that the socket's connection) instead of starting at once.
   */
  initial?: T;
  /** Read again after each (re)connection: events sent while the connection was down are lost. */
  reloadOnConnect?: boolean;
  /** Read again this often while shown. */
  refreshEveryMs?: number;
  /** After a failed read, read again after these delays, the last one repeating until a read succeeds. */
  retryDelaysMs?: readonly number[];
  /** Socket events held beside the last answer, so a page shows them before the next read counts them. */
  live?: LiveEvents<E>;
  /**
   * Socket events that carry a whole answer, sent by the server after each change (the overlay's totals):
   * taken like the answer of a read, without reading.
   */
  pushed?: Partial<Record<RealtimeEvent, PayloadReader<T>>>;
  /**
   * Of the answer shown and one that came in (read or pushed), the one to show; by default the one that
   * came in. An answer with a revision keeps the higher one, so a late answer never moves it back.
   */
  newest?(shown: T, incoming: T): T;
}

interface LiveEvents<E> {
  /**
   * Held until an answer counts them: the ones that arrived after its request was sent stay, since the
   * server emits an event only after its purchase committed, so anything emitted earlier is in the answer
   * (at its amount after refunds, or left out).
   */
  on: Partial<Record<RealtimeEvent, PayloadReader<E>>>;
}

/** What a page shows: the last answer (kept while a newer read runs), or why there is none. */
export type LiveSnapshot<T, E = never> = { events: readonly E[] } & (
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'error'; data: undefined; error: Error }
  /** `error`: the last read failed; the page may say so beside the older data, or keep quiet. */
  | { status: 'ready'; data: T; error: Error | null }
);

/** The socket as a live query needs it (lib/socket.ts; a fake in tests). */
export interface RealtimeSource {
  listen<V>(event: RealtimeEvent, read: PayloadReader<V>, onEvent: (item: V) => void): () => void;
  onConnected(listener: () => void): () => void;
}

const entries = <V>(record: Partial<Record<RealtimeEvent, V>> | undefined) =>
  Object.entries(record ?? {}) as [RealtimeEvent, V][];

const asError = (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure)));

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** One resource's state and reads; `query()` gives the latest query, so `load` may read fresh props. */
export class LiveDataStore<T, E = never> {
  #answer: { value: T } | undefined;
  #error: Error | null = null;
  #events: readonly E[] = [];
  #snapshot: LiveSnapshot<T, E> = { status: 'loading', data: undefined, error: null, events: [] };
  #reading: AbortController | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #query: () => LiveQuery<T, E>;

  constructor(query: () => LiveQuery<T, E>) {
    this.#query = query;
    // Shown from the first render, so a page rendered by the server with it is taken over as it was sent.
    const { initial } = query();
    if (initial !== undefined) {
      this.#answer = { value: initial };
      this.#snapshot = { status: 'ready', data: initial, error: null, events: [] };
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = (): LiveSnapshot<T, E> => this.#snapshot;

  /** Reads now and on every trigger the query names, until the returned function is called. */
  start(realtime: RealtimeSource): () => void {
    const { reloadOn, live, pushed, reloadOnConnect, refreshEveryMs, initial } = this.#query();
    const stops = [() => this.#reading?.abort()];
    for (const event of reloadOn ?? []) stops.push(realtime.listen(event, anyPayload, this.reload));
    for (const [event, read] of entries(live?.on)) stops.push(realtime.listen(event, read, this.#hold));
    for (const [event, read] of entries(pushed)) stops.push(realtime.listen(event, read, this.#take));
    if (reloadOnConnect) stops.push(realtime.onConnected(this.reload));
    if (refreshEveryMs) {
      const timer = setInterval(this.reload, refreshEveryMs);
      stops.push(() => clearInterval(timer));
    }
    if (initial === undefined) this.reload();
    else if (!this.#answer) {
      this.#answer = { value: initial };
      this.#publish();
    }
    return () => {
      for (const stop of stops) stop();
    };
  }

  /** Reads again, keeping what is shown; a read under way is dropped, so an older answer never wins. */
  reload = (): void => {
    this.#reading?.abort();
    const reading = new AbortController();
    this.#reading = reading;
    void this.#read(reading.signal);
  };

  /** After a failure the page offers: back to 'loading' (when nothing is shown) and read again. */
  retry = (): void => {
    this.#error = null;
    this.#publish();
    this.reload();
  };

  /** An answer the server pushed: shown unless the one shown is newer. */
  #take = (answer: T): void => {
    const shown = this.#answer?.value;
    const next = this.#newest(answer);
    if (shown !== undefined && next === shown) return;
    this.#answer = { value: next };
    this.#publish();
  };

  /** What to show once `incoming` came in (the query's `newest`, by default `incoming`). */
  #newest(incoming: T): T {
    const { newest } = this.#query();
    return this.#answer && newest ? newest(this.#answer.value, incoming) : incoming;
  }

  #hold = (event: E): void => {
    this.#events = [...this.#events, event];
    this.#publish();
  };

  async #read(signal: AbortSignal): Promise<void> {
    const { name, load, retryDelaysMs = [] } = this.#query();
    for (let attempt = 0; ; attempt += 1) {
      const sentWith = this.#events;
      try {
        const answer = await load(signal);
        if (signal.aborted) return;
        const answered = new Set(sentWith);
        this.#events = this.#events.filter((event) => !answered.has(event));
        this.#answer = { value: this.#newest(answer) };
        this.#error = null;
        this.#publish();
        return;
      } catch (failure) {
        if (signal.aborted) return;
        console.error(`Could not load ${name}`, failure);
        this.#error = asError(failure);
        this.#publish();
      }
      if (retryDelaysMs.length === 0) return;
      await sleep(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 0, signal);
      if (signal.aborted) return;
    }
  }

  #publish(): void {
    const events = this.#events;
    if (this.#answer) {
      this.#snapshot = { status: 'ready', data: this.#answer.value, error: this.#error, events };
    } else if (this.#error) {
      this.#snapshot = { status: 'error', data: undefined, error: this.#error, events };
    } else {
      this.#snapshot = { status: 'loading', data: undefined, error: null, events };
    }
    for (const listener of this.#listeners) listener();
  }
}
