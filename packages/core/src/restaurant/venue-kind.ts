// What a `restaurants` row is. The table has no kind column (migrations/2026_11_22_0000_foundation.ts):
// SPEC §4 makes a row a stay property when it has rooms on sale (`total_rooms > 0`, kept by ADR 064)
// and it takes table bookings when it has tables (`total_tables > 0`). A row may be both, so lists
// and checks ask for the side they sell (`sells*` here, `venueSells` in SQL, restaurant/venue-sql.ts);
// where a venue must be shown as one kind (photo caps and bucket, the home carousel, the chat's
// links), its rooms decide, as SPEC's definition of a property does (`venueKind`). Pure: the web
// imports it through photos/schema.ts.

/** A side of the platform: table reservations or stays. */
export type VenueSide = 'dining' | 'stays';

/** What one venue is shown as. */
export type VenueKind = 'restaurant' | 'property';

/** It takes table bookings. */
export const sellsTables = (v: { total_tables: number }): boolean => v.total_tables > 0;

/** It is a stay property: it has rooms on sale. */
export const sellsRooms = (v: { total_rooms: number }): boolean => v.total_rooms > 0;

/** A property when it has rooms, else a restaurant. */
export const venueKind = (v: { total_rooms: number }): VenueKind => (sellsRooms(v) ? 'property' : 'restaurant');

/** What a venue row says about being live (ADR 104): onboarding, and until when the owner's plans run. */
export interface LiveColumns {
  onboarding_done: boolean;
  /** Until when the owner's Restaurant / Stays plan grants access; Postgres' 'infinity' arrives as `Infinity`. */
  dining_plan_until: Date | number | null;
  stays_plan_until: Date | number | null;
}

/**
 * Public and bookable on one side at `now`: onboarding finished and the owner's plan for that side
 * still running (ADR 104). The SQL form every list uses is `listed` (restaurant/venue-sql.ts).
 */
export function liveOn(v: LiveColumns, side: VenueSide, now: Date): boolean {
  const until = side === 'dining' ? v.dining_plan_until : v.stays_plan_until;
  return v.onboarding_done && until !== null && Number(until) > now.getTime();
}
