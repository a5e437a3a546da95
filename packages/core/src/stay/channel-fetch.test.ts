import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicOnlyLookup } from '../push/endpoint';
import { DEFAULT_FEED_POLICY, feedUrlProblem, fetchFeed, normaliseFeedUrl, type FeedFetchPolicy } from './channel-fetch';

// Fetching a channel's calendar from an owner's URL: the push sender's guard (ADR 122), no redirect
// followed, a deadline and a size limit (ADR 125).

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const ETAG = '"feed-v1"';
const LAST_MODIFIED = 'Tue, 02 Mar 2027 10:00:00 GMT';
const BIG = 3_000_000;

let server: Server;
let base: string;
const hits: Record<string, number> = {};
const seenHeaders: Record<string, IncomingHttpHeaders> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    seenHeaders[path] = req.headers;
    switch (path) {
      case '/feed.ics':
        if (req.headers['if-none-match'] === ETAG) return res.writeHead(304, { etag: ETAG }).end();
        return res.writeHead(200, { 'content-type': 'text/calendar', etag: ETAG, 'last-modified': LAST_MODIFIED }).end(CALENDAR);
      case '/redirect':
        return res.writeHead(302, { location: `${base}/target` }).end();
      case '/target':
        return res.writeHead(200).end(CALENDAR);
      case '/slow':
        // Headers and a little of the body, then nothing more.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        return void res.write('BEGIN:VCALENDAR\r\n');
      case '/big-declared':
        return res.writeHead(200, { 'content-length': String(BIG) }).end(Buffer.alloc(BIG, 'a'));
      case '/big-declared-stalled':
        // Says 3 MB, sends 10 bytes and stalls: only refusing on the header ends this before the deadline.
        res.writeHead(200, { 'content-length': String(BIG) });
        return void res.write('BEGIN:VCAL');
      case '/big-chunked':
        // No Content-Length: the body is sent chunked.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        for (let i = 0; i < 30; i++) res.write(Buffer.alloc(BIG / 30, 'a'));
        return res.end();
      case '/gzip':
        return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(CALENDAR));
      case '/gzip-bomb':
        // A few kB on the wire, 3 MB once decompressed.
        return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(BIG, 'a')));
      case '/gzip-broken':
        return res.writeHead(200, { 'content-encoding': 'gzip' }).end('not gzip at all');
      case '/bom':
        return res.writeHead(200).end(`\uFEFF${CALENDAR}`);
      default:
        return res.writeHead(404).end('no such calendar');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((ok) => server.close(() => ok()));
});
beforeEach(() => {
  for (const key of Object.keys(hits)) delete hits[key];
});

const local: FeedFetchPolicy = { ...DEFAULT_FEED_POLICY, allowLocal: true };
const none = { etag: null, lastModified: null };

/** A resolver with fixed answers, as `dns.lookup` with `all: true` calls back; the names asked are kept. */
function fakeResolve(answers: Record<string, string[]>, asked: string[]) {
  return (host: string, _options: { all: true }, cb: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => {
    asked.push(host);
    const addresses = answers[host];
    if (!addresses) return cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }), []);
    cb(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
}

