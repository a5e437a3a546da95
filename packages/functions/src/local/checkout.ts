import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Core } from '@tablestay/core/app';
import type { Locale } from '@tablestay/core/i18n';
import { count, formatDate, timeIn } from '@tablestay/core/i18n/format';
import { formatEur } from '@tablestay/core/money';
import { label } from '@tablestay/core/i18n/labels';
import { localCheckoutSecret, localCompletedEvent } from '@tablestay/core/payment/local';
import { getLocalCheckout } from '@tablestay/core/payment/service';
import { notice, page, payForm, selfWebhook, visitorLocale } from './page';

/** The window's words in the guest's language; Stripe's own window speaks it too (`locale`). */
const TEXT = {
  en: {
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
    paidTo: (payee: string) => `Znesek prejme neposredno ${payee}.`,
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

const invalid = (locale: Locale) => {
  const t = TEXT[locale];
  return notice(locale, { title: t.unavailable, text: t.invalid, href: '/', link: t.home });
};

/**
 * The local payments adapter's payment window (mounted by the local server only). Paying posts a
 * signed Stripe-shaped event to this server's own webhook endpoint, the same path Stripe uses.
 */
export function checkoutRoutes(core: Core, selfUrl: () => string) {
  const app = new Hono();
  const secret = localCheckoutSecret(core.config);
  const post = selfWebhook(selfUrl, secret, 'the local payment');

  app.get('/checkout/local/:token', async (c) => {
    const view = await getLocalCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(visitorLocale(c)), 404);
    const { session, locale } = view;
    const t = TEXT[locale];
    const amount = formatEur(locale, session.amount);
    if (view.state === 'paid') {
      const link = view.kind === 'stay' ? t.viewStay : t.viewReservation;
      return c.html(notice(locale, { title: t.alreadyPaid, heading: t.alreadyPaidTitle, text: t.alreadyPaidText, href: session.ok, link }));
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
          ${payForm({
            label: t.deposit,
            amount,
            note: `${t.paidTo(payee)}${view.heldUntil ? t.heldUntil(timeIn(locale, view.heldUntil, view.timezone), view.timezone) : ''}`,
            button: t.pay(amount),
            cancelHref: session.cancel,
            cancel: t.cancel,
          })}`,
        locale,
      ),
    );
  });

  app.post('/checkout/local/:token', async (c) => {
    const view = await getLocalCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(visitorLocale(c)), 404);
    // A second submit of a paid window just goes on to the confirmation.
    if (view.state === 'paid') return c.redirect(view.session.ok, 303);
    if (!(await post(localCompletedEvent(view.session)))) {
      const t = TEXT[view.locale];
      return c.html(notice(view.locale, { title: t.failed, text: t.failedText, href: view.session.cancel, link: t.back }), 502);
    }
    return c.redirect(view.session.ok, 303);
  });
  return app;
}
