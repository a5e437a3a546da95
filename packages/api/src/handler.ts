import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Core } from '@tablestay/core/app';
import { createContext } from './context';
import { connectionLostError, UNEXPECTED_ERROR } from './errors';
import { appRouter } from './root';

const TRPC_ENDPOINT = '/api/trpc';

/** The one fetch-style handler every host serves: Lambda and the local server alike. */
export async function handleTrpc(core: Core, req: Request, ip: string): Promise<Response> {
  const requestId = req.headers.get('x-request-id') ?? crypto.randomUUID();
  // Queries (GET) only read, so one that lost its database connection is run once more; a
  // mutation may have committed before the connection dropped, so it answers 503 instead and
  // the client's retry (with its idempotency key) decides.
  const first = await handleOnce(core, req.method === 'GET' ? req.clone() : req, ip, requestId);
  if (req.method !== 'GET' || !first.lost) return first.res;
  return (await handleOnce(core, req, ip, requestId)).res;
}

async function handleOnce(core: Core, req: Request, ip: string, requestId: string): Promise<{ res: Response; lost: boolean }> {
  let lost = false;
  // Where procedures set headers (Retry-After): a streamed answer has taken its own before they run.
  let procedureHeaders: Headers | undefined;
  const res = await fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    createContext: async ({ resHeaders }) => {
      procedureHeaders = resHeaders;
      try {
        return await createContext(core, { req, resHeaders, ip, requestId });
      } catch (err) {
        throw connectionLostError(err, requestId) ?? err;
      }
    },
    // Failures outside procedures (e.g. resolving the session) are logged here with the request id.
    onError: ({ error }) => {
      if (error.code === 'SERVICE_UNAVAILABLE') lost = true;
      if (error.code === 'INTERNAL_SERVER_ERROR' && error.message !== UNEXPECTED_ERROR) console.error(`[error] request=${requestId}`, error.cause ?? error);
    },
    responseMeta: () => ({ headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } }),
  });
  if (isStreamedBatch(req) && res.status === 200 && res.body) return { res: await refusedBeforeStream(res, () => procedureHeaders), lost };
  return { res, lost };
}

/** A batch the client asked to stream (JSON lines), as tRPC decides it (`trpc-accept`, else `accept`). */
const isStreamedBatch = (req: Request) =>
  (req.headers.get('trpc-accept') ??
    (req.headers
      .get('accept')
      ?.split(',')
      .some((t) => t.trim() === 'application/jsonl')
      ? 'application/jsonl'
      : null)) === 'application/jsonl';

/**
 * tRPC starts a streamed batch's 200 before any procedure has run, so a refusal (a rate limit above
 * all) would arrive inside it, without its status or Retry-After (ADR 031). A streamed batch of one
 * call (the chat widget's) is held until the call has started or been refused; refused, it answers
 * as tRPC answers a failed request (`{"error": shape}`, the error's status, the Retry-After the limit
 * set) before any stream byte, which tRPC's stream link and the widget both read as the call's
 * error. Started, the stream goes out as tRPC wrote it. A batch of several calls is not held: one
 * call's refusal must not stand for the others.
 *
 * The wire (tRPC's JSON lines): a head line naming one promise chunk per call (`{"0": [[0], [null,
 * 0, chunkId]]}`), then `[chunkId, status, value]` lines; the call's first line is its envelope,
 * `[[{"error": shape}]]` for a refusal.
 */
async function refusedBeforeStream(res: Response, procedureHeaders: () => Headers | undefined): Promise<Response> {
  const reader = res.body!.getReader();
  const read: Uint8Array[] = [];
  const decoder = new TextDecoder();
  let pending = '';
  let call: unknown;
  let refusal: { error: { data?: { httpStatus?: number } } } | undefined;
  let decided = false;
  while (!decided) {
    const { done, value } = await reader.read();
    if (done) break;
    read.push(value);
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (decided || !line.trim()) continue;
      const parsed = JSON.parse(line) as unknown;
      if (call === undefined) {
        const calls = Object.values(parsed as Record<string, [unknown, [null, number, unknown]?]>);
        call = calls[0]?.[1]?.[2];
        decided = calls.length !== 1 || call === undefined;
        continue;
      }
      const [chunkId, , envelope] = parsed as [unknown, number, [[unknown]]?];
      if (chunkId !== call) continue;
      const first = envelope?.[0]?.[0];
      if (first && typeof first === 'object' && 'error' in first) refusal = first as typeof refusal;
      decided = true;
    }
  }
  if (refusal) {
    await reader.cancel();
    const headers = new Headers(res.headers);
    headers.delete('transfer-encoding');
    headers.set('content-type', 'application/json');
    const retryAfter = procedureHeaders()?.get('retry-after');
    if (retryAfter) headers.set('retry-after', retryAfter);
    return new Response(JSON.stringify(refusal), { status: refusal.error.data?.httpStatus ?? 500, headers });
  }
  // Replay what was read, then the rest as it comes.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of read) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: res.status, headers: res.headers });
}
