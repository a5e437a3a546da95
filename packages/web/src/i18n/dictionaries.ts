import type { TextPart } from './en';
import { EN_ERRORS, type ErrorTexts } from './errors';

export type Locale = 'en' | 'sl';
export type { TextPart };

/** One language's texts: the UI messages, and the domain's English product texts translated. */
export interface Dictionary {
  messages: Record<string, string>;
  /** English domain text → this language (empty for English). */
  domain: Record<string, string>;
}

/** A language's core texts, with its texts of the domain's error codes. */
interface CoreDictionary extends Dictionary {
  errors: ErrorTexts;
}

interface Language {
  core: () => Promise<CoreDictionary>;
  part: (part: TextPart) => Promise<Dictionary>;
}

// Each language is its own chunk (ADR 054), and within it each feature's texts (ADR 076): a page
// loads the texts every page needs in the one language it shows, plus the parts its routes name in
// route-texts.ts. vite.config.ts gives sl.ts its own copy of the feature messages modules, so each
// chunk keeps only its language's half of them.
const languages: Record<Locale, Language> = {
  en: {
    core: () => import('./en').then((m) => ({ messages: m.en, domain: {}, errors: EN_ERRORS })),
    part: async (p) => ({ messages: await (await import('./en')).enParts[p](), domain: {} }),
  },
  sl: {
    core: () => import('./sl').then((m) => ({ messages: m.sl, domain: m.slMessages, errors: m.slErrors })),
    part: (p) => import('./sl').then((m) => m.slParts[p]()),
  },
};

/** A language's texts as loaded so far: the parts are merged into it as they arrive. */
const loaded: Partial<Record<Locale, CoreDictionary>> = {};
const loadingCore: Partial<Record<Locale, Promise<CoreDictionary>>> = {};
const loadingPart: Partial<Record<`${Locale}:${TextPart}`, Promise<void>>> = {};
/** Every part a route asked for so far: a language loaded later (a switch) brings them all. */
const wanted = new Set<TextPart>();

function retryable<T>(cache: Partial<Record<string, Promise<T>>>, key: string, load: () => Promise<T>): Promise<T> {
  return (cache[key] ??= load().catch((error: unknown) => {
    delete cache[key];
    throw error;
  }));
}

function loadCore(locale: Locale): Promise<CoreDictionary> {
  return retryable(loadingCore, locale, () =>
    languages[locale].core().then((d) => (loaded[locale] = { messages: { ...d.messages }, domain: { ...d.domain }, errors: d.errors })),
  );
}

function loadPart(locale: Locale, part: TextPart): Promise<void> {
  return retryable(loadingPart, `${locale}:${part}`, async () => {
    const [dictionary, texts] = await Promise.all([loadCore(locale), languages[locale].part(part)]);
    Object.assign(dictionary.messages, texts.messages);
    Object.assign(dictionary.domain, texts.domain);
  });
}

/**
 * A language's texts with every part asked for so far (main.tsx awaits it before the first render,
 * a language switch before switching). Parts asked for while it loads are awaited too.
 */
export async function loadDictionary(locale: Locale): Promise<CoreDictionary> {
  const dictionary = await loadCore(locale);
  let count = -1;
  while (count !== wanted.size) {
    count = wanted.size;
    await Promise.all([...wanted].map((part) => loadPart(locale, part)));
  }
  return dictionary;
}

/**
 * Loads these feature parts (the root route awaits them for the matched routes) in every language
 * asked for so far: the one shown, and after a switch the other too, so a switch that is still
 * loading never lands on a page without its texts.
 */
export async function loadTexts(shown: Locale, parts: readonly TextPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  const locales = new Set([shown, ...(Object.keys(loadingCore) as Locale[])]);
  await Promise.all([...locales].flatMap((locale) => parts.map((part) => loadPart(locale, part))));
}

/** The dictionary if it has loaded (main.tsx waits for the first one before rendering). */
export const dictionary = (locale: Locale): CoreDictionary | undefined => loaded[locale];

/** A language's texts of the error codes: English until that language's dictionary has loaded. */
export const errorTexts = (locale: Locale): ErrorTexts => loaded[locale]?.errors ?? EN_ERRORS;
