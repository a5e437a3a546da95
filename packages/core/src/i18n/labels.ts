import type { ReservationStatus } from '../db/types';
/**
 * Catalogue labels owners type in English (cuisines, cuisine tags, room-type names, the curated
 * carousel slides), keyed by the stored value. A value not listed (a venue's own wording, a city)
 * is shown as stored.
 */
const sl: Record<string, string> = {
  // Cuisines
  Slovenian: 'Slovenska',
  Seafood: 'Morska hrana',
  Vegetarian: 'Vegetarijanska',
  Vegan: 'Veganska',
  'Modern European': 'Sodobna evropska',
  Italian: 'Italijanska',
  'Fine dining': 'Vrhunska kulinarika',
  'Café & brunch': 'Kavarna in pozni zajtrk',
  Mediterranean: 'Sredozemska',
  Pizza: 'Pica',
  Grill: 'Žar',
  Asian: 'Azijska',
  International: 'Mednarodna',
  // Cuisine tags
  traditional: 'tradicionalno',
  grill: 'žar',
  seafood: 'morska hrana',
  mediterranean: 'sredozemsko',
  vegetarian: 'vegetarijansko',
  vegan: 'vegansko',
  bowls: 'skledice',
  bistro: 'bistro',
  wine: 'vino',
  'lake view': 'pogled na jezero',
  desserts: 'sladice',
  pasta: 'testenine',
  pizza: 'pica',
  'tasting menu': 'degustacijski meni',
  'wine pairing': 'vinska spremljava',
  brunch: 'pozni zajtrk',
  coffee: 'kava',
  // Room types
  'Single Room': 'Enoposteljna soba',
  'Double Room': 'Dvoposteljna soba',
  'Twin Room': 'Soba z ločenima posteljama',
  'Triple Room': 'Triposteljna soba',
  'Family Room': 'Družinska soba',
  'Family Suite': 'Družinski apartma',
  Suite: 'Apartma',
  Studio: 'Studio',
  Apartment: 'Apartma',
  Dormitory: 'Skupna spalnica',
  // Curated carousel slides (titles and subtitles)
  'AI City Packs': 'AI mestni vodiči',
  'The right wine or cocktail for any dish': 'Pravo vino ali koktajl za vsako jed',
  'Day-by-day plans for Ljubljana and beyond': 'Načrti po dnevih za Ljubljano in širše',
};

const LABELS: Record<'en' | 'sl', Record<string, string>> = { en: {}, sl };

/**
 * A room type's name in the reader's language: in Slovenian its owner's Slovenian name, else the
 * catalogue's word for a common English one ("Double Room"), else the name as stored.
 */
export const roomTypeName = (locale: string | null, rt: { name: string; name_sl?: string | null }): string =>
  locale !== 'sl' ? rt.name : (rt.name_sl ?? label('sl', rt.name));

/** A stored catalogue value in the reader's language; a " · " list (cuisine · city) part by part. */
export const label = (locale: 'en' | 'sl', value: string): string =>
  value
    .split(' · ')
    .map((part) => LABELS[locale][part] ?? part)
    .join(' · ');

/** A table reservation's status as the chat writes it in a sentence (the web's `status.*` words). */
const RESERVATION_STATUS_SL: Record<ReservationStatus, string> = {
  pending: 'v obdelavi',
  awaiting_deposit: 'čaka na varščino',
  confirmed: 'potrjeno',
  seated: 'za mizo',
  expired: 'poteklo',
  cancelled: 'preklicano',
};

export const reservationStatusWord = (locale: 'en' | 'sl', status: ReservationStatus): string =>
  locale === 'sl' ? RESERVATION_STATUS_SL[status] : status.replace('_', ' ');
