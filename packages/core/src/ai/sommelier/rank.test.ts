import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDish, readPlace } from './lexicon';
import { PAIRINGS } from './pairings';
import { rankPairings } from './rank';
import { sommelierInput, type SommelierInput } from './schema';

const rank = (input: SommelierInput) => rankPairings(sommelierInput.parse(input));
const styles = (input: SommelierInput) => rank(input).top.map((r) => r.drink.style);
const ids = (input: SommelierInput) => rank(input).top.map((r) => r.drink.id);

describe('the pairing table', () => {
  it('holds Slovenian wines, international styles, cocktails and alcohol-free options in every budget band', () => {
    const all = PAIRINGS.map((d) => d.id);
    expect(new Set(all).size).toBe(all.length);
    for (const id of [
      'rebula',
      'teran',
      'malvazija',
      'cvicek',
      'sipon',
      'zelen',
      'refosk',
      'modra-frankinja',
      'sauvignon-stajerska',
      'pinela',
      'radgona-sparkling',
    ])
      expect(all).toContain(id);
    for (const style of ['red', 'white', 'rose', 'sparkling', 'cocktail', 'zero']) expect(PAIRINGS.some((d) => d.style === style)).toBe(true);
    for (const band of ['budget', 'mid', 'premium']) expect(PAIRINGS.some((d) => d.band === band)).toBe(true);
    expect(PAIRINGS.filter((d) => d.country === 'SI' && d.alcoholic).length).toBeGreaterThanOrEqual(15);
    expect(PAIRINGS.every((d) => d.alcoholic === (d.style !== 'zero'))).toBe(true);
  });
});

describe('reading the request', () => {
  it('understands dishes in English and Slovenian, and implied cuisines', () => {
    expect(readDish('Grilled ribeye steak', '').tags).toEqual(expect.arrayContaining(['red-meat', 'grilled']));
    expect(readDish('Goveji zrezek z žara', '').tags).toEqual(expect.arrayContaining(['red-meat', 'grilled']));
    expect(readDish('Salmon and tuna sushi', '')).toEqual({ tags: expect.arrayContaining(['raw-fish', 'oily-fish', 'fish']), cuisines: ['japanese'] });
    expect(readDish('Suši z lososom', '').cuisines).toEqual(['japanese']);
    expect(readDish('Čokoladna torta', '').tags).toEqual(expect.arrayContaining(['dessert', 'chocolate']));
    expect(readDish('Špageti s paradižnikovo omako', '').tags).toEqual(expect.arrayContaining(['pasta', 'tomato']));
    expect(readDish('Sirloin', '').tags).toEqual(['red-meat']); // "sir" (cheese) is a whole word only
    expect(readDish('Štruklji', 'slovenska').cuisines).toEqual(['slovenian']);
    expect(readDish('something unheard of', '').tags).toEqual([]);
  });

  it('places a city in its wine district, or its country', () => {
    expect(readPlace('Koper')).toEqual({ area: 'istra', country: 'SI' });
    expect(readPlace('Maribor, Štajerska')).toEqual({ area: 'stajerska', country: 'SI' });
    expect(readPlace('v Novem mestu')).toEqual({ area: 'dolenjska', country: 'SI' });
    expect(readPlace('Ljubljana')).toEqual({ area: null, country: 'SI' });
    expect(readPlace('Tuscany')).toEqual({ area: null, country: 'IT' });
    expect(readPlace('')).toEqual({ area: null, country: null });
  });
});

