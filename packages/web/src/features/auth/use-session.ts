import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { forgetOfflineDay } from '../owner/offline-day-store';

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
    isGuest: user?.role === 'guest',
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...trpc.account.signOut.mutationOptions(),
    onSettled: async () => {
      // A failed sign-out is only logged (SPEC §8); locally the user is signed out either way, and an
      // owner's day kept for offline use goes with them (ADR 116).
      forgetOfflineDay();
      queryClient.setQueryData(trpc.account.me.queryKey(), null);
      await queryClient.invalidateQueries();
      await navigate({ to: '/' });
    },
    onError: (err) => console.warn('sign-out failed', err),
  });
}
