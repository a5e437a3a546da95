import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCounters, listAccommodations, listOwners, listRestaurants } from '@tablestay/core/admin/console';
import { likePattern } from '@tablestay/core/admin/repository';
import { featuredListings, setFeatured } from '@tablestay/core/admin/featured';
import { ADMIN_PAGE_SIZE, FEATURED_FAILED, FEATURED_OFF, FEATURED_ON } from '@tablestay/core/admin/schema';
import { createProperty, createUser, createUserRole, createVenue } from '@tablestay/core/db/factories';
import { featured } from '@tablestay/core/restaurant/service';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { ownerCast, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const admin = () => ({ id: cast.userIds.admin, role: 'admin' as const });
/** The same day a month later (the last day of a shorter month), as Postgres adds a month. */
function addMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

describe('admin dashboard (SPEC §2)', () => {
  it('counts owners (role owner), restaurants (venues selling tables) and accommodations (total_rooms > 0)', async () => {
    const db = server.core.db;
    const before = await adminCounters(db);
    // The cast: owners A and B and the three plan owners; restaurants A and B and each plan owner's
    // kitchen; A's lodge (rooms, no tables) and each plan owner's rooms are accommodations only.
    expect(before).toEqual({ totalOwners: 5, totalRestaurants: 5, totalAccommodations: 4 });
    const u = await createUser(db, { name: 'Extra Owner', email: 'extra.owner@example.com' });
    await createUserRole(db, { user_id: u.id, role: 'owner' });
    await createVenue(db, { owner_id: u.id, name: 'Extra Table', total_tables: 4 });
    await createProperty(db, { owner_id: u.id, name: 'Extra Rooms', total_rooms: 2, roomTypes: [{ name: 'Twin', capacity: 2, base_price_eur: 60, rooms: 2 }] });
    // An admin is not an owner; a property adds an accommodation only.
    expect(await adminCounters(db)).toEqual({ totalOwners: 6, totalRestaurants: 6, totalAccommodations: 5 });
    // A venue with tables and rooms (an inn with a dining room) counts in both.
    await createProperty(db, {
      owner_id: u.id,
      name: 'Extra Inn',
      total_tables: 6,
      total_rooms: 1,
      roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 80, rooms: 1 }],
    });
    expect(await adminCounters(db)).toEqual({ totalOwners: 6, totalRestaurants: 7, totalAccommodations: 6 });
    // The Restaurants tab lists what the counter counts.
    expect((await listRestaurants(db, {})).total).toBe(7);
    expect((await listRestaurants(db, { q: 'lodge' })).total).toBe(0);
  });

  it('lists owners with their restaurant count, searched by name or email', async () => {
    const db = server.core.db;
    const all = await listOwners(db, {});
    expect(all.total).toBe(6);
    expect(all.rows.map((o) => o.email)).not.toContain(`admin.matrix1@example.com`);
    const a = all.rows.find((o) => o.id === cast.userIds.ownerA)!;
    expect(a.restaurantCount).toBe(2);
    expect(Date.parse(a.registeredAt)).not.toBeNaN();
    const found = await listOwners(db, { q: 'EXTRA.owner' });
    expect(found.rows.map((o) => o.name)).toEqual(['Extra Owner']);
    // LIKE wildcards in the text are literal.
    expect((await listOwners(db, { q: '%' })).total).toBe(0);
    expect(likePattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });

  it('lists restaurants and accommodations with their columns, searched', async () => {
    const db = server.core.db;
    const r = await listRestaurants(db, { q: 'bistro' });
    expect(r.rows.map((x) => x.name).sort()).toEqual(['A Bistro 1', 'B Bistro 1']);
    expect(r.rows[0]).toMatchObject({ tables: 10, cuisine: expect.any(String), address: expect.any(String) });
    const acc = await listAccommodations(db, {});
    expect(acc.rows.map((x) => x.name).sort()).toEqual([
      'A Lodge 1',
      'Extra Inn',
      'Extra Rooms',
      'restaurantOwner 1 Rooms',
      'staysOwner 1 Rooms',
      'unpaidOwner 1 Rooms',
    ]);
    expect(acc.rows.find((x) => x.name === 'A Lodge 1')).toMatchObject({ rooms: 3 });
    expect((await listAccommodations(db, { q: 'Maribor' })).total).toBe(0);
  });

  it('pages long lists on the server', async () => {
    const db = server.core.db;
    for (let i = 0; i < ADMIN_PAGE_SIZE + 5; i++) await createVenue(db, { name: `Paged Place ${String(i).padStart(2, '0')}` });
    const one = await listRestaurants(db, { q: 'paged place', page: 1 });
    const two = await listRestaurants(db, { q: 'paged place', page: 2 });
    expect(one).toMatchObject({ total: ADMIN_PAGE_SIZE + 5, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(one.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(two.rows).toHaveLength(5);
    expect(new Set([...one.rows, ...two.rows].map((x) => x.id)).size).toBe(ADMIN_PAGE_SIZE + 5);
    // A page past the end is empty, a nonsense page is the first.
    expect((await listRestaurants(db, { q: 'paged place', page: 9 })).rows).toEqual([]);
    expect((await listRestaurants(db, { q: 'paged place', page: -3 })).page).toBe(1);
  });
});

describe('featured listings (SPEC §2, §6, §7 admin-toggle-featured)', () => {
  it('has the SPEC §8 texts', () => {
    expect(FEATURED_ON).toBe('Restaurant featured successfully');
    expect(FEATURED_OFF).toBe('Restaurant unfeatured successfully');
    expect(FEATURED_FAILED).toBe('Failed to update featured status');
  });

  it('toggles a listing, audits it with the admin, and the home carousel follows', async () => {
    const db = server.core.db;
    const inCarousel = async () => (await featured(db)).some((i) => i.id === cast.venueA);
    expect(await inCarousel()).toBe(false);
    const on = await setFeatured(db, admin(), { restaurantId: cast.venueA, value: true });
    // Featured for a month from today in the venue's zone: a real date, not "—".
    const monthAhead = addMonth(dateIn('Europe/Ljubljana'));
    expect(on).toMatchObject({ id: cast.venueA, featured: true, active: true, featuredUntil: monthAhead });
    expect((await featuredListings(db, { q: 'A Bistro' })).rows[0]).toMatchObject({ active: true, featuredUntil: monthAhead });
    expect(await inCarousel()).toBe(true);
    const off = await setFeatured(db, admin(), { restaurantId: cast.venueA, value: false });
    expect(off).toMatchObject({ featured: false, active: false, featuredUntil: null });
    expect((await featuredListings(db, { q: 'A Bistro' })).rows[0]).toMatchObject({ active: false, featuredUntil: null });
    expect(await inCarousel()).toBe(false);
    const audit = await db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity', '=', 'restaurant')
      .where('entity_id', '=', cast.venueA)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_user_id])).toEqual([
      ['admin.featured_on', cast.userIds.admin],
      ['admin.featured_off', cast.userIds.admin],
    ]);
    expect(audit[0]!.meta_json).toMatchObject({ from: { featured: false }, to: { featured: true, featured_until: monthAhead } });
    expect(audit[1]!.meta_json).toMatchObject({ from: { featured: true, featured_until: monthAhead }, to: { featured: false, featured_until: null } });
  });

  it('respects featured_until: a past date is Off and hidden; enabling it again features it for a month', async () => {
    const db = server.core.db;
    const yesterday = addDays(dateIn('Europe/Ljubljana'), -2);
    await db.updateTable('restaurants').set({ featured: true, featured_until: yesterday }).where('id', '=', cast.venueB).execute();
    const row = (await featuredListings(db, { q: 'B Bistro' })).rows[0]!;
    expect(row).toMatchObject({ featured: true, active: false, featuredUntil: yesterday });
    expect((await featured(db)).some((i) => i.id === cast.venueB)).toBe(false);
    const on = await setFeatured(db, admin(), { restaurantId: cast.venueB, value: true });
    expect(on).toMatchObject({ active: true, featuredUntil: addMonth(dateIn('Europe/Ljubljana')) });
    expect((await featured(db)).some((i) => i.id === cast.venueB)).toBe(true);
    // Enabling one already featured until a coming date keeps that date.
    const later = addDays(dateIn('Europe/Ljubljana'), 10);
    await db.updateTable('restaurants').set({ featured: true, featured_until: later }).where('id', '=', cast.venueB).execute();
    expect(await setFeatured(db, admin(), { restaurantId: cast.venueB, value: true })).toMatchObject({ active: true, featuredUntil: later });
    // The month is counted in the venue's own calendar: just after midnight UTC it is already
    // tomorrow in Kiritimati (UTC+14).
    const far = await createVenue(db, { name: 'Line Islands Inn', timezone: 'Pacific/Kiritimati' });
    const at = new Date('2026-01-31T12:00:00.000Z'); // 1 February, 02:00 in Kiritimati
    expect(await setFeatured(db, admin(), { restaurantId: far.id, value: true }, at)).toMatchObject({ featuredUntil: '2026-03-01' });
  });

  it('refuses an unknown venue and a non-admin, writing nothing', async () => {
    const db = server.core.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('audit_logs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    await expect(setFeatured(db, admin(), { restaurantId: '00000000-0000-4000-8000-000000000000', value: true })).rejects.toThrow('Restaurant not found');
    await expect(setFeatured(db, admin(), { restaurantId: 'x', value: true })).rejects.toThrow('Restaurant not found');
    await expect(setFeatured(db, { id: cast.userIds.ownerA, role: 'owner' }, { restaurantId: cast.venueA, value: true })).rejects.toThrow('Not allowed');
    expect(await count()).toBe(n);
  });

  it('over the API: a bad value is a clear 400, never a 500', async () => {
    const res = await cast.clients.admin.mutate('admin.setFeatured', { restaurantId: cast.venueA, value: 'yes' });
    expect(res.status).toBe(400);
  });
});
