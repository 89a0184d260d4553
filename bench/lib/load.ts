import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** A bounded load on a loopback URL: fixed connections and seconds, then it stops. */
export async function measure(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('benchmarks load loopback only');
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
