import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localEvent, subscriptionObject, type LocalSubscriptionState } from '@tablestay/core/billing/local';
import { activePlans, PAST_DUE_GRACE_DAYS, requirePlan } from '@tablestay/core/billing/plans';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/billing/webhook';
import { createUser } from '@tablestay/core/db/factories';
import { sql } from 'kysely';
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
    await server.core.db
      .updateTable('subscriptions')
      .set({ past_due_since: new Date(Date.now() - (PAST_DUE_GRACE_DAYS * DAY + 60) * 1000) })
      .where('user_id', '=', userId)
      .execute();
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

  it('gates on the server with the SPEC texts (admins exempt from the owner plan)', async () => {
    const db = server.core.db;
    const guest = { id: userId, role: 'guest' as const };
    await expect(requirePlan(db, guest, 'sommelier')).rejects.toThrow('Subscription required — Please subscribe to use AI Sommelier');
    await expect(requirePlan(db, guest, 'citypacks')).rejects.toThrow('Subscription required — Please subscribe to use AI City Packs');
    await expect(requirePlan(db, { id: userId, role: 'owner' }, 'owner')).rejects.toThrow('An active subscription is required. Please choose a plan.');
    await expect(requirePlan(db, { id: userId, role: 'admin' }, 'owner')).resolves.toBeUndefined();
    await send(subEvent('customer.subscription.created', state(), NOW));
    await expect(requirePlan(db, guest, 'sommelier')).resolves.toBeUndefined();
    await expect(requirePlan(db, guest, 'citypacks')).rejects.toThrow('Subscription required');
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
