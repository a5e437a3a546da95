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
  const res = await fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    createContext: async ({ resHeaders }) => {
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
  return { res, lost };
}
