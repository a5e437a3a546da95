import { describe, expect, it } from 'vitest';
import { CONFIRMING_FOR_MS, confirmationPoll, confirmationView, depositView, waitlistView } from './link-state';

// The hold of a booking made at 01:20Z on the autumn change day: 03:20 CEST, it ends at 02:30 CET.
const EXPIRES = '2026-10-25T01:30:00.000Z';
const AT = Date.parse(EXPIRES);

// What the server answers (ADR 107): a live hold is payable, a paid booking is paid, anything else neither.
const HOLD = { canPay: true, paid: false, expires_at: EXPIRES };
const PAID = { canPay: false, paid: true, expires_at: null };
const NEITHER = { canPay: false, paid: false, expires_at: null };

describe('the deposit page', () => {
  it('asks for the deposit while the hold is live, and says it expired from its deadline on', () => {
    expect(depositView(HOLD, AT - 1)).toBe('pay');
    expect(depositView(HOLD, AT)).toBe('expired');
    expect(depositView(HOLD, AT + 60_000)).toBe('expired');
  });

  it('takes the deadline from an ISO instant with any offset', () => {
    expect(depositView({ ...HOLD, expires_at: '2026-10-25T02:29:59+01:00' }, AT)).toBe('expired');
    expect(depositView({ ...HOLD, expires_at: '2026-10-25T03:30:01+02:00' }, AT)).toBe('pay');
  });

  it('offers no payment when the server says it is not payable, or without a deadline', () => {
    expect(depositView({ ...HOLD, expires_at: null }, AT)).toBe('expired');
    expect(depositView({ ...NEITHER, expires_at: EXPIRES }, AT - 1)).toBe('expired');
    expect(depositView(NEITHER, AT)).toBe('expired');
  });

  it('sends a paid booking to the confirmation', () => {
    expect(depositView(PAID, AT)).toBe('paid');
    expect(depositView({ ...PAID, expires_at: EXPIRES }, AT + 1)).toBe('paid');
  });
});

describe('the confirmation page', () => {
  it('waits 30 seconds for the payment event, asking every 2 seconds, then says there is no confirmed booking', () => {
    expect(CONFIRMING_FOR_MS).toBe(30_000);
    expect(confirmationView(HOLD, 0)).toBe('confirming');
    expect(confirmationView(HOLD, 29_999)).toBe('confirming');
    expect(confirmationView(HOLD, 30_000)).toBe('not_found');
    expect(confirmationPoll(HOLD, 29_999)).toBe(2000);
    expect(confirmationPoll(HOLD, 30_000)).toBe(false);
  });

  it('shows a paid booking at once and stops asking', () => {
    expect(confirmationView(PAID, 0)).toBe('confirmed');
    expect(confirmationPoll(PAID, 0)).toBe(false);
    expect(confirmationPoll(undefined, 0)).toBe(false);
  });

  it('says there is no confirmed booking for a lapsed, cancelled or unpaid one, without waiting', () => {
    expect(confirmationView(NEITHER, 0)).toBe('not_found');
    expect(confirmationPoll(NEITHER, 0)).toBe(false);
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
