import { sql } from 'kysely';
import type { VenueSide } from './venue-kind';

// SQL fragments over `restaurants as r` that every venue list shares: dining lists, stays lists and the
// admin's featured listings read "featured", "listed" and "matches" the same way.

/** Featured today in the venue's own time zone (SPEC: featured_until is a venue-local date). */
export const featuredNow = (now: Date) =>
  sql<boolean>`(r.featured AND (r.featured_until IS NULL OR r.featured_until >= (${now.toISOString()}::timestamptz AT TIME ZONE r.timezone)::date))`;

/**
 * Public and bookable on one side (search, lists, suggestions, carousel, the venue's page, booking):
 * it sells that side, onboarding is finished (SPEC §4) and the owner's plan for the side runs past
 * `now` (ADR 104; the TypeScript form on a row already read is restaurant/venue-kind.ts `liveOn`).
 */
export const listed = (side: VenueSide, now: Date) =>
  side === 'dining'
    ? sql<boolean>`(${venueSells('dining')} AND r.onboarding_done AND r.dining_plan_until > ${now.toISOString()}::timestamptz)`
    : sql<boolean>`(${venueSells('stays')} AND r.onboarding_done AND r.stays_plan_until > ${now.toISOString()}::timestamptz)`;

/** Listed on either side (the home carousel, the chat's venues without a side). */
export const listedAny = (now: Date) => sql<boolean>`(${listed('dining', now)} OR ${listed('stays', now)})`;

/** `lower(column) ~ pattern`: the form the pg_trgm GIN indexes on lower(name/address/city) serve. */
export const matches = (column: 'name' | 'address' | 'city', pattern: string) => sql<boolean>`lower(${sql.ref(`r.${column}`)}) ~ ${pattern}`;

/**
 * The venues of one side (restaurant/venue-kind.ts): `r.total_tables > 0` for dining, `r.total_rooms > 0`
 * for stays. The constant is literal SQL so that the stays predicate matches the partial index
 * `restaurants_stays_idx` in every plan.
 */
export const venueSells = (side: VenueSide) => (side === 'dining' ? sql<boolean>`r.total_tables > 0` : sql<boolean>`r.total_rooms > 0`);
