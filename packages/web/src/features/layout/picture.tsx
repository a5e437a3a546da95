import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The prerendered page and how React takes it over (ADR 105).
 *
 * scripts/prerender.mjs renders each public page once at build time, as nobody in particular sees
 * it: English, no session, no data. main.tsx hydrates that markup (`hydrateRoot`) with the same
 * picture, so the header, the footer and the chat button work as soon as the bundle has run; then,
 * once the route, the session and the visitor's language are loaded, it renders the live page in a
 * transition (React renders it in short slices and keeps the picture on screen until it commits).
 */
export interface Picture {
  /** The prerendered `<main>` markup, kept as it is while the picture is shown; none in the prerender itself. */
  main?: string;
  /** The prerendered layout's theme (shell.html is `/`'s, whatever path it is served for). */
  theme?: string;
}

/** `null` once the live page is rendered (and always on a page that had no prerendered markup). */
export const PictureContext = createContext<Picture | null>(null);
export const usePicture = () => useContext(PictureContext);

const never = () => () => {};

/**
 * True in the prerender and while React hydrates its markup, false from the render after that on.
 * What only the browser knows (the session, a control that needs script) shows once this is false:
 * React renders the hydrated part again right after hydrating it, so the markup always matches.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
