import { describe, expect, it } from 'vitest';
import type { ReservationStatus, StayBookingStatus } from '../db/types';
import { reservationActions } from '../reservation/guest-actions';
import { stayActions } from '../stay/guest-actions';

// ADR 107: the flags the API returns with every booking, for every status of each kind.

const NOW = new Date('2026-06-15T10:00:00Z'); // 12:00 in Ljubljana
const LATER = '2026-06-15T10:15:00.000Z';
const EARLIER = '2026-06-15T09:45:00.000Z';
const ZONE = 'Europe/Ljubljana';
type Flags = [canCancel: boolean, canPay: boolean, canReview: boolean, paid: boolean, canAddToCalendar: boolean];
const flags = (a: { canCancel: boolean; canPay: boolean; canReview: boolean; paid: boolean; canAddToCalendar: boolean }): Flags => [
  a.canCancel,
  a.canPay,
  a.canReview,
  a.paid,
  a.canAddToCalendar,
];

const table = (status: ReservationStatus, over: { expires_at?: string | null; date?: string; time?: string; reviewed?: boolean } = {}) =>
  flags(
    reservationActions(
      { status, expires_at: status === 'awaiting_deposit' ? LATER : null, date: '2026-06-15', time: '11:30', timezone: ZONE, reviewed: false, ...over },
      NOW,
    ),
  );

const stay = (status: StayBookingStatus, over: { expires_at?: string | null; check_in?: string; check_out?: string; reviewed?: boolean } = {}) =>
  flags(
    stayActions(
      {
        status,
        expires_at: status === 'awaiting_deposit' ? LATER : null,
        check_in: '2026-06-16',
        check_out: '2026-06-20',
        timezone: ZONE,
        reviewed: false,
        ...over,
      },
      NOW,
    ),
  );

describe('a table reservation', () => {
  // Each status once its start (11:30 venue time) has passed: [canCancel, canPay, canReview, paid, canAddToCalendar].
  it.each<[ReservationStatus, Flags]>([
    ['pending', [true, false, false, false, true]],
    ['awaiting_deposit', [true, true, false, false, true]],
    ['confirmed', [true, false, true, true, true]],
    ['seated', [false, false, true, true, false]],
    ['expired', [false, false, false, false, false]],
    ['cancelled', [false, false, false, false, false]],
  ])('%s after its start', (status, expected) => {
    expect(table(status)).toEqual(expected);
  });

  it('is reviewed only after its start in the venue zone, and only once', () => {
    expect(table('seated', { time: '12:00' })[2]).toBe(true);
    expect(table('seated', { time: '12:30' })[2]).toBe(false);
    expect(table('confirmed', { date: '2026-06-16', time: '09:00' })[2]).toBe(false);
    expect(table('confirmed', { date: '2026-06-14', time: '22:00' })[2]).toBe(true);
    expect(table('seated', { reviewed: true })[2]).toBe(false);
  });

  it('a lapsed hold reads as expired at once: nothing to pay or cancel', () => {
    expect(table('awaiting_deposit', { expires_at: EARLIER })).toEqual([false, false, false, false, false]);
  });

  it('a hold without a deadline has no window to pay in, but may still be cancelled', () => {
    expect(table('awaiting_deposit', { expires_at: null })).toEqual([true, false, false, false, true]);
  });
});

describe('a stay booking', () => {
  // Each status before its check-out day: [canCancel, canPay, canReview, paid, canAddToCalendar].
  it.each<[StayBookingStatus, Flags]>([
    ['awaiting_deposit', [true, true, false, false, true]],
    ['confirmed', [true, false, false, true, true]],
    ['checked_in', [false, false, false, true, true]],
    ['checked_out', [false, false, true, true, false]],
    ['cancelled', [false, false, false, false, false]],
  ])('%s before check-out', (status, expected) => {
    expect(stay(status)).toEqual(expected);
  });

  it('may be cancelled by the guest only before its check-in day, in the property zone (ADR 123)', () => {
    expect(stay('confirmed', { check_in: '2026-06-16' })[0]).toBe(true);
    expect(stay('confirmed', { check_in: '2026-06-15' })[0]).toBe(false);
    expect(stay('awaiting_deposit', { check_in: '2026-06-14' })[0]).toBe(false);
  });

  it('is reviewed from its check-out day in the property zone, and only once', () => {
    expect(stay('confirmed', { check_out: '2026-06-15' })[2]).toBe(true);
    expect(stay('checked_in', { check_out: '2026-06-15' })[2]).toBe(true);
    expect(stay('checked_in', { check_out: '2026-06-16' })[2]).toBe(false);
    expect(stay('checked_out', { reviewed: true })[2]).toBe(false);
    expect(stay('cancelled', { check_out: '2026-06-01' })[2]).toBe(false);
  });

  it('a lapsed hold reads as cancelled at once: nothing to pay or cancel', () => {
    expect(stay('awaiting_deposit', { expires_at: EARLIER })).toEqual([false, false, false, false, false]);
  });
});
