import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { AppLayout } from './features/layout/app-layout';
import { RouteError } from './components/load-error';
import { Loading } from './components/loading';
import { NotFound } from './features/layout/not-found';
import { routeTree } from './routeTree.gen';
import { queryClient, trpc } from './trpc';

export function buildRouter() {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    InnerWrap: AppLayout,
    // One loading idiom (ADR 106): loaders await their data, pages read it with useSuspenseQuery,
    // and every route waits and fails the same way.
    defaultPendingComponent: Loading,
    defaultErrorComponent: RouteError,
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof buildRouter>;
  }
}
