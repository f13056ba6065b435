import type { ServerOptions } from 'node:http';

// How long a client may take to send a request (docs/product/limits.md, "Requests and connections").
// Node keeps a socket whose headers never end for its default 60 seconds plus up to 30 more before it
// looks, so a few hundred such sockets hold the server's connections for minutes.

export interface Timeouts {
  /** From the connection's first byte (or the request's, on a kept-alive one) to the end of its headers. */
  headersMs: number;
  /** To the end of the whole request, body included. Answers and upgraded WebSockets are not timed. */
  requestMs: number;
}

const unitMs: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** '10s', '500ms', '2m'; undefined when the text is not one. */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d{1,7})\s*(ms|s|m)\s*$/i.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (unitMs[match[2]!.toLowerCase()] ?? 0);
}

/** Fastify's options for them: Node's HTTP server enforces both, and checks its sockets this often. */
export function timeoutOptions(timeouts: Timeouts): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node only notices an expired socket when it checks (every 30 s unless told), so a stalled one
      // lives up to that much past its time; a check is a walk over the sockets mid-request, cheap.
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(timeouts.headersMs / 4))),
    },
  };
}
