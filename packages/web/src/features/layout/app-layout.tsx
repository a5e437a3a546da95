import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { ChatLauncher } from '../chat/launcher';
import { Toaster } from '../shared/toast';
import { Footer } from './footer';
import { Header } from './header';
import { PageMeta } from './page-meta';
import { usePicture } from './picture';

/** Each theme's primary colour (styles.css), the page's theme-color. */
const THEME_COLOR: Record<string, string> = { dining: '#b45309', stays: '#0f766e' };

/**
 * Header, page and footer around the router's matches (the router's `InnerWrap`, so the header
 * renders before the first route has loaded). While the prerendered picture is shown (ADR 105) the
 * `<main>` keeps its prerendered markup, inert: the page itself is rendered once its route, data and
 * texts are there, in a transition.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const picture = usePicture();
  const { pathname } = useLocation();
  const theme = picture?.theme ?? (pathname === '/stays' || pathname.startsWith('/stays/') ? 'stays' : 'dining');
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    // The browser's bar (and an installed app's title bar) in the theme's colour (ADR 116).
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme] ?? THEME_COLOR.dining!);
  }, [theme]);
  return (
    <div data-theme={theme} className="flex min-h-dvh flex-col bg-background text-foreground">
      {picture ? null : <PageMeta />}
      <Header />
      {picture ? (
        // Until the live page replaces it, the prerendered page is only a picture, so it takes no
        // input (what is typed into it would be lost) and is hidden from assistive technology.
        // While hydrating it keeps its markup, read from the element itself, so it always matches.
        picture.main === undefined ? (
          <main key="picture" id="main" className="flex-1" inert aria-hidden="true">
            {children}
          </main>
        ) : (
          <main key="picture" id="main" className="flex-1" inert aria-hidden="true" dangerouslySetInnerHTML={{ __html: picture.main }} />
        )
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
