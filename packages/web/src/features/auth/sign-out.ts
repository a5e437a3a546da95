import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { forgetOfflineDay } from '../owner/offline-day-store';

// Its own module, apart from useSession: only a signed-in header's lazy parts (features/layout/
// account-links.tsx, mobile-menu.tsx) sign out, so a signed-out first load carries no mutation code.
/** `to`: where the page goes once signed out (the home page unless told). */
export function useSignOut({ to = '/' }: { to?: string } = {}) {
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
      await navigate({ href: to });
    },
    onError: (err) => console.warn('sign-out failed', err),
  });
}
