import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '@tablestay/core/config';
import { securityHeaders } from './headers';

/** Largest request body any endpoint accepts (a booking with notes is a few KB). */
const MAX_BODY_BYTES = 64 * 1024;
/** Most procedure calls one tRPC batch may carry (the web client batches at most this many). */
const MAX_BATCH_CALLS = 10;

/**
 * The client address from an X-Forwarded-For chain. Every proxy appends the address it received
 * the request from, so the right-most `trustedProxies` entries were written by proxies we run
 * (behind the SST Router, CloudFront appends the viewer's address: 1); everything left of them
 * the client may have made up. Fewer entries than trusted proxies means the header was not set by
 * our edge at all: no address is trustworthy then.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedProxies: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (trustedProxies < 1 || chain.length < trustedProxies) return 'unknown';
  return chain[chain.length - trustedProxies] ?? 'unknown';
}

/** The policy headers of headers.ts on every response this app sends (HTML, API, files). */
function withSecurityHeaders(production: () => Promise<boolean>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    for (const [name, value] of Object.entries(securityHeaders(url.pathname, url.search, await production()))) c.res.headers.set(name, value);
  };
}

const refuse = (status: 400 | 403 | 413 | 415, message: string) => Response.json({ error: { message, code: status } }, { status });

/**
 * A mutation must come from the app itself: a JSON body (a cross-site form cannot send one without
 * a CORS preflight, which this API never grants) and, when the browser says where it comes from,
 * the app's own origin. `Sec-Fetch-Site` stands in for a missing `Origin`; a client that sends
 * neither is not a browser, so it carries no ambient cookie on someone's behalf.
 */
function sameOriginMutation(req: Request, appUrl: string): Response | null {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return refuse(415, 'Requests that change data must send application/json.');
  const origin = req.headers.get('origin');
  if (origin) {
    const host = req.headers.get('host');
    let allowed = origin === new URL(appUrl).origin;
    // The local server answers on whatever host it was reached by (localhost or 127.0.0.1).
    if (!allowed && host) allowed = URL.canParse(origin) && new URL(origin).host === host;
    return allowed ? null : refuse(403, 'Cross-site request refused.');
  }
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return refuse(403, 'Cross-site request refused.');
  return null;
}

const TRPC_PREFIX = '/api/trpc';

/**
 * Procedure calls a tRPC URL names, counted as tRPC's fetch adapter reads them (GET and POST alike:
 * a POST batch names its calls in the path too): the whole path after the endpoint, one slash
 * trimmed at each end, percent-decoded once, split on commas when `batch=1`. `/api/trpc/a,b,c?batch=1`
 * carries three, and so do `/api/trpc/a,b,c/?batch=1` and `/api/trpc/a%2Cb%2Cc?batch=1`. Counting
 * every comma of the decoded path never counts fewer calls than tRPC runs.
 */
export function callsIn(url: string): number {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (searchParams.get('batch') !== '1') return 1;
  const path = pathname.startsWith(TRPC_PREFIX) ? pathname.slice(TRPC_PREFIX.length) : pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // tRPC refuses a malformed escape with its own 400; count what is there without decoding.
    decoded = path.replaceAll(/%2c/gi, ',');
  }
  return decoded.split(',').length;
}

/** Registers the transport rules (ADR 031) on an app before its routes. */
export function applySecurity(app: Hono, config: () => Promise<Config>): void {
  app.use(
    '*',
    withSecurityHeaders(async () => {
      const cfg = await config();
      return cfg.NODE_ENV === 'production' && cfg.APP_URL.startsWith('https://');
    }),
  );
  app.use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => refuse(413, `Request body too large (at most ${MAX_BODY_BYTES / 1024} KB).`) }));
  app.use('/api/trpc/*', async (c, next) => {
    if (callsIn(c.req.url) > MAX_BATCH_CALLS) return refuse(400, `Too many calls in one batch (at most ${MAX_BATCH_CALLS}).`);
    if (c.req.method === 'POST') {
      const refused = sameOriginMutation(c.req.raw, (await config()).APP_URL);
      if (refused) return refused;
    }
    return next();
  });
}
