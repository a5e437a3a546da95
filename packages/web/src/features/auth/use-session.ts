import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc';

/** SPEC §3 session user with its derived flags. */
export function useSession() {
  const me = useQuery(trpc.account.me.queryOptions());
  const user = me.data ?? null;
  return {
    user,
    loading: me.isPending,
    isAuthenticated: Boolean(user),
    isAdmin: user?.role === 'admin',
    isOwner: user?.role === 'owner',
    /** A venue's host or manager (ADR 127): the console is theirs too. */
    isStaff: Boolean(user?.staff),
    isGuest: user?.role === 'guest',
  };
}
