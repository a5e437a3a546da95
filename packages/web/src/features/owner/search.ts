import type { RouterOutputs } from '@tablestay/api/root';
import { searchDate, searchEnum, searchSchema, type SearchField } from '../shared/search-params';

const OWNER_TABS = ['restaurant', 'stays'] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];
export const RESTAURANT_VIEWS = ['overview', 'reservations', 'feedback', 'settings'] as const;
export type RestaurantView = (typeof RESTAURANT_VIEWS)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const searchMonth: SearchField<string> = (raw) => (typeof raw === 'string' && MONTH.test(raw) ? raw : undefined);
const searchVenue: SearchField<string> = (raw) => (typeof raw === 'string' && raw.length <= 100 ? raw : undefined);

/** /dashboard's search params: the chosen venue (kept in the URL), tab, sub-tab, day and month. Zod-free (ADR 054). */
export const dashboardSearch = searchSchema({
  venue: searchVenue,
  tab: searchEnum(OWNER_TABS),
  view: searchEnum(RESTAURANT_VIEWS),
  date: searchDate,
  month: searchMonth,
});
export type DashboardSearch = ReturnType<typeof dashboardSearch>;

export type OwnerVenue = RouterOutputs['owner']['home']['venues'][number];

/** What every Restaurant sub-tab panel gets. */
export interface PanelProps {
  venue: OwnerVenue;
  search: DashboardSearch;
  setSearch: (patch: Partial<DashboardSearch>) => void;
  readOnly: boolean;
}
