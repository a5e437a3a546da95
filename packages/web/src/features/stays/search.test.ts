import { defaultParseSearch, isRedirect } from '@tanstack/react-router';
import { addDays } from '@tablestay/core/time/zone';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as PropertyRoute } from '../../routes/stays/$id';
import { Route as BrowseRoute } from '../../routes/stays/find';
import { Route as StaysRoute } from '../../routes/stays/index';
import type { StaysSearch } from './search';
import { checkInPatch, checkOutMin, datesMissing, formGuests, localToday, resultsQuery, staySearchInput } from './search-query';

type Route = { options: { validateSearch?: unknown; beforeLoad?: unknown } };
/** A URL's query as the route reads it: the router's own parsing (values as JSON where they parse), then the route's validateSearch. */
const read = (route: Route, query: string) => (route.options.validateSearch as (raw: Record<string, unknown>) => StaysSearch)(defaultParseSearch(query));

describe('/stays search params (SPEC §2)', () => {
  it('reads a whole search', () => {
    expect(read(StaysRoute, '?location=Bled&check_in=2026-03-28&check_out=2026-03-30&guests=3&room_type=Double%20Room')).toEqual({
      location: 'Bled',
      check_in: '2026-03-28',
      check_out: '2026-03-30',
      guests: 3,
      room_type: 'Double Room',
    });
    expect(read(StaysRoute, '?pets=1')).toEqual({ pets: 1 });
  });

  it('reads a postcode as text and trims the destination', () => {
    expect(read(StaysRoute, '?location=4260')).toEqual({ location: '4260' });
    expect(read(StaysRoute, '?location=%20Piran%20')).toEqual({ location: 'Piran' });
  });

  it('drops what does not fit, and anything it does not know', () => {
    expect(read(StaysRoute, '')).toEqual({});
    expect(read(StaysRoute, '?location=%20%20&check_in=29.3.2026&check_out=2026-3-30&guests=two&room_type=')).toEqual({});
    expect(read(StaysRoute, `?location=${'a'.repeat(201)}&guests=2.5&admin=1`)).toEqual({});
    expect(read(StaysRoute, '?location=%7B%22%24ne%22%3A1%7D&check_in=%5B%222026-03-28%22%5D')).toEqual({});
  });

  it('checks only the form of a date and a whole guest count: the search itself refuses the rest', () => {
    // The search answers "Guests must be between 1 and 6" or refuses the date, in the page's language.
    expect(read(StaysRoute, '?check_in=2026-02-30&guests=40')).toEqual({ check_in: '2026-02-30', guests: 40 });
  });

  it('reads the property page and the browse list with the same readers', () => {
    expect(read(PropertyRoute, '?check_in=2026-10-24&check_out=2026-10-26&guests=2&location=Bled')).toEqual({
      check_in: '2026-10-24',
      check_out: '2026-10-26',
      guests: 2,
    });
    expect(read(BrowseRoute, '?pets=1&location=Bled')).toEqual({ pets: 1, location: 'Bled' });
  });
});

/** Where /stays/find's beforeLoad sends a search: the redirect's options, or undefined when it stays. */
function browseRedirect(search: StaysSearch): unknown {
  try {
    (BrowseRoute.options.beforeLoad as (args: { search: StaysSearch }) => void)({ search });
    return undefined;
  } catch (error) {
    return isRedirect(error) ? error.options : error;
  }
}

describe('/stays/find', () => {
  it('sends a link that carries a date to the search at /stays, keeping the whole search', () => {
    const search = { location: 'Bled', check_in: '2026-03-28', guests: 2 };
    expect(browseRedirect(search)).toMatchObject({ to: '/stays', search, replace: true });
    expect(browseRedirect({ check_out: '2026-03-30' })).toMatchObject({ to: '/stays', search: { check_out: '2026-03-30' } });
  });

  it('stays the browse list without dates', () => {
    expect(browseRedirect({ pets: 1, location: 'Bled' })).toBeUndefined();
    expect(browseRedirect({})).toBeUndefined();
  });
});

