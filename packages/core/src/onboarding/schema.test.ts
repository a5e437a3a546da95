import { describe, expect, it } from 'vitest';
import { DEFAULT_HOURS, joinRestaurantInput, qrFileName, roomTypeFields, weekHoursSchema } from './schema';

describe('onboarding schemas (SPEC §5, §9)', () => {
  it('names the QR download feedback-qr-{name lowercase with dashes}.png', () => {
    expect(qrFileName('Gostilna Pri Lipi')).toBe('feedback-qr-gostilna-pri-lipi.png');
    expect(qrFileName('  Bistro   Vid ')).toBe('feedback-qr-bistro-vid.png');
    expect(qrFileName('A/B: "Bar"')).toBe('feedback-qr-ab-bar.png');
    expect(qrFileName('   ')).toBe('feedback-qr-restaurant.png');
  });

  it('reads a week: the SPEC defaults pass, a missing day is closed, anything else is refused', () => {
    expect(weekHoursSchema.parse(DEFAULT_HOURS)).toEqual(DEFAULT_HOURS);
    expect(DEFAULT_HOURS).toMatchObject({
      mon: { open: '11:00', close: '22:00' },
      fri: { open: '11:00', close: '23:00' },
      sun: { open: '12:00', close: '21:00' },
    });
    expect(weekHoursSchema.parse({ tue: null }).mon).toBeNull();
    for (const bad of [[], 'x', { mon: { open: '9:00', close: '22:00' } }, { holiday: null }, { mon: { open: '10:00', close: '22:00', extra: 1 } }]) {
      expect(weekHoursSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('trims the join form and saves an empty payment link as null', () => {
    const v = joinRestaurantInput.parse({
      name: ' Lipa ',
      address: ' Glavni trg 1 ',
      city: ' Kranj ',
      totalTables: '5',
      graceMinutes: '0',
      paymentLinkUrl: '  ',
    });
    expect(v).toEqual({ name: 'Lipa', address: 'Glavni trg 1', city: 'Kranj', totalTables: 5, graceMinutes: 0, paymentLinkUrl: null });
    expect(joinRestaurantInput.parse({ name: 'L', address: 'K', city: 'K', totalTables: 1, graceMinutes: 1 }).paymentLinkUrl).toBeNull();
    expect(joinRestaurantInput.safeParse({ name: 'L', address: 'K', totalTables: 1, graceMinutes: 1 }).error?.issues[0]?.message).toBe('City is required');
  });

  it('takes base prices in cents steps', () => {
    expect(roomTypeFields.safeParse({ name: 'Double Room', capacity: 2, basePriceEur: 0.1 + 0.2 }).success).toBe(true);
    expect(roomTypeFields.safeParse({ name: 'Double Room', capacity: 2, basePriceEur: 1.001 }).error?.issues[0]?.message).toBe(
      'Base price must be in whole cents (step 0.01)',
    );
  });

  it('asks for a price above 0: a room at 0 would go on sale for nothing (ADR 104)', () => {
    for (const price of [0, '0', -1, '']) {
      expect(roomTypeFields.safeParse({ name: 'Double Room', capacity: 2, basePriceEur: price }).error?.issues[0]?.message).toBe(
        'Base price must be more than 0',
      );
    }
    expect(roomTypeFields.safeParse({ name: 'Double Room', capacity: 2, basePriceEur: 0.01 }).success).toBe(true);
  });
});
