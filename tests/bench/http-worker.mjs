// The stays bench's load generator, run by tests/bench/timed-load.ts in a worker thread (plain ESM,
// no tsx: a worker loads it by path). A closed loop per connection over keep-alive node:http: each
// connection sends its next request when the previous one has answered, until the time is up or the
// requests run out, and waits for the one in flight before it stops. Every response is timed with
// performance.now() (sub-millisecond, unlike autocannon's 1 ms histogram) so p95 can be read.
//
// workerData: { url, method, headers, body?, bodies?, connections, seconds, amount? }
//   bodies: request i sends bodies[i] (the run ends when they are used up); else every request sends body.
// Posts back: { elapsedMs, latencies2xx: number[], latenciesBy: { [status]: number[] }, answers: { [`${status} ${message}`]: count },
//               errors, firstError }
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const spec = workerData;
const target = new URL(spec.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const limit = spec.bodies ? Math.min(spec.bodies.length, spec.amount ?? Infinity) : (spec.amount ?? Infinity);

/** The tRPC error message of a non-2xx answer ("" when there is none). */
function messageOf(text) {
  try {
    const parsed = JSON.parse(text);
    const error = Array.isArray(parsed) ? parsed[0]?.error : parsed?.error;
    return String(error?.json?.message ?? error?.message ?? '');
  } catch {
    return text.slice(0, 80);
  }
}

function send(payload) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const headers = payload === undefined ? spec.headers : { ...spec.headers, 'content-length': Buffer.byteLength(payload) };
    const req = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: spec.method, headers, agent, timeout: 30_000 },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (err) => resolve({ status: 0, ms: performance.now() - t0, error: err }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout after 30 s')));
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - t0, error: err }));
    req.end(payload);
  });
}

const latenciesBy = {};
const answers = {};
let errors = 0;
let firstError = null;
let next = 0;
const started = performance.now();
const end = started + spec.seconds * 1000;

async function connection() {
  while (next < limit && performance.now() < end) {
    const i = next++;
    const r = await send(spec.bodies ? spec.bodies[i] : spec.body);
    if (r.error) {
      errors++;
      firstError ??= r.error.message;
      continue;
    }
    (latenciesBy[r.status] ??= []).push(r.ms);
    if (r.status < 200 || r.status > 299) {
      const key = `${r.status} ${messageOf(r.text)}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
  }
}

await Promise.all(Array.from({ length: spec.connections }, connection));
const elapsedMs = performance.now() - started;
agent.destroy();
const latencies2xx = Object.entries(latenciesBy)
  .filter(([status]) => Number(status) >= 200 && Number(status) <= 299)
  .flatMap(([, ms]) => ms);
// The second argument is the (empty) transfer list: everything is copied.
parentPort.postMessage({ elapsedMs, latencies2xx, latenciesBy, answers, errors, firstError }, []);
