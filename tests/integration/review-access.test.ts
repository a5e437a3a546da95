import { createReservation } from '@tablestay/core/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersEachActor, PUBLIC } from '../support/access';
import { ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The review router (ADR 070-071): every procedure is public (a review link, the
 * feedback QR page), so every actor gets the same answer; what guards a review is the reservation's
 * link token, and one reservation's link never opens another's.
 */

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const seated = (actor: OwnerActor) =>
  createReservation(server.core.db, {
    restaurant_id: cast.venueA,
    date: '2026-01-10',
    status: 'seated',
    guest_email: `${actor.toLowerCase()}-${Math.random()}@example.com`,
  });

/**
 * Each actor sends feedback as if from a phone of their own: the allowance per IP (10 an hour, ADR
 * 071) is counted on the one address every actor of the test shares, so it starts afresh for each.
 */
const fromOwnPhone = () => server.core.db.deleteFrom('rate_limit_counters').where('key', 'like', 'feedback:ip:%').execute();

describe('review access matrix', () => {
  itAnswersEachActor({
    prefix: 'review.',
    clients: () => cast.clients,
    rows: {
      'review.target': { kind: 'query', expected: PUBLIC, input: async (a) => seated(a).then((r) => ({ id: r.id, token: r.token })) },
      'review.submit': { kind: 'mutation', expected: PUBLIC, input: async (a) => seated(a).then((r) => ({ id: r.id, token: r.token, rating: 4 })) },
      'review.recent': { kind: 'query', expected: PUBLIC, input: () => ({ restaurantId: cast.venueA }) },
      'review.feedbackVenue': { kind: 'query', expected: PUBLIC, input: () => ({ restaurantId: cast.venueA }) },
      'review.feedback': {
        kind: 'mutation',
        expected: PUBLIC,
        input: async () => {
          await fromOwnPhone();
          return { restaurantId: cast.venueA, rating: 5, visitDate: '2026-01-10' };
        },
      },
    },
    // Never a guest's email on a public answer.
    hidden: { text: () => /@example\.com/, from: 'everyone' },
  });

  it("one reservation's link never opens another's; without a token it is an invalid link", async () => {
    const a = await seated('guest');
    const b = await seated('visitor');
    const client = cast.clients.visitor;
    for (const res of [
      await client.query('review.target', { id: b.id, token: a.token }),
      await client.mutate('review.submit', { id: b.id, token: a.token, rating: 5 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Reservation not found');
    }
    const missing = await client.query('review.target', { id: a.id });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('Invalid access link');
    const reviews = await server.core.db.selectFrom('restaurant_reviews').select('reservation_id').where('reservation_id', '=', b.id).execute();
    expect(reviews).toEqual([]);
  });

  it('an unknown restaurant is "Restaurant not found"; bad input is a 400 with a clear message, never a 500', async () => {
    const client = cast.clients.visitor;
    const unknown = await client.query('review.feedbackVenue', { restaurantId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Restaurant not found');
    const bad: unknown[] = [
      null,
      { restaurantId: cast.venueA },
      { restaurantId: cast.venueA, rating: 9, visitDate: '2026-01-10' },
      { restaurantId: cast.venueA, rating: 3, visitDate: '3000-01-01' },
      { restaurantId: cast.venueA, rating: 3, visitDate: '2026-01-10', comment: 'x'.repeat(5000) },
      { restaurantId: 'x'.repeat(5000), rating: 3, visitDate: '2026-01-10' },
    ];
    for (const input of bad) {
      const res = await client.mutate('review.feedback', input);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.error?.message).toBeTruthy();
    }
  });

  it("owner A's Feedback tab and Overview count the reviews and the public feedback of the month", async () => {
    const owner = cast.clients.ownerA;
    const before = await owner.query<{ summary: { total: number } }>('ownerDining.feedback', { venueId: cast.venueA });
    const r = await seated('guest');
    expect((await cast.clients.visitor.mutate('review.submit', { id: r.id, token: r.token, rating: 2, comment: 'Cold soup' })).status).toBe(200);
    const today = (await cast.clients.visitor.query<{ today: string }>('review.feedbackVenue', { restaurantId: cast.venueA })).data.today;
    expect((await cast.clients.visitor.mutate('review.feedback', { restaurantId: cast.venueA, rating: 3, visitDate: today })).status).toBe(200);
    const after = await owner.query<{ summary: { total: number; negatives: number }; list: { comment: string | null }[] }>('ownerDining.feedback', {
      venueId: cast.venueA,
    });
    expect(after.data.summary.total).toBe(before.data.summary.total + 2);
    expect(after.data.list.map((f) => f.comment)).toContain('Cold soup');
  });
});
