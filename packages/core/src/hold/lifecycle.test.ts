import { describe, expect, it } from 'vitest';
import { actionTo, entryMay, entryStatusAt, guestMayCancel, nextOwnerAction, ownerMay, ownerOffers, ROOMS, statusAt, TABLES, WAITLIST } from './lifecycle';

// ADR 113: one lifecycle, a table per kind; the owner's moves and day rules read from it.

describe('the lifecycle tables', () => {
  it('rooms: confirm, check in from the check-in day, check out, cancel before the stay', () => {
    expect(ownerMay(ROOMS, 'confirm', 'awaiting_deposit')).toBe(true);
    expect(ownerMay(ROOMS, 'check_in', 'confirmed', { visitDay: '2026-06-20', today: '2026-06-19' })).toBe('day');
    expect(ownerMay(ROOMS, 'check_in', 'confirmed', { visitDay: '2026-06-20', today: '2026-06-21' })).toBe(true);
    expect(ownerMay(ROOMS, 'check_out', 'confirmed')).toBe(false);
    expect(ownerMay(ROOMS, 'cancel', 'checked_in')).toBe(false);
    expect(actionTo(ROOMS, 'checked_in')).toBe('check_in');
    expect(actionTo(ROOMS, 'pending')).toBeUndefined();
    expect(['awaiting_deposit', 'confirmed', 'checked_in', 'checked_out', 'cancelled'].map((s) => nextOwnerAction(ROOMS, s))).toEqual([
      'confirm',
      'check_in',
      'check_out',
      null,
      null,
    ]);
  });

  it('tables: Seated on the day only; a lapsed hold reads as expired, a lapsed stay hold as cancelled', () => {
    expect(ownerOffers(TABLES, 'seat', 'confirmed', '2026-06-15', '2026-06-15')).toBe(true);
    expect(ownerMay(TABLES, 'seat', 'confirmed', { visitDay: '2026-06-16', today: '2026-06-15' })).toBe('day');
    expect(nextOwnerAction(TABLES, 'pending')).toBe('confirm');
    const past = '2026-06-15T09:00:00Z';
    expect(statusAt(TABLES, 'awaiting_deposit', past, Date.parse('2026-06-15T10:00:00Z'))).toBe('expired');
    expect(statusAt(ROOMS, 'awaiting_deposit', past, Date.parse('2026-06-15T10:00:00Z'))).toBe('cancelled');
  });

  it("a guest's cancel: rooms only before the check-in day (ADR 123), tables by status alone", () => {
    const before = { visitDay: '2026-06-20', today: '2026-06-19' };
    const onTheDay = { visitDay: '2026-06-20', today: '2026-06-20' };
    expect(guestMayCancel(ROOMS, 'confirmed', before)).toBe(true);
    expect(guestMayCancel(ROOMS, 'confirmed', onTheDay)).toBe('day');
    expect(guestMayCancel(ROOMS, 'checked_in', before)).toBe(false);
    expect(guestMayCancel(TABLES, 'confirmed', onTheDay)).toBe(true);
    expect(guestMayCancel(TABLES, 'seated', before)).toBe(false);
  });

  it('the waitlist: Promote from the queue or a live offer, Claim only a live offer, nothing from a lapsed one', () => {
    const now = Date.parse('2026-06-15T10:00:00Z');
    const live = { status: 'notified', offer_expires_at: '2026-06-15T10:05:00Z' };
    const lapsed = { status: 'notified', offer_expires_at: '2026-06-15T09:55:00Z' };
    const queued = { status: 'waiting', offer_expires_at: null };
    expect([queued, live, lapsed].map((e) => entryStatusAt(e, now))).toEqual(['waiting', 'notified', 'expired']);
    expect([queued, live, lapsed].map((e) => entryMay(WAITLIST.owner.promote, e, now))).toEqual([true, true, false]);
    expect([queued, live, lapsed].map((e) => entryMay(WAITLIST.guest.claim, e, now))).toEqual([false, true, false]);
    expect([queued, live, lapsed].map((e) => entryMay(WAITLIST.guest.leave, e, now))).toEqual([true, true, false]);
    expect(entryMay(WAITLIST.guest.leave, { status: 'converted', offer_expires_at: null }, now)).toBe(false);
  });
});
