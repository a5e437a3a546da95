import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createGunzip, type Gunzip } from 'node:zlib';
import { isPublicAddress, publicOnlyLookup } from '../push/endpoint';

// Fetching a booking channel's calendar (Airbnb, Booking.com iCal export) from the URL an owner
// pasted (channel sync, ADR 125). The server makes the request, so an owner's URL is a way into the
// server's own network unless it is held to https on a public host: the same guard as the push
// sender (ADR 122). The URL is checked before it is stored and again before every fetch (no
// address literal that is not public, no internal names, no user or password); the name is
// resolved once and every address it has must be public, and the connection goes to the address
// that was checked (`publicOnlyLookup`), so a DNS answer changed in between cannot point it inside.
// No redirect is ever followed (it could point anywhere): it is a failure the owner is told of. The
// whole request has a deadline and the body a size limit (after decompression too), so a feed
// cannot hold a worker or fill its memory. Nothing here throws: every failure is a `FeedFailure`.

export interface FeedFetchPolicy {
  /** Plain http and private addresses allowed (development and tests only; never in production). */
  allowLocal: boolean;
  /** The whole request: connecting, the answer and the body. */
  timeoutMs: number;
  /** The body, counted as received and again after decompression. */
  maxBytes: number;
}

export const DEFAULT_FEED_POLICY: FeedFetchPolicy = { allowLocal: false, timeoutMs: 10_000, maxBytes: 2_000_000 };

/** Why a fetch failed, as the owner is told (the UI words it; keep codes stable). */
export type FeedFailure =
  /** Not an https URL to a public host (or http where not allowed), user/password in it, a private/loopback address, a name with only private addresses. */
  | { code: 'address' }
  /** DNS failure, connection refused/reset, TLS error, a broken or unknown encoding. */
  | { code: 'unreachable' }
  | { code: 'timeout' }
  /** Any answer but 2xx and 304, redirects included (never followed). */
  | { code: 'status'; status: number }
  /** The body is over `maxBytes` (reading stops at the limit). */
  | { code: 'too_large' };

export type FeedFetch =
  { kind: 'not_modified' } | { kind: 'body'; text: string; etag: string | null; lastModified: string | null } | { kind: 'failed'; failure: FeedFailure };

const MAX_URL_LENGTH = 2000;

/** Names that never leave the machine or its network, whatever DNS says. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal)$/;

const USER_AGENT = 'TableStay-Calendar-Sync/1.0';

/** The URL as it is fetched: trimmed, and `webcal://` (calendar apps' scheme for the same thing) as `https://`. */
export function normaliseFeedUrl(url: string): string {
  const trimmed = url.trim();
  return /^webcals?:\/\//i.test(trimmed) ? `https://${trimmed.replace(/^webcals?:\/\//i, '')}` : trimmed;
}

/** The URL parsed when it may be fetched, else the failure. */
function checkedUrl(url: string, policy: Pick<FeedFetchPolicy, 'allowLocal'>): URL | FeedFailure {
  const normalised = normaliseFeedUrl(url);
  if (normalised.length > MAX_URL_LENGTH) return { code: 'address' };
  let parsed: URL;
  try {
    parsed = new URL(normalised);
  } catch {
    return { code: 'address' };
  }
  const schemeAllowed = parsed.protocol === 'https:' || (policy.allowLocal && parsed.protocol === 'http:');
  if (!schemeAllowed || parsed.username || parsed.password) return { code: 'address' };
  if (!policy.allowLocal) {
    // The parser has already folded case and full-width letters, and written out numeric IPv4 forms.
    const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
    // An address literal is connected to without a lookup, so it is judged here.
    if (isIP(host) !== 0 ? !isPublicAddress(host) : INTERNAL_NAME.test(host)) return { code: 'address' };
  }
  return parsed;
}

/** Validates an owner's URL before it is stored: null when fine, else the failure (only syntax/scheme/credentials/IP-literal checks, no DNS). */
export function feedUrlProblem(url: string, policy: Pick<FeedFetchPolicy, 'allowLocal'>): FeedFailure | null {
  const checked = checkedUrl(url, policy);
  return checked instanceof URL ? null : checked;
}