describe('fetchFeed against a local server (allowLocal)', () => {
  it('returns the body with its ETag and Last-Modified, and sends the agreed headers', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, none, local)).toEqual({ kind: 'body', text: CALENDAR, etag: ETAG, lastModified: LAST_MODIFIED });
    const sent = seenHeaders['/feed.ics']!;
    expect(sent.accept).toBe('text/calendar, */*;q=0.5');
    expect(sent['user-agent']).toBe('TableStay-Calendar-Sync/1.0');
    expect(sent['accept-encoding']).toBe('gzip');
    expect(sent['if-none-match']).toBeUndefined();
    expect(sent['if-modified-since']).toBeUndefined();
  });

  it('answers not_modified to a 304, sending If-None-Match and If-Modified-Since from the last fetch', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, { etag: ETAG, lastModified: LAST_MODIFIED }, local)).toEqual({ kind: 'not_modified' });
    expect(seenHeaders['/feed.ics']!['if-none-match']).toBe(ETAG);
    expect(seenHeaders['/feed.ics']!['if-modified-since']).toBe(LAST_MODIFIED);
    // A stale ETag gets the body again.
    expect(await fetchFeed(`${base}/feed.ics`, { etag: '"old"', lastModified: null }, local)).toMatchObject({ kind: 'body', text: CALENDAR });
  });

  it('fails with the status on a 404', async () => {
    expect(await fetchFeed(`${base}/gone.ics`, none, local)).toEqual({ kind: 'failed', failure: { code: 'status', status: 404 } });
  });

  it('never follows a redirect: a 302 is a failure and its target is not requested', async () => {
    expect(await fetchFeed(`${base}/redirect`, none, local)).toEqual({ kind: 'failed', failure: { code: 'status', status: 302 } });
    expect(hits['/redirect']).toBe(1);
    expect(hits['/target'] ?? 0).toBe(0);
  });

  it('times out on a body that never ends', async () => {
    const started = Date.now();
    expect(await fetchFeed(`${base}/slow`, none, { ...local, timeoutMs: 300 })).toEqual({ kind: 'failed', failure: { code: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a body over maxBytes, with and without Content-Length', async () => {
    const small = { ...local, maxBytes: 1_000_000 };
    const tooLarge = { kind: 'failed', failure: { code: 'too_large' } };
    expect(await fetchFeed(`${base}/big-declared`, none, small)).toEqual(tooLarge);
    expect(await fetchFeed(`${base}/big-chunked`, none, small)).toEqual(tooLarge);
    // The declared length alone refuses it: the stalled body would otherwise run into the deadline.
    expect(await fetchFeed(`${base}/big-declared-stalled`, none, { ...small, timeoutMs: 5_000 })).toEqual(tooLarge);
    // Under the default limit the same 3 MB are too much too; under a larger one they are read.
    expect(await fetchFeed(`${base}/big-chunked`, none, local)).toEqual(tooLarge);
    const read = await fetchFeed(`${base}/big-chunked`, none, { ...local, maxBytes: 4_000_000 });
    expect(read.kind === 'body' && read.text.length).toBe(BIG);
  });

  it('decompresses a gzip body, the size limit applying to the decompressed bytes', async () => {
    expect(await fetchFeed(`${base}/gzip`, none, local)).toEqual({ kind: 'body', text: CALENDAR, etag: null, lastModified: null });
    expect(await fetchFeed(`${base}/gzip-bomb`, none, { ...local, maxBytes: 1_000_000 })).toEqual({ kind: 'failed', failure: { code: 'too_large' } });
    expect(await fetchFeed(`${base}/gzip-broken`, none, local)).toEqual({ kind: 'failed', failure: { code: 'unreachable' } });
  });

  it('strips a byte order mark', async () => {
    expect(await fetchFeed(`${base}/bom`, none, local)).toEqual({ kind: 'body', text: CALENDAR, etag: null, lastModified: null });
  });

  it('answers unreachable to a refused connection and to a TLS handshake with a plain-http server', async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((ok) => closed.close(() => ok()));
    expect(await fetchFeed(`http://127.0.0.1:${port}/feed.ics`, none, local)).toEqual({ kind: 'failed', failure: { code: 'unreachable' } });
    // webcal:// is https://: the local server speaks plain http, so the handshake fails.
    expect(await fetchFeed(`${base.replace('http://', 'webcal://')}/feed.ics`, none, local)).toEqual({ kind: 'failed', failure: { code: 'unreachable' } });
    expect(hits['/feed.ics'] ?? 0).toBe(0);
  });
});

