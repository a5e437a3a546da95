import './zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { formatWarmUps } from '@tablestay/core/i18n/warm-ups';
import { PictureContext, type Picture } from './features/layout/picture';
import { currentLocale, I18nProvider, loadDictionary, showLocale } from './i18n';
import { hasKeptDay } from './features/owner/offline-day-store';
import { buildRouter } from './router';
import { queryClient } from './trpc';
import './styles.css';

type AppRouter = ReturnType<typeof buildRouter>;

let hydrated: () => void = () => {};
const hydration = new Promise<void>((done) => (hydrated = done));

// The same providers as src/prerender.tsx's render: the picture is hydrated against its markup.
function App({ router, picture }: { router: AppRouter; picture: Picture | null }) {
  useEffect(() => {
    if (picture) hydrated();
    else performance.measure('tablestay:first render', 'tablestay:render');
  }, [picture]);
  return (
    <StrictMode>
      <PictureContext value={picture}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </PictureContext>
    </StrictMode>
  );
}

// Between steps the browser gets the main thread back (a new task): evaluating the bundle, building
// the router and starting its first load would otherwise be one long task (ADR 090).
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * ADR 105. A prerendered page (scripts/prerender.mjs) is hydrated at once with the picture it was
 * rendered from (English, no session, its `<main>` kept as it is), so the header and the chat button
 * work from then on. The live page is rendered once the first route, its code, the session and the
 * visitor's language are loaded, in a transition: React renders it in short slices and swaps it in
 * whole, so the prerendered page stays on screen until then, never a blank pending state.
 */
async function start() {
  const app = document.getElementById('app')!;
  const dictionary = loadDictionary(currentLocale()).then(showLocale);
  // Before a dashboard's first load: offline, the owner's kept day answers its queries; on any page
  // where a day is kept, a session found ended deletes it (ADR 116). A guest's first load has none of it.
  if (window.location.pathname.startsWith('/dashboard') || hasKeptDay())
    await import('./features/owner/offline-day').then((m) => m.keepOfflineDay(queryClient));
  const router = buildRouter();
  let root: Root | undefined;
  const layout = app.firstElementChild;
  if (layout) {
    const picture: Picture = { main: layout.querySelector('main')?.innerHTML ?? '', theme: layout.getAttribute('data-theme') ?? undefined };
    await loadDictionary('en');
    root = hydrateRoot(app, <App router={router} picture={picture} />);
  }
  await yieldToBrowser();
  const loaded = Promise.all([dictionary, router.load().catch(() => undefined), root ? hydration : undefined]);
  // Work the live render would otherwise do inside its slices, each in a task of its own while the
  // route, the session and the data load (ADR 090): the language's number, plural and date data.
  for (const warmUp of formatWarmUps(currentLocale())) {
    await yieldToBrowser();
    warmUp();
  }
  await loaded;
  // Shown among Lighthouse's user timings; the web bench reads it too (from here to the commit).
  performance.mark('tablestay:render');
  const live = <App router={router} picture={null} />;
  const prerendered = root;
  if (prerendered) startTransition(() => prerendered.render(live));
  else createRoot(app).render(live);
}

void start();