const failed = (failure: FeedFailure): FeedFetch => ({ kind: 'failed', failure });

/** A request's error as the owner is told it: the lookup's refusal is the address, anything else the host not reached. */
function failureOf(err: unknown): FeedFailure {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'EPUSHADDRESS' ? { code: 'address' } : { code: 'unreachable' };
}

/**
 * Fetches the feed at `url`, conditionally on what the last fetch returned. Never throws. Where
 * local addresses are not allowed, the connection goes only to an address `lookup` checked
 * (`publicOnlyLookup()` unless one is given, as tests do).
 */
export function fetchFeed(
  url: string,
  previous: { etag: string | null; lastModified: string | null },
  policy: FeedFetchPolicy = DEFAULT_FEED_POLICY,
  lookup?: ReturnType<typeof publicOnlyLookup>,
): Promise<FeedFetch> {
  const target = checkedUrl(url, policy);
  if (!(target instanceof URL)) return Promise.resolve(failed(target));

  const headers: Record<string, string> = {
    Accept: 'text/calendar, */*;q=0.5',
    'User-Agent': USER_AGENT,
    'Accept-Encoding': 'gzip',
  };
  if (previous.etag) headers['If-None-Match'] = previous.etag;
  if (previous.lastModified) headers['If-Modified-Since'] = previous.lastModified;
  const connectLookup = lookup ?? (policy.allowLocal ? undefined : publicOnlyLookup());
  const options: RequestOptions = {
    method: 'GET',
    headers,
    // A connection of its own: nothing pooled from another request is reused, none is kept.
    agent: false,
    ...(connectLookup ? { lookup: connectLookup as unknown as RequestOptions['lookup'] } : {}),
  };

  return new Promise<FeedFetch>((resolve) => {
    let done = false;
    let req: ReturnType<typeof httpRequest> | undefined;
    let decoder: Gunzip | undefined;
    const finish = (outcome: FeedFetch) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (outcome.kind !== 'body') {
        decoder?.destroy();
        req?.destroy();
      }
      resolve(outcome);
    };
    // The deadline covers everything: the lookup, connecting, TLS, the answer and the whole body.
    const timer = setTimeout(() => finish(failed({ code: 'timeout' })), policy.timeoutMs);

    const onResponse = (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (status === 304) return finish({ kind: 'not_modified' });
      // A redirect included: never followed, it could point anywhere (ADR 122).
      if (status < 200 || status > 299) return finish(failed({ code: 'status', status }));
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > policy.maxBytes) return finish(failed({ code: 'too_large' }));

      const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
      if (encoding !== 'identity' && encoding !== 'gzip' && encoding !== 'x-gzip') return finish(failed({ code: 'unreachable' }));

      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > policy.maxBytes) finish(failed({ code: 'too_large' }));
      });
      res.on('error', (err) => finish(failed(failureOf(err))));
      res.on('close', () => {
        if (!res.complete) finish(failed({ code: 'unreachable' }));
      });

      let body: Readable = res;
      if (encoding !== 'identity') {
        const gunzip = createGunzip();
        decoder = gunzip;
        gunzip.on('error', () => finish(failed({ code: 'unreachable' })));
        body = res.pipe(gunzip);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        if (done) return;
        size += chunk.length;
        if (size > policy.maxBytes) return finish(failed({ code: 'too_large' }));
        chunks.push(chunk);
      });
      body.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        finish({
          kind: 'body',
          text: text.startsWith('\uFEFF') ? text.slice(1) : text,
          etag: res.headers.etag ?? null,
          lastModified: res.headers['last-modified'] ?? null,
        });
      });
    };

    try {
      req = (target.protocol === 'http:' ? httpRequest : httpsRequest)(target, options, onResponse);
    } catch (err) {
      // A header value the request refuses (a stored ETag with a control character).
      return finish(failed(failureOf(err)));
    }
    req.on('error', (err) => finish(failed(failureOf(err))));
    req.end();
  });
}
