import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createStayBookingInput, stayGuestForm } from '@tablestay/core/stay/schema';
import { Route } from '../../routes/stays/book';
import { otherDatesSearch, stayBookingPayload, stayGuestDefaults } from './book-form';
import { bookingParams, type BookSearch } from './search-params';

const PROPERTY = '6f0d2b9e-1c3a-4e57-8b2d-9a4c1e7f3b20';
const ROOM = 'a3c9e1f4-7b2d-4c8e-9f10-2b3c4d5e6f70';
const read = (query: string) => (Route.options.validateSearch as (raw: Record<string, unknown>) => BookSearch)(defaultParseSearch(query));
const link = (extra = '') => `?property_id=${PROPERTY}&room_type_id=${ROOM}&check_in=2026-03-28&check_out=2026-03-30&guests=2${extra}`;

describe('/stays/book parameters (SPEC §2)', () => {
  it('describe a booking request when ids, dates and guests all fit', () => {
    expect(read(link())).toEqual({ property_id: PROPERTY, room_type_id: ROOM, check_in: '2026-03-28', check_out: '2026-03-30', guests: 2 });
    expect(bookingParams(read(link()))).toEqual({ propertyId: PROPERTY, roomTypeId: ROOM, checkIn: '2026-03-28', checkOut: '2026-03-30', guests: 2 });
  });

  it('take stays over the DST change nights and into a new year as ordinary nights', () => {
    for (const [checkIn, checkOut] of [
      ['2026-03-28', '2026-03-29'],
      ['2026-10-24', '2026-10-26'],
      ['2026-12-31', '2027-01-01'],
      ['2028-02-28', '2028-02-29'],
    ]) {
      expect(bookingParams({ property_id: PROPERTY, room_type_id: ROOM, check_in: checkIn, check_out: checkOut, guests: 1 })).toMatchObject({
        checkIn,
        checkOut,
      });
    }
  });

  it('are no booking without an id, with check-out not after check-in, or with a date that does not exist', () => {
    const ok = read(link());
    expect(bookingParams({})).toBeNull();
    expect(bookingParams({ ...ok, property_id: undefined })).toBeNull();
    expect(bookingParams({ ...ok, property_id: 'not-a-uuid' })).toBeNull();
    expect(bookingParams({ ...ok, check_out: '2026-03-28' })).toBeNull();
    expect(bookingParams({ ...ok, check_in: '2026-03-30', check_out: '2026-03-28' })).toBeNull();
    expect(bookingParams({ ...ok, check_in: '2026-02-29', check_out: '2026-03-02' })).toBeNull();
    expect(bookingParams({ ...ok, check_out: '2026-13-01' })).toBeNull();
  });

  it('are no booking for guests outside 1–10, or for a guest count that is missing or not whole', () => {
    expect(bookingParams(read(link().replace('guests=2', 'guests=10')))?.guests).toBe(10);
    expect(bookingParams(read(link().replace('guests=2', 'guests=11')))).toBeNull();
    expect(bookingParams(read(link().replace('guests=2', 'guests=0')))).toBeNull();
    expect(bookingParams(read(link().replace('guests=2', 'guests=1.5')))).toBeNull();
    expect(bookingParams(read(link().replace('&guests=2', '')))).toBeNull();
  });

  it('read hostile values as missing, so the page says "Invalid booking parameters"', () => {
    expect(read(`?property_id=%7B%22%24gt%22%3A%22%22%7D&room_type_id=${'x'.repeat(101)}&check_in=2026-03-28T00:00&guests=%5B2%5D`)).toEqual({});
    expect(bookingParams(read('?property_id=%3Cscript%3E&room_type_id=1&check_in=2026-03-28&check_out=2026-03-30&guests=2'))).toBeNull();
  });
});

describe('the /stays/book form', () => {
  it('offers as many guests as the room sleeps, up to 10, and starts with the link’s count within that', () => {
    expect(stayGuestDefaults({ guests: 2 }, 4)).toEqual({ maxGuests: 4, guests: 2 });
    expect(stayGuestDefaults({ guests: 6 }, 4)).toEqual({ maxGuests: 4, guests: 4 });
    expect(stayGuestDefaults({ guests: 10 }, 14)).toEqual({ maxGuests: 10, guests: 10 });
    expect(stayGuestDefaults({ guests: 3 }, 1)).toEqual({ maxGuests: 1, guests: 1 });
  });

  it('sends the guest form with its own guest count, the stay from the URL and the booking key', () => {
    const params = bookingParams(read(link('&guests=4').replace('guests=2&', '')))!;
    expect(params.guests).toBe(4);
    const values = stayGuestForm.parse({ guestName: ' Ana ', guestEmail: 'ANA@example.com', guestPhone: '', guests: '3', notes: '' });
    const key = crypto.randomUUID();
    const payload = stayBookingPayload(values, params, key);
    expect(payload).toStrictEqual({
      guestName: 'Ana',
      guestEmail: 'ana@example.com',
      guestPhone: undefined,
      guests: 3,
      notes: undefined,
      idempotencyKey: key,
      propertyId: PROPERTY,
      roomTypeId: ROOM,
      checkIn: '2026-03-28',
      checkOut: '2026-03-30',
    });
    expect(createStayBookingInput.parse(payload)).toStrictEqual(payload);
  });

  it('links a taken room to a search in its town for the same dates, with guests the search takes (1–6)', () => {
    const quote = {
      property: { id: PROPERTY, name: 'Vila', address: 'Cesta 2', city: 'Bled', timezone: 'Europe/Ljubljana' },
      checkIn: '2026-10-24',
      checkOut: '2026-10-26',
    };
    expect(otherDatesSearch({ ...quote, guests: 3 })).toEqual({ location: 'Bled', check_in: '2026-10-24', check_out: '2026-10-26', guests: 3 });
    expect(otherDatesSearch({ ...quote, guests: 9 }).guests).toBe(6);
  });
});
