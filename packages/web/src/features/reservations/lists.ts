import { ROOMS, TABLES } from '@tablestay/core/hold/lifecycle';
import { STATUS_GROUP_ORDER, type GuestDashboard, type GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';

// How /me and the guest dashboard group and count a guest's tables and stays: pure, beside the pages.

const SEATED = STATUS_GROUP_ORDER.indexOf(TABLES.owner.seat.to);
/** SPEC §2 status groups, with a stay's visit beside a table's: checked in before seated, checked out after it. */
export const GROUP_ORDER = [
  ...STATUS_GROUP_ORDER.slice(0, SEATED),
  ROOMS.owner.check_in.to,
  TABLES.owner.seat.to,
  ROOMS.owner.check_out.to,
  ...STATUS_GROUP_ORDER.slice(SEATED + 1),
];
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
