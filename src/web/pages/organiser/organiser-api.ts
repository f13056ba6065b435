import type * as z from 'zod/mini';
import { readQueryString } from '../../../contracts/organiser-read';
import { ApiError, messageOf, requestJson } from '../../lib/api';
import type { RealtimeEvent } from '../../lib/socket';
import { useLiveData } from '../../lib/use-live-data';
import { endOrganiserSession } from './organiser-session';

// Every organiser call from the dashboard and the check-in page sends the organiser token as
// `authorization: Bearer` (docs/product/organisers.md, "How organiser calls are made"): reads are GET with
// their inputs in the query string, changes POST with a JSON body; the password itself travels only once,
// to sign in. A token the server no longer accepts (401) ends the session, and the page asks again.

/** A contract schema, classic or zod/mini (the shapes public pages read too). */
type OrganiserSchema<S extends z.core.$ZodType> = z.core.$ZodType & {
  safeParse(value: unknown): { success: true; data: z.output<S> } | { success: false };
};

async function withToken<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endOrganiserSession(error.message);
    throw error;
  }
}

/** A change: POST `body` as JSON. */
export function organiserPost<S extends OrganiserSchema<S>>(
  path: string,
  token: string,
  body: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
  return withToken(
    requestJson(path, schema, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      signal,
    }),
  );
}

/** A read: GET, with `input` in the query string as the server reads it (contracts/organiser-read.ts). */
export function organiserGet<S extends OrganiserSchema<S>>(
  path: string,
  token: string,
  input: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return withToken(
    requestJson(`${path}${readQueryString(input)}`, schema, {
      headers: { authorization: `Bearer ${token}` },
      signal,
    }),
  );
}

export const failureText = (error: unknown) => messageOf(error, 'Something went wrong. Please try again.');

export interface OrganiserData<T> {
  data: T | undefined;
  error: string | null;
}

export interface OrganiserDataOptions {
  /** Socket events after which the list is read again. */
  reloadOn?: readonly RealtimeEvent[];
  /** Read again this often while shown (blast counts move as the outbox sends). */
  refreshEveryMs?: number;
  /** What the read takes (a page of a paged list), sent in the query string; a change reads again. */
  input?: Record<string, unknown>;
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
  const { input = {}, ...live } = options;
  const { data, error } = useLiveData({
    name: path,
    key: [path, token, version, input],
    load: (signal) => organiserGet(path, token, input, schema, signal),
    reloadOnConnect: true,
    ...live,
  });
  return { data, error: error && failureText(error) };
}
