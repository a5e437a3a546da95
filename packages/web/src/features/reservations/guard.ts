import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../routes/__root';

/**
 * Route guard: signed-out visitors go to /auth and come back after signing in. Its own module, so
 * the guard (which runs before any route chunk loads) does not pull the reservations page into the
 * entry chunk.
 */
export const requireSignedIn =
  (path: string) =>
  async ({ context }: { context: RouterContext }) => {
    const user = await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
    if (!user) throw redirect({ to: '/auth', search: { redirect: path } });
  };
