import { useEffect, useState } from 'react';

// Every time-dependent view reads the time here, so a browser test can set it (Playwright's page.clock)
// and see every state of a page.

export function nowMs(): number {
  return Date.now();
}

/** The current time, refreshed every `intervalMs` while the component is shown. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowMs()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