describe('what /stays searches for', () => {
  it('searches with both dates, for two guests unless given, anywhere unless a destination is given', () => {
    const query = resultsQuery({ check_in: '2026-03-28', check_out: '2026-03-29' });
    expect(query).toEqual({ location: undefined, checkIn: '2026-03-28', checkOut: '2026-03-29', guests: 2, roomType: undefined });
    expect(staySearchInput(query!)).toStrictEqual({ location: '', check_in: '2026-03-28', check_out: '2026-03-29', guests: 2 });
  });

  it('passes the destination, guests and room type on as given', () => {
    const query = resultsQuery({ location: 'Bled', check_in: '2026-10-24', check_out: '2026-10-26', guests: 5, room_type: 'Suite', pets: 1 });
    expect(staySearchInput(query!)).toStrictEqual({ location: 'Bled', check_in: '2026-10-24', check_out: '2026-10-26', guests: 5, room_type: 'Suite' });
  });

  it('does not search without both dates, and then asks for them only when the link asked for something', () => {
    expect(resultsQuery({ check_in: '2026-03-28' })).toBeNull();
    expect(resultsQuery({ location: 'Bled', check_out: '2026-03-30' })).toBeNull();
    expect(datesMissing({ location: 'Bled' })).toBe(true);
    expect(datesMissing({ check_in: '2026-03-28' })).toBe(true);
    expect(datesMissing({ guests: 2 })).toBe(true);
    expect(datesMissing({ room_type: 'Suite' })).toBe(true);
    // The plain page and the browse filter are not a search.
    expect(datesMissing({})).toBe(false);
    expect(datesMissing({ pets: 1 })).toBe(false);
    expect(datesMissing({ check_in: '2026-03-28', check_out: '2026-03-30' })).toBe(false);
  });
});

describe('the stay search form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the guests of the link when the form offers them (1–6), else two', () => {
    expect([1, 4, 6].map(formGuests)).toEqual([1, 4, 6]);
    expect([undefined, 0, 7, -1, 40].map(formGuests)).toEqual([2, 2, 2, 2, 2]);
  });

  it('clears a check-out that a new check-in has caught up with', () => {
    expect(checkInPatch('2026-03-30', '2026-03-30')).toEqual({ check_in: '2026-03-30', check_out: '' });
    expect(checkInPatch('2026-04-02', '2026-03-30')).toEqual({ check_in: '2026-04-02', check_out: '' });
    expect(checkInPatch('2026-03-28', '2026-03-30')).toEqual({ check_in: '2026-03-28' });
    expect(checkInPatch('2026-03-28', '')).toEqual({ check_in: '2026-03-28' });
    // Clearing check-in keeps check-out.
    expect(checkInPatch('', '2026-03-30')).toEqual({ check_in: '' });
  });

  it('lets check-out start the day after check-in, or after today, across DST changes, month, leap day and year ends', () => {
    expect(checkOutMin('2026-03-28', '2026-01-01')).toBe('2026-03-29');
    expect(checkOutMin('', '2026-03-29')).toBe('2026-03-30');
    expect(checkOutMin('2026-10-25', '2026-01-01')).toBe('2026-10-26');
    expect(checkOutMin('2028-02-28', '2026-01-01')).toBe('2028-02-29');
    expect(checkOutMin('', '2026-12-31')).toBe('2027-01-01');
    // Its own day arithmetic (core's time/zone stays off the home page) is core's `addDays`, any day.
    for (let day = '2026-01-01'; day < '2029-01-01'; day = addDays(day, 1)) expect(checkOutMin(day, '2026-01-01')).toBe(addDays(day, 1));
  });

  it("takes today for the pickers from the visitor's own calendar, just after midnight too", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 29, 0, 5));
    expect(localToday()).toBe('2026-03-29');
    vi.setSystemTime(new Date(2026, 9, 25, 23, 55));
    expect(localToday()).toBe('2026-10-25');
  });
});
