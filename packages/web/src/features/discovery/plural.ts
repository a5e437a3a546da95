import type { Locale } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

type Forms = { one: MessageKey; two: MessageKey; few: MessageKey; other: MessageKey };

/** Picks the message for `n` by the language's plural rules (Slovenian has one, two, few and other). */
export function pluralKey(locale: Locale, n: number, forms: Forms): MessageKey {
  const category = new Intl.PluralRules(locale === 'sl' ? 'sl-SI' : 'en-GB').select(n);
  return category === 'one' || category === 'two' || category === 'few' ? forms[category] : forms.other;
}

export const RESTAURANT_COUNT: Forms = {
  one: 'discovery.count.restaurants.one',
  two: 'discovery.count.restaurants.two',
  few: 'discovery.count.restaurants.few',
  other: 'discovery.count.restaurants.other',
};
