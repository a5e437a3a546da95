import { defaultParseSearch, isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as AuthRoute } from '../../routes/auth/index';
import { Route as BookRoute } from '../../routes/book';
import { Route as ConfirmationRoute } from '../../routes/confirmation/$id';
import { Route as DepositRoute } from '../../routes/deposit/$id';
import { Route as DiningRoute } from '../../routes/dining';
import { Route as FindRoute } from '../../routes/find';
import { Route as OnboardingRoute } from '../../routes/owners/onboarding';
import { Route as RateRoute } from '../../routes/rate/$id';
import { Route as SubscriptionRoute } from '../../routes/subscription';
import { Route as WaitlistRoute } from '../../routes/waitlist/$id';
import { tokenOf } from '../booking/token-route';

type Route = { options: { validateSearch?: unknown; beforeLoad?: unknown } };
/** A URL's query as the route reads it: the router's own parsing (values as JSON where they parse), then the route's validateSearch. */
const read = (route: Route, query: string) =>
  (route.options.validateSearch as (raw: Record<string, unknown>) => Record<string, unknown>)(defaultParseSearch(query));

const ID = '0b8f3c52-5d5c-4a53-9a43-6f1c2a0d9e11';

describe('/find?location&budget', () => {
  it('reads a place and a budget per person', () => {
    expect(read(FindRoute, '?location=Piran&budget=40')).toEqual({ location: 'Piran', budget: 40 });
    expect(read(FindRoute, '?location=Novo%20mesto&budget=12.5')).toEqual({ location: 'Novo mesto', budget: 12.5 });
    expect(read(FindRoute, '?budget=0')).toEqual({ budget: 0 });
  });

  it('reads a postcode as text, and is empty without params', () => {
    expect(read(FindRoute, '?location=6330')).toEqual({ location: '6330' });
    expect(read(FindRoute, '')).toEqual({});
  });

  it('drops a negative, blank or non-numeric budget and a blank or overlong place', () => {
    expect(read(FindRoute, '?location=Piran&budget=-5')).toEqual({ location: 'Piran' });
    expect(read(FindRoute, '?location=Piran&budget=')).toEqual({ location: 'Piran' });
    expect(read(FindRoute, '?budget=cheap&location=%20')).toEqual({});
    expect(read(FindRoute, `?location=${'a'.repeat(201)}`)).toEqual({});
    expect(read(FindRoute, `?location=${'a'.repeat(200)}`)).toEqual({ location: 'a'.repeat(200) });
  });

  it('reads hostile values as missing, or as the plain text they are', () => {
    expect(read(FindRoute, '?location=%7B%22%24where%22%3A%221%22%7D&budget=%5B1%2C2%5D')).toEqual({});
    expect(read(FindRoute, '?budget=true&location=null')).toEqual({});
    // Text stays text: the page writes it as text, never as markup.
    expect(read(FindRoute, '?location=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toEqual({ location: '<img src=x onerror=alert(1)>' });
  });
});

describe('/dining?veg=1', () => {
  it('turns the vegetarian filter on only with veg=1', () => {
    expect(read(DiningRoute, '?veg=1')).toEqual({ veg: 1 });
    for (const q of ['', '?veg=0', '?veg=yes', '?veg=2', '?veg=', '?veg=%5B1%5D']) expect(read(DiningRoute, q)).toEqual({});
  });
});

describe('/book?restaurant_id', () => {
  it('reads the venue id, trimmed', () => {
    expect(read(BookRoute, `?restaurant_id=${ID}`)).toEqual({ restaurant_id: ID });
    expect(read(BookRoute, `?restaurant_id=%20${ID}%20`)).toEqual({ restaurant_id: ID });
  });

  it('hands a malformed id on as text (the page then says the restaurant was not found) and drops blank, overlong or non-text ones', () => {
    expect(read(BookRoute, '?restaurant_id=42')).toEqual({ restaurant_id: '42' });
    expect(read(BookRoute, '?restaurant_id=not-a-venue')).toEqual({ restaurant_id: 'not-a-venue' });
    expect(read(BookRoute, '?restaurant_id=')).toEqual({});
    expect(read(BookRoute, `?restaurant_id=${'1'.repeat(101)}x`)).toEqual({});
    // A non-text id is dropped; the date beside it stays (the assistant's prefilled link, ADR 115).
    expect(read(BookRoute, '?restaurant_id=%7B%7D&date=2026-06-15')).toEqual({ date: '2026-06-15' });
  });
});

describe('/deposit and /confirmation ?token&type', () => {
  it("read a stay's link with type=stay, and a table's without", () => {
    for (const route of [DepositRoute, ConfirmationRoute]) {
      expect(read(route, '?token=abc_DEF-123&type=stay')).toEqual({ token: 'abc_DEF-123', type: 'stay' });
      expect(read(route, '?token=abc')).toEqual({ token: 'abc' });
    }
  });

  it("read any other type as a table's link, and a numeric token as text", () => {
    for (const route of [DepositRoute, ConfirmationRoute]) {
      for (const type of ['Stay', 'restaurant', '', '1', '%5B%22stay%22%5D']) expect(read(route, `?token=abc&type=${type}`)).toEqual({ token: 'abc' });
      expect(read(route, '?token=12345')).toEqual({ token: '12345' });
      expect(read(route, '?type=stay&type=stay')).toEqual({});
    }
  });

  it('drop an empty or overlong token (the page says the link is missing its token)', () => {
    expect(read(DepositRoute, '?token=')).toEqual({});
    expect(read(DepositRoute, `?token=${'t'.repeat(201)}`)).toEqual({});
    expect(read(DepositRoute, `?token=${'t'.repeat(200)}`)).toEqual({ token: 't'.repeat(200) });
  });
});

describe('the token behind a link page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the link's, else the one this device kept when it booked (SPEC §6), else none", () => {
    const kept = new Map([[`reservation_token_${ID}`, 'kept-token']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => kept.get(key) ?? null });
    expect(tokenOf(ID, { token: 'from-link' })).toBe('from-link');
    expect(tokenOf(ID, {})).toBe('kept-token');
    expect(tokenOf('another-id', {})).toBeUndefined();
  });

  it('is none when the browser refuses storage (private mode)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(tokenOf(ID, {})).toBeUndefined();
    expect(tokenOf(ID, { token: 'from-link', type: 'stay' })).toBe('from-link');
  });
});

