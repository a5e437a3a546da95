import * as Account from '@tablestay/core/account/service';
import * as Verification from '@tablestay/core/account/verification';
import {
  exchangeCodeInput,
  forgotPasswordInput,
  magicLinkInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
  verifyEmailInput,
} from '@tablestay/core/account/schema';
import type { Context } from '../context';
import { startSession } from '../session';
import { authedProcedure, publicProcedure, router } from '../trpc';

const meta = (ctx: Context) => ({ ip: ctx.ip, locale: ctx.locale });

export const accountRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.user),

  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    await startSession(ctx, await Account.signUp(ctx.core.account, input, meta(ctx)));
    return { ok: true as const };
  }),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    await startSession(ctx, await Account.signIn(ctx.core.account, input, meta(ctx)));
    return { ok: true as const };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await ctx.core.sessions.invalidate(ctx.sessionId);
    ctx.setCookie(ctx.core.sessions.blankCookie());
    return { ok: true as const };
  }),

  requestMagicLink: publicProcedure.input(magicLinkInput).mutation(async ({ ctx, input }) => {
    await Account.requestMagicLink(ctx.core.account, input, meta(ctx));
    return { ok: true as const };
  }),

  exchangeMagicLink: publicProcedure.input(exchangeCodeInput).mutation(async ({ ctx, input }) => {
    const session = await Account.exchangeMagicLink(ctx.core.account, input, ctx.user?.id ?? null);
    await startSession(ctx, session);
    return { redirectTo: session.redirectTo, passwordRemoved: session.passwordRemoved };
  }),

  /** The link emailed at password sign-up: proves the address (ADR 035). */
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    const session = await Verification.verifyEmail(ctx.core.account, input, ctx.user?.id ?? null);
    await startSession(ctx, session);
    return { redirectTo: session.redirectTo, passwordRemoved: session.passwordRemoved };
  }),

  resendVerification: authedProcedure.mutation(async ({ ctx }) => {
    await Verification.resendVerification(ctx.core.account, ctx.user, meta(ctx));
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => {
    await Account.requestPasswordReset(ctx.core.account, input, meta(ctx));
    return { ok: true as const };
  }),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await startSession(ctx, await Account.resetPassword(ctx.core.account, input));
    return { ok: true as const };
  }),
});
