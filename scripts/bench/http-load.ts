import autocannon from 'autocannon';

// One load run with autocannon: a fixed number of connections, each sending its next request as soon
// as the previous answer arrives, for a fixed time.

export interface LoadTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Request headers, e.g. the accept-encoding a browser sends. */
  headers?: Record<string, string>;
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Average answer size, headers included, as sent (compressed when the answer was). */
  bytesPerRequest: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
}

/**
 * autocannon appends every answer's body to a string (`req.body += chunk`, for its expectBody and
 * verifyBody options, which the benchmark does not use). That decodes each body as UTF-8 in the load
 * generator: for plain JSON a fast ASCII copy, for a compressed (binary) body the slow path, about
 * 25 us per 10 KB on this machine, more than the server spends answering it. Dropping the body (the
 * byte count is kept: autocannon counts bytes as they arrive) keeps the load generator's cost per
 * answer the same whatever the encoding.
 */
function dropBodies(client: { pipelinedRequests: { addBody(data: Buffer): void } }) {
  client.pipelinedRequests.addBody = () => {};
}

export async function runLoad(
  target: LoadTarget,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const headers = {
    ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...target.headers,
  };
  const request = {
    url: target.url,
    connections: options.connections,
    method: target.method ?? 'GET',
    setupClient: dropBodies,
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    ...(Object.keys(headers).length ? { headers } : {}),
  };
  // A short warm-up first: JIT, the database's page cache and the connection pool start cold.
  if (options.warmupSeconds > 0) await autocannon({ ...request, duration: options.warmupSeconds });
  const result = await autocannon({ ...request, duration: options.seconds });
  return {
    label: target.label,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
