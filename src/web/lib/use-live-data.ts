import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LiveDataStore, type LiveQuery, type LiveSnapshot, type RealtimeSource } from './live-data';

export type { LiveQuery } from './live-data';

export type LiveData<T, E = never> = LiveSnapshot<T, E> & {
  /** Reads again, keeping what is shown. */
  reload(): void;
  /** Reads again from 'loading', for a page's "Try again" after a failure. */
  retry(): void;
};

// The socket's code (socket.io's client, 14 KB) is loaded once the page is in React's hands, not before:
// nothing on a rendered page needs it to answer a tap, and on a slow phone every byte before that delays
// the first answer (docs/decisions/044-public-pages-without-zod.md). Listening starts when it has loaded.
const socketModule = () => import('./socket');

/** Runs `start` once the socket's code is loaded, unless the returned stop came first. */
function whenLoaded(start: (socket: Awaited<ReturnType<typeof socketModule>>) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  socketModule().then(
    (socket) => {
      if (!stopped) stop = start(socket);
    },
    (error: unknown) => console.error('Live updates: the connection code could not load', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

const realtime: RealtimeSource = {
  listen: (event, read, onEvent) => whenLoaded((socket) => socket.listenRealtime(event, read, onEvent)),
  onConnected: (listener) => whenLoaded((socket) => socket.onRealtimeConnected(listener)),
};

/**
 * Reads `query` while the component is shown and keeps it fresh from the socket (lib/live-data.ts has
 * the rules). The query may be written inline: its latest `load` is the one called, and a change of its
 * `key` or `enabled` reads again.
 */
export function useLiveData<T, E = never>(query: LiveQuery<T, E>): LiveData<T, E> {
  const latest = useRef(query);
  latest.current = query;
  const [store] = useState(() => new LiveDataStore(() => latest.current));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const enabled = query.enabled ?? true;
  const key = JSON.stringify(query.key ?? []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what load reads; a change reads again.
  useEffect(() => (enabled ? store.start(realtime) : undefined), [store, enabled, key]);

  return useMemo(() => ({ ...snapshot, reload: store.reload, retry: store.retry }), [snapshot, store]);
}
