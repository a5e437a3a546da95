import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import type { Core } from '@tablestay/core/app';
import { signPayload } from '@tablestay/core/billing/webhook';
import type { Locale } from '@tablestay/core/i18n';
import { count, formatDate, timeIn } from '@tablestay/core/i18n/format';
import { formatEur } from '@tablestay/core/money';
import { label } from '@tablestay/core/i18n/labels';
import { localCheckoutSecret, localCompletedEvent } from '@tablestay/core/payment/local';
import { getLocalCheckout } from '@tablestay/core/payment/service';

/** The window's words in the guest's language; Stripe's own window speaks it too (`locale`). */
const TEXT = {
  en: {
    window: 'Local checkout',
    about: 'Local checkout: the embedded stand-in for the payment provider. No real money moves.',
    unavailable: 'Checkout unavailable',
    invalid: 'This checkout link is invalid or has expired.',
    home: 'Return to Home',
    alreadyPaid: 'Already paid',
    alreadyPaidTitle: 'Deposit already paid',
    alreadyPaidText: 'This deposit has already been paid.',
    viewStay: 'View your booking',
    viewReservation: 'View your reservation',
    property: 'Property',
    room: 'Room',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    restaurant: 'Restaurant',
    date: 'Date',
    time: 'Time',
    party: 'Party',
    email: 'Email',
    title: 'Pay your deposit',
    deposit: 'Deposit',
    paidTo: (payee: string) => `Paid directly to ${payee}.`,
    heldUntil: (time: string, zone: string) => ` Your booking is held until ${time} (${zone} time).`,
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel',
    failed: 'Payment failed',
    failedText: 'The payment could not be completed. Please try again.',
    back: 'Back to the deposit page',
  },
  sl: {
    window: 'Lokalna blagajna',
    about: 'Lokalna blagajna: vgrajena nadomestna plačilna storitev. Pravi denar se ne premakne.',
    unavailable: 'Plačilo ni na voljo',
    invalid: 'Ta povezava za plačilo je neveljavna ali je potekla.',
    home: 'Nazaj na domačo stran',
    alreadyPaid: 'Že plačano',
    alreadyPaidTitle: 'Varščina je že plačana',
    alreadyPaidText: 'Ta varščina je že plačana.',
    viewStay: 'Ogled rezervacije',
    viewReservation: 'Ogled rezervacije',
    property: 'Nastanitev',
    room: 'Soba',
    checkIn: 'Prihod',
    checkOut: 'Odhod',
    nights: 'Noči',
    guests: 'Gostje',
    restaurant: 'Restavracija',
    date: 'Datum',
    time: 'Ura',
    party: 'Osebe',
    email: 'E-pošta',
    title: 'Plačajte varščino',
    deposit: 'Varščina',
    paidTo: (payee: string) => `Plačilo gre neposredno: ${payee}.`,
    heldUntil: (time: string, zone: string) => ` Rezervacija je zadržana do ${time} (čas: ${zone}).`,
    pay: (amount: string) => `Plačaj ${amount}`,
    cancel: 'Prekliči',
    failed: 'Plačilo ni uspelo',
    failedText: 'Plačila ni bilo mogoče dokončati. Poskusite znova.',
    back: 'Nazaj na stran z varščino',
  },
} satisfies Record<Locale, Record<string, string | ((...args: string[]) => string)>>;

/** A booking's days with their weekday, as in the emails. */
const FULL = { dateStyle: 'full' } as const;

/**
 * The visitor's language where no booking speaks for it (a subscription, a bad link): the one the app
 * shows (its `lang` cookie, same origin), else the browser's first language, as Stripe's `auto`.
 */
export function visitorLocale(c: Context): Locale {
  const chosen = getCookie(c, 'lang');
  if (chosen === 'en' || chosen === 'sl') return chosen;
  return /^\s*sl\b/i.test(c.req.header('accept-language') ?? '') ? 'sl' : 'en';
}

