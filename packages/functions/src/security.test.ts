import { describe, expect, it } from 'vitest';
import { carriesToken, edgeHeadersInjection, securityHeaders } from './headers';
import { callsIn, clientAddress } from './security';

describe('clientAddress', () => {
  it('takes the address CloudFront appended, not the one the client wrote first', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', 1)).toBe('203.0.113.7');
  });
  it('skips the entries of further trusted proxies', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });
  it('has no address when the chain is shorter than our own proxies', () => {
    expect(clientAddress(null, 1)).toBe('unknown');
    expect(clientAddress(' , ', 1)).toBe('unknown');
    expect(clientAddress('203.0.113.7', 2)).toBe('unknown');
  });
});

const names = (n: number) => Array.from({ length: n }, () => 'restaurant.list').join(',');

describe('callsIn', () => {
  it('counts the calls of a batch wherever the path ends', () => {
    expect(callsIn(`/api/trpc/${names(3)}?batch=1`)).toBe(3);
    expect(callsIn(`/api/trpc/${names(100)}/?batch=1`)).toBe(100);
    expect(callsIn(`/api/trpc/${names(100)}//?batch=1`)).toBe(100);
    expect(callsIn(`/api/trpc/${names(50)}/${names(50)}?batch=1`)).toBe(99);
    expect(callsIn(`http://localhost:3000/api/trpc/${names(12)}/?batch=1&input=%7B%7D`)).toBe(12);
  });
  it('counts encoded commas as tRPC decodes them', () => {
    expect(callsIn(`/api/trpc/${names(100).replaceAll(',', '%2C')}?batch=1`)).toBe(100);
    expect(callsIn(`/api/trpc/${names(100).replaceAll(',', '%2c')}/?batch=1`)).toBe(100);
    expect(callsIn(`/api/trpc/${names(20)}%ZZ?batch=1`)).toBe(20);
  });
  it('counts one call when the URL is not a batch (tRPC does not split it)', () => {
    expect(callsIn(`/api/trpc/${names(100)}`)).toBe(1);
    expect(callsIn('/api/trpc/account.me')).toBe(1);
  });
});

/** Runs the CloudFront function body on an event shaped as CloudFront passes it. */
function runEdge(uri: string, querystring: Record<string, { value: string }>) {
  const event = { request: { uri, querystring }, response: { headers: {} as Record<string, { value: string }> } };
  new Function('event', edgeHeadersInjection(true))(event);
  return Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k, v.value]));
}

describe('security headers', () => {
  it('keeps guest-link tokens out of the Referer', () => {
    expect(securityHeaders('/deposit/abc', '?token=x', false)['referrer-policy']).toBe('no-referrer');
    expect(securityHeaders('/rate/abc', '', false)['referrer-policy']).toBe('no-referrer');
    expect(securityHeaders('/my-reservations', '?token=x', false)['referrer-policy']).toBe('no-referrer');
    expect(securityHeaders('/dining', '?city=Bled', false)['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(carriesToken('/auth/callback', '?code=1')).toBe(true);
  });
  it('sends HSTS in production only', () => {
    expect(securityHeaders('/', '', true)['strict-transport-security']).toContain('max-age=');
    expect(securityHeaders('/', '', false)['strict-transport-security']).toBeUndefined();
  });
  it('gives the CloudFront function the same policy as valid JavaScript', () => {
    expect(runEdge('/confirmation/1', {})).toEqual(securityHeaders('/confirmation/1', '', true));
    expect(runEdge('/book', { token: { value: 'x' } })).toEqual(securityHeaders('/book', '?token=x', true));
    expect(runEdge('/', {})).toEqual(securityHeaders('/', '', true));
  });
});
