import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAi } from '@tablestay/core/ai/engine';
import { mockModel } from '@tablestay/core/ai/mock-model';
import type { AiPort } from '@tablestay/core/ai/port';
import { createStayBooking, createUserRole, createVenue } from '@tablestay/core/db/factories';
import { verifiedGuest } from '../support/accounts';
import { ownerRead, refusalText } from '../support/access';
import { expectEveryProcedureCovered, isPlanActor, OWNER_ACTORS, ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/** The AI Review Analyzer over real HTTP (ADR 082): gate, scoping, facts to the model, fallbacks. */

let server: TestServer;
let cast: OwnerCast;
let port: AiPort;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
  port = server.core.ai.port;
});
afterAll(() => server?.close());
afterEach(() => {
  server.core.ai.port = port;
});

interface Analysis {
  reviewCount: number;
  summary: string;
  by: 'model' | 'local';
  strengths: { aspect: string; positive: number; negative: number; text: string; snippets: string[] }[];
  issues: { aspect: string; positive: number; negative: number; text: string; tip: string; snippets: string[] }[];
}

const DINING = [
  { rating: 5, comment: 'The food was delicious and the staff were so friendly.' },
  { rating: 2, comment: 'Service was slow and we waited an hour for the mains.' },
  { rating: 5, comment: 'Excellent dishes, friendly waitress.' },
  { rating: 1, comment: 'Very long wait and the service was terrible.' },
];

async function diningVenue(reviews = DINING) {
  const v = await createVenue(server.core.db, { owner_id: cast.userIds.ownerA, name: 'Analyzer Bistro', total_tables: 4 });
  let minute = 0;
  for (const r of reviews) {
    await server.core.db
      .insertInto('feedback')
      .values({
        restaurant_id: v.id,
        rating: r.rating,
        comment: r.comment,
        visit_date: '2026-11-10',
        sentiment: r.rating >= 4 ? 'positive' : 'negative',
        created_at: new Date(Date.UTC(2026, 10, 10, 12, minute++)),
      })
      .execute();
  }
  return v.id;
}

const analyze = (actor: OwnerActor, venueId: string, kind: 'dining' | 'stays' = 'dining', locale: 'en' | 'sl' = 'en') =>
  cast.clients[actor].mutate<Analysis | null>('aiReviews.analyze', { venueId, kind, locale });

describe('access', () => {
  /**
   * Owner A's restaurant (dining) or property (stays); each plan owner asks about their own venue:
   * a restaurant's analysis is the Restaurant plan's, a property's the Stays plan's (ADR 104). Both
   * procedures are a manager's (ADR 127): A's manager is answered, A's host is not allowed; an admin
   * reads (the analysis is a read of A's reviews), B learns nothing.
   */
  const SIDES = {
    dining: { plan: 'restaurant', venue: (a: OwnerActor) => cast.venue(a) },
    stays: { plan: 'stays', venue: (a: OwnerActor) => cast.property(a).id },
  } as const;
  const MATRIX: Record<string, { kind: 'query' | 'mutation' }> = {
    'aiReviews.status': { kind: 'query' },
    'aiReviews.analyze': { kind: 'mutation' },
  };

  it('covers every procedure', () => expect(() => expectEveryProcedureCovered('aiReviews.', MATRIX)).not.toThrow());

  for (const [proc, row] of Object.entries(MATRIX)) {
    for (const side of ['dining', 'stays'] as const) {
      for (const actor of OWNER_ACTORS) {
        const status = ownerRead(SIDES[side].plan, 'manager')[actor];
        it(`${proc} (${side}) as ${actor} → ${status}`, async () => {
          const input = { venueId: SIDES[side].venue(actor), kind: side, locale: 'en' };
          const res = row.kind === 'query' ? await cast.clients[actor].query(proc, input) : await cast.clients[actor].mutate(proc, input);
          // A missing plan names the plan to buy; a guest, a host and B's host are no owner at all; the removed host hears so.
          expect({ status: res.status, plan: res.error?.data.plan ?? null, message: res.error?.message }).toEqual({
            status,
            plan: status === 403 && isPlanActor(actor) ? SIDES[side].plan : null,
            message: refusalText(actor, status, { plan: SIDES[side].plan }),
          });
        });
      }
    }
  }

  it("another owner reads owner A's venue as not found", async () => {
    const res = await cast.clients.ownerB.mutate('aiReviews.analyze', { venueId: cast.venueA, kind: 'stays' });
    expect(res.error?.message).toBe('Restaurant not found');
  });

  it('an owner without a restaurant or stays plan is sent to the plans', async () => {
    const c = await verifiedGuest(server, 'unpaid.analyzer@example.com');
    const { id } = await server.core.db.selectFrom('users').select('id').where('email', '=', 'unpaid.analyzer@example.com').executeTakeFirstOrThrow();
    await createUserRole(server.core.db, { user_id: id, role: 'owner' });
    const res = await c.mutate('aiReviews.analyze', { venueId: cast.venueA, kind: 'dining' });
    expect(res.status).toBe(403);
    expect(res.error?.data.domainCode).toBe('billing.restaurant_required');
    expect(res.error?.message).toBe('Subscription required — Please subscribe to the Restaurant plan (€29/month)');
  });
});

