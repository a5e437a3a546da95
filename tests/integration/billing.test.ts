import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@tablestay/core/errors';
import { ownerCast, expectEveryProcedureCovered, OWNER_ACTORS, type OwnerActor, type OwnerCast } from '../support/owners';
import { verifiedGuest } from '../support/accounts';
import { startTestServer, type Client, type TestServer } from '../support/server';

/**
 * The billing router over real HTTP on the embedded defaults (ADR 056): the local subscription
 * checkout and portal post signed events to the real webhook, and check-subscription answers from
 * the database.
 */

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

interface Status {
  subscribed: boolean;
  restaurant: boolean;
  stays: boolean;
  plans: { product: string; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean }[];
}
const status = async (c: Client) => (await c.query<Status>('billing.status')).data;
const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

describe('billing: subscribe, check, manage on the local checkout', () => {
  it('subscribes a guest to Sommelier, reuses one customer, and refuses a second checkout of the same plan', async () => {
    const guest = await verifiedGuest(server, 'sommelier.fan@example.com');
    expect(await status(guest)).toEqual({ subscribed: false, restaurant: false, stays: false, plans: [] });

    const started = await guest.mutate<{ url: string }>('billing.createCheckout', { plan: 'sommelier' });
    expect(started.status).toBe(200);
    const checkout = new URL(started.data.url);
    expect(checkout.pathname).toMatch(/^\/checkout\/local-subscription\//);
    const page = await (await fetch(checkout)).text();
    expect(page).toContain('Subscribe to AI Sommelier');
    expect(page).toContain('€2.99');

    const paid = await post(started.data.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/sommelier?success=true`);
    expect((await post(started.data.url)).status).toBe(303); // a second press: same events, applied once

    const after = await status(guest);
    expect(after).toMatchObject({ subscribed: true, restaurant: false, plans: [{ product: 'sommelier', status: 'active', cancelAtPeriodEnd: false }] });
    expect(new Date(after.plans[0]!.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);

    const again = await guest.mutate('billing.createCheckout', { plan: 'sommelier' });
    expect(again.error?.message).toBe(ERROR_CATALOGUE['billing.already_subscribed'].message);

    await guest.mutate('billing.createCheckout', { plan: 'citypacks' });
    const user = await server.core.db.selectFrom('users').select('id').where('email', '=', 'sommelier.fan@example.com').executeTakeFirstOrThrow();
    expect(await server.core.db.selectFrom('billing_customers').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('cancels at period end from the local portal (access kept until then) and resumes', async () => {
    const guest = await verifiedGuest(server, 'city.walker@example.com');
    await post((await guest.mutate<{ url: string }>('billing.createCheckout', { plan: 'citypacks' })).data.url);
    const portal = await guest.mutate<{ url: string }>('billing.customerPortal', { from: 'citypacks' });
    expect(portal.status).toBe(200);
    const portalPage = await (await fetch(portal.data.url)).text();
    expect(portalPage).toContain('AI City Packs');
    expect(portalPage).toContain(`${server.url}/citypacks`);
    const action = /action="([^"]+\/cancel)"/.exec(portalPage)?.[1];
    expect(action).toBeTruthy();
    expect((await post(`${server.url}${action}`)).status).toBe(303);
    expect(await status(guest)).toMatchObject({ subscribed: true, plans: [{ product: 'citypacks', status: 'active', cancelAtPeriodEnd: true }] });
    expect(await (await fetch(portal.data.url)).text()).toContain('Resume subscription');
    await post(`${server.url}${action!.replace(/cancel$/, 'resume')}`);
    expect((await status(guest)).plans[0]?.cancelAtPeriodEnd).toBe(false);
  });

  it('answers the SPEC texts: nothing to manage yet, and an invalid local checkout link', async () => {
    const guest = await verifiedGuest(server, 'no.plan@example.com');
    const portal = await guest.mutate('billing.customerPortal', {});
    expect(portal.error?.message).toBe('There is no subscription to manage yet. Please subscribe first.');
    expect((await fetch(`${server.url}/checkout/local-subscription/forged.token`)).status).toBe(404);
    expect((await fetch(`${server.url}/checkout/local-portal/forged.token`)).status).toBe(404);
    const visitor = await cast.clients.visitor.mutate('billing.createCheckout', { plan: 'restaurant' });
    expect(visitor.error?.message).toBe('Please log in first');
  });

  it('opens the owner dashboard once a new owner pays the restaurant plan', async () => {
    const owner = await verifiedGuest(server, 'new.owner@example.com');
    const { id } = await server.core.db.selectFrom('users').select('id').where('email', '=', 'new.owner@example.com').executeTakeFirstOrThrow();
    await server.core.db.insertInto('user_roles').values({ user_id: id, role: 'owner' }).execute();
    expect((await owner.query<{ kind: string }>('owner.home')).data.kind).toBe('needs_subscription');
    const started = await owner.mutate<{ url: string }>('billing.createCheckout', { plan: 'restaurant' });
    expect((await post(started.data.url)).headers.get('location')).toBe(`${server.url}/subscription?success=true`);
    expect((await owner.query<{ kind: string }>('owner.home')).data.kind).toBe('owner');
    expect(await status(owner)).toMatchObject({ restaurant: true, stays: false });
  });
});

/** A venue's staff hold no plans of their own (theirs are the venue owner's, ADR 127): each is answered as any guest. */
const STAFF = { hostA: 200, managerA: 200, hostB: 200, revokedHost: 200 } as const;
/** Who may call what: every billing procedure needs a session and acts only on the caller's own plans. */
const MATRIX: Record<string, { call: (c: Client) => Promise<{ status: number }>; expected: Record<OwnerActor, number> }> = {
  'billing.status': {
    call: (c) => c.query('billing.status'),
    expected: { visitor: 401, guest: 200, ownerA: 200, ownerB: 200, admin: 200, restaurantOwner: 200, staysOwner: 200, unpaidOwner: 200, ...STAFF },
  },
  // Owners A and B and the Restaurant plan owner already hold the restaurant plan (409); everyone else may buy it.
  'billing.createCheckout': {
    call: (c) => c.mutate('billing.createCheckout', { plan: 'restaurant' }),
    expected: { visitor: 401, guest: 200, ownerA: 409, ownerB: 409, admin: 200, restaurantOwner: 409, staysOwner: 200, unpaidOwner: 200, ...STAFF },
  },
  // The cast's plans were written without a provider customer: nothing to manage (400), never another's;
  // a checkout above made one for those who started it.
  'billing.customerPortal': {
    call: (c) => c.mutate('billing.customerPortal', {}),
    expected: { visitor: 401, guest: 200, ownerA: 400, ownerB: 400, admin: 200, restaurantOwner: 400, staysOwner: 200, unpaidOwner: 200, ...STAFF },
  },
};

describe('billing access matrix', () => {
  it('covers every billing procedure', () => {
    expectEveryProcedureCovered('billing.', MATRIX);
    expect(Object.keys(MATRIX)).toHaveLength(3);
  });

  it.each(Object.keys(MATRIX))('%s', async (proc) => {
    const row = MATRIX[proc]!;
    const got: Record<string, number> = {};
    for (const actor of OWNER_ACTORS) got[actor] = (await row.call(cast.clients[actor])).status;
    expect(got).toEqual(row.expected);
  });
});