describe('/waitlist/{id}?token&offer and /rate/{id}?token', () => {
  it('read the entry token and the offer token', () => {
    expect(read(WaitlistRoute, '?token=t1&offer=o1')).toEqual({ token: 't1', offer: 'o1' });
    expect(read(WaitlistRoute, '?offer=o1&token=&other=1')).toEqual({ offer: 'o1' });
    expect(read(RateRoute, '?token=%20t1%20')).toEqual({ token: 't1' });
    expect(read(RateRoute, '?token=%7B%7D')).toEqual({});
  });
});

describe('/auth?mode&redirect', () => {
  it('reads the three modes and a path inside the site to return to', () => {
    expect(read(AuthRoute, '?mode=signup&redirect=%2Fme')).toEqual({ mode: 'signup', redirect: '/me' });
    expect(read(AuthRoute, '?mode=forgot')).toEqual({ mode: 'forgot' });
    expect(read(AuthRoute, '?redirect=%2Fstays%2Fbook%3Fguests%3D2')).toEqual({ redirect: '/stays/book?guests=2' });
  });

  it('never returns to another host, whatever the link says', () => {
    for (const target of ['//evil.example', '/%5Cevil.example', 'https://evil.example', 'javascript:alert(1)', 'evil.example', '%20/me']) {
      expect(read(AuthRoute, `?redirect=${target}`)).toEqual({});
    }
    expect(read(AuthRoute, '?mode=admin&mode=signin')).toEqual({});
  });
});

const onboardingBeforeLoad = (search: Record<string, unknown>) =>
  (OnboardingRoute.options.beforeLoad as (args: { search: Record<string, unknown> }) => Promise<void>)({ search });

describe('/owners/onboarding?type', () => {
  it('reads restaurant or stay, and nothing else', () => {
    expect(read(OnboardingRoute, '?type=stay')).toEqual({ type: 'stay' });
    expect(read(OnboardingRoute, '?type=restaurant')).toEqual({ type: 'restaurant' });
    expect(read(OnboardingRoute, '?type=hotel')).toEqual({});
  });

  it('sends a property owner to the property stepper before anything else', async () => {
    const thrown = await onboardingBeforeLoad(read(OnboardingRoute, '?type=stay')).catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({ to: '/onboarding/property' });
  });
});

describe('checkout returns: /subscription, /sommelier, /citypacks ?success&canceled&plan', () => {
  it('read the checkout tab coming back, and the plan onboarding asked for', () => {
    expect(read(SubscriptionRoute, '?success=true')).toEqual({ success: true });
    expect(read(SubscriptionRoute, '?canceled=true&plan=stays')).toEqual({ canceled: true, plan: 'stays' });
    expect(read(SubscriptionRoute, '?plan=restaurant')).toEqual({ plan: 'restaurant' });
  });

  it('read anything but true as no return, and an unknown plan as none', () => {
    expect(read(SubscriptionRoute, '?success=1&canceled=false&plan=sommelier')).toEqual({});
    expect(read(SubscriptionRoute, '?success=%22true%22&canceled=')).toEqual({ success: true });
    expect(read(SubscriptionRoute, '?success=yes&plan=%5B%22stays%22%5D')).toEqual({});
  });
});
