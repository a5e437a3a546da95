import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarouselItem, createVenue } from '@tablestay/core/db/factories';
import { featured } from '@tablestay/core/restaurant/service';
import { type CarouselItem, type PublicRestaurant, type RestaurantDetail, type Suggestion } from '@tablestay/core/restaurant/schema';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, startTestServer, type TestServer } from '../support/server';

/** Home carousel, typeahead, /dining and /restaurants/{id} over HTTP against the demo seed. */
let server: TestServer;
let c: Client;
const ids: Record<string, string> = {};
const ZONE = 'Europe/Ljubljana';

async function idOf(name: string) {
  return (await server.core.db.selectFrom('restaurants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  c = new Client(server.url);
  const db = server.core.db;
  const today = dateIn(ZONE);
  const rows = [
    { name: 'Expired Feature', featured: true, featured_until: addDays(today, -1), total_tables: 5, vegetarian: true },
    { name: 'Today Feature', featured: true, featured_until: today, total_tables: 5 },
    {
      name: 'Forever Feature',
      featured: true,
      featured_until: null,
      total_tables: 5,
      photos: ['https://cdn.example.com/forever-1.jpg', 'https://cdn.example.com/forever-2.jpg'],
      cuisine: 'Bistro',
      city: 'Ptuj',
    },
    { name: 'Switched Off', featured: false, featured_until: addDays(today, 10), total_tables: 5, vegan: true },
  ];
  for (const [i, r] of rows.entries()) {
    const row = await createVenue(db, { ...r, address: 'Test 1', created_at: new Date(Date.now() - i * 1000) });
    ids[r.name] = row.id;
  }
  await createCarouselItem(db, { title: 'Hidden slide', badge: 'Lifestyle', src: null, href: '/nowhere', position: 0, active: false });
  await createCarouselItem(db, {
    title: 'Pri Lipi terrace',
    subtitle: 'Summer evenings',
    badge: 'Restaurant',
    src: 'https://cdn.example.com/terrace.jpg',
    restaurant_id: await idOf('Gostilna Pri Lipi'),
    position: 3,
  });
});
afterAll(() => server?.close());

describe('home featured carousel (restaurant.featured)', () => {
  it('lists featured venues newest first, then the active curated items in order', async () => {
    const res = await c.query<CarouselItem[]>('restaurant.featured');
    expect(res.status).toBe(200);
    expect(res.data.map((i) => `${i.badge}:${i.title}`)).toEqual([
      'Restaurant:Today Feature',
      'Restaurant:Forever Feature',
      'Stay:Vila Ribnik',
      'Restaurant:Okrepčevalnica Bled',
      'Restaurant:Taverna Sol',
      'Restaurant:Gostilna Pri Lipi',
      'Lifestyle:AI Sommelier',
      'Lifestyle:AI City Packs',
      'Restaurant:Pri Lipi terrace',
    ]);
  });

  it('excludes a listing whose featured_until has passed and one switched off', async () => {
    const titles = (await c.query<CarouselItem[]>('restaurant.featured')).data.map((i) => i.title);
    expect(titles).not.toContain('Expired Feature');
    expect(titles).not.toContain('Switched Off');
    expect(titles).not.toContain('Hidden slide');
  });

  it('links restaurants to /restaurants/{id} and stays to /stays/{id}, with the first photo or none', async () => {
    const items = (await c.query<CarouselItem[]>('restaurant.featured')).data;
    const by = (title: string) => items.find((i) => i.title === title)!;
    expect(by('Forever Feature')).toEqual({
      id: ids['Forever Feature'],
      title: 'Forever Feature',
      subtitle: 'Bistro · Ptuj',
      badge: 'Restaurant',
      src: 'https://cdn.example.com/forever-1.jpg',
      href: `/restaurants/${ids['Forever Feature']}`,
    });
    const vila = by('Vila Ribnik');
    expect(vila).toMatchObject({ badge: 'Stay', src: null, subtitle: 'Ljubljana', href: `/stays/${await idOf('Vila Ribnik')}` });
    expect(by('Taverna Sol')).toMatchObject({ subtitle: 'Seafood · Piran', src: null });
    expect(by('AI Sommelier')).toMatchObject({ badge: 'Lifestyle', src: null, href: '/sommelier' });
    expect(by('Pri Lipi terrace')).toMatchObject({ src: 'https://cdn.example.com/terrace.jpg', href: `/restaurants/${await idOf('Gostilna Pri Lipi')}` });
  });

  it("ends a featured listing at the end of featured_until in the venue's own time zone", async () => {
    const db = server.core.db;
    // 12:00 UTC on 10 March: already 11 March in Kiritimati (UTC+14), still 10 March in Honolulu (UTC-10).
    const now = new Date('2026-03-10T12:00:00Z');
    await createVenue(db, { name: 'Kiritimati Grill', timezone: 'Pacific/Kiritimati', featured: true, featured_until: '2026-03-10', total_tables: 3 });
    await createVenue(db, { name: 'Honolulu Grill', timezone: 'Pacific/Honolulu', featured: true, featured_until: '2026-03-10', total_tables: 3 });
    const titles = (await featured(db, now)).map((i) => i.title);
    expect(titles).toContain('Honolulu Grill');
    expect(titles).not.toContain('Kiritimati Grill');
    // Over HTTP (real today) both dates are long past.
    const live = (await c.query<CarouselItem[]>('restaurant.featured')).data.map((i) => i.title);
    expect(live).not.toContain('Honolulu Grill');
  });
});

const suggest = async (q: unknown) => c.query<Suggestion[]>('restaurant.suggest', { q });

describe('dining search typeahead (restaurant.suggest)', () => {
  it("suggests a city from its first letters: 'ljub' → Ljubljana", async () => {
    const res = await suggest('ljub');
    expect(res.status).toBe(200);
    expect(res.data).toEqual([{ id: 'city:Ljubljana', name: 'Ljubljana', city: 'Ljubljana', kind: 'city' }]);
    expect((await suggest('LJUBLJANA')).data[0]).toMatchObject({ kind: 'city', name: 'Ljubljana' });
  });

  it('suggests venue names, without caring about case or diacritics', async () => {
    expect((await suggest('zel')).data).toEqual([{ id: await idOf('Zeleni Vrt'), name: 'Zeleni Vrt', city: 'Ljubljana', kind: 'restaurant' }]);
    expect((await suggest('okrepc')).data.map((s) => s.name)).toEqual(['Okrepčevalnica Bled']);
    expect((await suggest('HISA')).data.map((s) => s.name)).toEqual(['Hiša Celeia']);
  });

  it('puts cities first, then names by how early they match; never a stay-only property', async () => {
    const res = await suggest('kr');
    expect(res.data.map((s) => `${s.kind}:${s.name}`)).toEqual(['city:Kranj', 'restaurant:Kavarna Kranj', 'restaurant:Okrepčevalnica Bled']);
    expect((await suggest('alpski')).data).toEqual([]); // Alpski Dom has rooms, no tables
  });

  it('returns at most 8', async () => {
    for (let i = 1; i <= 12; i++) await createVenue(server.core.db, { name: `Pizzeria Uno ${i}`, city: 'Nova Gorica', total_tables: 2 });
    const res = await suggest('pizzeria');
    expect(res.data).toHaveLength(8);
    expect(res.data.every((s) => s.kind === 'restaurant' && s.name.startsWith('Pizzeria Uno'))).toBe(true);
  });

  it('suggests nothing for too little or odd input, and never fails', async () => {
    for (const q of ['', ' ', 'l', '%', '.*', '(((', '\\', "'", 'x'.repeat(10_000), '\u0000\u0000', 42, null]) {
      const res = await suggest(q);
      const input = String(q).slice(0, 10);
      expect({ input, status: res.status, data: res.data }).toEqual({ input, status: 200, data: [] });
    }
  });
});

describe('/dining browse list (restaurant.list)', () => {
  it('lists dining venues only, featured first then newest, within the SPEC limit', async () => {
    const res = await c.query<PublicRestaurant[]>('restaurant.list');
    expect(res.status).toBe(200);
    const list = res.data;
    expect(list.length).toBeGreaterThan(8);
    expect(list.length).toBeLessThanOrEqual(60);
    expect(list.every((r) => r.total_tables > 0)).toBe(true);
    expect(list.map((r) => r.name)).not.toContain('Vila Ribnik');
    const firstPlain = list.findIndex((r) => !r.featured);
    expect(list.slice(firstPlain).every((r) => !r.featured)).toBe(true);
    // Expired listings are shown, but no longer as featured.
    expect(list.find((r) => r.name === 'Expired Feature')!.featured).toBe(false);
    expect(list.find((r) => r.name === 'Today Feature')!.featured).toBe(true);
    const created = new Map(
      (await server.core.db.selectFrom('restaurants').select(['id', 'created_at']).execute()).map((r) => [r.id, new Date(r.created_at).getTime()]),
    );
    for (const group of [list.slice(0, firstPlain), list.slice(firstPlain)]) {
      const times = group.map((r) => created.get(r.id)!);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('with the veg-friendly filter keeps vegetarian or vegan venues only', async () => {
    const res = await c.query<PublicRestaurant[]>('restaurant.list', { vegOnly: true });
    const names = res.data.map((r) => r.name);
    expect(res.data.every((r) => r.vegetarian || r.vegan)).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['Zeleni Vrt', 'Kavarna Kranj', 'Gostilna Pri Lipi', 'Expired Feature', 'Switched Off']));
    expect(names).not.toContain('Taverna Sol');
    expect(names).not.toContain('Hiša Celeia');
    expect((await c.query<PublicRestaurant[]>('restaurant.list', { vegOnly: false })).data.length).toBeGreaterThan(res.data.length);
  });

  it('caps the list at 60 and carries ratings from one grouped query', async () => {
    for (let i = 0; i < 70; i++) await createVenue(server.core.db, { name: `Filler ${i}`, total_tables: 1 });
    const list = (await c.query<PublicRestaurant[]>('restaurant.list')).data;
    expect(list).toHaveLength(60);
    expect(list.every((r) => typeof r.rating.count === 'number')).toBe(true);
  });
});

describe('/restaurants/{id} (restaurant.byId)', () => {
  it('shows the venue page fields and its rating summary', async () => {
    const id = await idOf('Gostilna Pri Lipi');
    const res = await c.query<RestaurantDetail>('restaurant.byId', { id });
    expect(res.status).toBe(200);
    const d = res.data;
    expect(d).toMatchObject({
      id,
      name: 'Gostilna Pri Lipi',
      city: 'Ljubljana',
      cuisine: 'Slovenian',
      vegetarian: true,
      timezone: 'Europe/Ljubljana',
      deposit_eur: 20,
      turn_minutes: 90,
      avg_price_eur: 28,
      latitude: 46.0519,
      longitude: 14.5089,
      menu_url: null,
      total_rooms: 0,
    });
    expect(d.description).toMatch(/^A family inn by the Ljubljanica/);
    expect(d.open_hours).toEqual({
      mon: { open: '11:00', close: '22:00' },
      tue: { open: '11:00', close: '22:00' },
      wed: { open: '11:00', close: '22:00' },
      thu: { open: '11:00', close: '22:00' },
      fri: { open: '11:00', close: '23:00' },
      sat: { open: '11:00', close: '23:00' },
      sun: { open: '12:00', close: '21:00' },
    });
    const stats = await server.core.db
      .selectFrom('restaurant_reviews')
      .select([sql<number>`count(*)::int`.as('n'), sql<string>`round(avg(rating), 1)::text`.as('avg')])
      .where('restaurant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stats.n).toBeGreaterThan(0);
    expect(d.rating).toEqual({ average: Number(stats.avg), count: stats.n });
  });

  it('never exposes owner or payment fields', async () => {
    const id = await idOf('Gostilna Pri Lipi');
    await server.core.db
      .updateTable('restaurants')
      .set({ stripe_payment_link_url: 'https://buy.stripe.com/secret', stripe_account_id: 'acct_hidden' })
      .where('id', '=', id)
      .execute();
    const res = await c.query<RestaurantDetail>('restaurant.byId', { id });
    const wire = JSON.stringify(res.data);
    for (const key of ['owner_id', 'stripe_payment_link_url', 'stripe_account_id', 'blocked_tables', 'grace_minutes', 'onboarding_done'])
      expect(res.data).not.toHaveProperty(key);
    for (const secret of ['buy.stripe.com', 'acct_hidden', 'owner@tablestay.si']) expect(wire).not.toContain(secret);
  });

  it('shows opening hours as the booking rules read them', async () => {
    const db = server.core.db;
    const none = await createVenue(db, { name: 'No Hours', total_tables: 2 });
    const open = (await c.query<RestaurantDetail>('restaurant.byId', { id: none.id })).data;
    // Nothing published: every slot can be booked, and the page is told the hours are not set.
    expect(open.open_hours_set).toBe(false);
    expect(Object.values(open.open_hours)).toEqual(Array.from({ length: 7 }, () => ({ open: '09:00', close: '24:00' })));
    const some = await createVenue(db, {
      name: 'Some Hours',
      total_tables: 2,
      open_hours_json: JSON.stringify({
        mon: { open: '09:00', close: '17:30' },
        tue: null,
        wed: { open: 'late', close: '22:00' },
        thu: { open: 9, close: 17 },
        fri: { open: '18:00', close: '02:00' },
        sat: { open: '12:00:00', close: '22:00' },
      }),
    });
    const d = (await c.query<RestaurantDetail>('restaurant.byId', { id: some.id })).data;
    expect(d.open_hours_set).toBe(true);
    expect(d.open_hours).toEqual({
      mon: { open: '09:00', close: '17:30' },
      tue: null,
      wed: null,
      thu: null,
      fri: { open: '18:00', close: '02:00' },
      sat: null,
      sun: null,
    });
  });

  it.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid'], [''], ["1' OR '1'='1"], ['x'.repeat(3000)]])(
    'answers %s with 404 "Restaurant not found"',
    async (id) => {
      const res = await c.query('restaurant.byId', { id });
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Restaurant not found');
      expect(res.error?.data.domainCode).toBe('restaurant.not_found');
    },
  );

  it('accepts an id in capitals', async () => {
    const id = await idOf('Zeleni Vrt');
    expect((await c.query<RestaurantDetail>('restaurant.byId', { id: id.toUpperCase() })).data.name).toBe('Zeleni Vrt');
  });
});
