import { label } from '../../i18n/labels';
import type { Database } from '../../db/connection';
import { venueKind, type VenueSide } from '../../restaurant/venue-kind';
import { fold, sameWord, stem, terms, words } from './text';
import { AMENITIES, askedAmenities, asksPets } from './venue-facts';
import { catalogueRows, cheapestRooms, findVenueRows } from './venue-repository';

/** What the listed venues offer to be asked about: read from the database, never a fixed list. */
export interface Catalogue {
  cities: string[];
  cuisines: string[];
  tags: string[];
}

type Diet = 'vegan' | 'vegetarian' | 'gluten_free';

export interface VenueQuestion {
  kind: VenueSide | null;
  city: string | null;
  cuisines: string[];
  tags: string[];
  diets: Diet[];
  /** Stored amenity keys asked for ("parking", "sea_view"), and whether pets must be allowed. */
  amenities?: string[];
  pets?: boolean;
}

export interface VenueFact {
  id: string;
  name: string;
  city: string;
  kind: 'restaurant' | 'stay';
  cuisine: string | null;
  /** Built here from the id, so a link never comes from model text. */
  href: string;
  /** A stay's cheapest room a night for the party asked (or one guest); null for a restaurant or no room that fits. */
  fromEur?: number | null;
}

// Stems of words naming a kind, a diet, or asking for a list, in English and Slovenian (folded).
const DINING = [
  'restau',
  'restav',
  // Its common misspellings: "resturant", "restorant", "restarant".
  'restu',
  'resto',
  'restar',
  'dining',
  'eat',
  'jesti',
  'jest',
  'pojes',
  'food',
  'hrana',
  'hran',
  'lunch',
  'dinner',
  'kosil',
  'vecerj',
  'gostil',
  'bistro',
  'table',
  'miz',
  'jed',
];
const STAYS = [
  'stay',
  'hotel',
  'room',
  'accomm',
  'apartm',
  'nastan',
  'prenoc',
  'presp',
  'sob',
  'guesth',
  'penzio',
  'sleep',
  'spanje',
  'spat',
  'spim',
  'lodgin',
];
/** Stems that name a stay when said whole: nights or a week away ("somewhere for a week", "za 3 noči"). */
const STAY_WORDS = ['night', 'nights', 'week', 'noc', 'noci', 'nocit', 'tedn', 'teden'];
/** A stem naming a stay: "soba" (a room), never "sobota" (Saturday). */
const namesStay = (s: string) => (startsAny(s, STAYS) && !s.startsWith('sobot')) || STAY_WORDS.includes(s);
const DIETS: Record<Diet, string[]> = {
  vegan: ['vegan'],
  vegetarian: ['vegeta', 'vegetr', 'brezme'],
  gluten_free: ['gluten', 'brezgl', 'celiak'],
};
const LIST_CUES = [
  'recomm',
  'sugges',
  'list',
  'best',
  'good',
  'where',
  'which',
  'find',
  'show',
  'any',
  'some',
  'kje',
  'priporo',
  'predlag',
  'seznam',
  'najbol',
  'dobr',
  'poisci',
  'katere',
  'kater',
  'kaksn',
];

/**
 * Cuisines a guest may ask for that no listed venue may serve yet: recognised, so the answer says
 * none is listed instead of "I don't know". English name, folded prefixes, Slovenian plural adjective.
 */
export const OTHER_CUISINES: Record<string, { cues: string[]; sl: string }> = {
  Japanese: { cues: ['japanes', 'japons', 'sushi'], sl: 'japonske' },
  Chinese: { cues: ['chines', 'kitajs'], sl: 'kitajske' },
  Indian: { cues: ['indian', 'indijs'], sl: 'indijske' },
  Thai: { cues: ['thai', 'tajsk', 'tajlands'], sl: 'tajske' },
  Mexican: { cues: ['mexica', 'mehis'], sl: 'mehiške' },
  French: { cues: ['french', 'francos'], sl: 'francoske' },
  Greek: { cues: ['greek', 'grsk'], sl: 'grške' },
  Spanish: { cues: ['spanish', 'spansk'], sl: 'španske' },
  Turkish: { cues: ['turkish', 'tursk'], sl: 'turške' },
  Korean: { cues: ['korean', 'korejs'], sl: 'korejske' },
  Vietnamese: { cues: ['vietnam'], sl: 'vietnamske' },
  Balkan: { cues: ['balkan'], sl: 'balkanske' },
  Burgers: { cues: ['burger'], sl: 'burgerske' },
};

const startsAny = (s: string, prefixes: string[]) => prefixes.some((p) => s.startsWith(p));

/** Does `phrase` (a catalogue value) occur in the question's stems: each of its words, in any order? */
/** Slovenian drops a fleeting e when it inflects: Koper → v Kopru. */
const fleeting = (w: string) => w.replace(/e(?=[^aeiou]$)/, '');

function mentions(stems: string[], phrase: string): boolean {
  const want = terms(phrase);
  return want.length > 0 && want.every((w) => stems.some((s) => sameWord(s, w) || (w.length >= 5 && sameWord(s, fleeting(w)))));
}

/** Words a guest says for a cuisine the catalogue names otherwise (folded words): a prefix, or with `$` the whole word ("riba$", never Ribnik; "pica$", never "pics"). */
const SAID_FOR: Record<string, string[]> = {
  seafood: ['fish', 'riba$', 'ribe$', 'ribo$', 'ribj', 'skoljk', 'shellfish', 'oyster', 'ostrig', 'prawn', 'shrimp', 'kozic'],
  italian: ['pizz', 'pica$', 'pice$', 'pico$', 'pasta', 'testenin'],
  'cafe & brunch': ['coffee', 'kava$', 'kavo$', 'kave$', 'brunch', 'breakfast', 'zajtrk', 'cake', 'torte$', 'sladic'],
  slovenian: ['local', 'tradition', 'domac', 'tradicional'],
};
const saidFor = (ws: string[], value: string) =>
  (SAID_FOR[fold(value)] ?? []).some((p) => ws.some((w) => (p.endsWith('$') ? w === p.slice(0, -1) : w.startsWith(p))));

