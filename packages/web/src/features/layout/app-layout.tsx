import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { ChatLauncher } from '../chat/launcher';
import { Toaster } from '../shared/toast';
import { Footer } from './footer';
import { Header } from './header';
import { PageMeta } from './page-meta';
import { usePicture } from './picture';

/**
 * Header, page and footer around the router's matches (the router's `InnerWrap`, so the header
 * renders before the first route has loaded). While the prerendered picture is shown (ADR 105) the
 * `<main>` keeps its prerendered markup: the page itself is rendered once its route, data and texts
 * are there, in a transition.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const picture = usePicture();
  const { pathname } = useLocation();
  const theme = picture?.theme ?? (pathname === '/stays' || pathname.startsWith('/stays/') ? 'stays' : 'dining');
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <div data-theme={theme} className="flex min-h-dvh flex-col bg-background text-foreground">
      {picture ? null : <PageMeta />}
      <Header />
      {picture?.main !== undefined ? (
        // The kept markup is the element's own (read from it before hydrating), so it always matches.
        <main key="picture" id="main" className="flex-1" dangerouslySetInnerHTML={{ __html: picture.main }} />
      ) : (
        <main id="main" className="flex-1">
          {children}
        </main>
      )}
      <Footer />
      <ChatLauncher />
      <Toaster richColors position="top-center" closeButton />
    </div>
  );
}
