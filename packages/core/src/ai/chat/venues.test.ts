import { describe, expect, it } from 'vitest';
import { composeAnswer, factsOf } from './answer';
import { parseVenueQuestion, type Catalogue } from './venues';

const catalogue: Catalogue = {
  cities: ['Bled', 'Bohinj', 'Kranjska Gora', 'Ljubljana', 'Maribor', 'Piran', 'Portorož'],
  cuisines: ['Italian', 'Seafood', 'Slovenian', 'Vegetarian'],
  tags: ['grill', 'seafood', 'vegan', 'wine'],
};
const parse = (q: string) => parseVenueQuestion(q, catalogue);

describe('venue questions parsed against the catalogue', () => {
  it('reads diet, kind and city in English', () => {
    expect(parse('vegan restaurants in Ljubljana')).toEqual({ kind: 'dining', city: 'Ljubljana', cuisines: [], tags: [], diets: ['vegan'] });
    expect(parse('Any seafood places in Piran?')).toEqual({ kind: 'dining', city: 'Piran', cuisines: ['Seafood'], tags: [], diets: [] });
    expect(parse('hotel rooms in Kranjska Gora')).toMatchObject({ kind: 'stays', city: 'Kranjska Gora' });
    expect(parse('gluten free dinner')).toMatchObject({ kind: 'dining', diets: ['gluten_free'] });
  });

  it('reads Slovenian inflected forms (locative city, adjective diet)', () => {
    expect(parse('veganske restavracije v Ljubljani')).toEqual({ kind: 'dining', city: 'Ljubljana', cuisines: [], tags: [], diets: ['vegan'] });
    expect(parse('nastanitve v Portorožu')).toMatchObject({ kind: 'stays', city: 'Portorož' });
    expect(parse('Kje je dobra hrana na Bledu?')).toMatchObject({ kind: 'dining', city: 'Bled' });
  });

  it('leaves product questions to the help texts', () => {
    expect(parse('How do I cancel my restaurant reservation?')).toBeNull();
    expect(parse('How do deposits work?')).toBeNull();
    expect(parse('Kako prekličem rezervacijo?')).toBeNull();
  });

  it('lists the matched venues by name in the local answer, and says when none matched', () => {
    const q = parse('vegan restaurants in Ljubljana')!;
    const venue = { id: 'v1', name: 'Zeleni Vrt', city: 'Ljubljana', kind: 'restaurant' as const, cuisine: 'Vegetarian', href: '/restaurants/v1' };
    expect(composeAnswer(factsOf('en', 'q', [], q, [venue], 'x@y.z'))).toBe(
      'Vegan restaurants in Ljubljana on TableStay (1):\n- Zeleni Vrt, Ljubljana (Vegetarian)',
    );
    // The cuisine as stored, in the reader's language (the catalogue labels the pages use).
    expect(composeAnswer(factsOf('sl', 'q', [], q, [venue], 'x@y.z'))).toBe(
      'Na TableStay: veganske restavracije (Ljubljana) — 1:\n- Zeleni Vrt, Ljubljana (Vegetarijanska)',
    );
    expect(composeAnswer(factsOf('sl', 'q', [], q, [], 'x@y.z'))).toBe(
      'Na TableStay ni objavljenih obratov za iskanje: veganske restavracije (Ljubljana). Poskusite z drugim krajem ali kuhinjo.',
    );
  });
});
