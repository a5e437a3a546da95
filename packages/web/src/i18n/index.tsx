import { formatDate } from '@tablestay/core/i18n/format';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { dictionary, errorTexts, loadDictionary, loadTexts, type Locale } from './dictionaries';
import type { MessageKey } from './en';
import { describeError } from './errors';
import { label, roomTypeName } from '@tablestay/core/i18n/labels';

export type { Locale };
export { errorTexts, loadDictionary, loadTexts };
const STORAGE_KEY = 'lang';

function initialLocale(): Locale {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (stored === 'en' || stored === 'sl') return stored;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('sl') ? 'sl' : 'en';
}

/** The visitor's language outside React (the tRPC link sends it so emails match the page). */
let current: Locale = typeof window === 'undefined' ? 'en' : initialLocale();
export const currentLocale = () => current;

/**
 * The language the page shows: the visitor's once its texts are loaded. A page hydrating its
 * prerendered markup shows English first, the prerender's language (ADR 105); a switch shows the
 * new language once its dictionary has arrived.
 */
let shown: Locale = 'en';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const shownLocale = () => shown;
const prerenderLocale = (): Locale => 'en';

/** Shows the visitor's language if its dictionary is loaded (main.tsx, once it is; a switch, likewise). */
export function showLocale() {
  if (shown === current || !dictionary(current)) return;
  shown = current;
  for (const listener of listeners) listener();
}

function setLocale(l: Locale) {
  // Only a choice is stored: a page that merely mounts must not overwrite what another tab chose meanwhile.
  localStorage.setItem(STORAGE_KEY, l);
  current = l;
  // The other language's dictionary loads first (a moment on slow networks), then the page switches.
  void loadDictionary(l).then(showLocale);
}

function format(text: string, vars?: Record<string, string | number>) {
  return vars ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`)) : text;
}

/** A key whose feature texts did not load: its route's entry in route-texts.ts lacks the feature. */
function missing(key: string): string {
  console.error(`missing text ${key}: add its feature to the route's entry in i18n/route-texts.ts`);
  return key;
}

interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  t(key: MessageKey, vars?: Record<string, string | number>): string;
  /** Translates a product text that arrives in English from the domain (validation, errors). */
  tm(message: string | undefined | null): string;
  /** Translates a failed call: a domain error by its code, anything else by its English text. */
  te(error: unknown): string;
  /** A stored catalogue label (cuisine, tag, room type, curated slide) in the current language. */
  tl(value: string): string;
  /** A room type's name in the current language: its owner's Slovenian name, else the catalogue's (core's `roomTypeName`). */
  tr(roomType: { name: string; name_sl?: string | null }): string;
  /** core's `formatDate` in the page's language: a calendar date 'YYYY-MM-DD' or an instant. */
  formatDate(date: string | Date, opts?: Intl.DateTimeFormatOptions): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, shownLocale, prerenderLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.cookie = `lang=${current}; path=/; max-age=31536000; samesite=lax`;
  }, [locale]);
  const value = useMemo<I18n>(() => {
    const loaded = dictionary(locale);
    if (!loaded) throw new Error(`the ${locale} dictionary is not loaded: await loadDictionary first`);
    const dict = loaded.messages;
    const tm = (message: string | undefined | null) => {
      const text = message ?? 'An unexpected error occurred';
      return loaded.domain[text] ?? text;
    };
    return {
      locale,
      setLocale,
      t: (key, vars) => format(dict[key] ?? missing(key), vars),
      tm,
      te: (error) => describeError(error, loaded.errors, tm),
      tl: (stored) => label(locale, stored),
      tr: (roomType) => roomTypeName(locale, roomType),
      formatDate: (date, opts) => formatDate(locale, date, opts),
    };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}
