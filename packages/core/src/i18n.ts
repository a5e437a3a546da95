export const LOCALES = ['en', 'sl'] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (v: unknown): v is Locale => v === 'en' || v === 'sl';
