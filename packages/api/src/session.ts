import type { Context } from './context';

/** Signing in rotates the session: the old one, if any, ends. */
export async function startSession(ctx: Context, session: { cookie: string }) {
  if (ctx.sessionId) await ctx.core.sessions.invalidate(ctx.sessionId);
  ctx.setCookie(session.cookie);
}
