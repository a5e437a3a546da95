import { describe, expect, it } from 'vitest';
import { readInterests } from './interests';
import { CITIES, findCity, parseCity } from './places';
import { dayPlaces, planItinerary, SLOT_MINUTES } from './planner';
import { cityPackInput } from './schema';
import { agreesWithPlan, localWording } from './wording';

const town = parseCity({
  name: 'Testgrad',
  sl: 'Testni grad',
  places: `
Castle | Grad | sight | history viewpoints | 120 | morning | hill | Old castle. | Star grad.
Market | Tržnica | market | food shopping | 60 | morning | old | Fresh food. | Sveža hrana.
Bridge | Most | sight | architecture | 20 | any | old | Iron bridge. | Železni most.
Gallery | Galerija | museum | art culture | 90 | afternoon | old | Paintings. | Slike.
Park | Park | park | nature walking | 90 | afternoon | park | Big park. | Velik park.
River walk | Sprehod ob reki | walk | walking water | 60 | evening | old | Evening walk. | Večerni sprehod.
Club | Klub | nightlife | nightlife | 120 | evening | east | Music. | Glasba.
Lake trip | Izlet na jezero | daytrip | nature water | 360 | morning | daytrip | A lake nearby. | Jezero v bližini.
`,
});
const none = { restaurants: [], stays: [] };
const venues = {
  restaurants: [
    { id: 'r1', name: 'Inn One', cuisine: 'Slovenian' },
    { id: 'r2', name: 'Bistro Two', cuisine: null },
    { id: 'r3', name: 'Cafe Three', cuisine: 'Cafe' },
  ],
  stays: [{ id: 's1', name: 'Villa Stay', cuisine: null }],
};

