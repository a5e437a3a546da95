import { describe, expect, it } from 'vitest';
import { isKeyTaken, KEY_REUSED, keyedRow, repeatOf, sameRequest, type Found, type RequestFields } from './repeat';

/** ADR 024: what a booking request gets for the earlier bookings its read found. */

const asked = {
  restaurant_id: 'v1',
  date: '2026-06-20',
  time: '19:00',
  party_size: 2,
  guest_name: 'Ana',
  guest_email: 'ana@example.com',
  guest_phone: null,
  notes: null,
};
const none: Found<'reservation' | 'waitlist'> = { keyed: null, keyElsewhere: false, live: null };

describe('sameRequest', () => {
  it('is every field equal, an absent field counting as null', () => {
    expect(sameRequest(asked, { ...asked })).toBe(true);
    const { guest_phone: _, ...withoutPhone } = asked;
    expect(sameRequest(withoutPhone, asked)).toBe(true);
    const changes: RequestFields[] = [
      { party_size: 3 },
      { time: '19:30' },
      { guest_name: 'Eve' },
      { guest_phone: '040 111 222' },
      { notes: '' },
      { extra: 'x' },
    ];
    for (const change of changes) expect(sameRequest(asked, { ...asked, ...change })).toBe(false);
    // Types count: 2 is not '2'.
    expect(sameRequest(asked, { ...asked, party_size: '2' })).toBe(false);
  });
});

describe('repeatOf', () => {
  it('answers the key’s own booking for the same request, whatever else was found', () => {
    const found = { keyed: keyedRow('waitlist', { id: 'w1', ...asked }), keyElsewhere: false, live: { kind: 'reservation' as const, id: 'r9' } };
    expect(repeatOf(found, asked)).toEqual({ answer: { kind: 'waitlist', id: 'w1' } });
  });

  it('refuses the key of another request, even when the same guest also holds the slot', () => {
    const found = {
      keyed: keyedRow('reservation', { id: 'r1', ...asked, party_size: 4 }),
      keyElsewhere: false,
      live: { kind: 'reservation' as const, id: 'r1' },
    };
    expect(() => repeatOf(found, asked)).toThrow(KEY_REUSED);
    expect(() => repeatOf({ ...none, keyElsewhere: true }, asked)).toThrow(
      expect.objectContaining({ code: 'booking.key_reused', kind: 'unprocessable_content' }),
    );
  });

  it('names the same guest’s live booking of the slot as held (to mail about, never to answer), and nothing when there is none', () => {
    expect(repeatOf({ ...none, live: { kind: 'waitlist', id: 'w2' } }, asked)).toEqual({ held: { kind: 'waitlist', id: 'w2' } });
    expect(repeatOf(none, asked)).toBeNull();
  });
});

describe('isKeyTaken', () => {
  it('is a unique violation of a key index, as pg reports it or PGlite wraps it', () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "reservations_idempotency_key_idx"'), { code: '23505' });
    expect(isKeyTaken(pg)).toBe(true);
    expect(isKeyTaken({ code: '23505', constraint: 'stay_bookings_idempotency_key_idx' })).toBe(true);
    expect(isKeyTaken(new Error('wrapped', { cause: { code: '23505', constraint: 'waitlist_entries_idempotency_key_idx' } }))).toBe(true);
    expect(isKeyTaken({ code: '23505', constraint: 'users_email_key' })).toBe(false);
    expect(isKeyTaken({ code: '23P01', constraint: 'reservations_idempotency_key_idx' })).toBe(false);
    expect(isKeyTaken(null)).toBe(false);
  });
});
