import { describe, expect, it } from 'vitest';
import { DEFAULT_HOURS } from '../../onboarding/schema';
import { said } from './actions';
import { composeAnswer, factsOf } from './answer';
import {
  amenityAnswer,
  askedAmenities,
  asksAddress,
  asksPets,
  asksPrice,
  asksStayTimes,
  dietAnswer,
  hoursAnswer,
  roomPricesAnswer,
  stayTimesAnswer,
} from './venue-facts';
import type { VenueRecord } from './venue-repository';
import { parseVenueQuestion, type Catalogue } from './venues';

const venue = (over: Partial<VenueRecord> = {}): VenueRecord => ({
  id: 'v1',
  name: 'Zeleni Vrt',
  address: 'Trubarjeva 1, Ljubljana',
  city: 'Ljubljana',
  timezone: 'Europe/Ljubljana',
  open_hours_json: DEFAULT_HOURS,
  pets_allowed: false,
  amenities: [],
  total_rooms: 0,
  total_tables: 10,
  deposit_eur: '20.00',
  vegetarian: true,
  vegan: true,
  gluten_free: false,
  cuisine: 'Vegetarian',
  ...over,
});

describe("a venue's own facts (ADR 117)", () => {
  it("states the asked day's hours, a weekday in general, or the week, from the row", () => {
    expect(hoursAnswer('en', venue(), '2026-11-30', true)).toBe('Zeleni Vrt is open on Mondays from 11:00 to 22:00.');
    expect(hoursAnswer('sl', venue(), '2026-11-29', true)).toBe('Zeleni Vrt ima ob nedeljah odprto od 12:00 do 21:00.');
    // A date: the weekday in its case after "v", the date set off by commas.
    expect(hoursAnswer('sl', venue(), '2026-11-29')).toBe('Zeleni Vrt ima v nedeljo, 29. novembra, odprto od 12:00 do 21:00.');
    expect(hoursAnswer('en', venue(), '2026-11-27')).toBe('Zeleni Vrt is open on Friday 27 November from 11:00 to 23:00.');
    expect(hoursAnswer('en', venue(), null)).toBe("Zeleni Vrt's opening hours: Monday–Thursday 11:00–22:00, Friday–Saturday 11:00–23:00, Sunday 12:00–21:00.");
    expect(hoursAnswer('en', venue({ open_hours_json: { ...DEFAULT_HOURS, mon: null } }), '2026-11-30', true)).toBe('Zeleni Vrt is closed on Mondays.');
    expect(hoursAnswer('en', venue({ open_hours_json: null }), null)).toMatch(/has not set its opening hours/);
    // 2026-11-27 10:00 UTC is 11:00 in Ljubljana: just open.
    expect(hoursAnswer('en', venue(), null, false, new Date('2026-11-27T10:00:00Z'))).toMatch(/^Zeleni Vrt is open now\./);
    expect(hoursAnswer('sl', venue(), null, false, new Date('2026-11-27T09:59:00Z'))).toMatch(/^Zeleni Vrt ima zdaj zaprto\./);
  });

  it('answers pets and amenities from the row, and says when the row does not list one', () => {
    const stay = venue({ name: 'Alpski Dom', pets_allowed: true, amenities: ['parking', 'wifi'], total_rooms: 7 });
    expect(amenityAnswer('en', stay, true, [])).toBe('Yes: pets are allowed at Alpski Dom.');
    expect(amenityAnswer('sl', stay, false, ['parking'])).toBe('Da: Alpski Dom ima parkirišče.');
    expect(amenityAnswer('en', stay, false, ['pool'])).toMatch(/^Alpski Dom does not list a pool/);
    expect(amenityAnswer('en', venue(), true, [])).toBe('No: Zeleni Vrt does not allow pets.');
  });

  it('recognises pets, amenities and check-in questions without catching other words', () => {
    expect(asksPets(said('Can I bring my dog?'))).toBe(true);
    expect(asksPets(said('Ali sprejemate pse?'))).toBe(true);
    expect(asksPets(said('Write me a poem about cats'))).toBe(false);
    expect(asksPets(said('mizo za pet oseb'))).toBe(false);
    expect(askedAmenities(said('anything with a sea view?'))).toEqual(['sea_view']);
    expect(askedAmenities(said('Is there a spa?'))).toEqual(['spa']);
    expect(askedAmenities(said('Kje lahko prespim?'))).toEqual([]);
    expect(asksStayTimes(said('What time is check-in for stays?'))).toBe(true);
    expect(asksStayTimes(said('Ob kateri uri je prijava v nastanitev?'))).toBe(true);
    expect(asksStayTimes(said('Kdaj je odjava?'), true)).toBe(true);
    expect(asksStayTimes(said('Kako se prijavim?'))).toBe(false);
    expect(asksStayTimes(said('What happens after I book a room, until check-out?'))).toBe(false);
  });

  it('says plainly that the property sets check-in times, and how to reach it', () => {
    expect(stayTimesAnswer('en', null, 'help@tablestay.si')).toMatch(/^Each property sets its own check-in and check-out times.*help@tablestay\.si/);
    expect(stayTimesAnswer('sl', venue({ name: 'Vila Ribnik', total_rooms: 6 }), 'help@tablestay.si')).toMatch(/Vila Ribnik.*naslov: Trubarjeva 1/);
  });
});

