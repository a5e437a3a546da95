import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localEvent, subscriptionObject, type LocalSubscriptionState } from '@tablestay/core/billing/local';
import { activePlans, requireCapability } from '@tablestay/core/billing/access';
import { PAST_DUE_GRACE_DAYS } from '@tablestay/core/billing/plans';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/stripe-events/webhook';
import { createProperty, createUser, createVenue } from '@tablestay/core/db/factories';
import { postWebhook } from '../support/checkout';
import { expectConsoleError } from '../support/fail-on-console-error';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Subscription state from webhook events (ADR 057): each event once, in any
 * order, judged by the subscription's own period and Stripe's date, never by arrival.
 */

let server: TestServer;
let userId: string;
let seq = 0;
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  userId = (await createUser(server.core.db, { email: `sub${++seq}@example.com` })).id;
});

const state = (over: Partial<LocalSubscriptionState> = {}): LocalSubscriptionState => ({
  id: `sub_test_${seq}`,
  customer: `cus_test_${seq}`,
  userId,
  product: 'sommelier',
  price: 'price_local_sommelier',
  amount: 299,
  status: 'active',
  periodStart: NOW - DAY,
  periodEnd: NOW + 29 * DAY,
  cancelAtPeriodEnd: false,
  ...over,
});
let evt = 0;
const subEvent = (type: string, s: LocalSubscriptionState, created: number) => localEvent(`evt_test_${++evt}`, type, subscriptionObject(s), created);
const invoiceEvent = (type: 'invoice.paid' | 'invoice.payment_failed', s: LocalSubscriptionState, created: number, reason = 'subscription_cycle') =>
  localEvent(
    `evt_test_${++evt}`,
    type,
    {
      id: `in_test_${evt}`,
      object: 'invoice',
      customer: s.customer,
      billing_reason: reason,
      parent: { subscription_details: { subscription: s.id, metadata: { kind: 'subscription', user_id: s.userId, product: s.product } } },
      lines: { data: [{ period: { start: s.periodStart, end: s.periodEnd } }] },
    },
    created,
  );

async function send(event: object, secret = LOCAL_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return postWebhook(server, payload, signPayload(payload, secret));
}
const row = () => server.core.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
const plans = () => activePlans(server.core.db, userId);
const pastDueFor = (seconds: number) =>
  server.core.db
    .updateTable('subscriptions')
    .set({ past_due_since: new Date(Date.now() - seconds * 1000) })
    .where('user_id', '=', userId)
    .execute();

