import { sql, type SqlBool } from 'kysely';
import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { writeAudit } from '../kernel/audit';
import { isUuid } from '../kernel/uuid';
import { likePattern } from './console';
import { ADMIN_PAGE_SIZE, listInput, toggleFeaturedInput, type FeaturedListing, type Page } from './schema';
import { featuredNow } from '../restaurant/venue-sql';

// /admin/featured-listings (SPEC §2, §6; ADR 074). The home carousel reads `featured` together with
// `featured_until` (restaurant/repository.ts listFeatured), so what this page toggles is what it shows.

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** Every venue with its featured status, featured first then by name; searched by name, address or city. */
export async function featuredListings(db: Database, raw: unknown, now = new Date()): Promise<Page<FeaturedListing>> {
  const { q, page } = listInput.parse(raw);
  let base = db.selectFrom('restaurants as r');
  if (q) base = base.where(sql<SqlBool>`(r.name ILIKE ${likePattern(q)} OR r.address ILIKE ${likePattern(q)} OR r.city ILIKE ${likePattern(q)})`);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['r.id', 'r.name', 'r.address', 'r.featured', 'r.featured_until'])
    .select(featuredNow(now).as('active'))
    .orderBy('r.featured', 'desc')
    .orderBy('r.name')
    .orderBy('r.id')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, address: r.address, featured: r.featured, active: r.active, featuredUntil: r.featured_until })),
    total: Number(n),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** How long Enable features a listing: a month, the period every plan is billed for (SPEC §1). */
const FEATURED_PERIOD = '1 month';

/**
 * admin-toggle-featured (SPEC §7): Enable or Disable a listing, audited with the admin who did it.
 * Enable features it until a real date, `featured_until`, a month from today in the venue's zone
 * (a listing already featured until a coming date keeps it); Disable clears the date, so the page
 * never shows the date of a listing that is off (ADR 074).
 */
export async function setFeatured(db: Database, actor: Actor, raw: unknown, now = new Date()): Promise<FeaturedListing> {
  if (actor.role !== 'admin') throw new DomainError('auth.forbidden');
  const { restaurantId, value } = toggleFeaturedInput.parse(raw);
  if (!isUuid(restaurantId)) throw new DomainError('restaurant.not_found', 'Restaurant not found');
  const today = sql<string>`(${now.toISOString()}::timestamptz AT TIME ZONE r.timezone)::date`;
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('restaurants as r')
      .select(['r.id', 'r.featured', 'r.featured_until'])
      .select(sql<string>`(${today} + ${FEATURED_PERIOD}::interval)::date::text`.as('period_end'))
      .select(featuredNow(now).as('active'))
      .where('r.id', '=', restaurantId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('restaurant.not_found', 'Restaurant not found');
    const keep = value && before.active && before.featured_until !== null;
    const until = !value ? null : keep ? before.featured_until : before.period_end;
    const after = await trx
      .updateTable('restaurants as r')
      .set({ featured: value, featured_until: until })
      .where('r.id', '=', restaurantId)
      .returning(['r.id', 'r.name', 'r.address', 'r.featured', 'r.featured_until'])
      .returning(featuredNow(now).as('active'))
      .executeTakeFirstOrThrow();
    await writeAudit(
      trx,
      'restaurant',
      restaurantId,
      value ? 'admin.featured_on' : 'admin.featured_off',
      { from: { featured: before.featured, featured_until: before.featured_until }, to: { featured: value, featured_until: until } },
      actor.id,
    );
    return { id: after.id, name: after.name, address: after.address, featured: after.featured, active: after.active, featuredUntil: after.featured_until };
  });
}
