import { describe, expect, it } from 'vitest';
import { onlyLeft, totalPrice } from './availability';
import { createStayBookingInput, nightsBetween, stayQuoteInput, stayReviewInput, staySearchInput } from './schema';

describe('Only N left, totals, nights', () => {
  it('badges 1 and 2, never 0 or 3+', () => {
    expect([0, 1, 2, 3, 7].map(onlyLeft)).toEqual([null, 1, 2, null, null]);
  });

  it('multiplies in cents', () => {
    expect(totalPrice(110.1, 3)).toBe(330.3);
    expect(totalPrice(0.1, 3)).toBe(0.3);
    expect(totalPrice(85, 0)).toBe(0);
  });

  it('counts nights across month ends and DST changes', () => {
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2); // EU spring-forward on the 29th
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-02')).toBe(2);
  });
});

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('stay schemas (SPEC §5 texts)', () => {
  it('search: dates required, check-out after check-in, guests 1-6', () => {
    const ok = { location: 'Ljubljana', check_in: '2030-06-01', check_out: '2030-06-03', guests: 2 };
    expect(staySearchInput.safeParse(ok).success).toBe(true);
    expect(firstMessage(staySearchInput.safeParse({ ...ok, check_in: '' }))).toBe('Please select check-in and check-out dates');
    expect(firstMessage(staySearchInput.safeParse({ location: 'x', guests: 2 }))).toBe('Please select check-in and check-out dates');
    expect(firstMessage(staySearchInput.safeParse({ ...ok, check_out: '2030-02-30' }))).toBe('Please select check-in and check-out dates');
    expect(firstMessage(staySearchInput.safeParse({ ...ok, check_out: '2030-06-01' }))).toBe('Check-out must be after check-in');
    expect(firstMessage(staySearchInput.safeParse({ ...ok, check_out: '2030-05-30' }))).toBe('Check-out must be after check-in');
    expect(firstMessage(staySearchInput.safeParse({ ...ok, guests: 7 }))).toBe('Guests must be between 1 and 6');
    expect(firstMessage(staySearchInput.safeParse({ ...ok, guests: 0 }))).toBe('Guests must be between 1 and 6');
    expect(staySearchInput.parse({ ...ok, guests: '' }).guests).toBe(2);
    expect(staySearchInput.parse({ ...ok, location: undefined }).location).toBe('');
  });

  it('booking form: name, email, phone, guests, notes', () => {
    const ok = {
      propertyId: '7d1b4c1e-8a4f-4d0c-9b1a-2f3e4d5c6b7a',
      roomTypeId: '1d1b4c1e-8a4f-4d0c-9b1a-2f3e4d5c6b7a',
      checkIn: '2030-06-01',
      checkOut: '2030-06-03',
      guests: 2,
      guestName: '  Ana  ',
      guestEmail: ' ANA@Example.com ',
    };
    const parsed = createStayBookingInput.parse(ok);
    expect(parsed.guestName).toBe('Ana');
    expect(parsed.guestEmail).toBe('ana@example.com');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guestName: '   ' }))).toBe('Name is required');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guestName: 'a'.repeat(101) }))).toBe('Name must be less than 100 characters');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guestEmail: 'nope' }))).toBe('Invalid email address');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guestEmail: `${'a'.repeat(250)}@example.com` }))).toBe(
      'Email must be less than 255 characters',
    );
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guestPhone: '1'.repeat(21) }))).toBe('Phone must be less than 20 characters');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guests: 11 }))).toBe('Guests must be between 1 and 10');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, guests: 0 }))).toBe('Guests must be between 1 and 10');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, notes: 'n'.repeat(501) }))).toBe('Notes must be less than 500 characters');
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, checkOut: '2030-06-01' }))).toBe(
      'Invalid booking parameters. Please start from the search page.',
    );
    expect(firstMessage(createStayBookingInput.safeParse({ ...ok, propertyId: 'abc' }))).toBe('Invalid booking parameters. Please start from the search page.');
  });

  it('quote: anything wrong is the invalid-parameters text', () => {
    const ok = {
      propertyId: '7d1b4c1e-8a4f-4d0c-9b1a-2f3e4d5c6b7a',
      roomTypeId: '1d1b4c1e-8a4f-4d0c-9b1a-2f3e4d5c6b7a',
      checkIn: '2030-06-01',
      checkOut: '2030-06-03',
      guests: '2',
    };
    expect(stayQuoteInput.parse(ok).guests).toBe(2);
    for (const bad of [{ guests: 'x' }, { guests: 11 }, { checkIn: '2030-06-03' }, { checkOut: 'tomorrow' }, { roomTypeId: undefined }]) {
      expect(firstMessage(stayQuoteInput.safeParse({ ...ok, ...bad }))).toBe('Invalid booking parameters. Please start from the search page.');
    }
  });

  it('review: rating 1-5, name 100, comment 1000', () => {
    const ok = { id: 'x', token: 't', rating: 5 };
    expect(firstMessage(stayReviewInput.safeParse({ ...ok, rating: 0 }))).toBe('Please select a rating');
    expect(firstMessage(stayReviewInput.safeParse({ id: 'x', token: 't' }))).toBe('Please select a rating');
    expect(firstMessage(stayReviewInput.safeParse({ ...ok, comment: 'c'.repeat(1001) }))).toBe('Comment must be less than 1000 characters');
    expect(firstMessage(stayReviewInput.safeParse({ ...ok, name: 'n'.repeat(101) }))).toBe('Name must be less than 100 characters');
    expect(stayReviewInput.parse({ ...ok, name: '  ', comment: '' })).toMatchObject({ name: undefined, comment: undefined });
  });
});
