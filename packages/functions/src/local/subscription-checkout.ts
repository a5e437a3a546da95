import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Core } from '@tablestay/core/app';
import { dueLocalRenewals, getLocalPortal, getLocalSubscriptionCheckout, portalChangeEvent } from '@tablestay/core/billing/local-portal';
import { signPayload } from '@tablestay/core/billing/webhook';
import { formatEur } from '@tablestay/core/notification/payment-emails';
import { localCheckoutSecret } from '@tablestay/core/payment/local';
import { page } from './checkout';

const PLAN_NAMES = { restaurant: 'Restaurant Plan', stays: 'Stay Plan', sommelier: 'AI Sommelier', citypacks: 'AI City Packs' } as const;
const STATUS = { active: 'Active', trialing: 'Active', past_due: 'Payment failed, retrying', canceled: 'Canceled', incomplete: 'Incomplete', unpaid: 'Unpaid' };

const day = (d: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Ljubljana' }).format(d);

const invalid = () =>
  page(
    'Link unavailable',
    html`<h1>Link unavailable</h1>
      <p>This link is invalid or has expired.</p>
      <p><a href="/">Return to Home</a></p>`,
  );

/** Posts a signed Stripe-shaped event to this server's own webhook, the path Stripe's take. */
function poster(core: Core, selfUrl: () => string) {
  const secret = localCheckoutSecret(core.config);
  return async function post(event: unknown): Promise<boolean> {
    const payload = JSON.stringify(event);
    const res = await fetch(`${selfUrl()}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, secret) },
      body: payload,
    });
    if (!res.ok) console.error(`[checkout] the webhook refused a local billing event status=${res.status} body=${await res.text()}`);
    return res.ok;
  };
}

/**
 * Renews the local subscriptions whose period ended without a cancellation, as Stripe charges a
 * real one each month (ADR 056): the local server runs it hourly. Returns how many it renewed.
 */
export async function renewLocalPlans(core: Core, selfUrl: () => string, now = new Date()): Promise<number> {
  const post = poster(core, selfUrl);
  let renewed = 0;
  for (const events of await dueLocalRenewals(core.db, now)) {
    let ok = true;
    for (const event of events) ok = (await post(event)) && ok;
    if (ok) renewed++;
  }
  return renewed;
}

/**
 * The local stand-ins for Stripe's subscription Checkout and Billing portal (mounted by the local
 * server only, ADR 056). What they do reaches the app only as signed Stripe-shaped events posted
 * to this server's own webhook, the path Stripe uses.
 */
export function subscriptionRoutes(core: Core, selfUrl: () => string) {
  const app = new Hono();
  const secret = localCheckoutSecret(core.config);
  const post = poster(core, selfUrl);

  app.get('/checkout/local-subscription/:token', async (c) => {
    const view = await getLocalSubscriptionCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(), 404);
    const { session } = view;
    const name = PLAN_NAMES[session.product];
    const amount = formatEur('en', session.amount / 100);
    if (view.paid) {
      return c.html(
        page(
          'Already subscribed',
          html`<h1>Already subscribed</h1>
            <p>This subscription has already been paid.</p>
            <p><a href="${session.ok}">Back to TableStay</a></p>`,
        ),
      );
    }
    return c.html(
      page(
        `Subscribe to ${name}`,
        html`<h1>Subscribe to ${name}</h1>
          <dl>
            <dt>Plan</dt>
            <dd>${name}</dd>
            <dt>Billed</dt>
            <dd>Monthly, cancel any time</dd>
            <dt>Email</dt>
            <dd>${session.email}</dd>
          </dl>
          <p>Price<br /><span class="amount">${amount}</span> / month</p>
          <form method="post" class="actions">
            <button type="submit">Subscribe ${amount}/month</button>
            <a href="${session.cancel}">Cancel</a>
          </form>`,
      ),
    );
  });

  app.post('/checkout/local-subscription/:token', async (c) => {
    const view = await getLocalSubscriptionCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(), 404);
    if (!view.paid) {
      for (const event of view.events) {
        if (!(await post(event))) {
          return c.html(
            page(
              'Payment failed',
              html`<h1>Payment failed</h1>
                <p>The subscription could not be completed. Please try again.</p>
                <p><a href="${view.session.cancel}">Back to TableStay</a></p>`,
            ),
            502,
          );
        }
      }
    }
    return c.redirect(view.session.ok, 303);
  });

  app.get('/checkout/local-portal/:token', async (c) => {
    const token = c.req.param('token');
    const view = await getLocalPortal(core.db, secret, token);
    if (!view) return c.html(invalid(), 404);
    const rows = view.subscriptions.map((s) => {
      const live = s.status !== 'canceled' && s.currentPeriodEnd;
      const when = s.currentPeriodEnd ? day(s.currentPeriodEnd) : '';
      const note = !live ? '' : s.cancelAtPeriodEnd ? `Cancels on ${when}; access until then.` : `Renews on ${when}.`;
      const action = s.cancelAtPeriodEnd ? 'resume' : 'cancel';
      return html`<li>
        <strong>${PLAN_NAMES[s.product]}</strong> · ${STATUS[s.status]}
        <p class="meta">${note}</p>
        ${
          live
            ? html`<form method="post" action="/checkout/local-portal/${token}/${s.id}/${action}">
                <button type="submit">${action === 'cancel' ? 'Cancel subscription' : 'Resume subscription'}</button>
              </form>`
            : ''
        }
      </li>`;
    });
    return c.html(
      page(
        'Manage subscription',
        html`<h1>Manage subscription</h1>
          <p class="meta">${view.email}</p>
          ${
            rows.length
              ? html`<ul>
                  ${rows}
                </ul>`
              : html`<p>No subscriptions yet.</p>`
          }
          <p><a href="${view.session.ret}">Return to TableStay</a></p>`,
      ),
    );
  });

  app.post('/checkout/local-portal/:token/:subscription/:action{cancel|resume}', async (c) => {
    const token = c.req.param('token');
    const view = await getLocalPortal(core.db, secret, token);
    if (!view) return c.html(invalid(), 404);
    const event = portalChangeEvent(view, c.req.param('subscription'), c.req.param('action') as 'cancel' | 'resume');
    if (event && !(await post(event))) {
      return c.html(
        page(
          'Portal failed',
          html`<h1>Portal failed</h1>
            <p>The change could not be saved. Please try again.</p>
            <p><a href="/checkout/local-portal/${token}">Back</a></p>`,
        ),
        502,
      );
    }
    return c.redirect(`/checkout/local-portal/${token}`, 303);
  });
  return app;
}
