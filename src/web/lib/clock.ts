import { useEffect, useState } from 'react';
import { useRenderedState } from '../router/rendered-state';

// Every time-dependent view reads the time here, so a browser test can set it (Playwright's page.clock)
// and see every state of a page.

function nowMs(): number {
  return Date.now();
}

/**
 * The current time, refreshed every `intervalMs` while the component is shown. A page the server
 * rendered first shows the server's time, so the browser's first render matches the HTML it takes
 * over, then moves to the browser's time at once.
 */
export function useNow(intervalMs = 1000): number {
  const rendered = useRenderedState();
  const [now, setNow] = useState(() => rendered?.nowMs ?? nowMs());
  useEffect(() => {
    setNow(nowMs());
    const timer = setInterval(() => setNow(nowMs()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
