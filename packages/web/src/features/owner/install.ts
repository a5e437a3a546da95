import { useEffect } from 'react';

/**
 * The owner's console as an installable app (ADR 116): the dashboard registers the Workbox service
 * worker vite.config.ts builds (`/sw.js`, the app shell precached, no API answer ever cached), so
 * Chromium offers to install it and /dashboard opens from the home screen. Guests' pages register
 * nothing. Not in `vite dev`, which builds no worker.
 */
export function useInstallableConsole() {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a browser that refuses): the console still works online.
    });
  }, []);
}
