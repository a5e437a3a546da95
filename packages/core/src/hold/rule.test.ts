import { describe, expect, it } from 'vitest';
import { effectiveStatus, isLapsed, isLive } from './rule';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const before = new Date(NOW.getTime() - 1);
const after = new Date(NOW.getTime() + 1);

describe('the hold rule', () => {
  it('is live for an unpaid booking until its expiry, and without one', () => {
    expect(isLive({ status: 'awaiting_deposit', expires_at: after }, NOW)).toBe(true);
    expect(isLive({ status: 'awaiting_deposit', expires_at: null }, NOW)).toBe(true);
    expect(isLive({ status: 'awaiting_deposit', expires_at: NOW }, NOW)).toBe(false);
    expect(isLive({ status: 'awaiting_deposit', expires_at: before.toISOString() }, NOW.getTime())).toBe(false);
    expect(isLive({ status: 'confirmed', expires_at: after }, NOW)).toBe(false);
  });

  it('reads a lapsed hold as the status the tick will write, and leaves the rest alone', () => {
    expect(isLapsed({ status: 'awaiting_deposit', expires_at: NOW }, NOW)).toBe(true);
    expect(effectiveStatus('awaiting_deposit', NOW, NOW, 'expired')).toBe('expired');
    expect(effectiveStatus('awaiting_deposit', NOW, NOW, 'cancelled')).toBe('cancelled');
    expect(effectiveStatus('awaiting_deposit', after, NOW, 'expired')).toBe('awaiting_deposit');
    expect(effectiveStatus('confirmed', before, NOW, 'expired')).toBe('confirmed');
  });
});
