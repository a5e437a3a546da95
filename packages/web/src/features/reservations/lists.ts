import { STATUS_GROUP_ORDER, type GuestDashboard, type GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';

// How /me and the guest dashboard group and count a guest's tables and stays: pure, beside the pages.

/** SPEC §2 status groups, with the stay statuses placed beside their table counterparts. */
export const GROUP_ORDER = [...STATUS_GROUP_ORDER.slice(0, 3), 'checked_in', 'seated', 'checked_out', ...STATUS_GROUP_ORDER.slice(4)] as const;
export type GroupStatus = (typeof GROUP_ORDER)[number];
export type Entry = ({ kind: 'table'; r: GuestReservation } | { kind: 'stay'; s: GuestStayBooking }) & { status: string };

/** /me: tables, then stays, in one group per status in GROUP_ORDER; empty groups left out. */
export function statusGroups(tables: readonly GuestReservation[], stays: readonly GuestStayBooking[]): { status: GroupStatus; items: Entry[] }[] {
  const entries: Entry[] = [
    ...tables.map((r) => ({ kind: 'table' as const, r, status: r.status })),
    ...stays.map((s) => ({ kind: 'stay' as const, s, status: s.status })),
  ];
  return GROUP_ORDER.map((status) => ({ status, items: entries.filter((e) => e.status === status) })).filter((g) => g.items.length > 0);
}

/** The guest dashboard's counters: the tables' (counted by the server) plus the stays'. */
export function guestCounts(counts: GuestDashboard['counts'], stays: readonly GuestStayBooking[]): GuestDashboard['counts'] {
  return {
    upcoming: counts.upcoming + stays.filter((s) => s.upcoming).length,
    pastVisits: counts.pastVisits + stays.filter((s) => s.visited).length,
    totalGuests: counts.totalGuests,
  };
}
