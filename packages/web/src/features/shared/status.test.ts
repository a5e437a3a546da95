import { describe, expect, it } from 'vitest';
import { effectiveStatus as effectiveHoldStatus } from '@tablestay/core/hold/rule';
import { effectiveStatus } from '@tablestay/core/reservation/status';
import { statusVariant } from '../../components/ui/badge';
import { en } from '../../i18n/en';
import { sl } from '../../i18n/sl';
import { bookingEn, bookingSl } from '../booking/messages';
import { statusLabelKey } from './status';

// The texts a status badge can show: the ones every page loads and the booking part.
const TEXTS = { en: { ...en, ...bookingEn }, sl: { ...sl, ...bookingSl } } as Record<'en' | 'sl', Record<string, string>>;
const badge = (status: string, locale: 'en' | 'sl' = 'en') => ({ label: TEXTS[locale][statusLabelKey(status)], tone: statusVariant(status) });

const TABLE_STATUSES = ['pending', 'awaiting_deposit', 'confirmed', 'seated', 'expired', 'cancelled'] as const;
const STAY_STATUSES = ['awaiting_deposit', 'confirmed', 'checked_in', 'checked_out', 'cancelled'] as const;

describe('status badges (SPEC §4)', () => {
  it("show a table reservation's status with its text and tone", () => {
    expect(TABLE_STATUSES.map((s) => badge(s))).toEqual([
      { label: 'pending', tone: 'secondary' },
      { label: 'awaiting deposit', tone: 'secondary' },
      { label: 'confirmed', tone: 'default' },
      { label: 'seated', tone: 'outline' },
      { label: 'expired', tone: 'destructive' },
      { label: 'cancelled', tone: 'destructive' },
    ]);
  });

  it("show a stay booking's status, check-in and check-out from the booking texts", () => {
    expect(statusLabelKey('checked_in')).toBe('booking.checked_in');
    expect(statusLabelKey('checked_out')).toBe('booking.checked_out');
    expect(STAY_STATUSES.map((s) => badge(s))).toEqual([
      { label: 'awaiting deposit', tone: 'secondary' },
      { label: 'confirmed', tone: 'default' },
      { label: 'checked in', tone: 'outline' },
      { label: 'checked out', tone: 'outline' },
      { label: 'cancelled', tone: 'destructive' },
    ]);
  });

  it('have a Slovenian text for every status', () => {
    expect(TABLE_STATUSES.map((s) => badge(s, 'sl').label)).toEqual(['v obdelavi', 'čaka na varščino', 'potrjeno', 'za mizo', 'poteklo', 'preklicano']);
    expect(badge('checked_in', 'sl').label).toBe('prijavljen');
    expect(badge('checked_out', 'sl').label).toBe('odjavljen');
  });

  it('fall back to the neutral tone for a status they do not know', () => {
    expect(statusVariant('waiting')).toBe('secondary');
    expect(statusVariant('')).toBe('secondary');
    expect(statusLabelKey('waiting')).toBe('status.waiting');
  });
});

describe('the badge of an unpaid hold', () => {
  const expires = new Date('2026-10-25T01:30:00Z');

  it('reads awaiting deposit until the hold ends, and expired from that instant (tables)', () => {
    const before = effectiveStatus('awaiting_deposit', expires, new Date(expires.getTime() - 1));
    const at = effectiveStatus('awaiting_deposit', expires, expires);
    expect([badge(before), badge(at)]).toEqual([
      { label: 'awaiting deposit', tone: 'secondary' },
      { label: 'expired', tone: 'destructive' },
    ]);
  });

  it('reads cancelled once a room hold has lapsed (stays have no expired status, ADR 017)', () => {
    const lapsed = effectiveHoldStatus('awaiting_deposit', expires.toISOString(), expires.getTime() + 60_000, 'cancelled');
    expect(badge(lapsed)).toEqual({ label: 'cancelled', tone: 'destructive' });
    expect(badge(lapsed, 'sl').label).toBe('preklicano');
  });

  it('keeps a paid or a deadline-free booking as it is, whatever the time', () => {
    expect(badge(effectiveStatus('confirmed', expires, new Date('2027-01-01T00:00:00Z')))).toEqual({ label: 'confirmed', tone: 'default' });
    expect(badge(effectiveStatus('awaiting_deposit', null, new Date('2027-01-01T00:00:00Z')))).toEqual({ label: 'awaiting deposit', tone: 'secondary' });
  });
});
