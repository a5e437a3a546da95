import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { currentLocale, loadTexts } from '../i18n';
import { textsFor } from '../i18n/route-texts';
import type { Trpc } from '../trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

// The layout (header, footer) is the router's `InnerWrap` (features/layout/app-layout.tsx), so it
// renders before the first route has loaded (ADR 105); the root route renders only its child.
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, matches }) => {
    // The session resolves before any page renders, so guards and the header agree; the matched
    // pages' feature texts arrive beside it (ADR 076), so no page renders without its texts.
    await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions()),
      loadTexts(currentLocale(), textsFor(matches.map((m) => m.routeId))),
    ]);
  },
});
