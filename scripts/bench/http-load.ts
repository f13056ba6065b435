import autocannon from 'autocannon';

// One load run with autocannon: a fixed number of connections, each sending its next request as soon
// as the previous answer arrives, for a fixed time.

export interface LoadTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Average answer size. */
  bytesPerRequest: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
}

export async function runLoad(
  target: LoadTarget,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const request = {
    url: target.url,
    connections: options.connections,
    method: target.method ?? 'GET',
    ...(target.body === undefined
      ? {}
      : { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }),
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
