import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { createVenue } from '../db/factories';
import { DomainError } from '../errors';
import { feedbackSummary } from '../owner/dining/insights';
import { feedbackVenue, FEEDBACK_RATE_LIMIT, submitFeedback } from './feedback';
import { sentimentOf } from './schema';

let db: Database;
useMigratedDatabase(['restaurants', 'rate_limit_counters'], (d) => {
  db = d;
});

// 00:30 on 16 June in Ljubljana, still 15 June in UTC.
const NOW = new Date('2026-06-15T22:30:00.000Z');
let ipCount = 0;
const ip = () => ({ ip: `10.0.0.${++ipCount}` });
const message = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    // A ZodError reaches the client as its first issue (api/src/errors.ts firstIssue).
    (e: Error) => (e instanceof ZodError ? e.issues[0]!.message : e.message),
  );

describe('public feedback (/r/{id})', () => {
  it('shows the venue with today in its own zone; an unknown or malformed id is "Restaurant not found"', async () => {
    const v = await createVenue(db, { name: 'Gostilna Pri Lipi', address: 'Trg 1', city: 'Bled', timezone: 'Europe/Ljubljana' });
    expect(await feedbackVenue(db, { restaurantId: v.id }, NOW)).toEqual({
      id: v.id,
      name: 'Gostilna Pri Lipi',
      address: 'Trg 1',
      city: 'Bled',
      today: '2026-06-16',
    });
    expect(await message(feedbackVenue(db, { restaurantId: '00000000-0000-4000-8000-000000000000' }, NOW))).toBe('Restaurant not found');
    expect(await message(feedbackVenue(db, { restaurantId: 'abc' }, NOW))).toBe('Restaurant not found');
    expect(await message(submitFeedback(db, { restaurantId: 'abc', rating: 5, visitDate: '2026-06-15' }, ip(), NOW))).toBe('Restaurant not found');
  });

  it('stores the sentiment from the rating (4+ positive, 2- negative, else neutral), counted in the month summary', async () => {
    expect([1, 2, 3, 4, 5].map(sentimentOf)).toEqual(['negative', 'negative', 'neutral', 'positive', 'positive']);
    const v = await createVenue(db, { timezone: 'Europe/Ljubljana' });
    for (const rating of [5, 4, 3, 2]) {
      expect(await submitFeedback(db, { restaurantId: v.id, rating, visitDate: '2026-06-16', category: 'food', comment: ' Dobro ' }, ip(), NOW)).toEqual({
        ok: true,
      });
    }
    await submitFeedback(db, { restaurantId: v.id, rating: 1, visitDate: '2026-06-01', category: '', comment: '' }, ip(), NOW);
    const rows = await db.selectFrom('feedback').select(['rating', 'sentiment', 'category', 'comment']).orderBy('rating', 'desc').execute();
    expect(rows.map((r) => r.sentiment)).toEqual(['positive', 'positive', 'neutral', 'negative', 'negative']);
    expect(rows[0]).toEqual({ rating: 5, sentiment: 'positive', category: 'food', comment: 'Dobro' });
    expect(rows[4]).toMatchObject({ category: null, comment: null });
    const [month] = await feedbackSummary(db, v.id);
    expect(month).toMatchObject({ total: 5, positives: 2, negatives: 2, avgRating: 3 });
  });

  it("accepts today in the venue's zone and refuses a future visit date with the SPEC text", async () => {
    const v = await createVenue(db, { timezone: 'Europe/Ljubljana' });
    expect(await submitFeedback(db, { restaurantId: v.id, rating: 3, visitDate: '2026-06-16' }, ip(), NOW)).toEqual({ ok: true });
    expect(await message(submitFeedback(db, { restaurantId: v.id, rating: 3, visitDate: '2026-06-17' }, ip(), NOW))).toBe('Visit date cannot be in the future');
    expect(await message(submitFeedback(db, { restaurantId: v.id, rating: 3, visitDate: '2026-02-30' }, ip(), NOW))).toBe('Please select a valid visit date');
    expect(await message(submitFeedback(db, { restaurantId: v.id, rating: 0, visitDate: '2026-06-16' }, ip(), NOW))).toBe('Please select a rating');
    expect(await message(submitFeedback(db, { restaurantId: v.id, rating: 5, visitDate: '2026-06-16', comment: 'x'.repeat(1001) }, ip(), NOW))).toBe(
      'Comment must be less than 1000 characters',
    );
    expect(await message(submitFeedback(db, { restaurantId: v.id, rating: 5, visitDate: '2026-06-16', category: 'parking' }, ip(), NOW))).toBe(
      'Please choose Food, Service or Ambience',
    );
  });

  it('is rate-limited per IP', async () => {
    const v = await createVenue(db, { timezone: 'Europe/Ljubljana' });
    const one = { ip: '192.0.2.7' };
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) await submitFeedback(db, { restaurantId: v.id, rating: 4, visitDate: '2026-06-16' }, one, NOW);
    expect(await message(submitFeedback(db, { restaurantId: v.id, rating: 4, visitDate: '2026-06-16' }, one, NOW))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(await submitFeedback(db, { restaurantId: v.id, rating: 4, visitDate: '2026-06-16' }, { ip: '192.0.2.8' }, NOW)).toEqual({ ok: true });
  });

  it('answers bad input with a clear error, never anything else', async () => {
    const v = await createVenue(db, { timezone: 'Europe/Ljubljana' });
    const bad: unknown[] = [
      null,
      {},
      { restaurantId: v.id },
      { restaurantId: v.id, rating: 'five', visitDate: '2026-06-16' },
      { restaurantId: v.id, rating: 3.5, visitDate: '2026-06-16' },
      { restaurantId: v.id, rating: 3, visitDate: 'yesterday' },
      { restaurantId: v.id, rating: 3, visitDate: '2026-06-16', comment: 'a\u0000b' },
      { restaurantId: v.id, rating: 3, visitDate: '2026-06-16', category: ['food'] },
      { restaurantId: 'x'.repeat(10_000), rating: 3, visitDate: '2026-06-16' },
      { restaurantId: { $ne: null }, rating: 3, visitDate: '2026-06-16' },
    ];
    for (const input of bad) {
      const err = await submitFeedback(db, input, ip(), NOW).then(
        () => null,
        (e: unknown) => e,
      );
      expect({ input, clear: err instanceof ZodError || err instanceof DomainError }).toEqual({ input, clear: true });
    }
    expect(await db.selectFrom('feedback').select('id').execute()).toEqual([]);
  });
});
