import { type AnswerSchema, type LazySchema, lazySchema } from './lazy-schema';

// The one way pages read our JSON API: every answer is checked against its contract's schema, so a page
// works with typed, validated data or with an error it can show, never with a surprise shape. This file
// takes no zod itself: it is in the script every page loads first, and a page's schemas come with the page,
// or, on the form pages, with their first read (lazy-schema.ts).

/**
 * What checks an answer: its contract schema, one fetched with this request, or a reader that gives the
 * answer or undefined (the ticket pages' sales answer, read by its schema's JSON Schema form:
 * contracts/json-schema-reader.ts).
 */
export type AnswerReader<T> = AnswerSchema<T> | LazySchema<T> | ((value: unknown) => T | undefined);

const asSchema = <T>(read: (value: unknown) => T | undefined): AnswerSchema<T> => ({
  safeParse: (value) => {
    const data = read(value);
    return data === undefined ? { success: false } : { success: true, data };
  },
});

const schemaOf = <T>(reader: AnswerReader<T>): Promise<AnswerSchema<T>> => {
  if (typeof reader === 'function') return Promise.resolve(asSchema(reader));
  return 'load' in reader ? reader.load() : Promise.resolve(reader);
};

/** A refusal's `{error}` sentence. */
const apiErrorReader = lazySchema(() =>
  import('../../contracts/api-error').then((module) => module.apiErrorSchema),
);

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a page says about a failed call: the server's own sentence, or `fallback` for anything else. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;

const unreachable = 'The server could not be reached. Check your connection and try again.';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Sends a request and reads a 2xx answer with `reader`; anything else becomes an ApiError. */
export async function requestJson<T>(
  path: string,
  reader: AnswerReader<T>,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  // Fetched alongside the request, so reading the answer does not wait for it. A refusal's schema is
  // fetched only for a refusal: on the ticket pages, which read their sales answer by hand, zod's core would
  // otherwise come with every read.
  const schema = schemaOf(reader);
  schema.catch(() => {});
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(unreachable, 0);
  }
  const body = await readJson(response);
  // Cancelled while the answer was still arriving (the page was left, a newer read replaced this one):
  // the cut-off body is no answer to judge, report or log (docs/product/site-and-pages.md, "When a page
  // cannot load its data").
  init.signal?.throwIfAborted();
  if (!response.ok) {
    const refusal = await apiErrorReader.load().then(
      (errorSchema) => {
        const refused = errorSchema.safeParse(body);
        return refused.success ? refused.data.error : undefined;
      },
      () => undefined,
    );
    throw new ApiError(
      refusal ?? `The server answered ${response.status}. Please try again.`,
      response.status,
    );
  }
  const parsed = await schema.then(
    (answerSchema) => answerSchema.safeParse(body),
    () => undefined,
  );
  // The schema could not be fetched: as with a lost connection, trying again is what helps.
  if (parsed === undefined) throw new ApiError(unreachable, 0);
  const answer = parsed.success ? parsed.data : undefined;
  if (answer === undefined) {
    console.error(`Unexpected answer from ${path}`, body);
    throw new ApiError(
      'The server sent an answer this page does not understand. Please reload.',
      response.status,
    );
  }
  return answer;
}

/** GET `path` and read the answer with `reader`. */
export function getJson<T>(path: string, reader: AnswerReader<T>, signal?: AbortSignal): Promise<T> {
  return requestJson(path, reader, { signal });
}

/** POST `body` as JSON to `path` and read the answer with `reader`. */
export function postJson<T>(
  path: string,
  body: unknown,
  reader: AnswerReader<T>,
  signal?: AbortSignal,
): Promise<T> {
  return requestJson(path, reader, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    signal,
  });
}

/** A status and whatever JSON came with it (undefined when the body was not JSON). */
export interface JsonAnswer {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  body: unknown;
}

/**
 * POST to `path` and hand back the status and body as they came, for calls whose outcome the page reads
 * itself (the payment calls answer 201 on success and carry their own error shapes). With no `body` the
 * request is sent empty, still with a JSON content type, as the capture calls are (docs/product/payments.md).
 */
export async function postJsonAnswer(path: string, body?: unknown): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { status: 0, body: undefined };
  }
  return { status: response.status, body: await readJson(response) };
}

/** Shown when a request got no answer at all. */
export const unreachableMessage = unreachable;
