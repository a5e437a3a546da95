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
  return header?.split(/;\s*/).find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Resolves the session from the HttpOnly cookie; a stale cookie is cleared, a fresh one re-set. */
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
    } else {
      setCookie(core.sessions.blankCookie());
    }
  }
  return { ...info, core, user, sessionId: user ? sessionId : null, locale: isLocale(lang) ? lang : 'en', setCookie };
}
