import { describe, expect, it } from 'vitest';
import { staysSearchEn, staysSearchSl } from '../stays/search-messages';
import { NIGHT_FORMS } from '../stays/format';
import { GUEST_FORMS } from '../stays/search-form';
import { SEARCH_GUESTS } from '../stays/search-query';
import { bookSearch, googleMapsEmbedUrl, googleMapsSearchUrl, priceLevel } from './links';
import { pluralKey } from './plural';

describe('price level of a restaurant card', () => {
  it('reads the average spend per person as € to €€€€, each step from its lower bound', () => {
    expect([0, 19.99, 20, 39.99, 40, 69.99, 70, 250].map(priceLevel)).toEqual(['€', '€', '€€', '€€', '€€€', '€€€', '€€€€', '€€€€']);
  });

  it('shows no level without an average', () => {
    expect(priceLevel(null)).toBeNull();
    expect(priceLevel(undefined)).toBeNull();
  });
});

describe('map links (SPEC §7)', () => {
  it('search Google Maps for the name and address, skipping blank parts', () => {
    expect(googleMapsSearchUrl('Gostilna Pri Lojzetu', 'Tartinijev trg 1, Piran')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Gostilna%20Pri%20Lojzetu%2C%20Tartinijev%20trg%201%2C%20Piran',
    );
    expect(googleMapsSearchUrl('Vila', null, '  ', undefined, 'Bled')).toBe('https://www.google.com/maps/search/?api=1&query=Vila%2C%20Bled');
    expect(googleMapsSearchUrl()).toBe('https://www.google.com/maps/search/?api=1&query=');
  });

  it('encode a name that would break out of the query', () => {
    expect(googleMapsSearchUrl('Čevapi & Co #1?x=1')).toBe('https://www.google.com/maps/search/?api=1&query=%C4%8Cevapi%20%26%20Co%20%231%3Fx%3D1');
  });

  it('embed the map at zoom 15 unless told (SPEC §9)', () => {
    expect(googleMapsEmbedUrl('Bled')).toBe('https://maps.google.com/maps?q=Bled&z=15&output=embed');
    expect(googleMapsEmbedUrl('Ljubljana, Slovenia', 12)).toBe('https://maps.google.com/maps?q=Ljubljana%2C%20Slovenia&z=12&output=embed');
  });

  it('book a table at a venue with /book?restaurant_id (SPEC §2)', () => {
    expect(bookSearch('r-1')).toEqual({ restaurant_id: 'r-1' });
  });
});

const say = (texts: Record<string, string>, key: string, n: number) => texts[key]!.replace('{n}', String(n));

describe('counts in the stay search', () => {
  it('offer 1 to 6 guests, written by the Slovenian plural rules (one, two, few, other)', () => {
    expect(SEARCH_GUESTS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(SEARCH_GUESTS.map((n) => say(staysSearchSl, pluralKey('sl', n, GUEST_FORMS), n))).toEqual([
      '1 gost',
      '2 gosta',
      '3 gostje',
      '4 gostje',
      '5 gostov',
      '6 gostov',
    ]);
    expect(SEARCH_GUESTS.map((n) => say(staysSearchEn, pluralKey('en', n, GUEST_FORMS), n))).toEqual([
      '1 guest',
      '2 guests',
      '3 guests',
      '4 guests',
      '5 guests',
      '6 guests',
    ]);
  });

  it('pick the form by the last two digits in Slovenian', () => {
    expect([101, 102, 103, 105, 111].map((n) => pluralKey('sl', n, NIGHT_FORMS))).toEqual([
      'stays.nights.one',
      'stays.nights.two',
      'stays.nights.few',
      'stays.nights.other',
      'stays.nights.other',
    ]);
    expect(say(staysSearchSl, pluralKey('sl', 1, NIGHT_FORMS), 1)).toBe('1 noč');
    expect(say(staysSearchEn, pluralKey('en', 0, NIGHT_FORMS), 0)).toBe('0 nights');
  });
});
