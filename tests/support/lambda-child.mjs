// Spawned by tests/integration/lambda-bundle.test.ts in a fresh `node` process (no tsx): import a
// bundled function and answer each request of argv[3] (JSON) through its handler, as Lambda would.
// Prints one line: the responses as JSON.
import { pathToFileURL } from 'node:url';
import { functionUrlEvent, installStreamingRuntime, lambdaContext } from '../bench/lambda-invoke.mjs';

installStreamingRuntime();
const { handler } = await import(pathToFileURL(process.argv[2] ?? '').href);
const responses = [];
for (const request of JSON.parse(process.argv[3] ?? '[]')) {
  const res = await handler(functionUrlEvent(request), lambdaContext());
  responses.push({ status: res.statusCode, body: res.body });
}
process.stdout.write(`RESPONSES ${JSON.stringify(responses)}\n`, () => process.exit(0));
