import { redirect } from '@tanstack/react-router';
import { currentLocale, loadDictionary } from '../../i18n';
import type { RouterContext } from '../../routes/__root';
import { toast } from '../shared/toast';

// Apart from parts.tsx: route files import this guard, so it sits in the entry chunk; the wizard's
// pieces stay in the onboarding pages' chunks.
/**
 * Onboarding pages need an account (SPEC §2: "Please sign in", then the sign-in page). The SPEC
 * names it /login; the app's sign-in page is /auth (ADR 067), which brings the owner back here.
 */
export const requireSignedInToOnboard =
  (path: string) =>
  async ({ context, preload, location }: { context: RouterContext; preload: boolean; location?: { href: string } }) => {
    const user = await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
    if (user) return;
    // The visitor's language only (ADR 054); the text is among those every page loads (ADR 076).
    if (!preload) toast.error((await loadDictionary(currentLocale())).messages['onboarding.signIn'] ?? 'Please sign in');
    // Back to the very page, its query too (`?type=restaurant`): the sign-up's confirm link leads there as well.
    throw redirect({ to: '/auth', search: { redirect: location?.href.startsWith(path) ? location.href : path } });
  };
