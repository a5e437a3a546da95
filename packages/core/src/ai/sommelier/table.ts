import type { Budget, Occasion } from './schema';

/**
 * The curated pairing table's shape (ADR 084). Rows are written compactly in the drinks-*.ts
 * modules and parsed here once, at load: an unknown word in a row throws, so a typo fails the unit
 * tests instead of silently matching nothing.
 */

const DISH_TAGS = [
  'red-meat',
  'game',
  'pork',
  'poultry',
  'fish',
  'oily-fish',
  'shellfish',
  'raw-fish',
  'cured-meat',
  'pasta',
  'tomato',
  'cream',
  'cheese',
  'mushroom',
  'vegetables',
  'spicy',
  'grilled',
  'smoked',
  'fried',
  'dessert',
  'chocolate',
  'fruit',
  'pizza',
  'stew',
  'soy',
] as const;
const CUISINES = [
  'slovenian',
  'italian',
  'french',
  'spanish',
  'japanese',
  'chinese',
  'thai',
  'indian',
  'mexican',
  'american',
  'balkan',
  'mediterranean',
  'middle-eastern',
  'austrian',
] as const;
const STYLES = ['red', 'white', 'orange', 'rose', 'sparkling', 'cocktail', 'beer', 'sake', 'zero'] as const;
/** Slovenian wine districts (Primorska: brda, vipava, kras, istra; Podravje: stajerska, prekmurje; Posavje: the rest). */
const AREAS = ['brda', 'vipava', 'kras', 'istra', 'stajerska', 'prekmurje', 'dolenjska', 'bela-krajina', 'bizeljsko'] as const;
export const MACRO: Record<Area, 'primorska' | 'podravje' | 'posavje'> = {
  brda: 'primorska',
  vipava: 'primorska',
  kras: 'primorska',
  istra: 'primorska',
  stajerska: 'podravje',
  prekmurje: 'podravje',
  dolenjska: 'posavje',
  'bela-krajina': 'posavje',
  bizeljsko: 'posavje',
};

export type DishTag = (typeof DISH_TAGS)[number];
export type Cuisine = (typeof CUISINES)[number];
export type Style = (typeof STYLES)[number];
export type Area = (typeof AREAS)[number];
export type Band = Exclude<Budget, 'any'>;
export type Taste = 'dry' | 'off-dry' | 'sweet';

export interface Drink {
  id: string;
  name: { en: string; sl: string };
  style: Style;
  alcoholic: boolean;
  sweetness: Taste;
  band: Band;
  /** Typical shop price in euro, per bottle (wine, sake) or per drink (cocktails, beer, alcohol-free). */
  price: [number, number];
  per: 'bottle' | 'drink';
  /** ISO country; `area` for Slovenian wine districts. */
  country: string;
  area: Area | null;
  dishes: DishTag[];
  avoid: DishTag[];
  cuisines: Cuisine[];
  occasions: Exclude<Occasion, 'any'>[];
  /** Lower-case words that name this drink in a text (names, grapes, appellations). */
  mentions: string[];
  /** What it tastes like, one clause, in both answer languages. */
  note: { en: string; sl: string };
}

const BANDS: readonly Band[] = ['budget', 'mid', 'premium'];
const TASTES: readonly Taste[] = ['dry', 'off-dry', 'sweet'];
const OCCASION_WORDS: readonly Drink['occasions'][number][] = ['casual', 'romantic', 'celebration', 'business', 'family', 'outdoor'];

function oneOf<T extends string>(list: readonly T[], word: string | undefined, row: string): T {
  if (word === undefined || !(list as readonly string[]).includes(word)) throw new Error(`pairing table row ${row}: unknown word "${word}"`);
  return word as T;
}

/** Lower case without diacritics: "Šipon" and "sipon" are the same word to the matcher. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One row: `names` "English|Slovenian"; `kind` "style sweetness band lo-hi per COUNTRY[/area]";
 * `pairs` words: a dish tag, `!tag` to avoid, `#cuisine`, `@occasion`, `~mention` (extra names).
 */
export function drink(id: string, names: string, kind: string, pairs: string, note: [string, string]): Drink {
  const [en, sl] = names.split('|');
  const [style, sweetness, band, range, per, origin] = kind.split(' ');
  const [lo, hi] = (range ?? '').split('-').map(Number);
  const [country, area] = (origin ?? '').split('/');
  if (!en || !sl || !lo || !hi || !country) throw new Error(`pairing table row ${id}: incomplete`);
  const row: Drink = {
    id,
    name: { en, sl },
    style: oneOf(STYLES, style, id),
    alcoholic: style !== 'zero',
    sweetness: oneOf(TASTES, sweetness, id),
    band: oneOf(BANDS, band, id),
    price: [lo, hi],
    per: oneOf(['bottle', 'drink'] as const, per, id),
    country,
    area: area ? oneOf(AREAS, area, id) : null,
    dishes: [],
    avoid: [],
    cuisines: [],
    occasions: [],
    mentions: [...new Set([fold(en), fold(sl)])],
    note: { en: note[0], sl: note[1] },
  };
  for (const word of pairs.split(/\s+/).filter(Boolean)) {
    const head = word[0];
    const rest = word.slice(1);
    if (head === '!') row.avoid.push(oneOf(DISH_TAGS, rest, id));
    else if (head === '#') row.cuisines.push(oneOf(CUISINES, rest, id));
    else if (head === '@') row.occasions.push(oneOf(OCCASION_WORDS, rest, id));
    else if (head === '~') row.mentions.push(fold(rest.replaceAll('_', ' ')));
    else row.dishes.push(oneOf(DISH_TAGS, word, id));
  }
  return row;
}
