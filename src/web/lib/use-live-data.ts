import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LiveDataStore, type LiveQuery, type LiveSnapshot, type RealtimeSource } from './live-data';
import { listenRealtime, onRealtimeConnected } from './socket';

export type { LiveQuery } from './live-data';

export type LiveData<T, E = never> = LiveSnapshot<T, E> & {
  /** Reads again, keeping what is shown. */
  reload(): void;
  /** Reads again from 'loading', for a page's "Try again" after a failure. */
  retry(): void;
};

const realtime: RealtimeSource = { listen: listenRealtime, onConnected: onRealtimeConnected };

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
