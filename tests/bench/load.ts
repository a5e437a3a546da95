import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Absolute path of a CommonJS `setupRequest` module that rewrites every request (see booking-request.cjs). */
  setupRequest?: string;
  /** Stop after this many responses instead of after `seconds`. */
  amount?: number;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  /** Completed responses, any status. */
  responses: number;
  rps: number;
  /** Milliseconds over 2xx responses (autocannon's resolution is 1 ms). */
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors plus timeouts. */
  errors: number;
  /** e.g. "200×412" or "200×400 429×12". */
  statuses: string;
}

/**
 * One autocannon run. The load generator runs in a worker thread so it does not share the
 * server's event loop (it still shares the machine's cores).
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const r = await autocannon({
    url: spec.url,
    method: spec.method,
    headers: spec.headers,
    ...(spec.body === undefined ? {} : { body: spec.body }),
    ...(spec.setupRequest === undefined ? {} : { requests: [{ setupRequest: spec.setupRequest }] }),
    ...(spec.amount === undefined ? {} : { amount: spec.amount }),
    connections: spec.connections,
    duration: spec.seconds,
    workers: 1,
  });
  const statuses = Object.entries(r.statusCodeStats)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    connections: spec.connections,
    seconds: r.duration,
    responses: r.requests.total,
    rps: r.duration > 0 ? r.requests.total / r.duration : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses: statuses || 'none',
  };
}

/** A short run whose figures are thrown away, so JIT, pools and caches are warm for the measured one. */
export async function warmUp(spec: LoadSpec, seconds: number): Promise<void> {
  await runLoad({ ...spec, seconds });
}