describe('analysis', () => {
  it('without reviews: status counts 0 (the button is disabled) and analyze answers null', async () => {
    const v = await diningVenue([]);
    expect((await cast.clients.ownerA.query('aiReviews.status', { venueId: v, kind: 'dining' })).data).toEqual({ reviewCount: 0 });
    const res = await analyze('ownerA', v);
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
  });

  it('the embedded engine: strengths and issues with counts, snippets and tips, in English and Slovenian', async () => {
    const v = await diningVenue();
    expect((await cast.clients.ownerA.query('aiReviews.status', { venueId: v, kind: 'dining' })).data).toEqual({ reviewCount: 4 });
    const en = (await analyze('ownerA', v)).data!;
    expect(en.by).toBe('local');
    expect(en.reviewCount).toBe(4);
    expect(en.strengths.map((s) => [s.aspect, s.positive, s.negative])).toEqual([
      ['food', 2, 0],
      ['staff', 2, 0],
    ]);
    expect(en.issues.map((s) => [s.aspect, s.positive, s.negative])).toEqual([
      ['service', 0, 2],
      ['wait', 0, 2],
    ]);
    expect(en.issues[0]!.snippets).toContain('Very long wait and the service was terrible.');
    expect(en.summary).toContain('Guests complain most about: service, waiting times.');
    const sl = (await analyze('ownerA', v, 'dining', 'sl')).data!;
    expect(sl.summary).toMatch(/^4 ocene z dne 10\. 11\. 2026, povprečna ocena 3,3\/5, mešane\./);
    expect(sl.issues[0]!.text).toBe('Postrežba: 2 pritožbi.');
  });

  it("a property's stay reviews are read for kind stays", async () => {
    const { propertyA } = cast;
    const booking = await createStayBooking(server.core.db, {
      restaurant_id: propertyA.id,
      room_type_id: propertyA.roomTypeId,
      room_id: propertyA.roomIds[0]!,
      check_in: '2026-10-01',
      check_out: '2026-10-03',
      status: 'checked_out',
    });
    await server.core.db
      .insertInto('stay_reviews')
      .values({
        stay_booking_id: booking.id,
        restaurant_id: propertyA.id,
        rating: 2,
        guest_email: 'stay@example.com',
        comment: 'Soba je bila umazana, zajtrk pa odličen.',
      })
      .execute();
    const res = (await analyze('ownerA', propertyA.id, 'stays', 'sl')).data!;
    expect(res.reviewCount).toBe(1);
    expect(res.issues.map((i) => i.aspect)).toEqual(['cleanliness', 'rooms']);
    expect(res.strengths.map((i) => i.aspect)).toEqual(['breakfast']);
  });
});

describe('with a model (the SDK mock at the adapter boundary)', () => {
  const agreeing = {
    summary: 'Guests love the food and the team; speed and service let them down.',
    strengths: [
      { aspect: 'food', positive: 2, negative: 0, text: 'The dishes win praise.' },
      { aspect: 'staff', positive: 2, negative: 0, text: 'A friendly team.' },
    ],
    issues: [
      { aspect: 'service', positive: 0, negative: 2, text: 'Service disappoints.', tip: 'Brief the floor team.' },
      { aspect: 'wait', positive: 0, negative: 2, text: 'Long waits.', tip: 'Add a runner at peak.' },
    ],
  };

  it('the facts reach the prompt and an agreeing answer is shown with the facts’ snippets', async () => {
    const v = await diningVenue();
    const model = mockModel(agreeing);
    server.core.ai.port = createAi(model, () => {});
    const res = (await analyze('ownerA', v)).data!;
    expect(res.by).toBe('model');
    expect(res.summary).toBe(agreeing.summary);
    expect(res.issues[1]).toMatchObject({ aspect: 'wait', text: 'Long waits.', tip: 'Add a runner at peak.' });
    expect(res.issues[1]!.snippets).toContain('Service was slow and we waited an hour for the mains.');
    const prompt = model.prompts()[0]!;
    expect(prompt).toContain('Analyzer Bistro');
    expect(prompt).toContain('Very long wait and the service was terrible.');
    expect(prompt).toContain('\\"issues\\":[\\"service\\",\\"wait\\"]');
    expect(prompt).toContain('Write in English');
  });

  it('asks for Slovenian when the owner reads Slovenian', async () => {
    const v = await diningVenue();
    const model = mockModel({ ...agreeing, summary: 'Gostje hvalijo hrano.' });
    server.core.ai.port = createAi(model, () => {});
    const res = (await analyze('ownerA', v, 'dining', 'sl')).data!;
    expect(res).toMatchObject({ by: 'model', summary: 'Gostje hvalijo hrano.' });
    expect(model.prompts()[0]).toContain('Write in Slovenian');
    expect(model.prompts()[0]).toContain('Načrtujte osebje za najbolj zasedene ure');
  });

  it('a malformed answer, or one with other aspects or counts, falls back to the embedded engine', async () => {
    const v = await diningVenue();
    const replies = [
      'not json {',
      { summary: 'x' },
      { ...agreeing, strengths: [...agreeing.strengths, { aspect: 'location', positive: 3, negative: 0, text: 'Great spot.' }] },
      { ...agreeing, issues: [{ ...agreeing.issues[0]!, negative: 9 }, agreeing.issues[1]!] },
    ];
    for (const reply of replies) {
      server.core.ai.port = createAi(mockModel(reply), () => {});
      const res = (await analyze('ownerA', v)).data!;
      expect(res.by).toBe('local');
      expect(res.issues.map((i) => [i.aspect, i.negative])).toEqual([
        ['service', 2],
        ['wait', 2],
      ]);
      expect(res.summary).toContain('Guests complain most about: service, waiting times.');
    }
  });
});
