import { describe, expect, it } from 'vitest';
import { attemptFor, isAlreadyHeld } from './attempt';

/** ADR 024 in the booking forms: one key per request, and the "already held" answers shown as a notice. */

describe('attemptFor', () => {
  let n = 0;
  const fresh = () => `key-${++n}`;

  it('keeps the key while the same values are sent again, and takes a fresh one for changed values', () => {
    const values = { restaurantId: 'v1', date: '2026-06-20', time: '19:00', partySize: 2, guestEmail: 'ana@example.com' };
    const first = attemptFor(null, values, fresh);
    // A retry or a second press: the same request, the same key, so the server answers the booking it made.
    expect(attemptFor(first, { ...values }, fresh)).toEqual(first);
    // The guest changes the time: another request, which the old key would be refused for.
    const changed = attemptFor(first, { ...values, time: '19:30' }, fresh);
    expect(changed.key).not.toBe(first.key);
    // And back again: a new request again (the server refuses nothing it has not seen under this key).
    expect(attemptFor(changed, values, fresh).key).not.toBe(changed.key);
  });
});

describe('isAlreadyHeld', () => {
  it('is the three "you already hold this" answers, not other refusals', () => {
    for (const code of ['reservation.already_held', 'waitlist.already_joined', 'stay.already_held'] as const) expect(isAlreadyHeld(code)).toBe(true);
    for (const code of ['booking.key_reused', 'reservation.slot_full', 'stay.no_availability', null] as const) expect(isAlreadyHeld(code)).toBe(false);
  });
});
