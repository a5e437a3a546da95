import { describe, expect, it } from 'vitest';
import { timeIn } from '@tablestay/core/i18n/format';
import type { GuestReservation } from '@tablestay/core/reservation/schema';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { depositsDue, minutesLeft } from './deposits-due';

const NOW = Date.parse('2026-10-25T01:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const day = (d: string) => `<${d}>`;

// What the server answers with a booking (ADR 107): a hold with a deadline is payable when it answers.
const actions = (status: string, expires_at: string | null) => ({
  canCancel: false,
  canPay: status === 'awaiting_deposit' && expires_at !== null,
  canReview: false,
  paid: false,
  canAddToCalendar: false,
});

function table(id: string, status: GuestReservation['status'], expires_at: string | null): GuestReservation {
  return {
    ...actions(status, expires_at),
    id,
    date: '2026-10-25',
    time: '19:30',
    party_size: 2,
    status,
    expires_at,
    restaurant: { id: 'r1', name: 'Gostilna Pri Lojzetu', address: 'Trg 1, Piran', timezone: 'Europe/Ljubljana' },
  };
}

function stay(id: string, status: GuestStayBooking['status'], expires_at: string | null): GuestStayBooking {
  return {
    ...actions(status, expires_at),
    id,
    status,
    check_in: '2026-03-28',
    check_out: '2026-03-30',
    nights: 2,
    guests: 2,
    expires_at,
    deposit_eur: 50,
    room_type: { name: 'Double Room', name_sl: null },
    property: { id: 'p1', name: 'Vila Bled', address: 'Cesta 2, Bled', timezone: 'Europe/Ljubljana' },
    visited: false,
    upcoming: true,
  };
}

describe('deposits due on /me and the dashboard', () => {
  it('lists live holds of tables and stays, the soonest deadline first', () => {
    const due = depositsDue([table('t1', 'awaiting_deposit', at(14))], [stay('s1', 'awaiting_deposit', at(3))], NOW, day);
    expect(due).toEqual([
      { id: 's1', kind: 'stay', name: 'Vila Bled', when: '<2026-03-28> → <2026-03-30>', expiresAt: at(3), timezone: 'Europe/Ljubljana' },
      { id: 't1', kind: 'table', name: 'Gostilna Pri Lojzetu', when: '<2026-10-25> · 19:30', expiresAt: at(14), timezone: 'Europe/Ljubljana' },
    ]);
  });

  it('drops a hold from the instant it lapses, before the expiry job has written it', () => {
    const tables = [table('gone', 'awaiting_deposit', at(0)), table('live', 'awaiting_deposit', new Date(NOW + 1).toISOString())];
    expect(depositsDue(tables, [stay('late', 'awaiting_deposit', at(-1))], NOW, day).map((d) => d.id)).toEqual(['live']);
  });

  it('lists nothing the server calls unpayable: paid, ended or deadline-free', () => {
    const tables = [table('paid', 'confirmed', at(10)), table('old', 'expired', at(10)), table('open', 'awaiting_deposit', null)];
    const stays = [stay('in', 'checked_in', at(10)), stay('off', 'cancelled', at(10)), stay('open', 'awaiting_deposit', null)];
    expect(depositsDue(tables, stays, NOW, day)).toEqual([]);
    expect(depositsDue([], [], NOW, day)).toEqual([]);
  });

  it("gives the venue's zone, in which the card writes the deadline (here across the autumn clock change)", () => {
    // 01:30Z on 2026-10-25 is 02:30 CET, half an hour after the clocks went back.
    const [due] = depositsDue([table('t1', 'awaiting_deposit', '2026-10-25T01:30:00.000Z')], [], NOW, day);
    expect(timeIn('sl', due!.expiresAt, due!.timezone)).toBe('02:30');
    expect(timeIn('en', due!.expiresAt, 'Europe/London')).toBe('01:30');
  });
});

describe('the time left on a hold', () => {
  it('counts whole minutes, down to the last one', () => {
    expect(minutesLeft(at(15), NOW)).toBe(15);
    expect(minutesLeft(new Date(NOW + 119_999).toISOString(), NOW)).toBe(1);
    expect(minutesLeft(new Date(NOW + 59_999).toISOString(), NOW)).toBe(0);
    expect(minutesLeft(at(0), NOW)).toBe(0);
  });
});
