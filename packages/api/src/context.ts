import type { SessionUser } from '@tablestay/core/account/schema';
import type { Core } from '@tablestay/core/app';
import { isLocale, type Locale } from '@tablestay/core/i18n';

export interface RequestInfo {
  req: Request;
  resHeaders: Headers;
  ip: string;
  requestId: string;
}

export interface Context extends RequestInfo {
  core: Core;
  user: SessionUser | null;
  sessionId: string | null;
  locale: Locale;
  setCookie(cookie: string): void;
}

function readCookie(header: string | null, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * Resolves the session from the HttpOnly cookie; a fresh one is re-set. A stale cookie is left
 * alone (it reads as signed out): a request sent just before a sign-in rotated the session would
 * otherwise, on its way back, clear the browser's new cookie.
 */
export async function createContext(core: Core, info: RequestInfo): Promise<Context> {
  const cookieHeader = info.req.headers.get('cookie');
  const setCookie = (cookie: string) => info.resHeaders.append('Set-Cookie', cookie);
  const lang = info.req.headers.get('x-locale') ?? readCookie(cookieHeader, 'lang');
  const sessionId = core.sessions.readCookie(cookieHeader);
  let user: SessionUser | null = null;
  if (sessionId) {
    const result = await core.sessions.validate(sessionId);
    if (result) {
      user = result.user;
      if (result.refreshCookie) setCookie(result.refreshCookie);
    }
  }
  return { ...info, core, user, sessionId: user ? sessionId : null, locale: isLocale(lang) ? lang : 'en', setCookie };
}