describe('venue lists in Slovenian name cuisines in Slovenian', () => {
  const catalogue: Catalogue = { cities: ['Koper', 'Piran'], cuisines: ['Italian', 'Seafood'], tags: ['seafood'] };
  const answer = (q: string) => composeAnswer(factsOf('sl', q, [], parseVenueQuestion(q, catalogue), [], 'help@tablestay.si'));

  it('puts an adjective before the noun and a noun phrase after it, never the stored English value', () => {
    expect(answer('italijanske restavracije v Kopru')).toMatch(/italijanske restavracije \(Koper\)/);
    expect(answer('restavracija z morsko hrano')).toMatch(/restavracije \(morska hrana\)/);
    expect(answer('japonska hrana v Piranu')).toMatch(/japonske restavracije \(Piran\)/);
    expect(answer('restavracija z morsko hrano')).not.toMatch(/Seafood/);
  });

  it('states its address, the diets it serves, and a property’s rooms with their price per night', () => {
    expect(asksAddress(said("What's the address of Zeleni Vrt?"))).toBe(true);
    expect(asksAddress(said('Kakšen je naslov Zelenega vrta?'))).toBe(true);
    expect(dietAnswer('en', venue(), ['vegan', 'gluten_free'])).toBe(
      'Yes: Zeleni Vrt serves vegan dishes. Zeleni Vrt does not list gluten-free dishes; please check with the restaurant.',
    );
    expect(dietAnswer('sl', venue({ vegan: false, vegetarian: false }), ['vegetarian'])).toBe(
      'Zeleni Vrt nima navedenih vegetarijanskih jedi; preverite pri restavraciji.',
    );
    expect(asksPrice(said('How much is a double room at Vila Ribnik?'))).toBe(true);
    expect(asksPrice(said('How much is the deposit at Vila Ribnik?'))).toBe(false);
    expect(asksPrice(said('Koliko stane paket za nastanitve?'))).toBe(false);
    const rooms = [
      { name: 'Double Room', name_sl: null, capacity: 2, base_price_eur: '110.00' },
      { name: 'Family Suite', name_sl: 'Družinski apartma', capacity: 4, base_price_eur: '180.00' },
    ];
    expect(roomPricesAnswer('en', venue({ name: 'Vila Ribnik' }), rooms)).toBe(
      'Rooms at Vila Ribnik: Double Room 110 EUR/night (up to 2 guests), Family Suite 180 EUR/night (up to 4 guests).',
    );
    expect(roomPricesAnswer('sl', venue({ name: 'Vila Ribnik' }), rooms)).toBe(
      'Sobe v nastanitvi Vila Ribnik: Dvoposteljna soba 110 EUR/noč (do 2 osebi), Družinski apartma 180 EUR/noč (do 4 osebe).',
    );
    expect(roomPricesAnswer('en', venue({ name: 'Vila Ribnik' }), [])).toBe('Vila Ribnik has no rooms for sale right now.');
    // For a party: only the rooms that sleep it, or none with that said.
    expect(roomPricesAnswer('en', venue({ name: 'Vila Ribnik' }), rooms, 4)).toBe(
      'Rooms at Vila Ribnik for 4 guests: Family Suite 180 EUR/night (up to 4 guests).',
    );
    expect(roomPricesAnswer('sl', venue({ name: 'Vila Ribnik' }), rooms, 6)).toMatch(
      /^V nastanitvi Vila Ribnik ni sobe za 6 oseb; .* Sobe v nastanitvi Vila Ribnik: /,
    );
  });
});
