import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { percentile } from './booking-bench';

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'http-worker.mjs');

export interface TimedSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent by every request, unless `bodies` is given. */
  body?: string;
  /** Request i sends bodies[i]; the run ends when they are used up. */
  bodies?: string[];
  connections: number;
  seconds: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
}

export interface Percentiles {
  count: number;
  /** Milliseconds, nearest rank, sub-millisecond resolution. */
  p50: number;
  p95: number;
  p99: number;
}

export interface TimedResult {
  connections: number;
  /** Wall time of the run, the requests in flight at its end included. */
  seconds: number;
  /** Completed responses, any status. */
  responses: number;
  rps: number;
  /** Over 2xx responses. */
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  /** Every 2xx latency in ms, ascending (to merge runs). */
  samples: number[];
  /** Latency per status code. */
  byStatus: Record<string, Percentiles>;
  /** Non-2xx answers by status and tRPC error message. */
  answers: { status: number; message: string; count: number }[];
  /** Connection errors plus timeouts (30 s). */
  errors: number;
  firstError: string | null;
  /** e.g. "200×412" or "200×3 409×197". */
  statuses: string;
}

interface WorkerReport {
  elapsedMs: number;
  latencies2xx: number[];
  latenciesBy: Record<string, number[]>;
  answers: Record<string, number>;
  errors: number;
  firstError: string | null;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}

/**
 * One closed-loop run of http-worker.mjs in a worker thread (so the load generator does not share
 * the server's event loop; it still shares the machine's cores).
 */
export function runTimed(spec: TimedSpec): Promise<TimedResult> {
  return new Promise((ok, fail) => {
    const worker = new Worker(WORKER, { workerData: spec });
    let report: WorkerReport | undefined;
    worker.once('message', (m: WorkerReport) => (report = m));
    worker.once('error', fail);
    worker.once('exit', (exitCode) => {
      if (!report) {
        fail(new Error(`the load worker exited ${exitCode} without a report`));
        return;
      }
      const byStatus = Object.fromEntries(Object.entries(report.latenciesBy).map(([status, ms]) => [status, percentiles(ms)]));
      const responses = Object.values(byStatus).reduce((n, s) => n + s.count, 0);
      const two = percentiles(report.latencies2xx);
      const seconds = report.elapsedMs / 1000;
      ok({
        connections: spec.connections,
        seconds,
        responses,
        rps: seconds > 0 ? responses / seconds : 0,
        p50: two.p50,
        p95: two.p95,
        p99: two.p99,
        ok: two.count,
        samples: [...report.latencies2xx].sort((a, b) => a - b),
        byStatus,
        answers: Object.entries(report.answers)
          .map(([key, count]) => {
            const space = key.indexOf(' ');
            return { status: Number(key.slice(0, space)), message: key.slice(space + 1), count };
          })
          .sort((a, b) => b.count - a.count),
        errors: report.errors,
        firstError: report.firstError,
        statuses:
          Object.entries(byStatus)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([code, s]) => `${code}×${s.count}`)
            .join(' ') || 'none',
      });
    });
  });
}

const msf = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/** "p50 / p95 / p99" in ms with one decimal. */
export const tri = (r: Pick<Percentiles, 'p50' | 'p95' | 'p99'>) => `${msf(r.p50)} / ${msf(r.p95)} / ${msf(r.p99)}`;

export const fmtTimed = (r: TimedResult) =>
  `${r.rps.toFixed(1).padStart(7)} req/s  p50 ${msf(r.p50).padStart(6)}  p95 ${msf(r.p95).padStart(6)}  p99 ${msf(r.p99).padStart(6)} ms  ` +
  `responses ${r.responses}  errors ${r.errors}  [${r.statuses}]`;
