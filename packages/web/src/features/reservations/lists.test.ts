import { describe, expect, it } from 'vitest';
import type { GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { GROUP_ORDER, guestCounts, statusGroups } from './lists';

const NO_ACTIONS = { canCancel: false, canPay: false, canReview: false, paid: false, canAddToCalendar: false };

const table = (id: string, status: GuestReservation['status']): GuestReservation => ({
  id,
  date: '2026-06-15',
  time: '19:00',
  party_size: 2,
  status,
  expires_at: null,
  restaurant: { id: 'r1', name: 'Gostilna', address: 'Trg 1', timezone: 'Europe/Ljubljana' },
  ...NO_ACTIONS,
});

/** `visited` as the server says it (core's stay/guest-actions.ts `stayIsOver`). */
const stay = (id: string, status: GuestStayBooking['status'], upcoming: boolean, visited = false): GuestStayBooking => ({
  id,
  status,
  check_in: '2026-06-15',
  check_out: '2026-06-17',
  nights: 2,
  guests: 2,
  expires_at: null,
  deposit_eur: 50,
  room_type: { name: 'Double Room', name_sl: null },
  property: { id: 'p1', name: 'Vila', address: 'Cesta 2', timezone: 'Europe/Ljubljana' },
  ...NO_ACTIONS,
  visited,
  upcoming,
});

const ids = (groups: ReturnType<typeof statusGroups>) => groups.map((g) => [g.status, g.items.map((e) => (e.kind === 'table' ? e.r.id : e.s.id))]);

describe('/me status groups (SPEC §2)', () => {
  it('come in SPEC order, with check-in before seated and check-out after it', () => {
    expect(GROUP_ORDER).toEqual(['confirmed', 'awaiting_deposit', 'pending', 'checked_in', 'seated', 'checked_out', 'expired', 'cancelled']);
  });

  it('put tables and stays of one status in one group, tables first, and leave empty groups out', () => {
    const tables = [table('t-cancelled', 'cancelled'), table('t-confirmed', 'confirmed'), table('t-seated', 'seated'), table('t-confirmed-2', 'confirmed')];
    const stays = [stay('s-confirmed', 'confirmed', true), stay('s-in', 'checked_in', true), stay('s-cancelled', 'cancelled', false)];
    expect(ids(statusGroups(tables, stays))).toEqual([
      ['confirmed', ['t-confirmed', 't-confirmed-2', 's-confirmed']],
      ['checked_in', ['s-in']],
      ['seated', ['t-seated']],
      ['cancelled', ['t-cancelled', 's-cancelled']],
    ]);
  });

  it('are none for a guest without bookings', () => {
    expect(statusGroups([], [])).toEqual([]);
  });

  it('keep each entry whole, with its kind', () => {
    const [group] = statusGroups([], [stay('s1', 'checked_out', false)]);
    expect(group).toEqual({ status: 'checked_out', items: [{ kind: 'stay', s: stay('s1', 'checked_out', false), status: 'checked_out' }] });
  });
});

describe('the guest dashboard counters', () => {
  it("add the stays to the tables' counts: upcoming ones, and ones that happened", () => {
    const stays = [
      stay('ahead', 'confirmed', true),
      stay('unpaid', 'awaiting_deposit', true),
      stay('staying', 'checked_in', true),
      stay('left', 'checked_out', false, true),
      stay('over', 'confirmed', false, true),
      stay('over-in', 'checked_in', false, true),
      stay('off', 'cancelled', false),
    ];
    expect(guestCounts({ upcoming: 2, pastVisits: 5, totalGuests: 11 }, stays)).toEqual({ upcoming: 5, pastVisits: 8, totalGuests: 11 });
    expect(guestCounts({ upcoming: 0, pastVisits: 0, totalGuests: 0 }, [])).toEqual({ upcoming: 0, pastVisits: 0, totalGuests: 0 });
  });
});
