import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ChatLauncher } from '../features/chat/launcher';
import { Toaster } from '../features/shared/toast';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { Later } from '../features/layout/later';
import { PageMeta } from '../features/layout/page-meta';
import { currentLocale, loadTexts } from '../i18n';
import { textsFor } from '../i18n/route-texts';
import type { Trpc } from '../trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, matches }) => {
    // The session resolves before any page renders, so guards and the header agree; the matched
    // pages' feature texts arrive beside it (ADR 076), so no page renders without its texts.
    await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions()),
      loadTexts(currentLocale(), textsFor(matches.map((m) => m.routeId))),
    ]);
  },
  component: RootLayout,
});

function RootLayout() {
  const { pathname } = useLocation();
  const theme = pathname === '/stays' || pathname.startsWith('/stays/') ? 'stays' : 'dining';
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <div data-theme={theme} className="flex min-h-dvh flex-col bg-background text-foreground">
      <PageMeta />
      {/* On the first render each of the header, the page and the footer is a task of its own (ADR 090). */}
      <Later id="header">
        <Header />
      </Later>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Later id="footer">
        <Footer />
      </Later>
      <ChatLauncher />
      <Toaster richColors position="top-center" closeButton />
    </div>
  );
}
