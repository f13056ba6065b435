import { realtimeStatus, release, retain, subscribeStatus } from './socket';

// When a page says it has lost its live connection (docs/product/realtime.md, "What a visitor sees"):
// after 10 s without a confirmed connection, counted from the last time it was connected or from the
// page's start, so a reconnect that takes socket.io's usual second or two never shows anything.

const lostAfterMs = 10_000;

/**
 * Calls `onChange(true)` once the page has gone `afterMs` without a connection and `onChange(false)` when
 * it is connected again, until the returned function is called; keeps the connection open meanwhile.
 */
export function watchConnectionLost(onChange: (lost: boolean) => void, afterMs = lostAfterMs): () => void {
  retain();
  let lost = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const become = (next: boolean) => {
    if (next === lost) return;
    lost = next;
    onChange(next);
  };
  const check = () => {
    if (realtimeStatus().state === 'connected') {
      clearTimeout(timer);
      timer = undefined;
      become(false);
    } else if (timer === undefined && !lost) {
      timer = setTimeout(() => become(true), afterMs);
    }
  };
  const unsubscribe = subscribeStatus(check);
  check();
  return () => {
    unsubscribe();
    clearTimeout(timer);
    release();
  };
}
