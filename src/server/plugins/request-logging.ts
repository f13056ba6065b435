import { type FastifyRequest, LogController } from 'fastify';

// A request's log lines name its route's pattern, never the address as it arrived
// (docs/product/limits.md, "What the log keeps"): a /live-{token} or /order/{token} address is a working
// link for whoever reads the log, and a query string can hold an email address (/tickets/resend?email=…).
// An address no route matched is logged as a fixed label, whatever it held: /order/{token}/x,
// /api/order/{token}/foo and /ORDER/{token} once put whole order tokens in the log. Fastify writes the raw
// address in two places, the `req` serializer and its 404 line; both are replaced here.

/** What the log says instead of an address that matched no route. */
const unmatchedAddressLabel = '(no route)';

interface LoggedRequest {
  is404?: boolean;
  routeOptions?: { url?: string };
}

/**
 * The address a log line may carry: the matched route's pattern (`/live-:token`, `/order/:token`, the
 * static files' `/*`), or the fixed label for an address no route matched.
 */
function loggedUrl(request: LoggedRequest): string {
  if (request.is404) return unmatchedAddressLabel;
  return request.routeOptions?.url ?? unmatchedAddressLabel;
}

type SerializedRequest = LoggedRequest & {
  method: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's own `req` serializer (node_modules/fastify/lib/logger-pino.js), with `url` made safe. */
function requestSerializer(request: SerializedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

class RouteLogController extends LogController {
  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method} ${unmatchedAddressLabel} not found`);
  }
}

/** Fastify's `logger.serializers` and `logController` options. */
export function requestLogging() {
  return {
    serializers: { req: requestSerializer as (request: unknown) => Record<string, unknown> },
    logController: new RouteLogController(),
  };
}
