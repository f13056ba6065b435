import type { z } from 'zod';
import { ApiError, messageOf, requestJson } from '../../lib/api';
import type { ReloadTriggers } from '../../lib/live-data';
import { useLiveData } from '../../lib/use-live-data';
import { endOrganiserSession } from './organiser-session';

// Every organiser call from the dashboard and the check-in page sends the organiser token as
// `authorization: Bearer` (docs/product/organisers.md, "Signing in"); the password itself travels only once,
// to sign in. A token the server no longer accepts (401) ends the session, and the page asks again.

/** A contract schema, classic or zod/mini (the shapes public pages read too). */
type OrganiserSchema<S extends z.core.$ZodType> = z.core.$ZodType & {
  safeParse(value: unknown): { success: true; data: z.output<S> } | { success: false };
};

export async function organiserPost<S extends OrganiserSchema<S>>(
  path: string,
  token: string,
  body: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
  try {
    return await requestJson(path, schema, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endOrganiserSession(error.message);
    throw error;
  }
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
  /** Sent with the token (a page of a paged list); a change reads again. */
  body?: Record<string, unknown>;
}

/**
 * Loads `path` with the token, again whenever `version` changes (after an edit), after each reconnect
 * (events sent while the connection was down are not replayed) and on the options' triggers. The last
 * good answer stays shown while a reload runs; a failed one is said beside it.
 */
export function useOrganiserData<S extends OrganiserSchema<S>>(
  path: string,
  token: string,
  schema: S,
  version: number,
  options: OrganiserDataOptions = {},
): OrganiserData<z.output<S>> {
  const { body = {}, ...live } = options;
  const { data, error } = useLiveData({
    name: path,
    key: [path, token, version, body],
    load: (signal) => organiserPost(path, token, body, schema, signal),
    reloadOnConnect: true,
    ...live,
  });
  return { data, error: error && failureText(error) };
}
