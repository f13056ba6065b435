import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiError, postJson } from '../../lib/api';

// Every organiser call sends the shared password in its body as `pass` (SPEC section 6).

export function organiserPost<S extends z.ZodType>(
  path: string,
  pass: string,
  body: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return postJson(path, { ...body, pass }, schema, signal);
}

export const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export interface OrganiserData<T> {
  data: T | undefined;
  error: string | null;
  reload(): void;
}

/**
 * Loads `path` with the password, again whenever `version` changes (after an edit) and every
 * `refreshMs` while shown (blast counts move as the outbox sends). The last good answer stays shown
 * while a reload runs.
 */
export function useOrganiserData<S extends z.ZodType>(
  path: string,
  pass: string,
  schema: S,
  version: number,
  refreshMs?: number,
): OrganiserData<z.output<S>> {
  const [data, setData] = useState<z.output<S>>();
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    void version;
    void tick;
    const controller = new AbortController();
    organiserPost(path, pass, {}, schema, controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure));
      },
    );
    return () => controller.abort();
  }, [path, pass, schema, version, tick]);

  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(reload, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs, reload]);

  return { data, error, reload };
}
