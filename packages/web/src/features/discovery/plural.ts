import { pluralCategory } from '@tablestay/core/i18n/format';
import type { Locale } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

type Forms = { one: MessageKey; two: MessageKey; few: MessageKey; other: MessageKey };

/** Picks the message for `n` by the language's plural rules (Slovenian has one, two, few and other). */
export const pluralKey = (locale: Locale, n: number, forms: Forms): MessageKey => forms[pluralCategory(locale, n)];

export const RESTAURANT_COUNT: Forms = {
  one: 'discovery.count.restaurants.one',
  two: 'discovery.count.restaurants.two',
  few: 'discovery.count.restaurants.few',
  other: 'discovery.count.restaurants.other',
};