describe('fetchFeed in production (allowLocal: false)', () => {
  const address = { kind: 'failed', failure: { code: 'address' } };

  it('refuses plain http, address literals inside, and a user or password, before any lookup', async () => {
    const asked: string[] = [];
    const lookup = publicOnlyLookup(fakeResolve({ 'calendar.example': ['93.184.216.34'] }, asked));
    expect(await fetchFeed('http://calendar.example/x.ics', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed('https://127.0.0.1/x', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed('https://[::1]/x', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed('https://169.254.169.254/latest/meta-data/', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed('https://user:pw@example.com/', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed('https://localhost/x', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed(`${base}/feed.ics`, none, DEFAULT_FEED_POLICY)).toEqual(address);
    expect(asked).toEqual([]);
    expect(hits['/feed.ics'] ?? 0).toBe(0);
  });

  it('does not connect to a name that resolves to a private address', async () => {
    const asked: string[] = [];
    const lookup = publicOnlyLookup(fakeResolve({ 'calendar.example': ['10.0.0.1'], 'rebind.example': ['93.184.216.34', '127.0.0.1'] }, asked));
    expect(await fetchFeed('https://calendar.example/x.ics', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(await fetchFeed('https://rebind.example/x.ics', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    // webcal:// is fetched as https://, through the same lookup.
    expect(await fetchFeed('  webcal://calendar.example/x.ics ', none, DEFAULT_FEED_POLICY, lookup)).toEqual(address);
    expect(asked).toEqual(['calendar.example', 'rebind.example', 'calendar.example']);
  });

  it('answers unreachable to a name that does not resolve', async () => {
    const asked: string[] = [];
    const lookup = publicOnlyLookup(fakeResolve({}, asked));
    expect(await fetchFeed('https://nowhere.example/x.ics', none, DEFAULT_FEED_POLICY, lookup)).toEqual({ kind: 'failed', failure: { code: 'unreachable' } });
    expect(asked).toEqual(['nowhere.example']);
  });
});

describe('normaliseFeedUrl', () => {
  it('trims and reads webcal:// as https://', () => {
    expect(normaliseFeedUrl('  webcal://www.airbnb.com/calendar/ical/1.ics?s=abc \n')).toBe('https://www.airbnb.com/calendar/ical/1.ics?s=abc');
    expect(normaliseFeedUrl('WEBCAL://example.com/a.ics')).toBe('https://example.com/a.ics');
    expect(normaliseFeedUrl('https://example.com/a.ics')).toBe('https://example.com/a.ics');
    expect(normaliseFeedUrl('http://example.com/a.ics')).toBe('http://example.com/a.ics');
  });
});

describe('feedUrlProblem', () => {
  const production = { allowLocal: false };
  const development = { allowLocal: true };
  const address = { code: 'address' };

  it('accepts an https URL to a public host, and webcal://', () => {
    expect(feedUrlProblem('https://www.airbnb.com/calendar/ical/123.ics?s=abc', production)).toBeNull();
    expect(feedUrlProblem('https://admin.booking.com/hotel/hoteladmin/ical.html?t=x', production)).toBeNull();
    expect(feedUrlProblem(' webcal://p01-calendars.icloud.com/published/2/abc ', production)).toBeNull();
    expect(feedUrlProblem('https://93.184.216.34/feed.ics', production)).toBeNull();
    expect(feedUrlProblem('https://calendar.example:8443/feed.ics', production)).toBeNull();
  });

  it('refuses what is not an https URL', () => {
    expect(feedUrlProblem('', production)).toEqual(address);
    expect(feedUrlProblem('www.airbnb.com/calendar/ical/123.ics', production)).toEqual(address);
    expect(feedUrlProblem('http://www.airbnb.com/calendar/ical/123.ics', production)).toEqual(address);
    expect(feedUrlProblem('ftp://example.com/feed.ics', production)).toEqual(address);
    expect(feedUrlProblem('file:///etc/passwd', production)).toEqual(address);
    expect(feedUrlProblem('file:///etc/passwd', development)).toEqual(address);
  });

  it('refuses a user or password, and a URL over 2000 characters', () => {
    expect(feedUrlProblem('https://user:pw@example.com/', production)).toEqual(address);
    expect(feedUrlProblem('https://user@example.com/', production)).toEqual(address);
    expect(feedUrlProblem('http://user:pw@127.0.0.1/', development)).toEqual(address);
    const prefix = 'https://example.com/';
    expect(feedUrlProblem(prefix + 'a'.repeat(2000 - prefix.length), production)).toBeNull();
    expect(feedUrlProblem(prefix + 'a'.repeat(2001 - prefix.length), production)).toEqual(address);
  });

  it('refuses address literals that are not public, in any spelling the parser folds', () => {
    const urls = [
      'https://127.0.0.1/x',
      'https://10.0.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/x',
      'https://2130706433/x', // 127.0.0.1
      'https://0x7f.1/x', // 127.0.0.1
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
    ];
    // Every one refused: the list of those let through is empty.
    expect(urls.filter((url) => feedUrlProblem(url, production)?.code !== 'address')).toEqual([]);
  });

  it('refuses internal names', () => {
    const urls = [
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://ｌｏｃａｌｈｏｓｔ/x',
      'https://app.localhost/x',
      'https://printer.local/x',
      'https://metadata.google.internal/computeMetadata/v1/',
    ];
    // Every one refused: the list of those let through is empty.
    expect(urls.filter((url) => feedUrlProblem(url, production)?.code !== 'address')).toEqual([]);
    // Only whole labels: a public name that merely ends in those letters is fine.
    expect(feedUrlProblem('https://mylocal/x', production)).toBeNull();
    expect(feedUrlProblem('https://example.international/x', production)).toBeNull();
  });

  it('allows plain http and local addresses in development', () => {
    expect(feedUrlProblem('http://127.0.0.1:3000/feed.ics', development)).toBeNull();
    expect(feedUrlProblem('https://localhost/feed.ics', development)).toBeNull();
    expect(feedUrlProblem('http://[::1]/feed.ics', development)).toBeNull();
  });
});