describe('ranking', () => {
  it('"Steak" leads with red wines; asked for red, every pick is red', () => {
    const open = rank({ dish: 'Steak' });
    expect(open.top).toHaveLength(3);
    expect(open.top[0]!.drink.style).toBe('red');
    expect(open.top.filter((r) => r.drink.style === 'red').length).toBeGreaterThanOrEqual(2);
    expect(open.top.every((r) => r.drink.alcoholic)).toBe(true);
    expect(open.top[0]!.reasons).toContainEqual({ kind: 'dish', tags: ['red-meat'] });
    expect(styles({ dish: 'Steak', preference: 'red' })).toEqual(['red', 'red', 'red']);
  });

  it('"no alcohol" never offers anything alcoholic, whatever else is asked', () => {
    for (const dish of ['Steak', 'Sushi', 'Chocolate cake', 'BBQ ribs', 'Pasta', 'Mystery dish']) {
      for (const budget of ['budget', 'premium'] as const) {
        const { top } = rank({ dish, preference: 'none', budget, sweetness: 'sweet', occasion: 'celebration', location: 'Brda' });
        expect(top.length).toBeGreaterThan(0);
        expect(top.every((r) => !r.drink.alcoholic)).toBe(true);
      }
    }
  });

  it('keeps to the budget band or cheaper', () => {
    const budget = rank({ dish: 'Steak', budget: 'budget', preference: 'red' });
    expect(budget.top.length).toBeGreaterThan(0);
    expect(budget.top.every((r) => r.drink.band === 'budget')).toBe(true);
    expect(budget.relaxed).toEqual([]);
    const mid = rank({ dish: 'Grilled fish', budget: 'mid' });
    expect(mid.top.every((r) => r.drink.band !== 'premium')).toBe(true);
    expect(rank({ dish: 'Steak', budget: 'any', occasion: 'celebration', preference: 'red' }).top.some((r) => r.drink.band === 'premium')).toBe(true);
  });

  it('relaxes sweetness or budget only when nothing is left, and says so', () => {
    const sweetSparklingBudget = rank({ dish: 'Cake', preference: 'sparkling', sweetness: 'sweet', budget: 'budget' });
    expect(sweetSparklingBudget.relaxed).toEqual([]);
    expect(sweetSparklingBudget.top.map((r) => r.drink.id)).toEqual(['moscato-asti']);
    const sweetRose = rank({ dish: 'Cake', preference: 'rose', sweetness: 'sweet' });
    expect(sweetRose.relaxed).toEqual(['sweetness']);
    expect(sweetRose.top.every((r) => r.drink.style === 'rose')).toBe(true);
  });

  it('sushi → crisp whites, sparkling or sake, never a tannic red', () => {
    const top = rank({ dish: 'Salmon and tuna sushi', budget: 'any' }).top;
    expect(top.every((r) => ['white', 'sparkling', 'sake'].includes(r.drink.style))).toBe(true);
    expect(top[0]!.reasons).toContainEqual({ kind: 'cuisine', cuisines: ['japanese'] });
  });

  it('desserts get sweet drinks; a city boosts its own district', () => {
    expect(rank({ dish: 'Chocolate cake' }).top[0]!.drink.sweetness).toBe('sweet');
    expect(ids({ dish: 'Pršut in siri', location: 'Koper' })[0]).toBe('refosk');
    const karst = rank({ dish: 'Steak', location: 'Sežana', preference: 'red' }).top[0]!;
    expect(karst.drink.id).toBe('teran');
    expect(karst.reasons).toContainEqual({ kind: 'local', area: 'kras' });
  });

  it('an unrecognised dish gets versatile picks; a sweetness choice holds', () => {
    const unknown = rank({ dish: 'Grandma’s surprise' });
    expect(unknown.dishTags).toEqual([]);
    expect(unknown.top[0]!.reasons).toContainEqual({ kind: 'versatile' });
    expect(rank({ dish: 'Thai green curry', sweetness: 'off-dry' }).top.every((r) => r.drink.sweetness === 'off-dry')).toBe(true);
  });

  it('ranks any text without failing, and "no alcohol" holds for all of it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 100 }), fc.string({ maxLength: 100 }), (dish, cuisine, location) => {
        const open = rankPairings({ dish, cuisine, location, budget: 'budget', preference: 'open', sweetness: 'any', occasion: 'any', lang: 'sl' });
        expect(open.top.length).toBe(3);
        const none = rankPairings({ dish, cuisine, location, budget: 'mid', preference: 'none', sweetness: 'dry', occasion: 'any', lang: 'en' });
        expect(none.top.every((r) => !r.drink.alcoholic)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
