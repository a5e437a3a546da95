import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { createReservationInput } from '@tablestay/core/reservation/schema';
import type { Slot } from './book-form';
import {
  accountPrefill,
  BOOK_FIELDS,
  bookingDefaults,
  dateOf,
  firstInvalid,
  isUnknownVenue,
  PARTY_SIZES,
  reservationPayload,
  timeOf,
  venueOf,
} from './book-form';

const VENUE = '0b8f3c52-5d5c-4a53-9a43-6f1c2a0d9e11';
// What the tRPC client builds from an error response body.
const failure = (data: Record<string, unknown> | undefined) => TRPCClientError.from({ error: { message: 'x', code: -32600, data } } as never);

describe('the /book form starts', () => {
  it('with the venue the link names, no date or time, and a party of two', () => {
    expect(bookingDefaults(VENUE)).toEqual({
      restaurantId: VENUE,
      date: '',
      time: '',
      partySize: 2,
      guestName: '',
      guestEmail: '',
      guestPhone: '',
      notes: '',
    });
    expect(bookingDefaults(undefined).restaurantId).toBe('');
    // Consent is the guest's to give: never ticked in advance.
    expect(bookingDefaults(VENUE)).not.toHaveProperty('privacyConsent');
  });

  it('offers party sizes 1 to 12, exactly the sizes the server takes', () => {
    expect(PARTY_SIZES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const partySize = createReservationInput.shape.partySize;
    for (const n of PARTY_SIZES) expect(partySize.safeParse(n).success).toBe(true);
    expect(partySize.safeParse(0).success).toBe(false);
    expect(partySize.safeParse(13).success).toBe(false);
  });

  it('prefills the guest from the signed-in account, never over what the guest typed', () => {
    const user = { email: 'ana@example.com', name: 'Ana Novak' };
    expect(accountPrefill(user, { guestEmail: '', guestName: '' })).toEqual({ guestEmail: 'ana@example.com', guestName: 'Ana Novak' });
    expect(accountPrefill(user, { guestEmail: '', guestName: 'A. N.' })).toEqual({ guestEmail: 'ana@example.com' });
    // An email already there (typed, or filled before): nothing changes, the name included.
    expect(accountPrefill(user, { guestEmail: 'other@example.com', guestName: '' })).toEqual({});
    expect(accountPrefill(null, { guestEmail: '', guestName: '' })).toEqual({});
    expect(accountPrefill(undefined, {})).toEqual({});
  });
});

describe("the form's venue", () => {
  it("is the link's until the guest picks another, and a later link's over that pick", () => {
    expect(venueOf('a', { id: 'a', underLink: 'a' })).toBe('a');
    expect(venueOf('a', { id: 'b', underLink: 'a' })).toBe('b');
    expect(venueOf('c', { id: 'b', underLink: 'a' })).toBe('c');
    expect(venueOf(undefined, { id: '', underLink: undefined })).toBe('');
    expect(venueOf(undefined, { id: 'b', underLink: undefined })).toBe('b');
    expect(venueOf(undefined, { id: 'b', underLink: 'a' })).toBe('');
  });
});

describe("the form's date", () => {
  it("is the venue's today when empty or earlier, and the guest's while today is unknown", () => {
    expect(dateOf(undefined, '')).toBe('');
    expect(dateOf('', '')).toBe('');
    expect(dateOf(undefined, '2026-06-14')).toBe('2026-06-14');
    expect(dateOf('2026-06-15', '')).toBe('2026-06-15');
    expect(dateOf('2026-06-15', '2026-06-14')).toBe('2026-06-15');
    expect(dateOf('2026-06-15', '2026-06-15')).toBe('2026-06-15');
    expect(dateOf('2026-06-15', '2026-06-20')).toBe('2026-06-20');
  });

  it("is the date the guest entered, however late the venue's today arrives", () => {
    // The guest entered a date while the first answer was on its way: it stays theirs when today lands.
    expect(dateOf(undefined, '2026-07-01')).toBe('2026-07-01');
    expect(dateOf('2026-06-15', '2026-07-01')).toBe('2026-07-01');
  });

  it("compares calendar days across month and year ends and on DST days in the venue's zone", () => {
    // The browser in New York still says Saturday 2026-10-24; the Ljubljana venue is on Sunday, the autumn change day.
    expect(dateOf('2026-10-25', '2026-10-24')).toBe('2026-10-25');
    expect(dateOf('2026-03-29', '2026-03-28')).toBe('2026-03-29');
    expect(dateOf('2027-01-01', '2026-12-31')).toBe('2027-01-01');
    expect(dateOf('2026-03-01', '2026-02-28')).toBe('2026-03-01');
  });
});

describe("the form's time", () => {
  const slots: Slot[] = [
    { time: '18:00', available: true, reason: null },
    { time: '18:30', available: false, reason: 'full' },
  ];

  it('is none when the answer for its date no longer offers it', () => {
    expect(timeOf('17:30', '2026-06-15', '2026-06-15', slots)).toBe('');
    expect(timeOf('18:00', '2026-06-15', '2026-06-15', [])).toBe('');
  });

  it('is kept when offered (a full time too: it leads to the waitlist), when empty, and while the answer is for another date', () => {
    expect(timeOf('18:00', '2026-06-15', '2026-06-15', slots)).toBe('18:00');
    expect(timeOf('18:30', '2026-06-15', '2026-06-15', slots)).toBe('18:30');
    expect(timeOf('', '2026-06-15', '2026-06-15', [])).toBe('');
    expect(timeOf('17:30', '2026-06-14', '2026-06-15', slots)).toBe('17:30');
    expect(timeOf('17:30', undefined, '2026-06-15', slots)).toBe('17:30');
  });
});

describe('a venue the link names', () => {
  it('is unknown when the server says the restaurant does not exist or its id is malformed', () => {
    expect(isUnknownVenue(failure({ httpStatus: 404, domainCode: 'reservation.restaurant_not_found' }))).toBe(true);
    expect(isUnknownVenue(failure({ httpStatus: 400, domainCode: null, fieldErrors: { restaurantId: 'Restaurant not found' } }))).toBe(true);
  });

  it('is not called unknown for any other failure', () => {
    expect(isUnknownVenue(failure({ httpStatus: 400, domainCode: null, fieldErrors: { date: 'Invalid date' } }))).toBe(false);
    expect(isUnknownVenue(failure({ httpStatus: 500, domainCode: null }))).toBe(false);
    expect(isUnknownVenue(failure(undefined))).toBe(false);
    expect(isUnknownVenue(new Error('Restaurant not found'))).toBe(false);
  });
});

describe('submitting', () => {
  it('sends the checked form with its booking key, in the shape the server takes', () => {
    // What the select, inputs and checkbox hold, checked by the schema the form's resolver uses.
    const checked = createReservationInput.parse({
      ...bookingDefaults(VENUE),
      date: '2026-10-25',
      time: '19:30',
      partySize: '4',
      guestName: '  Ana Novak ',
      guestEmail: ' Ana@Example.COM ',
      privacyConsent: true,
    });
    const key = crypto.randomUUID();
    const payload = reservationPayload(checked, key);
    expect(payload).toStrictEqual({
      restaurantId: VENUE,
      date: '2026-10-25',
      time: '19:30',
      partySize: 4,
      guestName: 'Ana Novak',
      guestEmail: 'ana@example.com',
      guestPhone: undefined,
      notes: undefined,
      privacyConsent: true,
      idempotencyKey: key,
    });
    // The server parses it to the same booking, under the same key (a retry answers the same reservation).
    expect(createReservationInput.parse(payload)).toStrictEqual(payload);
  });

  it("cannot be sent as it starts: the date, time, name, email and consent are the guest's to give", () => {
    const result = createReservationInput.safeParse(bookingDefaults(VENUE));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    expect([...fields].sort()).toEqual(['date', 'guestEmail', 'guestName', 'privacyConsent', 'time']);
    // The first of them in the page's order gets focus.
    expect(firstInvalid(BOOK_FIELDS, Object.fromEntries([...fields].map((f) => [f, true])))).toBe('date');
  });

  it("focuses the first field in error in the page's order, whatever order they were registered in", () => {
    expect(BOOK_FIELDS).toEqual(['restaurantId', 'date', 'time', 'partySize', 'guestName', 'guestEmail', 'guestPhone', 'notes', 'privacyConsent']);
    expect(firstInvalid(BOOK_FIELDS, { privacyConsent: {}, guestEmail: {}, restaurantId: {} })).toBe('restaurantId');
    expect(firstInvalid(BOOK_FIELDS, { privacyConsent: {}, time: {} })).toBe('time');
    expect(firstInvalid(BOOK_FIELDS, { idempotencyKey: {} })).toBeUndefined();
    expect(firstInvalid(BOOK_FIELDS, {})).toBeUndefined();
  });
});
