import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES } from '@tablestay/core/db/demo/venues';
import { createVenue } from '@tablestay/core/db/factories';
import { searchQuery } from '@tablestay/core/restaurant/repository';
import { searchPattern } from '@tablestay/core/restaurant/text';
import type { PublicRestaurant, SearchResult } from '@tablestay/core/restaurant/schema';
import type { StaySearchResult } from '@tablestay/core/stay/schema';
import { explain } from '../support/explain';
import { day, dining, stays } from '../support/kinds';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * /find over HTTP against the demo seed (12 venues: 8 restaurants, 4 stays) plus a few rows of our
 * own; and what the text of a search means, for /find and /stays alike.
 */
let server: TestServer;
let c: Client;

const PUBLIC_KEYS = [
  'address',
  'amenities',
  'avg_price_eur',
  'city',
  'cuisine',
  'cuisine_tags',
  'featured',
  'featured_until',
  'gluten_free',
  'id',
  'latitude',
  'longitude',
  'name',
  'pets_allowed',
  'photos',
  'rating',
  'total_tables',
  'vegan',
  'vegetarian',
].sort();

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  c = new Client(server.url);
  const db = server.core.db;
  // A Ljubljana venue that has not stated a price, and payment details on a seeded one.
  await createVenue(db, { name: 'Skrivnostna Kuhinja', address: 'Mestni trg 1, 1000 Ljubljana', city: 'Ljubljana', total_tables: 4, avg_price_eur: null });
  await db
    .updateTable('restaurants')
    .set({ stripe_payment_link_url: 'https://buy.stripe.com/secret-link', stripe_account_id: 'acct_secret123' })
    .where('name', '=', 'Gostilna Pri Lipi')
    .execute();
});
afterAll(() => server?.close());

const find = (input: unknown) => c.query<SearchResult>('restaurant.search', input);
const names = (rs: PublicRestaurant[]) => rs.map((r) => r.name);

