// Spawned by tests/bench/lambda.ts in a fresh `node` process (no tsx): import the Lambda bundle and
// answer one request through its handler, the way a cold Lambda's first invocation does.
// argv[2]: the bundle; env BENCH_SESSION: a ts_session cookie value; DATABASE_* as the handler reads them.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

// The Lambda runtime's response-streaming globals, which the Api handler wraps itself in (hono's
// streamHandle): the stream is collected into the buffered shape a function URL would return.
let meta = { statusCode: 200, headers: {} };
globalThis.awslambda = {
  HttpResponseStream: { from: (stream, metadata) => ((meta = metadata), stream) },
  streamifyResponse: (fn) => async (event, context) => {
    const chunks = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (chunks.push(Buffer.from(chunk)), done()) });
    const finished = new Promise((resolve) => stream.on('finish', resolve));
    await fn(event, stream, context);
    await finished;
    return { statusCode: meta.statusCode, headers: meta.headers, body: Buffer.concat(chunks).toString() };
  },
};

const t0 = performance.now();
const { handler } = await import(pathToFileURL(process.argv[2] ?? '').href);
const t1 = performance.now();

const path = '/api/trpc/account.me';
const host = 'bench.lambda-url.eu-central-1.on.aws';
const now = new Date();
const event = {
  version: '2.0',
  routeKey: '$default',
  rawPath: path,
  rawQueryString: '',
  cookies: [`ts_session=${process.env.BENCH_SESSION ?? ''}`],
  headers: { host, accept: 'application/json', 'user-agent': 'tablestay-bench', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' },
  isBase64Encoded: false,
  requestContext: {
    accountId: 'anonymous',
    apiId: 'bench',
    domainName: host,
    domainPrefix: 'bench',
    http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'tablestay-bench' },
    requestId: randomUUID(),
    routeKey: '$default',
    stage: '$default',
    time: now.toUTCString(),
    timeEpoch: now.getTime(),
  },
};
const context = {
  callbackWaitsForEmptyEventLoop: true,
  functionName: 'tablestay-api-bench',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:tablestay-api-bench',
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: '/aws/lambda/tablestay-api-bench',
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => 30_000,
};

const res = await handler(event, context);
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
