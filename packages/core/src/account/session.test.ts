import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { createSessionManager } from './session';

// Cookie handling needs no database.
const sessions = (secure: boolean) => createSessionManager({} as Database, { secure });

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide, and Secure only when asked', () => {
    expect(sessions(false).blankCookie()).toBe('ts_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(sessions(true).blankCookie()).toMatch(/; Secure$/);
  });

  it('reads the session id from a cookie header among others', () => {
    const s = sessions(false);
    expect(s.readCookie('lang=sl; ts_session=abc_DEF-123; other=1')).toBe('abc_DEF-123');
    expect(s.readCookie('lang=sl')).toBeNull();
    expect(s.readCookie('ts_session=')).toBeNull();
    expect(s.readCookie(null)).toBeNull();
  });
});
