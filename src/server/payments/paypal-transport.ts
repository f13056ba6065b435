import type { z } from 'zod';
import { PayPalError, payPalErrorFrom } from './paypal-error';
import { tokenResponseSchema } from './paypal-types';

// How the PayPal client talks HTTP to PayPal: the OAuth token (cached, shared, renewed once on a
// 401), timeouts, and one exit for every error so its owner hears of each (with PayPal's debug_id).

export type PayPalOperation =
  | 'token'
  | 'create-order'
  | 'get-order'
  | 'capture-order'
  | 'get-capture'
  | 'refund-capture'
  | 'get-refund'
  | 'search-transactions'
  | 'webhook-certificate';

export interface TransportOptions {
  base: () => string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
  onError?: (error: PayPalError, operation: PayPalOperation) => void;
}

export function createPayPalTransport(options: TransportOptions) {
  const { base, timeoutMs, now } = options;
  const fetchImpl = options.fetch;

  let cachedToken: { token: string; refreshAtMs: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  /** Every PayPal error leaves through here, so onError hears of each one (with its debug_id). */
  function failure(error: PayPalError, operation: PayPalOperation): PayPalError {
    try {
      options.onError?.(error, operation);
    } catch {
      // A failing logger must not turn PayPal's answer into another error.
    }
    return error;
  }

  async function send(
    path: string,
    init: RequestInit,
    operation: PayPalOperation,
  ): Promise<{ status: number; body: unknown; debugId: string | null }> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw failure(
        new PayPalError({
          status: 0,
          code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
          message: timedOut
            ? `PayPal did not answer within ${Math.round(timeoutMs / 1000)} seconds.`
            : `PayPal could not be reached (${error instanceof Error ? error.message : String(error)}).`,
        }),
        operation,
      );
    }
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, debugId: response.headers.get('paypal-debug-id') };
  }

  function parse<S extends z.ZodType>(
    schema: S,
    body: unknown,
    operation: PayPalOperation,
    what: string,
  ): z.infer<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw failure(
        new PayPalError({
          status: 502,
          code: 'UNEXPECTED_RESPONSE',
          message: `PayPal's answer to ${what} could not be read: ${parsed.error.issues[0]?.message ?? 'unknown shape'}.`,
        }),
        operation,
      );
    }
    return parsed.data;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body, debugId } = await send(
      '/v1/oauth2/token',
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      'token',
    );
    if (status !== 200) throw failure(payPalErrorFrom(status, body, debugId), 'token');
    const token = parse(tokenResponseSchema, body, 'token', 'the token request');
    // Renew a little before PayPal's deadline, so a token never expires in the middle of a call.
    const marginS = Math.min(300, Math.floor(token.expires_in / 2));
    cachedToken = { token: token.access_token, refreshAtMs: now() + (token.expires_in - marginS) * 1000 };
    return token.access_token;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && now() < cachedToken.refreshAtMs) return Promise.resolve(cachedToken.token);
    // Concurrent callers share one token request.
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function call(
    operation: PayPalOperation,
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; headers?: Record<string, string> } = {},
    mayRetry = true,
  ): Promise<{ status: number; body: unknown; debugId: string | null }> {
    const token = await accessToken();
    const answer = await send(
      path,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...extra.headers,
        },
        ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
      },
      operation,
    );
    if (answer.status === 401 && mayRetry) {
      // Revoked or expired early: one fresh token, one more try.
      if (cachedToken?.token === token) cachedToken = undefined;
      return call(operation, method, path, extra, false);
    }
    if (answer.status < 200 || answer.status > 299) {
      throw failure(payPalErrorFrom(answer.status, answer.body, answer.debugId), operation);
    }
    return answer;
  }

  return { call, parse, failure };
}
