import { sql } from 'kysely';
import { hashPassword } from '../account/crypto';
import { addDays, dateIn } from '../time/zone';
import type { Database } from './connection';
import { createUser, createVenue } from './factories';
import { FIRST, LAST, rng } from './demo/people';
import { seedDining } from './demo/restaurants';
import { seedStay } from './demo/stays';
import { HOURS, VENUES } from './demo/venues';

export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Ana Admin', email: 'admin@tablestay.si', password: 'admin-demo-1' },
  { role: 'owner', name: 'Oskar Owner', email: 'owner@tablestay.si', password: 'owner-demo-1' },
  { role: 'guest', name: 'Gaja Guest', email: 'guest@tablestay.si', password: 'guest-demo-1' },
  // Staff of the demo owner's restaurant and property (ADR 127): an ordinary account with a role there.
  { role: 'host', name: 'Hana Host', email: 'host@tablestay.si', password: 'host-demo-1' },
] as const;

/** The demo venues' zone: they are all in Slovenia and keep the column's default. */
const ZONE = 'Europe/Ljubljana';

export async function isSeeded(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n > 0;
}

/** The demo data's random stream; the forecast's backtest seeds other histories with other numbers (ADR 118). */
const DEMO_SEED = 20261122;

export async function seed(db: Database, now = new Date(), randomSeed = DEMO_SEED): Promise<void> {
  const rand = rng(randomSeed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const today = dateIn(ZONE, now);

  await db.transaction().execute(async (trx) => {
    const ids: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const u = await createUser(trx, { name: a.name, email: a.email, password_hash: await hashPassword(a.password), email_verified_at: now });
      ids[a.email] = u.id;
      if (a.role === 'admin' || a.role === 'owner') await trx.insertInto('user_roles').values({ user_id: u.id, role: a.role }).execute();
    }
    // The other venues belong to owners without a known password (they sign in by magic link).
    const otherOwners: string[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUser(trx, { name: `${pick(FIRST)} ${pick(LAST)}`, email: `owner${i + 2}@tablestay.si`, email_verified_at: now });
      await trx.insertInto('user_roles').values({ user_id: u.id, role: 'owner' }).execute();
      otherOwners.push(u.id);
    }
    const demoOwner = ids['owner@tablestay.si']!;
    const demoOwnerVenues: string[] = [];
    // The plans each owner needs for their venues to be public and bookable (ADR 104).
    const needs = new Map<string, Set<'restaurant' | 'stays'>>();

    for (const [index, v] of VENUES.entries()) {
      const isStay = Boolean(v.rooms);
      // The demo owner has the first restaurant and the first property.
      const ownerId = index === 0 || v.name === 'Vila Ribnik' ? demoOwner : otherOwners[index % otherOwners.length]!;
      if (!needs.has(ownerId)) needs.set(ownerId, new Set());
      needs.get(ownerId)!.add(isStay ? 'stays' : 'restaurant');
      const totalRooms = v.rooms?.reduce((n, r) => n + r.count, 0) ?? 0;
      const r = await createVenue(trx, {
        owner_id: ownerId,
        name: v.name,
        address: v.address,
        city: v.city,
        latitude: v.lat,
        longitude: v.lng,
        total_tables: v.tables ?? 0,
        blocked_tables: 0,
        open_hours_json: JSON.stringify(HOURS),
        onboarding_done: true,
        featured: Boolean(v.featured),
        featured_until: v.featured ? addDays(today, 30) : null,
        description: v.description,
        cuisine: v.cuisine ?? null,
        cuisine_tags: v.tags ?? [],
        vegetarian: Boolean(v.veg),
        vegan: Boolean(v.vegan),
        gluten_free: Boolean(v.gf),
        pets_allowed: Boolean(v.pets),
        amenities: v.amenities ?? [],
        total_rooms: totalRooms,
        avg_price_eur: v.price ?? null,
        deposit_eur: 20,
        created_at: new Date(now.getTime() - (120 - index) * 86400000),
      });

      if (ownerId === demoOwner) demoOwnerVenues.push(r.id);
      if (!isStay) await seedDining(trx, r.id, v.tables ?? 10, today, pick, rand, now);
      else await seedStay(trx, r.id, v.rooms!, today, pick, rand, now);
    }

    await trx
      .insertInto('venue_staff')
      .values(demoOwnerVenues.map((restaurant_id) => ({ restaurant_id, user_id: ids['host@tablestay.si']!, role: 'host' as const, added_by: demoOwner })))
      .execute();
    // The demo owner pays for both owner plans, so the demo opens the owner dashboard (ADR 061).
    const periodEnd = new Date(now.getTime() + 30 * 86400000);
    await trx
      .insertInto('subscriptions')
      .values(
        (['restaurant', 'stays'] as const).map((product) => ({
          user_id: demoOwner,
          product,
          status: 'active' as const,
          current_period_end: periodEnd,
          // Ids in the local stand-in's shape, so its portal can manage them (ADR 056).
          stripe_customer_id: 'cus_local_demo_owner',
          stripe_subscription_id: `sub_local_demo_${product}`,
          state_at: now,
        })),
      )
      .execute();
    // The other owners pay for what their venues need, with no period end: they sign in by magic
    // link only, nobody manages their plans, and their venues stay public however long a demo
    // database is kept (ADR 104).
    const others = [...needs].filter(([owner]) => owner !== demoOwner).flatMap(([owner, plans]) => [...plans].map((product) => ({ owner, product })));
    if (others.length > 0)
      await trx
        .insertInto('subscriptions')
        .values(others.map((o) => ({ user_id: o.owner, product: o.product, status: 'active' as const, current_period_end: null, state_at: now })))
        .execute();
    await trx.insertInto('billing_customers').values({ user_id: demoOwner, stripe_customer_id: 'cus_local_demo_owner' }).execute();

    // Curated 'Lifestyle' slides after the featured venues on the home carousel (no stock photos).
    await trx
      .insertInto('carousel_items')
      .values([
        { title: 'AI Sommelier', subtitle: 'The right wine or cocktail for any dish', badge: 'Lifestyle', src: null, href: '/sommelier', position: 1 },
        { title: 'AI City Packs', subtitle: 'Day-by-day plans for Ljubljana and beyond', badge: 'Lifestyle', src: null, href: '/citypacks', position: 2 },
      ])
      .execute();
  });
}
