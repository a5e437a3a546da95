import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Core } from '@tablestay/core/app';
import { dueLocalRenewals, getLocalPortal, getLocalSubscriptionCheckout, portalChangeEvent } from '@tablestay/core/billing/local-portal';
import type { Locale } from '@tablestay/core/i18n';
import { formatDate } from '@tablestay/core/i18n/format';
import { formatEur } from '@tablestay/core/money';
import { localCheckoutSecret } from '@tablestay/core/payment/local';
import { notice, page, payForm, selfWebhook, visitorLocale } from './page';

/** The pages' words in the visitor's language (the app's `lang` cookie), as Stripe's own pages speak it. */
const TEXT = {
  en: {
    plans: { restaurant: 'Restaurant Plan', stays: 'Stay Plan', sommelier: 'AI Sommelier', citypacks: 'AI City Packs' },
    status: { active: 'Active', trialing: 'Active', past_due: 'Payment failed, retrying', canceled: 'Canceled', incomplete: 'Incomplete', unpaid: 'Unpaid' },
    unavailable: 'Link unavailable',
    invalid: 'This link is invalid or has expired.',
    home: 'Return to Home',
    alreadySubscribed: 'Already subscribed',
    alreadyPaid: 'This subscription has already been paid.',
    back: 'Back to TableStay',
    subscribeTo: (name: string) => `Subscribe to ${name}`,
    plan: 'Plan',
    billed: 'Billed',
    monthly: 'Monthly, cancel any time',
    email: 'Email',
    price: 'Price',
    perMonth: (amount: string) => `${amount} / month`,
    subscribe: (amount: string) => `Subscribe ${amount}/month`,
    cancel: 'Cancel',
    failed: 'Payment failed',
    failedText: 'The subscription could not be completed. Please try again.',
    cancels: (when: string) => `Cancels on ${when}; access until then.`,
    renews: (when: string) => `Renews on ${when}.`,
    cancelSubscription: 'Cancel subscription',
    resumeSubscription: 'Resume subscription',
    manage: 'Manage subscription',
    none: 'No subscriptions yet.',
    returnTo: 'Return to TableStay',
    portalFailed: 'Portal failed',
    portalFailedText: 'The change could not be saved. Please try again.',
    backShort: 'Back',
  },
  sl: {
    plans: { restaurant: 'Paket Restavracija', stays: 'Paket Nastanitev', sommelier: 'AI Sommelier', citypacks: 'AI mestni vodiči' },
    status: {
      active: 'Aktivno',
      trialing: 'Aktivno',
      past_due: 'Plačilo ni uspelo, poskušamo znova',
      canceled: 'Preklicano',
      incomplete: 'Nedokončano',
      unpaid: 'Neplačano',
    },
    unavailable: 'Povezava ni na voljo',
    invalid: 'Ta povezava je neveljavna ali je potekla.',
    home: 'Nazaj na domačo stran',
    alreadySubscribed: 'Že naročeno',
    alreadyPaid: 'Ta naročnina je že plačana.',
    back: 'Nazaj na TableStay',
    subscribeTo: (name: string) => `Naročnina: ${name}`,
    plan: 'Paket',
    billed: 'Obračun',
    monthly: 'Mesečno, prekličete lahko kadar koli',
    email: 'E-pošta',
    price: 'Cena',
    perMonth: (amount: string) => `${amount} / mesec`,
    subscribe: (amount: string) => `Naroči se za ${amount}/mesec`,
    cancel: 'Prekliči',
    failed: 'Plačilo ni uspelo',
    failedText: 'Naročnine ni bilo mogoče dokončati. Poskusite znova.',
    cancels: (when: string) => `Preneha ${when}; dostop ostane do takrat.`,
    renews: (when: string) => `Podaljša se ${when}.`,
    cancelSubscription: 'Prekliči naročnino',
    resumeSubscription: 'Obnovi naročnino',
    manage: 'Upravljanje naročnine',
    none: 'Naročnin še ni.',
    returnTo: 'Nazaj na TableStay',
    portalFailed: 'Sprememba ni uspela',
    portalFailedText: 'Spremembe ni bilo mogoče shraniti. Poskusite znova.',
    backShort: 'Nazaj',
  },
} as const;

const invalid = (locale: Locale) => {
  const t = TEXT[locale];
  return notice(locale, { title: t.unavailable, text: t.invalid, href: '/', link: t.home });
};

