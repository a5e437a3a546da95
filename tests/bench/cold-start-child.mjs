// Spawned by tests/bench/lambda.ts in a fresh `node` process (no tsx): import the Lambda bundle and
// answer one request through its handler, the way a cold Lambda's first invocation does.
// argv[2]: the bundle; env BENCH_SESSION: a ts_session cookie value; DATABASE_* as the handler reads them.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

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