describe('the demo seed (npm start)', () => {
  it('keeps every demo venue public: their owners hold the plans their venues need (ADR 104)', async () => {
    const listed = new Set([
      ...(await c.query<{ name: string }[]>('restaurant.list', {})).data.map((r) => r.name),
      ...(await c.query<{ name: string }[]>('stay.list', {})).data.map((r) => r.name),
    ]);
    const seeded = VENUES.map((v) => v.name);
    expect(seeded).toHaveLength(14);
    expect(seeded.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('search registered restaurants (/find?location&budget)', () => {
  it('finds the restaurants of a city, never a stay-only property, and says places are off', async () => {
    const res = await find({ location: 'Ljubljana' });
    expect(res.status).toBe(200);
    expect(names(res.data.registered).sort()).toEqual(['Gostilna Pri Lipi', 'Skrivnostna Kuhinja', 'Zeleni Vrt']);
    expect(names(res.data.registered)).not.toContain('Vila Ribnik'); // 0 tables: a stay
    expect(res.data.external).toEqual([]);
    expect(res.data.placesEnabled).toBe(false);
    expect(res.data.externalError).toBe(false);
    // Without a directory nothing says a place does not exist (a town we have no venue in does).
    expect((await find({ location: 'Qwxzv Nowhere 999' })).data).toMatchObject({ registered: [], addressNotFound: false });
  });

  it('matches partial, differently cased and padded text', async () => {
    for (const location of ['ljub', 'LJUBLJANA', '  ljUBlj  ', 'Ljubljana, Slovenia']) {
      const res = await find({ location });
      expect({ location, found: names(res.data.registered).sort() }).toEqual({ location, found: ['Gostilna Pri Lipi', 'Skrivnostna Kuhinja', 'Zeleni Vrt'] });
    }
  });

  it('matches a name, and puts the best match first', async () => {
    const byName = await find({ location: 'zeleni' });
    expect(names(byName.data.registered)).toEqual(['Zeleni Vrt']);
    // "Kranj": the café in Kranj by city; "Taverna Sol" by its exact name ahead of anything else.
    expect(names((await find({ location: 'kranj' })).data.registered)).toEqual(['Kavarna Kranj']);
    await createVenue(server.core.db, { name: 'Sol in Poper', address: 'Glavni trg 1, 6330 Piran', city: 'Piran', total_tables: 3 });
    const exact = await find({ location: 'Taverna Sol' });
    expect(names(exact.data.registered)[0]).toBe('Taverna Sol');
    const piran = await find({ location: 'Piran' });
    expect(names(piran.data.registered).sort()).toEqual(['Sol in Poper', 'Taverna Sol']);
    const sol = await find({ location: 'sol' });
    expect(names(sol.data.registered)[0]).toBe('Sol in Poper'); // name prefix before a word inside a name
  });

  it('matches an address, with or without diacritics on either side', async () => {
    expect(names((await find({ location: 'Trubarjeva' })).data.registered)).toEqual(['Gostilna Pri Lipi']);
    expect(names((await find({ location: 'cevljarska' })).data.registered)).toEqual(['Trattoria Capris']);
    expect(names((await find({ location: 'ČEVLJARSKA ulica' })).data.registered)).toEqual(['Trattoria Capris']);
    expect(names((await find({ location: 'hisa celeia' })).data.registered)).toEqual(['Hiša Celeia']);
    expect(names((await find({ location: 'okrepcevalnica' })).data.registered)).toEqual(['Okrepčevalnica Bled']);
    expect(names((await find({ location: 'Prešernova' })).data.registered)).toEqual(['Hiša Celeia']);
    expect(names((await find({ location: 'presernova' })).data.registered)).toEqual(['Hiša Celeia']);
  });

  it('keeps venues within the budget, and those without a stated price', async () => {
    const res = await find({ location: 'Ljubljana', budget: 25 });
    expect(names(res.data.registered).sort()).toEqual(['Skrivnostna Kuhinja', 'Zeleni Vrt']); // 19 EUR and unknown; 28 EUR is out
    expect(res.data.registered.find((r) => r.name === 'Zeleni Vrt')!.avg_price_eur).toBe(19);
    expect(res.data.registered.find((r) => r.name === 'Skrivnostna Kuhinja')!.avg_price_eur).toBeNull();
    expect(names((await find({ location: 'Ljubljana', budget: 28 })).data.registered)).toContain('Gostilna Pri Lipi');
    expect(names((await find({ location: 'Ljubljana', budget: 0 })).data.registered)).toEqual(['Skrivnostna Kuhinja']);
    expect(names((await find({ location: 'Ljubljana', budget: '25' })).data.registered).sort()).toEqual(['Skrivnostna Kuhinja', 'Zeleni Vrt']);
    expect((await find({ location: 'Ljubljana', budget: '' })).data.registered).toHaveLength(3);
    expect((await find({ location: 'Ljubljana', budget: 1e12 })).data.registered).toHaveLength(3);
  });

  // Each way a location or a budget is refused is packages/core/src/restaurant/schema.test.ts; here, that the text reaches the wire.
  it.each([
    [{}, 'location', 'Location required'],
    [{ location: 'Ljubljana', budget: -1 }, 'budget', 'Budget must be 0 or more'],
  ])('refuses %j with the SPEC text', async (input, field, message) => {
    const res = await find(input);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(res.error?.data.fieldErrors?.[field]).toBe(message);
  });

  it('shows the public view only: no owner id, payment link, Stripe account or contact data', async () => {
    const res = await find({ location: 'Trubarjeva' });
    const [venue] = res.data.registered;
    expect(Object.keys(venue!).sort()).toEqual(PUBLIC_KEYS);
    const owner = await server.core.db.selectFrom('restaurants').select('owner_id').where('id', '=', venue!.id).executeTakeFirstOrThrow();
    const wire = JSON.stringify(res.data);
    expect(owner.owner_id).toBeTruthy();
    for (const secret of [owner.owner_id!, 'buy.stripe.com', 'acct_secret123', 'owner_id', 'stripe', 'owner@tablestay.si']) expect(wire).not.toContain(secret);
  });

  it('carries each venue rating from its reviews (mean to one decimal, count)', async () => {
    const res = await find({ location: 'Ljubljana' });
    for (const r of res.data.registered) {
      const expected = await server.core.db
        .selectFrom('restaurant_reviews')
        .select([sql<number>`count(*)::int`.as('n'), sql<string | null>`round(avg(rating), 1)::text`.as('avg')])
        .where('restaurant_id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(r.rating.count).toBe(expected.n);
      expect(r.rating.average).toBe(expected.avg == null ? null : Number(expected.avg));
    }
    expect(res.data.registered.find((r) => r.name === 'Skrivnostna Kuhinja')!.rating).toEqual({ average: null, count: 0 });
    expect(res.data.registered.some((r) => r.rating.count > 0)).toBe(true);
  });
});

/** /find and /stays read the location the same way: by the kind's own search. */
const SEARCHES = [
  {
    ...dining,
    search: async (location: string) => {
      const res = await find({ location });
      return { status: res.status, found: res.data?.registered.map((r) => r.name) };
    },
    known: { location: 'Ljubljana', name: 'Gostilna Pri Lipi' },
  },
  {
    ...stays,
    search: async (location: string) => {
      const res = await c.query<StaySearchResult>('stay.search', { location, check_in: day(60), check_out: day(62), guests: 2 });
      return { status: res.status, found: res.data?.properties.map((p) => p.property.name) };
    },
    known: { location: 'Ljubljana', name: 'Vila Ribnik' },
  },
];

describe.each(SEARCHES)('the text of a $name search', (kind) => {
  it('answers odd input calmly: metacharacters are literal, nothing is a wildcard', async () => {
    const odd = ['.*', '%', '_', '(', '[', '\\', '*', `'; DROP TABLE ${kind.table}; --`, '🍕', 'zz\u0000qq', 'x'.repeat(5000), '|', '^$', '\\m'];
    for (const location of odd) {
      const input = location.slice(0, 20);
      expect({ input, ...(await kind.search(location)) }).toEqual({ input, status: 200, found: [] });
    }
    // The table is still there.
    expect((await kind.search(kind.known.location)).found).toContain(kind.known.name);
  });
});

/** The plan of the repository's own search query for `location`. */
const searchPlan = (location: string, opts: { budget?: number; seqscan?: boolean } = {}) =>
  explain(server.core.db, searchQuery(server.core.db, { pattern: searchPattern(location)!, budget: opts.budget, now: new Date(), limit: 60 }).compile(), {
    seqscan: opts.seqscan,
  });

describe('the search is index-backed, not a full scan', () => {
  it('reads restaurants through the name, address and city trigram indexes (the repository SQL itself)', async () => {
    for (const location of ['ljub', 'hisa celeia', 'Ljubljana, Slovenia']) {
      const nodes = await searchPlan(location, { budget: 30, seqscan: false });
      const onRestaurants = nodes.filter((n) => n['Relation Name'] === 'restaurants');
      expect({ location, scans: onRestaurants.map((n) => n['Node Type']) }).not.toEqual({ location, scans: expect.arrayContaining(['Seq Scan']) });
      const indexes = nodes.map((n) => n['Index Name']).filter(Boolean);
      expect({ location, indexes }).toEqual({
        location,
        indexes: expect.arrayContaining(['restaurants_name_trgm_idx', 'restaurants_address_trgm_idx', 'restaurants_city_trgm_idx']),
      });
    }
  });

  it('is chosen by the planner on its own once the table is large', async () => {
    const db = server.core.db;
    // One paying owner for all of them, so they are live (ADR 104).
    const owner = (await createVenue(db, { name: 'Filler Owner Venue', total_tables: 0 })).owner_id;
    const filler = Array.from({ length: 4000 }, (_, i) => ({
      owner_id: owner,
      name: `Filler Bistro ${i}`,
      address: `Ulica ${i}, 9999 Nikjer`,
      city: `Kraj ${i % 400}`,
      total_tables: 5,
      avg_price_eur: 10 + (i % 50),
      onboarding_done: true,
    }));
    // Bulk filler stays one insert per thousand rows: 4000 createVenue calls would make the test slow.
    for (let i = 0; i < filler.length; i += 1000)
      await db
        .insertInto('restaurants')
        .values(filler.slice(i, i + 1000))
        .execute();
    // VACUUM as autovacuum would: it also moves GIN's pending list into the index proper.
    await sql`VACUUM ANALYZE restaurants`.execute(db);
    for (const location of ['Ljubljana', 'ljub', 'zeleni vrt']) {
      const nodes = await searchPlan(location);
      const scans = nodes.filter((n) => n['Relation Name'] === 'restaurants').map((n) => n['Node Type']);
      expect({ location, scans }).not.toEqual({ location, scans: expect.arrayContaining(['Seq Scan']) });
      expect({ location, indexes: nodes.map((n) => n['Index Name']) }).toEqual({
        location,
        indexes: expect.arrayContaining(['restaurants_name_trgm_idx', 'restaurants_city_trgm_idx']),
      });
    }
    // And the answer is the same as on the small table.
    expect(names((await find({ location: 'Ljubljana' })).data.registered).sort()).toEqual(['Gostilna Pri Lipi', 'Skrivnostna Kuhinja', 'Zeleni Vrt']);
    expect((await find({ location: 'Filler Bistro' })).data.registered).toHaveLength(60); // SPEC list limit
  });
});
