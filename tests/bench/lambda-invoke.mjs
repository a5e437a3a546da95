// How a Lambda behind a function URL is invoked, for a fresh `node` process that imports a bundled
// handler: the runtime's response-streaming globals and the API Gateway v2 event and context.
// Used by the cold-start bench (cold-start-child.mjs) and by tests/integration/lambda-bundle.test.ts.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

/**
 * The Lambda runtime's response-streaming globals, which the Api handler wraps itself in (hono's
 * streamHandle): the stream is collected into the buffered shape a function URL would return.
 */
export function installStreamingRuntime() {
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
}

const HOST = 'bench.lambda-url.eu-central-1.on.aws';

/** A function-URL (API Gateway v2) event for one request. */
export function functionUrlEvent({ method = 'GET', path, query = '', cookies = [], headers = {}, body }) {
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    cookies,
    headers: {
      host: HOST,
      accept: 'application/json',
      'user-agent': 'tablestay-bench',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'https',
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'anonymous',
      apiId: 'bench',
      domainName: HOST,
      domainPrefix: 'bench',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'tablestay-bench' },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

export function lambdaContext(name = 'tablestay-api-bench') {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'bench',
    getRemainingTimeInMillis: () => 30_000,
  };
}
