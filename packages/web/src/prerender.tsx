import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { NotFound } from './features/layout/not-found';
import { I18nProvider, loadDictionary } from './i18n';
import { routeTree } from './routeTree.gen';
import { trpc } from './trpc';

/**
 * Build-time render of a public page as a signed-out visitor sees it before any data arrives
 * (scripts/prerender.mjs writes it into the page's HTML): header, footer and the page's first
 * screen paint without waiting for the bundle. main.tsx replaces it once the router is ready.
 */
export async function render(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(trpc.account.me.queryKey(), null);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, trpc },
    defaultNotFoundComponent: NotFound,
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  await Promise.all([loadDictionary('en'), router.load()]);
  return renderToString(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
