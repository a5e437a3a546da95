// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Runs the load generator in this many worker threads instead of the caller's event loop. */
    workers?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Cycled in order per connection; each inherits method, headers and body from the options. */
    requests?: Request[];
  }

  export interface Request {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * Rewrites each request before it is sent. With `workers`, an absolute path to a CommonJS
     * module whose export is that function (functions cannot be passed to a worker thread).
     */
    setupRequest?: string;
  }

  /** Percentiles as autocannon names them (p2_5 is the 2.5th percentile, and so on). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds, 2xx responses only. */
    latency: Histogram & { totalCount: number };
    /** Per-second samples; `total` is every completed response. */
    requests: Histogram & { sent: number };
  }

  export default function autocannon(opts: Options): Promise<Result>;
}
