import './zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cn } from './components/ui/cn';
import { currentLocale, I18nProvider, loadDictionary } from './i18n';
import { buildRouter } from './router';
import './styles.css';

// `react-dom` is Preact here (ADR 093): the render replaces the prerendered page in one task, as
// Preact has no transitions to slice it into (ADR 093 measures what that adds to Total Blocking Time).
function mount(router: ReturnType<typeof buildRouter>) {
  performance.mark('tablestay:render');
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  // Shown among Lighthouse's user timings; the web bench reads it too.
  performance.measure('tablestay:first render', 'tablestay:render');
}

// Between steps the browser gets the main thread back (a new task): evaluating the bundle, building
// the router and starting its first load would otherwise be one long task (ADR 090).
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The prerendered page (scripts/prerender.mjs) stays on screen until the first route, its code and
// its session check are ready, and the visitor's language (its own chunk, fetched alongside), so
// React's first paint is the page itself, not a blank pending state.
async function start() {
  const dictionary = loadDictionary(currentLocale());
  await yieldToBrowser();
  const router = buildRouter();
  await yieldToBrowser();
  const loaded = Promise.all([dictionary, router.load().catch(() => undefined)]);
  await yieldToBrowser();
  // tailwind-merge builds its class map from its whole config on its first call: a third of the first
  // render's script on / (ADR 097). Here it runs in a task of its own while the route and session load.
  cn('p-0', 'p-1');
  await loaded;
  mount(router);
}

void start();
