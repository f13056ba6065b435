import type { z } from 'zod';
import { messageOf, postJson } from '../../lib/api';
import type { ReloadTriggers } from '../../lib/live-data';
import { useLiveData } from '../../lib/use-live-data';

// Every organiser call sends the shared password in its body as `pass` (docs/product/organisers.md).

export function organiserPost<S extends z.ZodType>(
  path: string,
  pass: string,
  body: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return postJson(path, { ...body, pass }, schema, signal);
}

export const failureText = (error: unknown) => messageOf(error, 'Something went wrong. Please try again.');

export interface OrganiserData<T> {
  data: T | undefined;
  error: string | null;
}

export interface OrganiserDataOptions {
  /** Socket events after which the list is read again. */
  reloadOn?: ReloadTriggers;
  /** Read again this often while shown (blast counts move as the outbox sends). */
  refreshEveryMs?: number;
}

/**
 * Loads `path` with the password, again whenever `version` changes (after an edit) and on the options'
 * triggers. The last good answer stays shown while a reload runs; a failed one is said beside it.
 */
export function useOrganiserData<S extends z.ZodType>(
  path: string,
  pass: string,
  schema: S,
  version: number,
  options: OrganiserDataOptions = {},
): OrganiserData<z.output<S>> {
  const { data, error } = useLiveData({
    name: path,
    key: [path, pass, version],
    load: (signal) => organiserPost(path, pass, {}, schema, signal),
    ...options,
  });
  return { data, error: error && failureText(error) };
}
