import type { SessionUser } from '../account/schema';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../errors';
import { writeAudit } from '../hold/audit';
import { isUuid } from '../text/uuid';
import { featuredPage, lockFeatured, updateFeatured } from './repository';
import { ADMIN_PAGE_SIZE, listInput, toggleFeaturedInput, type FeaturedListing, type Page } from './schema';

// /admin/featured-listings (SPEC §2, §6; ADR 074). The home carousel reads `featured` together with
// `featured_until` (restaurant/repository.ts listFeatured), so what this page toggles is what it shows.

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** Every venue with its featured status, featured first then by name; searched by name, address or city. */
export async function featuredListings(db: Database, raw: unknown, now = new Date()): Promise<Page<FeaturedListing>> {
  const { q, page } = listInput.parse(raw);
  const { total, rows } = await featuredPage(db, q, page, now);
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, address: r.address, featured: r.featured, active: r.active, featuredUntil: r.featured_until })),
    total,
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
  if (!isUuid(restaurantId)) throw new DomainError('restaurant.not_found');
  return inTransaction(db, async (trx) => {
    const before = await lockFeatured(trx, restaurantId, now, FEATURED_PERIOD);
    if (!before) throw new DomainError('restaurant.not_found');
    const keep = value && before.active && before.featured_until !== null;
    const until = !value ? null : keep ? before.featured_until : before.period_end;
    const after = await updateFeatured(trx, restaurantId, value, until, now);
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