/** Posts a signed Stripe-shaped billing event to this server's own webhook, the path Stripe's take. */
const poster = (core: Core, selfUrl: () => string) => selfWebhook(selfUrl, localCheckoutSecret(core.config), 'a local billing event');

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
    const locale = visitorLocale(c);
    const t = TEXT[locale];
    const view = await getLocalSubscriptionCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(locale), 404);
    const { session } = view;
    const name = t.plans[session.product];
    const amount = formatEur(locale, session.amount);
    if (view.paid) {
      return c.html(notice(locale, { title: t.alreadySubscribed, text: t.alreadyPaid, href: session.ok, link: t.back }));
    }
    return c.html(
      page(
        t.subscribeTo(name),
        html`<h1>${t.subscribeTo(name)}</h1>
          <dl>
            <dt>${t.plan}</dt>
            <dd>${name}</dd>
            <dt>${t.billed}</dt>
            <dd>${t.monthly}</dd>
            <dt>${t.email}</dt>
            <dd>${session.email}</dd>
          </dl>
          ${payForm({ label: t.price, amount: t.perMonth(amount), button: t.subscribe(amount), cancelHref: session.cancel, cancel: t.cancel })}`,
        locale,
      ),
    );
  });

  app.post('/checkout/local-subscription/:token', async (c) => {
    const locale = visitorLocale(c);
    const view = await getLocalSubscriptionCheckout(core.db, secret, c.req.param('token'));
    if (!view) return c.html(invalid(locale), 404);
    if (!view.paid) {
      for (const event of view.events) {
        if (!(await post(event))) {
          const t = TEXT[locale];
          return c.html(notice(locale, { title: t.failed, text: t.failedText, href: view.session.cancel, link: t.back }), 502);
        }
      }
    }
    return c.redirect(view.session.ok, 303);
  });

  /** The end of a plan's period as a calendar in the configured zone reads it. */
  const day = (locale: Locale, d: Date) => formatDate(locale, d, { dateStyle: 'long', timeZone: core.config.VENUE_TIME_ZONE });

  app.get('/checkout/local-portal/:token', async (c) => {
    const locale = visitorLocale(c);
    const t = TEXT[locale];
    const token = c.req.param('token');
    const view = await getLocalPortal(core.db, secret, token);
    if (!view) return c.html(invalid(locale), 404);
    const rows = view.subscriptions.map((s) => {
      const live = s.status !== 'canceled' && s.currentPeriodEnd;
      const when = s.currentPeriodEnd ? day(locale, s.currentPeriodEnd) : '';
      const note = !live ? '' : s.cancelAtPeriodEnd ? t.cancels(when) : t.renews(when);
      const action = s.cancelAtPeriodEnd ? 'resume' : 'cancel';
      return html`<li>
        <strong>${t.plans[s.product]}</strong> · ${t.status[s.status]}
        <p class="meta">${note}</p>
        ${
          live
            ? html`<form method="post" action="/checkout/local-portal/${token}/${s.id}/${action}">
                <button type="submit">${action === 'cancel' ? t.cancelSubscription : t.resumeSubscription}</button>
              </form>`
            : ''
        }
      </li>`;
    });
    return c.html(
      page(
        t.manage,
        html`<h1>${t.manage}</h1>
          <p class="meta">${view.email}</p>
          ${
            rows.length
              ? html`<ul>
                  ${rows}
                </ul>`
              : html`<p>${t.none}</p>`
          }
          <p><a href="${view.session.ret}">${t.returnTo}</a></p>`,
        locale,
      ),
    );
  });

  app.post('/checkout/local-portal/:token/:subscription/:action{cancel|resume}', async (c) => {
    const locale = visitorLocale(c);
    const token = c.req.param('token');
    const view = await getLocalPortal(core.db, secret, token);
    if (!view) return c.html(invalid(locale), 404);
    const event = portalChangeEvent(view, c.req.param('subscription'), c.req.param('action') as 'cancel' | 'resume');
    if (event && !(await post(event))) {
      const t = TEXT[locale];
      const back = `/checkout/local-portal/${token}`;
      return c.html(notice(locale, { title: t.portalFailed, text: t.portalFailedText, href: back, link: t.backShort }), 502);
    }
    return c.redirect(`/checkout/local-portal/${token}`, 303);
  });
  return app;
}
