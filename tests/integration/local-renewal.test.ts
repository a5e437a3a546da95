import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePlans } from '@tablestay/core/billing/access';
import { createSubscription, createUser } from '@tablestay/core/db/factories';
import { renewLocalPlans } from '@tablestay/functions/local/subscription-checkout';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Without Stripe, a plan bought on the local checkout (and the demo owner's) renews each month as a
 * Stripe subscription does when its card is charged (ADR 056): the local server posts the renewal's
 * signed events to its own webhook. A cancelled plan, or one of Stripe's, is left alone.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const now = new Date();
const db = () => server.core.db;
const periodEnd = async (subscriptionId: string) =>
  await db()
    .selectFrom('subscriptions')
    .select(['current_period_end', 'status'])
    .where('stripe_subscription_id', '=', subscriptionId)
    .executeTakeFirstOrThrow();

async function plan(email: string, values: { id: string; endedDaysAgo: number; cancelAtPeriodEnd?: boolean }) {
  const user = await createUser(db(), { name: 'Plan Owner', email });
  await createSubscription(db(), {
    user_id: user.id,
    product: 'restaurant',
    status: 'active',
    current_period_end: new Date(now.getTime() - values.endedDaysAgo * DAY),
    cancel_at_period_end: values.cancelAtPeriodEnd ?? false,
    stripe_customer_id: `cus_local_${values.id}`,
    stripe_subscription_id: values.id,
    state_at: new Date(now.getTime() - 40 * DAY),
  });
  return user;
}

describe('local plans renew like Stripe subscriptions', () => {
  it('charges the period that holds today (once), leaves cancelled and Stripe plans, and the plan grants access again', async () => {
    const lapsed = await plan('lapsed@example.com', { id: 'sub_local_lapsed_one', endedDaysAgo: 45 });
    const cancelled = await plan('cancelled@example.com', { id: 'sub_local_cancelled', endedDaysAgo: 1, cancelAtPeriodEnd: true });
    await plan('stripe@example.com', { id: 'sub_1StripeReal', endedDaysAgo: 1 });
    expect((await activePlans(db(), lapsed.id)).map((p) => p.product)).toEqual([]);

    expect(await renewLocalPlans(server.core, () => server.url, now)).toBe(1);
    const renewed = await periodEnd('sub_local_lapsed_one');
    // 45 days ago + 30 + 30: the second month after the lapse holds today, 15 days from now.
    expect(renewed.status).toBe('active');
    expect(Math.round((renewed.current_period_end!.getTime() - now.getTime()) / DAY)).toBe(15);
    expect((await activePlans(db(), lapsed.id)).map((p) => p.product)).toEqual(['restaurant']);
    // Nothing left to renew; the cancelled plan and Stripe's kept their ended period.
    expect(await renewLocalPlans(server.core, () => server.url, now)).toBe(0);
    expect((await periodEnd('sub_local_cancelled')).current_period_end!.getTime()).toBeLessThan(now.getTime());
    expect((await periodEnd('sub_1StripeReal')).current_period_end!.getTime()).toBeLessThan(now.getTime());
    expect((await activePlans(db(), cancelled.id)).map((p) => p.product)).toEqual([]);
    // Each renewal is a paid invoice and the subscription's new period, applied once.
    const events = await db().selectFrom('stripe_events').select('type').where('type', 'in', ['invoice.paid', 'customer.subscription.updated']).execute();
    expect(events.map((e) => e.type).sort()).toEqual(['customer.subscription.updated', 'invoice.paid']);
  });
});
