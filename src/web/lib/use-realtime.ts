import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  connectingStatus,
  listenRealtime,
  type PayloadReader,
  type RealtimeEvent,
  type RealtimeStatus,
  realtimeStatus,
  release,
  retain,
  subscribeStatus,
} from './socket';

// The realtime connection (socket.ts) for React pages.

/** The connection state; keeps the connection open while the component is shown. */
export function useRealtimeStatus(): RealtimeStatus {
  useEffect(() => {
    retain();
    return release;
  }, []);
  // The server renders, and the browser takes its HTML over, as still connecting.
  return useSyncExternalStore(subscribeStatus, realtimeStatus, () => connectingStatus);
}

/** Calls `onEvent` with each valid payload of `event` while the component is shown. */
export function useRealtimeEvent<T>(
  event: RealtimeEvent,
  read: PayloadReader<T>,
  onEvent: (item: T) => void,
): void {
  const latest = useRef({ read, onEvent });
  latest.current = { read, onEvent };
  useEffect(
    () =>
      listenRealtime(
        event,
        (payload) => latest.current.read(payload),
        (item) => latest.current.onEvent(item),
      ),
    [event],
  );
}
