import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppLayout } from './features/layout/app-layout';
import { NotFound } from './features/layout/not-found';
import { PictureContext } from './features/layout/picture';
import { I18nProvider, loadDictionary } from './i18n';
import { routeTree } from './routeTree.gen';
import { trpc } from './trpc';

/**
 * Build-time render of a public page as nobody in particular sees it before any data arrives
 * (scripts/prerender.mjs writes it into the page's HTML): English, the account area neutral, no
 * data. main.tsx hydrates it with the same picture (ADR 105), so this tree and main.tsx's must stay
 * the same: the same providers, the same router options that render anything.
 */
export async function render(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(trpc.account.me.queryKey(), null);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, trpc },
    defaultNotFoundComponent: NotFound,
    InnerWrap: AppLayout,
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  await Promise.all([loadDictionary('en'), router.load()]);
  return renderToString(
    <PictureContext value={{}}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </PictureContext>,
  );
}