describe('subscription webhooks (ADR 057)', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const res = await send(subEvent('customer.subscription.created', state(), NOW), 'whsec_wrong');
    expect(res.status).toBe(400);
    expect(await row()).toBeUndefined();
  });

  it('applies a replayed event once', async () => {
    const created = subEvent('customer.subscription.created', state(), NOW);
    expect((await send(created)).body).toMatchObject({ applied: true, duplicate: false });
    expect((await send(created)).body).toMatchObject({ applied: false, duplicate: true });
    expect(await server.core.db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
    expect(await plans()).toMatchObject([{ product: 'sommelier', status: 'active', cancelAtPeriodEnd: false }]);
  });

  it('keeps the newest state whatever the arrival order', async () => {
    const created = subEvent('customer.subscription.created', state(), NOW - 60);
    const canceling = subEvent('customer.subscription.updated', state({ cancelAtPeriodEnd: true }), NOW);
    await send(canceling);
    await send(created); // older, same period: ignored
    await send(invoiceEvent('invoice.paid', state(), NOW - 60, 'subscription_create'));
    expect(await row()).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('never revives a deleted subscription, and ignores a state of an earlier period', async () => {
    const renewed = state({ periodStart: NOW + 29 * DAY, periodEnd: NOW + 59 * DAY });
    await send(subEvent('customer.subscription.updated', renewed, NOW));
    await send(subEvent('customer.subscription.updated', state({ cancelAtPeriodEnd: true }), NOW + 10)); // earlier period, later date
    expect(await row()).toMatchObject({ cancel_at_period_end: false, current_period_end: new Date(renewed.periodEnd * 1000) });
    await send(subEvent('customer.subscription.deleted', state({ ...renewed, status: 'canceled' }), NOW + 20));
    await send(subEvent('customer.subscription.updated', renewed, NOW + 30));
    await send(invoiceEvent('invoice.paid', renewed, NOW + 40));
    expect((await row())?.status).toBe('canceled');
    expect(await plans()).toEqual([]);
  });

  it('keeps a plan cancelled at period end until that end, then lapses', async () => {
    await send(subEvent('customer.subscription.updated', state({ cancelAtPeriodEnd: true }), NOW));
    expect(await plans()).toMatchObject([{ product: 'sommelier', cancelAtPeriodEnd: true }]);
    await server.core.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect(await plans()).toEqual([]);
  });

  it('keeps access through the retry window after a failed payment, then lapses', async () => {
    await send(subEvent('customer.subscription.created', state(), NOW - 60));
    await send(invoiceEvent('invoice.payment_failed', state(), NOW));
    expect(await row()).toMatchObject({ status: 'past_due', past_due_since: new Date(NOW * 1000) });
    expect(await plans()).toMatchObject([{ product: 'sommelier', status: 'past_due' }]);
    // The database's plan_access_until holds the same window as PAST_DUE_GRACE_DAYS: both edges.
    await pastDueFor(PAST_DUE_GRACE_DAYS * DAY - 60);
    expect(await plans()).toMatchObject([{ product: 'sommelier', status: 'past_due' }]);
    await pastDueFor(PAST_DUE_GRACE_DAYS * DAY + 60);
    expect(await plans()).toEqual([]);
  });

  it('restores access when a retry pays', async () => {
    await send(invoiceEvent('invoice.payment_failed', state(), NOW - 30));
    await send(invoiceEvent('invoice.paid', state(), NOW));
    expect(await row()).toMatchObject({ status: 'active', past_due_since: null });
  });

  it('ignores a failed first invoice and events it cannot tie to a user', async () => {
    expect((await send(invoiceEvent('invoice.payment_failed', state(), NOW, 'subscription_create'))).body).toMatchObject({ applied: false });
    const stranger = { ...subscriptionObject(state()), metadata: {} };
    expect((await send(localEvent(`evt_test_${++evt}`, 'customer.subscription.created', stranger, NOW))).body).toMatchObject({ applied: false });
    expect(await row()).toBeUndefined();
  });

  it('gates on the server with the SPEC texts, naming the plan to buy (admins exempt from the owner plans)', async () => {
    const db = server.core.db;
    const guest = { id: userId, role: 'guest' as const };
    const owner = { id: userId, role: 'owner' as const };
    await expect(requireCapability(db, guest, 'sommelier')).rejects.toThrow('Subscription required — Please subscribe to use AI Sommelier');
    await expect(requireCapability(db, guest, 'citypacks')).rejects.toThrow('Subscription required — Please subscribe to use AI City Packs');
    await expect(requireCapability(db, owner, 'restaurant_dashboard')).rejects.toMatchObject({
      code: 'billing.restaurant_required',
      message: 'Subscription required — Please subscribe to the Restaurant plan (€29/month)',
      details: { plan: 'restaurant' },
    });
    await expect(requireCapability(db, owner, 'room_types')).rejects.toMatchObject({
      code: 'billing.stays_required',
      message: 'Subscription required — Please subscribe to the Stays plan (€79/month)',
      details: { plan: 'stays' },
    });
    await expect(requireCapability(db, { id: userId, role: 'admin' }, 'stays_analytics')).resolves.toBeUndefined();
    await expect(requireCapability(db, { id: userId, role: 'admin' }, 'sommelier')).rejects.toThrow('Subscription required');
    await send(subEvent('customer.subscription.created', state(), NOW));
    await expect(requireCapability(db, guest, 'sommelier')).resolves.toBeUndefined();
    await expect(requireCapability(db, guest, 'citypacks')).rejects.toThrow('Subscription required');
    // The Restaurant plan unlocks the restaurant's capabilities and none of the Stays plan's.
    await send(subEvent('customer.subscription.created', state({ id: `sub_rest_${seq}`, product: 'restaurant', price: 'price_local_restaurant' }), NOW));
    await expect(requireCapability(db, owner, 'restaurant_dashboard')).resolves.toBeUndefined();
    await expect(requireCapability(db, owner, 'restaurant_ai')).resolves.toBeUndefined();
    for (const stays of ['stays_dashboard', 'room_types', 'stays_analytics', 'multi_property'] as const) {
      await expect(requireCapability(db, owner, stays)).rejects.toMatchObject({ code: 'billing.stays_required' });
    }
  });
});

const live = async (id: string) => {
  const v = await server.core.db.selectFrom('restaurants').select(['dining_plan_until', 'stays_plan_until']).where('id', '=', id).executeTakeFirstOrThrow();
  const now = Date.now();
  return { dining: v.dining_plan_until !== null && Number(v.dining_plan_until) > now, stays: v.stays_plan_until !== null && Number(v.stays_plan_until) > now };
};
const restaurant = (over: Partial<LocalSubscriptionState> = {}) => state({ product: 'restaurant', price: 'price_local_restaurant', amount: 2900, ...over });

/** A venue is public and bookable only while its owner's plan for its side grants access (ADR 104), as the webhooks leave it. */
describe("the owner's venues follow the subscription (ADR 104)", () => {
  it('goes live with the plan, stays so through the retry window and the paid period, and lapses after', async () => {
    const venue = (await createVenue(server.core.db, { owner_id: userId, total_tables: 5 })).id;
    const property = (await createProperty(server.core.db, { owner_id: userId, total_rooms: 1 })).venue.id;
    expect(await live(venue)).toEqual({ dining: false, stays: false });
    await send(subEvent('customer.subscription.created', restaurant(), NOW - 60));
    expect(await live(venue)).toEqual({ dining: true, stays: false });
    expect(await live(property)).toMatchObject({ stays: false }); // the Restaurant plan sells no rooms
    await send(invoiceEvent('invoice.payment_failed', restaurant(), NOW));
    expect(await live(venue)).toMatchObject({ dining: true });
    await server.core.db
      .updateTable('subscriptions')
      .set({ past_due_since: new Date(Date.now() - (PAST_DUE_GRACE_DAYS * DAY + 60) * 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect(await live(venue)).toMatchObject({ dining: false });
    await send(invoiceEvent('invoice.paid', restaurant(), NOW + 10));
    expect(await live(venue)).toMatchObject({ dining: true });
    await send(subEvent('customer.subscription.updated', restaurant({ cancelAtPeriodEnd: true }), NOW + 20));
    expect(await live(venue)).toMatchObject({ dining: true });
    await send(subEvent('customer.subscription.deleted', restaurant({ status: 'canceled' }), NOW + 30));
    expect(await live(venue)).toMatchObject({ dining: false });
  });

  it('an add-on makes no venue live, and a replayed event leaves the venue row as it was', async () => {
    const venue = (await createVenue(server.core.db, { owner_id: userId, total_tables: 5 })).id;
    await send(subEvent('customer.subscription.created', state(), NOW));
    expect(await live(venue)).toEqual({ dining: false, stays: false });
    const created = subEvent('customer.subscription.created', restaurant({ id: `sub_r_${seq}` }), NOW);
    await send(created);
    const version = async () =>
      (
        await server.core.db
          .selectFrom('restaurants')
          .select(sql<string>`xmin::text`.as('v'))
          .where('id', '=', venue)
          .executeTakeFirstOrThrow()
      ).v;
    const before = await version();
    await send(created);
    await send(subEvent('customer.subscription.updated', restaurant({ id: `sub_r_${seq}` }), NOW + 1));
    expect(await version()).toBe(before);
    expect(await live(venue)).toEqual({ dining: true, stays: false });
  });

  it('keeps the columns derived: a value written by hand is recomputed', async () => {
    const venue = (await createVenue(server.core.db, { owner_id: userId, total_tables: 5 })).id;
    await sql`UPDATE restaurants SET dining_plan_until = 'infinity' WHERE id = ${venue}`.execute(server.core.db);
    expect(await live(venue)).toEqual({ dining: false, stays: false });
  });

  it('answers every one of several events racing to create one subscription with 200 JSON, leaving one row', async () => {
    // Each event is the first this subscription sees: all of them find no row and try to insert it.
    const s = state();
    const events = [
      subEvent('customer.subscription.created', s, NOW - 30),
      invoiceEvent('invoice.paid', s, NOW - 20, 'subscription_create'),
      subEvent('customer.subscription.updated', state({ cancelAtPeriodEnd: true }), NOW),
      invoiceEvent('invoice.paid', s, NOW - 10),
      subEvent('customer.subscription.updated', s, NOW - 5),
      invoiceEvent('invoice.paid', s, NOW - 15),
    ];
    const answers = await Promise.all(events.map((e) => send(e)));
    // An event older than the state already kept is received and not applied, so `applied` depends on the order.
    expect(answers).toEqual(events.map(() => ({ status: 200, body: { received: true, applied: expect.any(Boolean), duplicate: false } })));
    const rows = await server.core.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
    // Whatever order they were applied in, the newest state (the cancel at period end) is kept.
    expect(rows).toMatchObject([{ stripe_subscription_id: s.id, status: 'active', cancel_at_period_end: true, state_at: new Date(NOW * 1000) }]);
  });

  it('answers an unexpected failure with JSON and a 500, so Stripe retries', async () => {
    const db = server.core.db;
    await sql`create function test_refuse_event() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`.execute(db);
    await sql`create trigger test_refuse_event before insert on stripe_events for each row execute function test_refuse_event()`.execute(db);
    try {
      expectConsoleError();
      const res = await send(subEvent('customer.subscription.created', state(), NOW));
      expect(res).toEqual({ status: 500, body: { error: 'An unexpected error occurred' } });
    } finally {
      await sql`drop trigger test_refuse_event on stripe_events`.execute(db);
      await sql`drop function test_refuse_event()`.execute(db);
    }
    expect(await row()).toBeUndefined();
  });
});
