import type { MessageKey } from './en';

export type Locale = 'en' | 'sl';

/** One language's texts: the UI messages, and the domain's English product texts translated. */
export interface Dictionary {
  messages: Record<MessageKey, string>;
  /** English domain text → this language (empty for English). */
  domain: Record<string, string>;
}

// Each language is its own chunk (ADR 054): a page loads only the one it shows, the other on a
// switch. vite.config.ts gives sl.ts its own copy of the feature messages modules, so each chunk
// keeps only its language's half of them.
const load: Record<Locale, () => Promise<Dictionary>> = {
  en: () => import('./en').then((m) => ({ messages: m.en, domain: {} })),
  sl: () => import('./sl').then((m) => ({ messages: m.sl, domain: m.slMessages })),
};

const loaded: Partial<Record<Locale, Dictionary>> = {};
const loading: Partial<Record<Locale, Promise<Dictionary>>> = {};

export function loadDictionary(locale: Locale): Promise<Dictionary> {
  return (loading[locale] ??= load[locale]().then(
    (d) => (loaded[locale] = d),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  ));
}

/** The dictionary if it has loaded (main.tsx waits for the first one before rendering). */
export const dictionary = (locale: Locale): Dictionary | undefined => loaded[locale];
