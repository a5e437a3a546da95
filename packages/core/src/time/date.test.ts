import { describe, expect, it } from 'vitest';
import { dayInput, monthInput } from '../owner/dining/schema';
import { createReservationInput } from '../reservation/schema';
import { feedbackForm } from '../review/schema';
import { DATES_REQUIRED } from '../stay/limits';
import { INVALID_PARAMETERS, staySearchInput, stayQuoteInput } from '../stay/schema';
import { calendarDate, INVALID_DATE, isCalendarDate, isCalendarMonth } from './date';

const NOT_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1999-12-31',
  '2100-01-01',
  '9999-12-31',
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '+02026-01-01',
  '2026-01-01T00:00',
  ' 2026-01-01',
  '',
];
const quote = (d: string) => ({ propertyId: crypto.randomUUID(), roomTypeId: crypto.randomUUID(), checkIn: d, checkOut: '2026-06-02', guests: 2 });
const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const each = <T>(values: string[], f: (v: string) => T) => Object.fromEntries(values.map((v) => [v, f(v)]));
const all = <T>(values: string[], value: T) => Object.fromEntries(values.map((v) => [v, value]));

describe('isCalendarDate', () => {
  it('accepts real days from 2000 to 2099, leap days included', () => {
    const days = ['2000-01-01', '2024-02-29', '2026-12-31', '2099-12-31'];
    expect(each(days, isCalendarDate)).toEqual(all(days, true));
  });
  it('refuses impossible days and years outside 2000-2099', () => {
    expect(each(NOT_DATES, isCalendarDate)).toEqual(all(NOT_DATES, false));
  });
  it('reads months the same way', () => {
    expect(isCalendarMonth('2026-02')).toBe(true);
    const months = ['0000-01', '9999-12', '2026-13', '2026-1', '1999-12'];
    expect(each(months, isCalendarMonth)).toEqual(all(months, false));
  });
});

describe('every date input', () => {
  it('answers "Invalid date" where SPEC gives the field no text of its own', () => {
    expect(each(NOT_DATES, (d) => first(calendarDate().safeParse(d)))).toEqual(all(NOT_DATES, INVALID_DATE));
    expect(each(NOT_DATES, (d) => first(createReservationInput.pick({ date: true }).safeParse({ date: d })))).toEqual(all(NOT_DATES, 'Invalid date'));
    expect(each(NOT_DATES, (d) => first(dayInput.safeParse({ venueId: 'v', date: d })))).toEqual(all(NOT_DATES, 'Invalid date'));
    expect(first(monthInput.safeParse({ venueId: 'v', month: '0000-01' }))).toBe('Invalid month');
  });
  it('answers the field’s SPEC text where it has one', () => {
    expect(each(NOT_DATES, (d) => first(feedbackForm.pick({ visitDate: true }).safeParse({ visitDate: d })))).toEqual(
      all(NOT_DATES, 'Please select a valid visit date'),
    );
    expect(each(NOT_DATES, (d) => first(stayQuoteInput.safeParse(quote(d))))).toEqual(all(NOT_DATES, INVALID_PARAMETERS));
    // A blank search date reads as missing: the same text.
    expect(each(NOT_DATES, (d) => first(staySearchInput.safeParse({ check_in: d, check_out: '2026-06-02' })))).toEqual(all(NOT_DATES, DATES_REQUIRED));
  });
});
