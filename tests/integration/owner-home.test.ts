import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { requireVenue } from '@tablestay/core/owner/scope';
import { ownerCast, PLAN_ACTORS, PLANS_OF, subscribedOwner, type OwnerCast, type PlanActor } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

describe('owner.home: which dashboard /dashboard shows (SPEC §2)', () => {
  it('answers each actor with their kind and only their own venues', async () => {
    const home = async (actor: keyof OwnerCast['clients']) => cast.clients[actor].query<{ kind: string; venues: { id: string }[] }>('owner.home');
    expect((await home('visitor')).status).toBe(401);
    expect((await home('guest')).data).toMatchObject({ kind: 'guest', venues: [] });
    expect((await home('admin')).data).toMatchObject({ kind: 'admin', venues: [] });
    const a = (await home('ownerA')).data;
    expect(a.kind).toBe('owner');
    expect(a.venues.map((v) => v.id)).toEqual([cast.venueA, cast.propertyA.id]);
    expect((await home('ownerB')).data.venues.map((v) => v.id)).toEqual([cast.venueB]);
    // One owner plan opens the dashboard (its tabs then check their own plan); none sends to /subscription.
    const plans = async (actor: PlanActor) => {
      const h = (await cast.clients[actor].query<{ kind: string; plans: { product: string }[]; venues: { id: string }[] }>('owner.home')).data;
      return { kind: h.kind, plans: h.plans.map((p) => p.product), venues: h.venues.map((v) => v.id) };
    };
    for (const actor of PLAN_ACTORS) {
      expect(await plans(actor)).toEqual({
        kind: PLANS_OF[actor].length > 0 ? 'owner' : 'needs_subscription',
        plans: PLANS_OF[actor],
        venues: [cast.own[actor].venue, cast.own[actor].property.id],
      });
    }
  });

  it('sends an owner whose plans lapsed to /subscription', async () => {
    const { client, userId } = await subscribedOwner(server, 'lapsed.owner@example.com');
    await server.core.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await client.query<{ kind: string }>('owner.home')).data.kind).toBe('needs_subscription');
    await server.core.db.updateTable('subscriptions').set({ status: 'canceled', current_period_end: null }).where('user_id', '=', userId).execute();
    expect((await client.query<{ kind: string }>('owner.home')).data.kind).toBe('needs_subscription');
    // The server keeps the dashboard's data shut too, not only the page's routing.
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Lapsed Bistro' });
    // Each refusal names the plan to buy (ADR 104): the restaurant's tab and photos the Restaurant plan, the Stays tab the Stays plan.
    const refusals = [];
    for (const proc of ['ownerDining.overview', 'ownerStays.overview', 'ownerPhotos.list']) {
      const res = await client.query(proc, { venueId: venue.id });
      refusals.push({ proc, status: res.status, plan: res.error?.data.plan, message: res.error?.message });
    }
    const restaurant = { status: 403, plan: 'restaurant', message: 'Subscription required — Please subscribe to the Restaurant plan (€29/month)' };
    expect(refusals).toEqual([
      { proc: 'ownerDining.overview', ...restaurant },
      { proc: 'ownerStays.overview', status: 403, plan: 'stays', message: 'Subscription required — Please subscribe to the Stays plan (€79/month)' },
      { proc: 'ownerPhotos.list', ...restaurant },
    ]);
  });
});

describe('requireVenue: the one owner-scoping rule', () => {
  it('opens a venue to its owner, to an admin for reading only, and to no one else', async () => {
    const db = server.core.db;
    const { ownerA, ownerB, admin } = cast.userIds;
    await expect(requireVenue(db, { id: ownerA, role: 'owner' }, cast.venueA, 'write')).resolves.toMatchObject({ id: cast.venueA });
    await expect(requireVenue(db, { id: ownerB, role: 'owner' }, cast.venueA, 'read')).rejects.toThrow('Restaurant not found');
    await expect(requireVenue(db, { id: admin, role: 'admin' }, cast.venueA, 'read')).resolves.toMatchObject({ id: cast.venueA });
    await expect(requireVenue(db, { id: admin, role: 'admin' }, cast.venueA, 'write')).rejects.toThrow('Restaurant not found');
    await expect(requireVenue(db, { id: ownerA, role: 'owner' }, 'not-a-uuid', 'read')).rejects.toThrow('Restaurant not found');
  });
});
