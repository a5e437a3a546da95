import type { StaffRole } from '../db/types';

/**
 * Who may do what at a venue (ADR 127). A venue's people hold one role each: its owner (the venue's
 * `owner_id`), or a role the owner gave them. Each role may do everything the one before it may:
 *
 * - host: today's and upcoming bookings, the waitlist, confirm, seat, cancel, check in and out,
 *   promote; the live feed and push on their own device;
 * - manager: also the venue's settings, hours, rooms and tables, photos, reviews and the AI tools the
 *   venue's plan includes;
 * - owner: also staff, billing and the venue itself.
 *
 * Every venue procedure states the least role it needs once, on its rung of the procedure ladder
 * (api/trpc.ts `venueRung`).
 */
export const STAFF_ROLES = ['host', 'manager'] as const satisfies readonly StaffRole[];
const VENUE_ROLES = [...STAFF_ROLES, 'owner'] as const;
export type VenueRole = (typeof VENUE_ROLES)[number];
export type { StaffRole } from '../db/types';

/** Whether a person holding `held` may do what needs `need`. */
export const roleAllows = (held: VenueRole, need: VenueRole): boolean => VENUE_ROLES.indexOf(held) >= VENUE_ROLES.indexOf(need);

/** The console's views each role sees (the web hides the rest; the API refuses them anyway). */
export const ROLE_VIEWS = {
  restaurant: { overview: 'host', reservations: 'host', feedback: 'manager', settings: 'manager' },
  stays: { overview: 'host', bookings: 'host', reviews: 'manager', settings: 'manager' },
} as const satisfies Record<string, Record<string, VenueRole>>;
