import './zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocale, I18nProvider, loadDictionary } from './i18n';
import { buildRouter } from './router';
import './styles.css';

// `react-dom` is Preact here (ADR 093): the render replaces the prerendered page in one task, as
// Preact has no transitions to slice it into (ADR 093 measures what that adds to Total Blocking Time).
function mount(router: ReturnType<typeof buildRouter>) {
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
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
  await Promise.all([dictionary, router.load().catch(() => undefined)]);
  mount(router);
}

void start();
