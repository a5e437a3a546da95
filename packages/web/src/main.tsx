import './zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { formatWarmUps } from '@tablestay/core/i18n/format';
import { cn, prepareClassMerge } from './components/ui/cn';
import { keepPrerendered } from './features/layout/later';
import { currentLocale, I18nProvider, loadDictionary } from './i18n';
import { buildRouter } from './router';
import './styles.css';

// `react-dom` is Preact here (ADR 093): the render replaces the prerendered page in one task, as
// Preact has no transitions to slice it into. The header, the footer and sections below the fold
// (`<Later>`) keep their prerendered markup for that task and render in tasks of their own (ADR 090).
function mount(router: ReturnType<typeof buildRouter>) {
  const app = document.getElementById('app')!;
  keepPrerendered(app);
  performance.mark('tablestay:render');
  createRoot(app).render(
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
  const locale = currentLocale();
  const dictionary = loadDictionary(locale);
  await yieldToBrowser();
  const router = buildRouter();
  await yieldToBrowser();
  const loaded = Promise.all([dictionary, router.load().catch(() => undefined)]);
  // Work the first render and the first list would otherwise do inside their one long task, each in
  // a task of its own while the route, the session and the data load (ADR 090):
  // tailwind-merge's config, then its class map; then the language's number, plural and date data.
  const warmUps = [prepareClassMerge, () => cn('p-0', 'p-1'), ...formatWarmUps(locale)];
  for (const warmUp of warmUps) {
    await yieldToBrowser();
    warmUp();
  }
  await loaded;
  mount(router);
}

void start();
