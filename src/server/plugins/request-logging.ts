import { type FastifyRequest, LogController } from 'fastify';

// A request's log lines name its route, never the address as it arrived: a /live-{token} address is a
// working stream link for whoever reads the log, and a query string can hold an email address
// (/tickets/resend?email=…). Fastify writes the raw address in two places, the `req` serializer and
// its 404 line; both are replaced here.

const liveToken = /\/live-[^/]*/gi;

interface LoggedRequest {
  url: string;
  is404?: boolean;
  routeOptions?: { url?: string };
}

/**
 * The address a log line may carry: the matched route's pattern (`/live-:token`), or for an address no
 * route matched (or only the static files' wildcard, which every unknown address reaches first), its path
 * without the query and with any /live- token replaced.
 */
function loggedUrl(request: LoggedRequest): string {
  const pattern = request.is404 ? undefined : request.routeOptions?.url;
  if (pattern !== undefined && !pattern.includes('*')) return pattern;
  const path = request.url.split(/[?#]/, 1)[0] ?? '';
  return path.replace(liveToken, '/live-:token');
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
    request.log.info(`Route ${request.method}:${loggedUrl(request)} not found`);
  }
}

/** Fastify's `logger.serializers` and `logController` options. */
export function requestLogging() {
  return {
    serializers: { req: requestSerializer as (request: unknown) => Record<string, unknown> },
    logController: new RouteLogController(),
  };
}
