import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Core } from '@tablestay/core/app';
import { signPayload } from '@tablestay/core/billing/webhook';
import { formatDate, formatEur } from '@tablestay/core/notification/payment-emails';
import { localCheckoutSecret, localCompletedEvent } from '@tablestay/core/payment/local';
import { getLocalCheckout } from '@tablestay/core/payment/service';

export const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} · Local checkout</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 520px;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1c1917;
          }
          a {
            color: #b45309;
          }
          .meta {
            color: #57534e;
            font-size: 0.9rem;
          }
          dl {
            display: grid;
            grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
            gap: 0.4rem 1rem;
            margin: 1.5rem 0;
          }
          dt {
            color: #57534e;
          }
          dd {
            margin: 0;
            font-weight: 600;
            overflow-wrap: anywhere;
          }
          .amount {
            font-size: 2rem;
            font-weight: 700;
          }
          .actions {
            display: flex;
            flex-wrap: wrap;
            gap: 1rem;
            align-items: center;
          }
          button {
            font: inherit;
            font-weight: 600;
            padding: 0.7rem 1.4rem;
            border: 0;
            border-radius: 6px;
            background: #b45309;
            color: #fff;
            cursor: pointer;
          }
          button:focus-visible,
          a:focus-visible {
            outline: 3px solid #1d4ed8;
            outline-offset: 2px;
          }
        </style>
      </head>
      <body>
        <p class="meta">Local checkout: the embedded stand-in for the payment provider. No real money moves.</p>
        <main>${body}</main>
      </body>
    </html>`;

const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

// The hold's end as the deposit page shows it (venue wall clock): one instant, one wording, on both pages.
const heldAt = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

const invalid = () =>
  page(
    'Checkout unavailable',
    html`<h1>Checkout unavailable</h1>
      <p>This checkout link is invalid or has expired.</p>
      <p><a href="/">Return to Home</a></p>`,
  );

/**
 * The local payments adapter's payment window (mounted by the local server only). Paying posts a
 * signed Stripe-shaped event to this server's own webhook endpoint, the same path Stripe uses.
 */
export function checkoutRoutes(core: Core, selfUrl: () => string) {
  const app = new Hono();
  const secret = localCheckoutSecret(core.config);

  app.get('/checkout/local/:token', async (c) => {
    const view = await getLocalCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(), 404);
    const { session } = view;
    const amount = formatEur('en', session.amount / 100);
    if (view.state === 'paid') {
      return c.html(
        page(
          'Already paid',
          html`<h1>Deposit already paid</h1>
            <p>This deposit has already been paid.</p>
            <p><a href="${session.ok}">${view.kind === 'stay' ? 'View your booking' : 'View your reservation'}</a></p>`,
        ),
      );
    }
    const details =
      view.kind === 'stay'
        ? html`<dt>Property</dt>
            <dd>${view.stay.property}</dd>
            <dt>Room</dt>
            <dd>${view.stay.roomType}</dd>
            <dt>Check-in</dt>
            <dd>${formatDate('en', view.stay.checkIn)}</dd>
            <dt>Check-out</dt>
            <dd>${formatDate('en', view.stay.checkOut)}</dd>
            <dt>Nights</dt>
            <dd>${view.stay.nights} ${view.stay.nights === 1 ? 'night' : 'nights'}</dd>
            <dt>Guests</dt>
            <dd>${guests(view.stay.guests)}</dd>`
        : html`<dt>Restaurant</dt>
            <dd>${view.reservation.venue}</dd>
            <dt>Date</dt>
            <dd>${formatDate('en', view.reservation.date)}</dd>
            <dt>Time</dt>
            <dd>${view.reservation.time}</dd>
            <dt>Party</dt>
            <dd>${guests(view.reservation.partySize)}</dd>`;
    const payee = view.kind === 'stay' ? view.stay.property : view.reservation.venue;
    return c.html(
      page(
        `Pay ${amount}`,
        html`<h1>Pay your deposit</h1>
          <dl>
            ${details}
            <dt>Email</dt>
            <dd>${session.email}</dd>
          </dl>
          <p>Deposit<br /><span class="amount">${amount}</span></p>
          <p class="meta">
            Paid directly to ${payee}.${view.heldUntil ? ` Your booking is held until ${heldAt(view.heldUntil, view.timezone)} (${view.timezone} time).` : ''}
          </p>
          <form method="post" class="actions">
            <button type="submit">Pay ${amount}</button>
            <a href="${session.cancel}">Cancel</a>
          </form>`,
      ),
    );
  });

  app.post('/checkout/local/:token', async (c) => {
    const view = await getLocalCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(), 404);
    // A second submit of a paid window just goes on to the confirmation.
    if (view.state === 'paid') return c.redirect(view.session.ok, 303);
    const payload = JSON.stringify(localCompletedEvent(view.session));
    const res = await fetch(`${selfUrl()}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, secret) },
      body: payload,
    });
    if (!res.ok) {
      console.error(`[checkout] the webhook refused the local payment status=${res.status} body=${await res.text()}`);
      return c.html(
        page(
          'Payment failed',
          html`<h1>Payment failed</h1>
            <p>The payment could not be completed. Please try again.</p>
            <p><a href="${view.session.cancel}">Back to the deposit page</a></p>`,
        ),
        502,
      );
    }
    return c.redirect(view.session.ok, 303);
  });
  return app;
}
