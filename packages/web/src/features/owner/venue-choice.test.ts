import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route as DashboardRoute } from '../../routes/dashboard';
import { Route as PhotosRoute } from '../../routes/dashboard_.photos';
import { Route as StaysRoute } from '../../routes/dashboard_.stays';
import { chosenVenue, openingTab, staysVenue, venueForTab } from './venue-choice';

type Route = { options: { validateSearch?: unknown } };
const read = (route: Route, query: string) =>
  (route.options.validateSearch as (raw: Record<string, unknown>) => Record<string, unknown>)(defaultParseSearch(query));

const RESTAURANT = { id: '11111111-1111-4111-8111-111111111111', kind: 'restaurant' as const, name: 'Gostilna' };
const PROPERTY = { id: '22222222-2222-4222-8222-222222222222', kind: 'property' as const, name: 'Vila' };
const SECOND = { id: 'a3c9e1f4-7b2d-4c8e-9f10-2b3c4d5e6f70', kind: 'property' as const, name: 'Apartmaji' };
const VENUES = [RESTAURANT, PROPERTY, SECOND];

describe('/dashboard search params (ADR 061)', () => {
  it('read the venue, tab, sub-tab, day and month', () => {
    expect(read(DashboardRoute, `?venue=${PROPERTY.id}&tab=restaurant&view=reservations&date=2026-10-25&month=2026-03`)).toEqual({
      venue: PROPERTY.id,
      tab: 'restaurant',
      view: 'reservations',
      date: '2026-10-25',
      month: '2026-03',
    });
  });

  it('drop an unknown tab or view, a month that is not one and a day in another form', () => {
    expect(read(DashboardRoute, '?tab=admin&view=billing&month=2026-13&date=25.10.2026')).toEqual({});
    expect(read(DashboardRoute, '?month=2026-00&view=Overview&tab=')).toEqual({});
    expect(read(DashboardRoute, '?month=2026-12&date=2026-10-25T10:00')).toEqual({ month: '2026-12' });
  });

  it('keep a ?venue= they cannot place as text for the page to match, and drop one that is not text or too long', () => {
    expect(read(DashboardRoute, '?venue=not-mine')).toEqual({ venue: 'not-mine' });
    expect(read(DashboardRoute, '?venue=')).toEqual({ venue: '' });
    expect(read(DashboardRoute, '?venue=123')).toEqual({});
    expect(read(DashboardRoute, '?venue=%7B%22id%22%3A1%7D')).toEqual({});
    expect(read(DashboardRoute, `?venue=${'v'.repeat(101)}`)).toEqual({});
  });

  it('read ?venue= on the photo and stays pages as trimmed text, blank as none', () => {
    for (const route of [PhotosRoute, StaysRoute]) {
      expect(read(route, `?venue=%20${SECOND.id}`)).toEqual({ venue: SECOND.id });
      expect(read(route, '?venue=')).toEqual({});
      expect(read(route, '?venue=42')).toEqual({ venue: '42' });
      expect(read(route, '?venue=%5B1%5D&tab=stays')).toEqual({});
    }
  });
});

describe("the dashboard's venue", () => {
  it('is the one ?venue= names among the owner’s venues', () => {
    expect(chosenVenue(VENUES, SECOND.id)).toBe(SECOND);
  });

  it('is the first venue when ?venue= is missing, blank, unknown or someone else’s', () => {
    for (const venue of [undefined, '', 'not-mine', '44444444-4444-4444-8444-444444444444', SECOND.id.toUpperCase()]) {
      expect(chosenVenue(VENUES, venue)).toBe(RESTAURANT);
    }
  });

  it('is none for an owner without venues', () => {
    expect(chosenVenue([], RESTAURANT.id)).toBeUndefined();
    expect(chosenVenue([], undefined)).toBeUndefined();
  });

  it('opens on the tab ?tab= names, else on the tab of its kind', () => {
    expect(openingTab(RESTAURANT, undefined)).toBe('restaurant');
    expect(openingTab(PROPERTY, undefined)).toBe('stays');
    expect(openingTab(PROPERTY, 'restaurant')).toBe('restaurant');
    expect(openingTab(RESTAURANT, 'stays')).toBe('stays');
  });
});

describe("the /dashboard/stays deep link's venue", () => {
  it('is the one ?venue= names, else the first property, else the first venue', () => {
    expect(staysVenue(VENUES, SECOND.id)).toEqual({ chosen: SECOND, venueId: SECOND.id });
    expect(staysVenue(VENUES, undefined)).toEqual({ chosen: PROPERTY, venueId: PROPERTY.id });
    expect(staysVenue([RESTAURANT], undefined)).toEqual({ chosen: RESTAURANT, venueId: RESTAURANT.id });
  });

  it("asks for a named venue that is not the owner's by its id (an admin may open it; the API says not found to anyone else)", () => {
    expect(staysVenue(VENUES, 'someone-elses')).toEqual({ chosen: undefined, venueId: 'someone-elses' });
    expect(staysVenue([], 'someone-elses')).toEqual({ chosen: undefined, venueId: 'someone-elses' });
  });

  it('is none for an owner without venues and without ?venue=', () => {
    expect(staysVenue([], undefined)).toEqual({ chosen: undefined, venueId: undefined });
  });
});

describe('the tab an owner of both kinds switches to (issue: the Stays tab opened on the restaurant)', () => {
  it('opens the Stays tab on a property and the Restaurant tab on a restaurant', () => {
    expect(venueForTab(VENUES, RESTAURANT, 'stays')).toBe(PROPERTY);
    expect(venueForTab(VENUES, SECOND, 'stays')).toBe(SECOND);
    expect(venueForTab(VENUES, PROPERTY, 'restaurant')).toBe(RESTAURANT);
    expect(venueForTab([RESTAURANT], RESTAURANT, 'stays')).toBe(RESTAURANT);
  });

  it('a link that asks for the Stays tab without a venue opens on a property', () => {
    expect(chosenVenue(VENUES, undefined, 'stays')).toBe(PROPERTY);
    expect(chosenVenue(VENUES, undefined, 'restaurant')).toBe(RESTAURANT);
    expect(chosenVenue(VENUES, SECOND.id, 'restaurant')).toBe(SECOND);
  });
});
