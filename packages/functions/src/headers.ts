/**
 * The response-header policy (ADR 031), as plain data with no imports: the local server and the
 * Lambda hosts apply it through `security.ts`, and infra/web.ts turns the same values into the
 * CloudFront viewer-response function, so every host sends the same headers.
 */

/**
 * What the app loads: its own scripts, styles and API; images from itself (photos under /uploads),
 * data: URIs (the favicon) and https (venue photos may be remote); the Google Maps embed in an
 * iframe. Paying leaves by navigation (Stripe Checkout is a redirect), which CSP does not limit,
 * and the local checkout's form posts to this origin. Inline style attributes stay allowed: the
 * prerendered shell and the local checkout page carry them; scripts never run inline.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // Photo uploads go from the browser straight to the S3 bucket with a presigned form (ADR 059).
  "connect-src 'self' https://*.amazonaws.com",
  'frame-src https://maps.google.com https://www.google.com',
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** Pages whose URL carries a guest token (links in emails): the token must not leave in a Referer. */
const TOKEN_PATH_PREFIXES = [
  '/deposit/',
  '/confirmation/',
  '/waitlist/',
  '/auth/callback',
  '/auth/reset-password',
  '/rate/',
  '/rate-stay/',
  '/checkout/local/',
];

export const HSTS = 'max-age=63072000; includeSubDomains';

/** True when the URL may carry a guest or sign-in token (a token query parameter counts too). */
export function carriesToken(path: string, search: string): boolean {
  return TOKEN_PATH_PREFIXES.some((p) => path.startsWith(p)) || /(^|[?&])token=/.test(search);
}

/** Every header of the policy for one response. */
export function securityHeaders(path: string, search: string, production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': carriesToken(path, search) ? 'no-referrer' : 'strict-origin-when-cross-origin',
  };
  if (production) headers['strict-transport-security'] = HSTS;
  return headers;
}

/**
 * The body of the CloudFront viewer-response function (cloudfront-js-2.0): the same policy for the
 * SPA files from S3, the photos and the API. `event.request.querystring` is an object of values.
 */
export function edgeHeadersInjection(production: boolean): string {
  return `
var uri = event.request.uri;
var qs = event.request.querystring || {};
var token = Object.prototype.hasOwnProperty.call(qs, 'token') || ${JSON.stringify(TOKEN_PATH_PREFIXES)}.some(function (p) { return uri.indexOf(p) === 0; });
var h = event.response.headers;
h['content-security-policy'] = { value: ${JSON.stringify(CONTENT_SECURITY_POLICY)} };
h['x-content-type-options'] = { value: 'nosniff' };
h['x-frame-options'] = { value: 'DENY' };
h['referrer-policy'] = { value: token ? 'no-referrer' : 'strict-origin-when-cross-origin' };
${production ? `h['strict-transport-security'] = { value: ${JSON.stringify(HSTS)} };` : ''}
`;
}