export const page = (title: string, body: ReturnType<typeof html>, locale: Locale = 'en') =>
  html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} · ${TEXT[locale].window}</title>
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
        <p class="meta">${TEXT[locale].about}</p>
        <main>${body}</main>
      </body>
    </html>`;

const invalid = (locale: Locale) => {
  const t = TEXT[locale];
  return page(
    t.unavailable,
    html`<h1>${t.unavailable}</h1>
      <p>${t.invalid}</p>
      <p><a href="/">${t.home}</a></p>`,
    locale,
  );
};

/**
 * The local payments adapter's payment window (mounted by the local server only). Paying posts a
 * signed Stripe-shaped event to this server's own webhook endpoint, the same path Stripe uses.
 */
export function checkoutRoutes(core: Core, selfUrl: () => string) {
  const app = new Hono();
  const secret = localCheckoutSecret(core.config);

  app.get('/checkout/local/:token', async (c) => {
    const view = await getLocalCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(visitorLocale(c)), 404);
    const { session, locale } = view;
    const t = TEXT[locale];
    const amount = formatEur(locale, session.amount);
    if (view.state === 'paid') {
      return c.html(
        page(
          t.alreadyPaid,
          html`<h1>${t.alreadyPaidTitle}</h1>
            <p>${t.alreadyPaidText}</p>
            <p><a href="${session.ok}">${view.kind === 'stay' ? t.viewStay : t.viewReservation}</a></p>`,
          locale,
        ),
      );
    }
    const details =
      view.kind === 'stay'
        ? html`<dt>${t.property}</dt>
            <dd>${view.stay.property}</dd>
            <dt>${t.room}</dt>
            <dd>${label(locale, view.stay.roomType)}</dd>
            <dt>${t.checkIn}</dt>
            <dd>${formatDate(locale, view.stay.checkIn, FULL)}</dd>
            <dt>${t.checkOut}</dt>
            <dd>${formatDate(locale, view.stay.checkOut, FULL)}</dd>
            <dt>${t.nights}</dt>
            <dd>${count(locale, 'nights', view.stay.nights)}</dd>
            <dt>${t.guests}</dt>
            <dd>${count(locale, 'people', view.stay.guests)}</dd>`
        : html`<dt>${t.restaurant}</dt>
            <dd>${view.reservation.venue}</dd>
            <dt>${t.date}</dt>
            <dd>${formatDate(locale, view.reservation.date, FULL)}</dd>
            <dt>${t.time}</dt>
            <dd>${view.reservation.time}</dd>
            <dt>${t.party}</dt>
            <dd>${count(locale, 'people', view.reservation.partySize)}</dd>`;
    const payee = view.kind === 'stay' ? view.stay.property : view.reservation.venue;
    return c.html(
      page(
        t.pay(amount),
        html`<h1>${t.title}</h1>
          <dl>
            ${details}
            <dt>${t.email}</dt>
            <dd>${session.email}</dd>
          </dl>
          <p>${t.deposit}<br /><span class="amount">${amount}</span></p>
          <p class="meta">${t.paidTo(payee)}${view.heldUntil ? t.heldUntil(timeIn(locale, view.heldUntil, view.timezone), view.timezone) : ''}</p>
          <form method="post" class="actions">
            <button type="submit">${t.pay(amount)}</button>
            <a href="${session.cancel}">${t.cancel}</a>
          </form>`,
        locale,
      ),
    );
  });

  app.post('/checkout/local/:token', async (c) => {
    const view = await getLocalCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(visitorLocale(c)), 404);
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
      const t = TEXT[view.locale];
      return c.html(
        page(
          t.failed,
          html`<h1>${t.failed}</h1>
            <p>${t.failedText}</p>
            <p><a href="${view.session.cancel}">${t.back}</a></p>`,
          view.locale,
        ),
        502,
      );
    }
    return c.redirect(view.session.ok, 303);
  });
  return app;
}
