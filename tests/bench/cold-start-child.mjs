// Spawned by tests/bench/lambda.ts in a fresh `node` process (no tsx): import the Lambda bundle and
// answer one request through its handler, the way a cold Lambda's first invocation does.
// argv[2]: the bundle; env BENCH_SESSION: a ts_session cookie value; DATABASE_* as the handler reads them.
import { pathToFileURL } from 'node:url';
import { functionUrlEvent, installStreamingRuntime, lambdaContext } from './lambda-invoke.mjs';

installStreamingRuntime();

const t0 = performance.now();
const { handler } = await import(pathToFileURL(process.argv[2] ?? '').href);
const t1 = performance.now();

const event = functionUrlEvent({ path: '/api/trpc/account.me', cookies: [`ts_session=${process.env.BENCH_SESSION ?? ''}`] });
const res = await handler(event, lambdaContext());
const t2 = performance.now();

let signedIn = false;
try {
  signedIn = Boolean(JSON.parse(res.body ?? 'null')?.result?.data?.email);
} catch {
  signedIn = false;
}
const result = { bootMs: t0, importMs: t1 - t0, firstRequestMs: t2 - t1, totalMs: t2 - t0, status: res.statusCode, signedIn };
// The database pool keeps the loop alive, as it would in a warm Lambda: leave once the line is out.
process.stdout.write(`COLD_START ${JSON.stringify(result)}\n`, () => process.exit(0));
