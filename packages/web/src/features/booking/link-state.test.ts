import { describe, expect, it } from 'vitest';
import { CONFIRMING_FOR_MS, confirmationPoll, confirmationView, depositView, PAID_STAY, PAID_TABLE, waitlistView } from './link-state';

// The hold of a booking made at 01:20Z on the autumn change day: 03:20 CEST, it ends at 02:30 CET.
const EXPIRES = '2026-10-25T01:30:00.000Z';
const AT = Date.parse(EXPIRES);

describe('the deposit page', () => {
  it('asks for the deposit while the hold is live, and says it expired from its deadline on', () => {
    const hold = { status: 'awaiting_deposit', expires_at: EXPIRES };
    expect(depositView(hold, PAID_TABLE, AT - 1)).toBe('pay');
    expect(depositView(hold, PAID_TABLE, AT)).toBe('expired');
    expect(depositView(hold, PAID_STAY, AT + 60_000)).toBe('expired');
  });

  it('takes the deadline from an ISO instant with any offset', () => {
    expect(depositView({ status: 'awaiting_deposit', expires_at: '2026-10-25T02:29:59+01:00' }, PAID_TABLE, AT)).toBe('expired');
    expect(depositView({ status: 'awaiting_deposit', expires_at: '2026-10-25T03:30:01+02:00' }, PAID_TABLE, AT)).toBe('pay');
  });

  it('offers no payment for a hold without a deadline, or for a booking that is not a hold', () => {
    expect(depositView({ status: 'awaiting_deposit', expires_at: null }, PAID_TABLE, AT)).toBe('expired');
    expect(depositView({ status: 'expired', expires_at: EXPIRES }, PAID_TABLE, AT - 1)).toBe('expired');
    expect(depositView({ status: 'cancelled', expires_at: EXPIRES }, PAID_STAY, AT - 1)).toBe('expired');
    expect(depositView({ status: 'pending', expires_at: null }, PAID_TABLE, AT)).toBe('expired');
  });

  it('sends a paid table (confirmed, seated) and a paid stay (confirmed, checked in or out) to the confirmation', () => {
    for (const status of ['confirmed', 'seated']) expect(depositView({ status, expires_at: EXPIRES }, PAID_TABLE, AT + 1)).toBe('paid');
    for (const status of ['confirmed', 'checked_in', 'checked_out']) expect(depositView({ status, expires_at: null }, PAID_STAY, AT)).toBe('paid');
    // A stay's statuses are not a table's.
    expect(depositView({ status: 'checked_in', expires_at: null }, PAID_TABLE, AT)).toBe('expired');
    expect(depositView({ status: 'seated', expires_at: null }, PAID_STAY, AT)).toBe('expired');
  });
});

describe('the confirmation page', () => {
  it('waits 30 seconds for the payment event, asking every 2 seconds, then says there is no confirmed booking', () => {
    expect(CONFIRMING_FOR_MS).toBe(30_000);
    expect(confirmationView('awaiting_deposit', PAID_TABLE, 0)).toBe('confirming');
    expect(confirmationView('awaiting_deposit', PAID_TABLE, 29_999)).toBe('confirming');
    expect(confirmationView('awaiting_deposit', PAID_TABLE, 30_000)).toBe('not_found');
    expect(confirmationPoll('awaiting_deposit', 29_999)).toBe(2000);
    expect(confirmationPoll('awaiting_deposit', 30_000)).toBe(false);
  });

  it('shows a paid booking at once and stops asking', () => {
    expect(confirmationView('confirmed', PAID_TABLE, 0)).toBe('confirmed');
    expect(confirmationView('seated', PAID_TABLE, 0)).toBe('confirmed');
    expect(confirmationView('checked_out', PAID_STAY, 0)).toBe('confirmed');
    expect(confirmationPoll('confirmed', 0)).toBe(false);
    expect(confirmationPoll(undefined, 0)).toBe(false);
  });

  it('says there is no confirmed booking for a lapsed, cancelled or unpaid one, without waiting', () => {
    expect(confirmationView('expired', PAID_TABLE, 0)).toBe('not_found');
    expect(confirmationView('cancelled', PAID_STAY, 0)).toBe('not_found');
    expect(confirmationView('pending', PAID_TABLE, 0)).toBe('not_found');
    expect(confirmationPoll('expired', 0)).toBe(false);
  });
});

describe('the waitlist page', () => {
  const offer = { expiresAt: EXPIRES };

  it('shows a live offer until its deadline, and the guest may leave while waiting or offered', () => {
    expect(waitlistView({ status: 'notified', offer }, AT - 1)).toEqual({ offerLive: true, canLeave: true });
    expect(waitlistView({ status: 'notified', offer }, AT)).toEqual({ offerLive: false, canLeave: false });
    expect(waitlistView({ status: 'waiting', offer: null }, AT)).toEqual({ offerLive: false, canLeave: true });
  });

  it('shows no offer without one, or once the entry is done', () => {
    expect(waitlistView({ status: 'notified', offer: null }, AT)).toEqual({ offerLive: false, canLeave: false });
    for (const status of ['converted', 'cancelled', 'expired'] as const) {
      expect(waitlistView({ status, offer }, AT - 1)).toEqual({ offerLive: false, canLeave: false });
    }
  });
});