const issue = (v: unknown) => {
  const r = cityPackInput.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('city pack planner', () => {
  it('reads interests in English and Slovenian, keeping what it cannot match', () => {
    expect(readInterests('food, culture, viewpoints')).toEqual({ tags: ['food', 'culture', 'viewpoints'], unknown: [] });
    expect(readInterests('Hrana, kultura, razgledi; ZGODOVINA')).toEqual({ tags: ['food', 'culture', 'viewpoints', 'history'], unknown: [] });
    expect(readInterests('museums,  quidditch ,')).toEqual({ tags: ['culture'], unknown: ['quidditch'] });
    expect(readInterests('')).toEqual({ tags: [], unknown: [] });
  });

  it('ranks by interests, keeps each part of the day within its minutes, and repeats nothing', () => {
    const plan = planItinerary(town, { days: 2, interests: 'art, nightlife', locale: 'en' }, none);
    expect(plan.days).toHaveLength(2);
    expect(dayPlaces(plan.days[0]!)).toContain('Gallery');
    expect(plan.days.flatMap(dayPlaces)).toContain('Club');
    const all = plan.days.flatMap(dayPlaces);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('Lake trip'); // day trips only from three days on
    for (const day of plan.days) for (const s of day.slots) expect(s.stops.reduce((n, x) => n + x.minutes, 0)).toBeLessThanOrEqual(SLOT_MINUTES[s.slot]);
    // Places keep to the part of the day they suit.
    const where = (name: string) => plan.days.flatMap((d) => d.slots.filter((s) => s.stops.some((x) => x.name === name)).map((s) => s.slot))[0];
    expect(where('Club')).toBe('evening');
    expect(where('Gallery')).toBe('afternoon');
    expect(plan.interests).toEqual({ matched: ['art', 'nightlife'], unknown: [] });
  });

  it('puts a day trip on the last day from three days, and our restaurants as dinners then lunches with links', () => {
    const plan = planItinerary(town, { days: 3, interests: '', locale: 'sl' }, venues);
    expect(plan.city).toBe('Testni grad');
    expect(plan.days[2]!.slots[0]!.stops.map((s) => s.name)).toEqual(['Izlet na jezero']);
    const evenings = plan.days.map((d) => d.slots.find((s) => s.slot === 'evening')!.stops[0]);
    expect(evenings.map((s) => [s?.name, s?.link])).toEqual([
      ['Inn One', '/restaurants/r1'],
      ['Bistro Two', '/restaurants/r2'],
      ['Cafe Three', '/restaurants/r3'],
    ]);
    expect(plan.stays).toEqual([{ name: 'Villa Stay', link: '/stays/s1' }]);
    expect(plan.days[0]!.slots[0]!.stops[0]!.fact).toMatch(/^[A-ZŠČŽ].*\.$/);
    const four = planItinerary(town, { days: 1, interests: '', locale: 'en' }, venues);
    const meals = four.days[0]!.slots.flatMap((s) => s.stops.filter((x) => x.kind === 'restaurant').map((x) => `${s.slot}:${x.name}`));
    expect(meals).toEqual(['afternoon:Bistro Two', 'evening:Inn One']);
  });

  it('words the plan locally in both languages and rejects an answer naming places outside it', () => {
    const plan = planItinerary(town, { days: 1, interests: 'food', locale: 'en' }, venues);
    const local = localWording(plan);
    expect(local.intro).toBe('One day in Testgrad, planned around food.');
    expect(local.days[0]!.slots.find((s) => s.slot === 'morning')!.text).toContain('Market (about 1 h): Fresh food.');
    expect(local.closing).toContain('Where to stay: Villa Stay, bookable on TableStay.');
    const agrees = agreesWithPlan(plan, ['Club', 'Castle', 'Market', 'Inn One', 'Villa Stay']);
    expect(agrees(local)).toBe(true);
    const invented = structuredClone(local);
    invented.days[0]!.slots[0]!.places.push('Eiffel Tower');
    expect(agrees(invented)).toBe(false);
    const otherPlace = structuredClone(local);
    otherPlace.days[0]!.slots[0]!.text += ' Then the Club.';
    expect(plan.days.flatMap(dayPlaces)).not.toContain('Club');
    expect(agrees(otherPlace)).toBe(false);
    const sl = localWording(planItinerary(town, { days: 2, interests: 'hrana', locale: 'sl' }, venues));
    expect(sl.intro).toBe('Dva dni v kraju Testni grad, načrtovano po vaših interesih: kulinarika.');
    expect(sl.days[0]!.title).toBe(
      dayPlaces(planItinerary(town, { days: 2, interests: 'hrana', locale: 'sl' }, venues).days[0]!)
        .slice(0, 3)
        .join(', '),
    );
  });

  it('curates every city where the seed has venues, and finds them however they are typed', () => {
    for (const name of ['Ljubljana', 'Bled', 'Piran', 'Maribor', 'Koper', 'Celje', 'Kranj', 'Portorož', 'Kranjska Gora', 'Bohinj', 'Ptuj', 'Novo mesto']) {
      const city = findCity(name);
      expect(city?.name).toBe(name);
      expect(city!.places.length).toBeGreaterThanOrEqual(4);
    }
    expect(findCity('  LJUBLJANA ')?.name).toBe('Ljubljana');
    expect(findCity('portoroz')?.name).toBe('Portorož');
    expect(findCity('Atlantis')).toBeNull();
    expect(CITIES.length).toBeGreaterThanOrEqual(12);
    const week = planItinerary(findCity('Ljubljana')!, { days: 7, interests: 'food, culture, viewpoints', locale: 'en' }, none);
    expect(week.days.every((d) => dayPlaces(d).length > 0)).toBe(true);
  });

  it('validates the form input with the SPEC texts', () => {
    expect(issue({ city: '  ', days: 2 })).toBe('City is required');
    expect(issue({ city: 'x'.repeat(101), days: 2 })).toBe('City name too long');
    expect(issue({ city: 'Bled', days: 0 })).toBe('At least 1 day');
    expect(issue({ city: 'Bled', days: '' })).toBe('At least 1 day');
    expect(issue({ city: 'Bled', days: 1.5 })).toBe('At least 1 day');
    expect(issue({ city: 'Bled', days: 8 })).toBe('Maximum 7 days');
    expect(issue({ city: 'Bled', days: 2, interests: 'x'.repeat(501) })).toBe('Interests too long');
    expect(cityPackInput.parse({ city: ' Bled ', days: '3' })).toEqual({ city: 'Bled', days: 3, interests: '', locale: 'en' });
  });
});