/** A catalogue value named in English (as stored) or Slovenian (its label). */
const named = (stems: string[], value: string) => mentions(stems, value) || mentions(stems, label('sl', value));

/**
 * Reads a venue question against the catalogue: the city, cuisines and tags the database holds,
 * diets, and whether restaurants or stays are meant. Null when the question is not about venues.
 */
/** The kind of venue a message names ("rooms", "a restaurant", "sobe"), or null for none or both. */
/** A message's words without the product's name, whose "table" names no kind of venue ("What is TableStay?"). */
const wordsOf = (message: string) => words(message).filter((w) => w !== 'tablestay');

export function venueKindIn(message: string): VenueSide | null {
  const stems = wordsOf(message).map(stem);
  const dining = stems.some((s) => startsAny(s, DINING));
  const stays = stems.some(namesStay);
  return dining === stays ? null : dining ? 'dining' : 'stays';
}

export function parseVenueQuestion(question: string, catalogue: Catalogue): VenueQuestion | null {
  const all = wordsOf(question);
  const stems = all.map(stem);
  // Catalogue values are met by the question's terms, its stop words left out ("sredi", amid, never "sredozemsko").
  const said = terms(question);
  // Longest city first, so "Kranjska Gora" wins over a city named inside it.
  // Where one goes, not where one comes from ("iz Maribora na Bled").
  const cities = [...catalogue.cities].sort((a, b) => b.length - a.length).filter((c) => mentions(said, c));
  const from = (c: string) => new RegExp(`\\b(iz|from) ${terms(c)[0]!.slice(0, 4)}`).test(all.join(' '));
  const city = cities.find((c) => !from(c)) ?? cities[0] ?? null;
  const diets = (Object.keys(DIETS) as Diet[]).filter((d) => stems.some((s) => startsAny(s, DIETS[d])) || all.some((w) => startsAny(w, DIETS[d])));
  // Diets are the venues' own flags; a cuisine or tag that only names a diet is left to them.
  const isDiet = (value: string) => terms(value).every((t) => Object.values(DIETS).some((p) => startsAny(t, p)) || t === 'free');
  const cuisines = catalogue.cuisines.filter((c) => !isDiet(c) && (named(said, c) || saidFor(all, c)));
  const listedCuisine = (name: string) => catalogue.cuisines.some((c) => fold(c) === fold(name)) || catalogue.tags.some((t) => fold(t) === fold(name));
  for (const [name, o] of Object.entries(OTHER_CUISINES)) if (!listedCuisine(name) && all.some((w) => startsAny(w, o.cues))) cuisines.push(name);
  const asked = { words: all, text: all.join(' ') };
  const pets = asksPets(asked);
  const tags = catalogue.tags.filter((t) => !isDiet(t) && named(said, t) && !cuisines.some((c) => fold(c) === fold(t)));
  // A night said beside a diet or a cuisine ("vegetarian here, one night in Koper") is dinner, not a stay.
  const dining = stems.some((s) => startsAny(s, DINING)) || ((diets.length > 0 || cuisines.length > 0) && !stems.some((s) => startsAny(s, STAYS)));
  const stays = stems.some((s) => startsAny(s, STAYS) && !s.startsWith('sobot')) || (stems.some((s) => STAY_WORDS.includes(s)) && !dining);
  const kind: VenueSide | null = stays && !dining ? 'stays' : dining && !stays ? 'dining' : null;
  const amenities = askedAmenities(asked).filter((a) => stays || !AMENITIES[a]!.stayOnly);
  const filtered = city || cuisines.length || tags.length || diets.length || amenities.length || pets;
  const asksList = all.some((w) => startsAny(w, LIST_CUES));
  if (!filtered && !(kind && asksList)) return null;
  return {
    kind: kind ?? (diets.length || cuisines.length ? 'dining' : null),
    city,
    cuisines,
    tags,
    diets,
    ...(amenities.length ? { amenities } : {}),
    ...(pets ? { pets } : {}),
  };
}

const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => Boolean(x?.trim())))].sort();

/** Cities, cuisines and tags of the listed venues (live on either side, ADR 104), as stored. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const now = new Date();
  const rows = await catalogueRows(db, now);
  return { cities: uniq(rows.map((r) => r.city)), cuisines: uniq(rows.map((r) => r.cuisine)), tags: uniq(rows.flatMap((r) => r.cuisine_tags)) };
}

/** Listed venues matching the question, featured first, at most `limit`. */
export async function findVenues(db: Database, q: VenueQuestion, limit = 5, party = 1): Promise<VenueFact[]> {
  const now = new Date();
  const rows = await findVenueRows(db, q, limit, now);
  const isStay = (r: (typeof rows)[number]) => q.kind === 'stays' || (q.kind !== 'dining' && venueKind(r) === 'property' && r.stays_live);
  const prices = await cheapestRooms(
    db,
    rows.filter(isStay).map((r) => r.id),
    party,
  );
  return rows.map((r) => {
    const stay = isStay(r);
    return {
      fromEur: stay ? (prices.get(r.id) ?? null) : null,
      id: r.id,
      name: r.name,
      city: r.city,
      kind: stay ? 'stay' : 'restaurant',
      cuisine: stay ? null : r.cuisine,
      href: stay ? `/stays/${r.id}` : `/restaurants/${r.id}`,
    };
  });
}
