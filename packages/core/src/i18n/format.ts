import type { Locale } from '../i18n';

/**
 * Counts, ratings and dates the one way, for the web and the emails alike (pure: the web imports it;
 * money is `money.ts`'s).
 * Slovenian has four plural forms (1 oseba, 2 osebi, 3 osebe, 5 oseb; and 101, 102, 103, 105 the
 * same), so every count names all four and `Intl.PluralRules` picks.
 */
export type PluralCategory = 'one' | 'two' | 'few' | 'other';
export type PluralForms = Record<PluralCategory, string>;

const TAGS: Record<Locale, string> = { en: 'en-GB', sl: 'sl-SI' };
/** The BCP 47 tag dates, times and numbers are written in for a language. */
export const tagOf = (locale: Locale) => TAGS[locale];

/**
 * Intl formatters made once per language and options, then reused: making one costs far more than
 * formatting with it (a card list made dozens per render, the longest work on a phone's first paint).
 */
const made = new Map<string, unknown>();
function cached<T>(kind: string, tag: string, opts: object, make: () => T): T {
  const key = `${kind}|${tag}|${JSON.stringify(opts)}`;
  let f = made.get(key) as T | undefined;
  if (f === undefined) made.set(key, (f = make()));
  return f;
}
export const numberFormat = (tag: string, opts: Intl.NumberFormatOptions = {}) => cached('n', tag, opts, () => new Intl.NumberFormat(tag, opts));
export const dateTimeFormat = (tag: string, opts: Intl.DateTimeFormatOptions = {}) => cached('d', tag, opts, () => new Intl.DateTimeFormat(tag, opts));
export const listFormat = (tag: string, opts: Intl.ListFormatOptions = {}) => cached('l', tag, opts, () => new Intl.ListFormat(tag, opts));
// Made on first use, not at import: loading a language's plural data is a long task on a phone.
const rules: Partial<Record<Locale, Intl.PluralRules>> = {};

/** The plural form of `n` in the language ('zero' and 'many' do not occur in en or sl: other). */
export function pluralCategory(locale: Locale, n: number): PluralCategory {
  const c = (rules[locale] ??= new Intl.PluralRules(TAGS[locale])).select(n);
  return c === 'one' || c === 'two' || c === 'few' ? c : 'other';
}

/** `forms[category]` with `{n}` replaced by the count. */
export const plural = (locale: Locale, n: number, forms: PluralForms) => forms[pluralCategory(locale, n)].replaceAll('{n}', String(n));

/** Counts the guest reads, in both languages. */
const COUNTS = {
  people: {
    en: { one: '{n} guest', two: '{n} guests', few: '{n} guests', other: '{n} guests' },
    sl: { one: '{n} oseba', two: '{n} osebi', few: '{n} osebe', other: '{n} oseb' },
  },
  nights: {
    en: { one: '{n} night', two: '{n} nights', few: '{n} nights', other: '{n} nights' },
    sl: { one: '{n} noč', two: '{n} noči', few: '{n} noči', other: '{n} noči' },
  },
  /** Dinners of a trip. */
  dinners: {
    en: { one: '{n} dinner', two: '{n} dinners', few: '{n} dinners', other: '{n} dinners' },
    sl: { one: '{n} večerja', two: '{n} večerji', few: '{n} večerje', other: '{n} večerij' },
  },
  /** A room type's capacity. */
  upToGuests: {
    en: { one: 'Up to {n} guest', two: 'Up to {n} guests', few: 'Up to {n} guests', other: 'Up to {n} guests' },
    sl: { one: 'Do {n} gosta', two: 'Do {n} gostov', few: 'Do {n} gostov', other: 'Do {n} gostov' },
  },
  /** The hint under the booking form's guests field. */
  roomSleeps: {
    en: { one: 'This room sleeps up to {n}.', two: 'This room sleeps up to {n}.', few: 'This room sleeps up to {n}.', other: 'This room sleeps up to {n}.' },
    sl: { one: 'Soba sprejme do {n} gosta.', two: 'Soba sprejme do {n} gostov.', few: 'Soba sprejme do {n} gostov.', other: 'Soba sprejme do {n} gostov.' },
  },
  /** SPEC §9 "Only N left" (rooms of a type). */
  roomsLeft: {
    en: { one: 'Only {n} left', two: 'Only {n} left', few: 'Only {n} left', other: 'Only {n} left' },
    sl: { one: 'Samo še {n} soba', two: 'Samo še {n} sobi', few: 'Samo še {n} sobe', other: 'Samo še {n} sob' },
  },
} as const satisfies Record<string, Record<Locale, PluralForms>>;

export type CountKind = keyof typeof COUNTS;
export const count = (locale: Locale, kind: CountKind, n: number) => plural(locale, n, COUNTS[kind][locale]);

/** A rating with one decimal as the language writes it: "4.6" / "4,6". */
export const formatRating = (locale: Locale, rating: number): string =>
  numberFormat(TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

/**
 * Slovenian writes a day of a month with the month in the genitive ("do 27. decembra 2026"), but
 * CLDR's Slovenian data, and so Intl in Node and in Chromium alike, gives the nominative
 * ("27. december 2026"). A month named on its own ("december 2026") stays nominative.
 */
const SL_GENITIVE: Record<string, string> = {
  januar: 'januarja',
  februar: 'februarja',
  marec: 'marca',
  april: 'aprila',
  maj: 'maja',
  junij: 'junija',
  julij: 'julija',
  avgust: 'avgusta',
  september: 'septembra',
  oktober: 'oktobra',
  november: 'novembra',
  december: 'decembra',
};

/**
 * A date as the language writes it, "27 December 2026" / "27. decembra 2026" by default. A calendar
 * date 'YYYY-MM-DD' is that day wherever the reader is (formatted at noon UTC); an instant is shown
 * in `opts.timeZone`, else the runtime's own zone. Every date a page or an email writes goes through
 * here, so Slovenian months take the genitive everywhere.
 */
export function formatDate(locale: Locale, date: string | Date, opts: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const calendar = typeof date === 'string';
  const instant = calendar ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  const format = dateTimeFormat(TAGS[locale], calendar ? { ...opts, timeZone: 'UTC' } : opts);
  if (locale !== 'sl') return format.format(instant);
  const parts = format.formatToParts(instant);
  const withDay = parts.some((p) => p.type === 'day');
  return parts.map((p) => (withDay && p.type === 'month' ? (SL_GENITIVE[p.value] ?? p.value) : p.value)).join('');
}

const MONDAY_FIRST = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Weekday names in the language, keyed 'mon'…'sun' ("Monday" / "ponedeljek"). */
export function weekdayNames(locale: Locale): Record<(typeof MONDAY_FIRST)[number], string> {
  const format = dateTimeFormat(TAGS[locale], { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Object.fromEntries(MONDAY_FIRST.map((d, i) => [d, format.format(new Date(Date.UTC(2024, 0, 1 + i)))])) as Record<
    (typeof MONDAY_FIRST)[number],
    string
  >;
}

/** An instant as wall time in the venue's zone ("14:30"): the hold's end on the deposit pages and the confirmation. */
export const timeIn = (locale: Locale, iso: string, timeZone: string) =>
  dateTimeFormat(TAGS[locale], { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
