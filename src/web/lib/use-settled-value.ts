import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a search box keeps every key typed (its own
 * state), and the server is asked only when the typing pauses.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
