import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../routes/__root';

/** The session as the root route resolved it (the one place guards read it from). */
const sessionUser = (context: RouterContext) => context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());

/** Guard for signed-in-only pages: visitors go to /auth and come back after signing in. */
export const requireSignedIn =
  (path: string) =>
  async ({ context }: { context: RouterContext }) => {
    if (!(await sessionUser(context))) throw redirect({ to: '/auth', search: { redirect: path } });
  };

/** /auth for someone already signed in: straight on to where they were going, or /me. */
export const skipWhenSignedIn = async ({ context, search }: { context: RouterContext; search: { redirect?: string } }) => {
  if (await sessionUser(context)) throw redirect({ href: search.redirect ?? '/me' });
};
