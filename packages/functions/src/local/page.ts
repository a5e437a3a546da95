import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import type { Locale } from '@tablestay/core/i18n';
import { signPayload } from '@tablestay/core/stripe-events/webhook';

/**
 * The local payment windows' one page (mounted by the local server only): the deposit window
 * (checkout.ts) and the subscription Checkout and Billing portal stand-ins (subscription-checkout.ts)
 * write their content into this shell, its notices and its pay form.
 */

type Html = ReturnType<typeof html>;

/** What every window says it is, in the visitor's language. */
const WINDOW = {
  en: { window: 'Local checkout', about: 'Local checkout: the embedded stand-in for the payment provider. No real money moves.' },
  sl: { window: 'Lokalna blagajna', about: 'Lokalna blagajna: vgrajena nadomestna plačilna storitev. Pravi denar se ne premakne.' },
} satisfies Record<Locale, Record<string, string>>;

/**
 * The visitor's language where no booking speaks for it (a subscription, a bad link): the one the app
 * shows (its `lang` cookie, same origin), else the browser's first language, as Stripe's `auto`.
 */
export function visitorLocale(c: Context): Locale {
  const chosen = getCookie(c, 'lang');
  if (chosen === 'en' || chosen === 'sl') return chosen;
  return /^\s*sl\b/i.test(c.req.header('accept-language') ?? '') ? 'sl' : 'en';
}

export const page = (title: string, body: Html, locale: Locale = 'en') =>
  html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} · ${WINDOW[locale].window}</title>
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
        <p class="meta">${WINDOW[locale].about}</p>
        <main>${body}</main>
      </body>
    </html>`;

/** A page that says one thing: a heading (the title unless given), a sentence and one link on. */
export const notice = (locale: Locale, n: { title: string; heading?: string; text: string; href: string; link: string }) =>
  page(
    n.title,
    html`<h1>${n.heading ?? n.title}</h1>
      <p>${n.text}</p>
      <p><a href="${n.href}">${n.link}</a></p>`,
    locale,
  );

/** The amount to pay, a note under it, and the pay button beside the way back. */
export const payForm = (p: { label: string; amount: string; note?: Html | string; button: string; cancelHref: string; cancel: string }) =>
  html`<p>${p.label}<br /><span class="amount">${p.amount}</span></p>
    ${p.note ? html`<p class="meta">${p.note}</p>` : ''}
    <form method="post" class="actions">
      <button type="submit">${p.button}</button>
      <a href="${p.cancelHref}">${p.cancel}</a>
    </form>`;

/**
 * Posts a signed Stripe-shaped event to this server's own webhook, the path Stripe's take; false
 * (and a log line naming `what`) when the webhook refuses it.
 */
export function selfWebhook(selfUrl: () => string, secret: string, what: string) {
  return async function post(event: unknown): Promise<boolean> {
    const payload = JSON.stringify(event);
    const res = await fetch(`${selfUrl()}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, secret) },
      body: payload,
    });
    if (!res.ok) console.error(`[checkout] the webhook refused ${what} status=${res.status} body=${await res.text()}`);
    return res.ok;
  };
}
