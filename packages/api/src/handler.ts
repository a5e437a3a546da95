import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Core } from '@tablestay/core/app';
import { createContext } from './context';
import { UNEXPECTED_ERROR } from './errors';
import { appRouter } from './root';

export const TRPC_ENDPOINT = '/api/trpc';

/** The one fetch-style handler every host serves: Lambda and the local server alike. */
export function handleTrpc(core: Core, req: Request, ip: string): Promise<Response> {
  const requestId = req.headers.get('x-request-id') ?? crypto.randomUUID();
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    createContext: ({ resHeaders }) => createContext(core, { req, resHeaders, ip, requestId }),
    // Failures outside procedures (e.g. resolving the session) are logged here with the request id.
    onError: ({ error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR' && error.message !== UNEXPECTED_ERROR) console.error(`[error] request=${requestId}`, error.cause ?? error);
    },
    responseMeta: () => ({ headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } }),
  });
}
