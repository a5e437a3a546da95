import { readDish, readPlace } from './lexicon';
import { PAIRINGS } from './pairings';
import type { Preference, SommelierRequest } from './schema';
import { MACRO, type Area, type Band, type Cuisine, type DishTag, type Drink, type Style } from './table';

/** Why a drink made the list; the words for each come from words.ts in the answer's language. */
export type Reason =
  | { kind: 'dish'; tags: DishTag[] }
  | { kind: 'cuisine'; cuisines: Cuisine[] }
  | { kind: 'occasion' }
  | { kind: 'local'; area: Area }
  | { kind: 'region'; area: Area }
  | { kind: 'country' }
  | { kind: 'versatile' };

interface Ranked {
  drink: Drink;
  score: number;
  reasons: Reason[];
}

export interface Ranking {
  dishTags: DishTag[];
  cuisines: Cuisine[];
  place: { area: Area | null; country: string | null };
  /** Choices that left nothing to pour and were set aside, in the order they were relaxed. */
  relaxed: ('sweetness' | 'budget')[];
  /** How many drinks passed the filters. */
  considered: number;
  top: Ranked[];
}

const PICKS = 3;
const BANDS: readonly Band[] = ['budget', 'mid', 'premium'];
const STYLES_FOR: Record<Preference, readonly Style[] | null> = {
  open: null,
  red: ['red'],
  white: ['white', 'orange'],
  rose: ['rose'],
  sparkling: ['sparkling'],
  none: ['zero'],
};

/** The preference is never relaxed: "no alcohol" means nothing alcoholic, whatever else was asked. */
function byPreference(table: readonly Drink[], preference: Preference): Drink[] {
  const styles = STYLES_FOR[preference];
  return table.filter((d) => (preference === 'none' ? !d.alcoholic : styles === null || styles.includes(d.style)));
}

function score(d: Drink, req: SommelierRequest, dishTags: DishTag[], cuisines: Cuisine[], place: Ranking['place']): Ranked {
  const reasons: Reason[] = [];
  let s = 0;
  const fits = dishTags.filter((t) => d.dishes.includes(t));
  const clashes = dishTags.filter((t) => d.avoid.includes(t));
  s += 3 * fits.length - 4 * clashes.length;
  if (fits.length) reasons.push({ kind: 'dish', tags: fits });
  if (dishTags.length === 0) {
    // Nothing recognised in the dish: favour the drinks that go with the most.
    s += 0.25 * d.dishes.length;
    reasons.push({ kind: 'versatile' });
  }
  const cuisineFits = cuisines.filter((c) => d.cuisines.includes(c));
  if (cuisineFits.length) {
    s += 2;
    reasons.push({ kind: 'cuisine', cuisines: cuisineFits });
  }
  if (req.occasion !== 'any' && d.occasions.includes(req.occasion)) {
    s += 1.5;
    reasons.push({ kind: 'occasion' });
  }
  if (place.area && d.area === place.area) {
    s += 3;
    reasons.push({ kind: 'local', area: d.area });
  } else if (place.area && d.area && MACRO[d.area] === MACRO[place.area]) {
    s += 1.5;
    reasons.push({ kind: 'region', area: d.area });
  } else if (place.country && d.country === place.country) {
    s += place.country === 'SI' ? 1 : 1.5;
    reasons.push({ kind: 'country' });
  }
  // Home wines first on a Slovenian platform, by a hair; a sommelier leads with wine, then cocktails.
  if (d.country === 'SI' && d.alcoholic) s += 0.25;
  if (req.preference === 'open' && d.style === 'cocktail') s -= 0.5;
  if (req.preference === 'open' && !d.alcoholic) s -= 2;
  if (req.budget !== 'any' && d.band === req.budget) s += 0.5;
  return { drink: d, score: s, reasons };
}

const order = (a: Ranked, b: Ranked) => b.score - a.score || a.drink.price[0] - b.drink.price[0] || a.drink.id.localeCompare(b.drink.id);

/**
 * Filters the table by the request and ranks what is left (ADR 084): preference is a hard
 * filter; budget (the band or cheaper) and sweetness are too, unless they leave nothing, then they
 * are relaxed and the answer says so. Scores: the dish's ingredients and cooking, the cuisine, the
 * occasion and the place (a drink from the guest's own district first). The top picks avoid three
 * of one style when others come close.
 */
export function rankPairings(req: SommelierRequest, table: readonly Drink[] = PAIRINGS): Ranking {
  const { tags: dishTags, cuisines } = readDish(req.dish, req.cuisine);
  const place = readPlace(req.location);
  const relaxed: Ranking['relaxed'] = [];
  let pool = byPreference(table, req.preference);
  if (req.sweetness !== 'any') {
    const sweet = pool.filter((d) => d.sweetness === req.sweetness);
    if (sweet.length) pool = sweet;
    else relaxed.push('sweetness');
  }
  if (req.budget !== 'any') {
    const cap = BANDS.indexOf(req.budget);
    const affordable = pool.filter((d) => BANDS.indexOf(d.band) <= cap);
    if (affordable.length) pool = affordable;
    else relaxed.push('budget');
  }
  const ranked = pool.map((d) => score(d, req, dishTags, cuisines, place)).sort(order);
  const top: Ranked[] = [];
  const left = [...ranked];
  while (top.length < PICKS && left.length) {
    const styleCount = (r: Ranked) => top.filter((t) => t.drink.style === r.drink.style).length;
    const effective = left.map((r) => ({ ...r, score: r.score - 0.5 * styleCount(r) })).sort(order);
    const next = effective[0]!;
    top.push(ranked.find((r) => r.drink.id === next.drink.id)!);
    left.splice(
      left.findIndex((r) => r.drink.id === next.drink.id),
      1,
    );
  }
  return { dishTags, cuisines, place, relaxed, considered: pool.length, top };
}
