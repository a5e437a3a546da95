import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Toasts without the toast library on the first load: sonner is fetched on the first toast, its
 * Toaster mounts then, and the toast is shown once that Toaster listens (sonner drops toasts sent
 * before a Toaster subscribed).
 */
type Sonner = typeof import('sonner');

let wanted = false;
const listeners = new Set<() => void>();
let sonner: Promise<Sonner> | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((ok) => (markMounted = ok));

function ready(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return Promise.all([sonner, mounted]).then(([module]) => module);
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) => {
  void ready().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };

let Loaded: Sonner['Toaster'] | undefined;

function Listening(props: ToasterProps) {
  // Runs after the Toaster's own effects, so its subscription exists before a toast is sent.
  useEffect(() => markMounted(), []);
  return Loaded ? <Loaded {...props} /> : null;
}

const SonnerToaster = lazy(async () => {
  sonner ??= import('sonner');
  Loaded = (await sonner).Toaster;
  return { default: Listening };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster(props: ToasterProps) {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
