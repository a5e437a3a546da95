import type { RouterOutputs } from '@tablestay/api/root';
import { roleAllows, ROLE_VIEWS, type VenueRole } from '@tablestay/core/staff/roles';
import { searchDate, searchEnum, searchSchema, searchUuid, type SearchField } from '../shared/search-params';

const OWNER_TABS = ['restaurant', 'stays'] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];
const RESTAURANT_VIEWS = ['overview', 'reservations', 'feedback', 'settings'] as const;
export type RestaurantView = (typeof RESTAURANT_VIEWS)[number];
export const STAYS_VIEWS = ['overview', 'bookings', 'reviews', 'settings'] as const;
export type StaysView = (typeof STAYS_VIEWS)[number];
/** The Restaurant sub-tabs a person with `role` at the venue sees (ADR 127): a host, the door's. */
export const restaurantViews = (role: VenueRole) => RESTAURANT_VIEWS.filter((v) => roleAllows(role, ROLE_VIEWS.restaurant[v]));
/** The Stays sub-tabs a person with `role` at the venue sees: a host, the front desk's. */
export const staysViews = (role: VenueRole) => STAYS_VIEWS.filter((v) => roleAllows(role, ROLE_VIEWS.stays[v]));
export const ADMIN_VIEWS = ['owners', 'restaurants', 'accommodations'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];
/** `view`: the open sub-tab of whichever tab shows (each reads its own values; anything else opens its first). */
const VIEWS = [...new Set([...RESTAURANT_VIEWS, ...STAYS_VIEWS, ...ADMIN_VIEWS])] as (RestaurantView | StaysView | AdminView)[];

/** `view` when it is one of `views`, else the first of them. */
export function viewOf<T extends string>(views: readonly T[], view: string | undefined): T {
  return views.includes(view as T) ? (view as T) : views[0]!;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const searchMonth: SearchField<string> = (raw) => (typeof raw === 'string' && MONTH.test(raw) ? raw : undefined);
export const searchVenue: SearchField<string> = (raw) => (typeof raw === 'string' && raw.length <= 100 ? raw : undefined);

/**
 * /dashboard's search params: the chosen venue (kept in the URL), tab, sub-tab (a reload keeps both), day, month,
 * and the booking a notification opened (shown highlighted, ADR 119). Zod-free (ADR 054).
 */
export const dashboardSearch = searchSchema({
  venue: searchVenue,
  tab: searchEnum(OWNER_TABS),
  view: searchEnum(VIEWS),
  date: searchDate,
  month: searchMonth,
  booking: searchUuid,
});
export type DashboardSearch = ReturnType<typeof dashboardSearch>;

type HomeVenue = RouterOutputs['owner']['home']['venues'][number];
/** A venue the console shows: from `owner.home` with the person's role and its owner's plans; an admin's "Viewing as" has neither. */
export type OwnerVenue = Omit<HomeVenue, 'role' | 'plans'> & Partial<Pick<HomeVenue, 'role' | 'plans'>>;

/** What every Restaurant sub-tab panel gets. */
export interface PanelProps {
  venue: OwnerVenue;
  search: DashboardSearch;
  setSearch: (patch: Partial<DashboardSearch>) => void;
  readOnly: boolean;
}
